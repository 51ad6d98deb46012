import {
  spaceKindOf,
  type Application,
  type Invitation,
  type Member,
  type Organization,
  type OrganizationRole,
  type OutboxStatus,
  type Player,
  type HeadToHead,
  type ProfileMatch,
  type ProfileRecord,
  type Property,
  type PropertyValue,
  type Season,
  type Team,
  type TeamPlayer,
  type Venue,
} from '@sportzone/contracts';
import type {
  ApplicationWithRefs,
  InvitationWithRefs,
  MemberRow,
  OrganizationRow,
  PlayerRow,
  PlayingSpaceRow,
  ProfileMatchRow,
  PropertyRow,
  SeasonRow,
  TeamRow,
  VenueRow,
} from '@sportzone/db';

export const logoUrlOf = (org: Pick<OrganizationRow, 'id' | 'logoVersion'>) =>
  org.logoVersion ? `/api/organization/${org.id}/logo?v=${org.logoVersion}` : null;
export const playerPictureUrlOf = (p: Pick<PlayerRow, 'id' | 'pictureVersion'>) =>
  p.pictureVersion ? `/api/player/${p.id}/picture?v=${p.pictureVersion}` : null;

export interface Permissions {
  roles: OrganizationRole[];
  canManage: boolean;
  canOwn: boolean;
  canSeePrivate: boolean;
}

export function organizationDto(
  org: OrganizationRow,
  permissions: Permissions,
  parent: { id: number; name: string } | null,
  following: boolean,
): Organization {
  return {
    id: org.id,
    parentId: org.parentId,
    parent,
    name: org.name,
    email: org.email,
    website: org.website,
    phoneNumber: org.phoneNumber,
    privacy: org.privacy,
    establishedOn: org.establishedOn,
    language: org.language,
    description: org.description,
    logoUrl: logoUrlOf(org),
    createdAt: org.createdAt.toISOString(),
    myRoles: permissions.roles,
    canManage: permissions.canManage,
    canOwn: permissions.canOwn,
    canSeePrivate: permissions.canSeePrivate,
    following,
  };
}

export function memberDto(row: MemberRow, canSeePrivate: boolean): Member {
  return {
    id: row.id,
    organizationId: row.organizationId,
    userId: canSeePrivate ? row.userId : null,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: canSeePrivate ? row.email : null,
    status: row.status,
    joinedOn: row.joinedOn,
    createdAt: row.createdAt.toISOString(),
  };
}

export function playerDto(
  row: PlayerRow,
  canSeePrivate: boolean,
  properties: Record<string, PropertyValue> = {},
): Player {
  return {
    id: row.id,
    organizationId: row.organizationId,
    userId: canSeePrivate ? row.userId : null,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    sex: row.sex,
    birthday: canSeePrivate ? row.birthday : null,
    height: row.height,
    weight: row.weight,
    nationality: row.nationality,
    memberId: canSeePrivate ? row.memberId : null,
    playerNumber: row.playerNumber,
    status: row.status,
    pictureUrl: playerPictureUrlOf(row),
    properties: canSeePrivate ? properties : {},
    createdAt: row.createdAt.toISOString(),
  };
}

export function teamDto(row: TeamRow, players: TeamPlayer[]): Team {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    kind: row.kind,
    competitorType: row.competitorType,
    sport: row.sport,
    players,
    createdAt: row.createdAt.toISOString(),
  };
}

export function venueDto(row: VenueRow, spaces: PlayingSpaceRow[]): Venue {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    timeZone: row.timeZone,
    spaces: spaces.map((s) => ({ id: s.id, sport: s.sport, name: s.name, kind: spaceKindOf(s.sport) })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function seasonDto(row: SeasonRow): Season {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    createdAt: row.createdAt.toISOString(),
  };
}

export function propertyDto(row: PropertyRow): Property {
  return {
    id: row.id,
    organizationId: row.organizationId,
    key: row.key,
    label: row.label,
    type: row.type,
    options: row.options,
    appliesTo: row.appliesTo,
    createdAt: row.createdAt.toISOString(),
  };
}

export function invitationDto(row: InvitationWithRefs): Invitation {
  return {
    id: row.id,
    organization: row.organization,
    user: row.user,
    email: row.email,
    message: row.message,
    sendAsEmail: row.sendAsEmail,
    status: row.status,
    invitedOn: row.invitedOn.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    invitedBy: row.inviter,
    emailStatus: (row.emailStatus as OutboxStatus | null) ?? null,
  };
}

export function applicationDto(row: ApplicationWithRefs): Application {
  return {
    id: row.id,
    organization: row.organization,
    user: row.user,
    message: row.message,
    wantsToPlay: row.wantsToPlay,
    status: row.status,
    reason: row.reason,
    appliedOn: row.appliedOn.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

const sideOf = (v: string | null): 'home' | 'away' | null => (v === 'home' || v === 'away' ? v : null);

/** a match as profiles show it; `side` is found from the profile's player or team ids */
export function profileMatchDto(
  row: ProfileMatchRow,
  mine: { playerIds?: number[]; teamIds?: number[] } = {},
): ProfileMatch {
  const has = (ids: number[] | undefined, id: number | null) => id !== null && (ids ?? []).includes(id);
  const home =
    has(mine.playerIds, row.homePlayerId) ||
    has(mine.teamIds, row.homeTeamId) ||
    has(mine.teamIds, row.homeFormationId);
  const away =
    has(mine.playerIds, row.awayPlayerId) ||
    has(mine.teamIds, row.awayTeamId) ||
    has(mine.teamIds, row.awayFormationId);
  return {
    id: row.id,
    sport: row.sport,
    status: row.status,
    homeName: row.homeName,
    awayName: row.awayName,
    side: home && !away ? 'home' : away && !home ? 'away' : null,
    score: row.text,
    winner: sideOf(row.winner),
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    startedAt: row.startedAt ? row.startedAt.toISOString() : null,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  };
}

/**
 * A profile's win–loss record and the opponents it met most (up to five, the more recent first among
 * equals), from its finished matches, newest first. A match without a winner (a draw) or in which the
 * profile is on both sides does not count.
 */
export function profileRecord(
  rows: ProfileMatchRow[],
  mine: { playerIds?: number[]; teamIds?: number[] },
): { record: ProfileRecord; headToHead: HeadToHead[] } {
  const record: ProfileRecord = { played: 0, won: 0, lost: 0 };
  const rivals = new Map<string, HeadToHead>();
  for (const row of rows) {
    const match = profileMatchDto(row, mine);
    if (!match.side || !match.winner) continue;
    const won = match.winner === match.side;
    record.played += 1;
    record[won ? 'won' : 'lost'] += 1;
    const home = match.side === 'away';
    const playerId = home ? row.homePlayerId : row.awayPlayerId;
    const entityId = home ? (row.homeTeamId ?? row.homeFormationId) : (row.awayTeamId ?? row.awayFormationId);
    const name = home ? row.homeName : row.awayName;
    const key =
      playerId !== null ? `p${playerId}` : entityId !== null ? `e${entityId}` : `n${name.toLowerCase()}`;
    let rival = rivals.get(key);
    if (!rival) {
      rival = {
        opponent: name,
        opponentPlayerId: playerId,
        opponentEntityId: playerId === null ? entityId : null,
        played: 0,
        won: 0,
        lost: 0,
        lastMatchId: row.id,
        lastScore: match.score,
      };
      rivals.set(key, rival);
    }
    rival.played += 1;
    rival[won ? 'won' : 'lost'] += 1;
  }
  // Array.prototype.sort is stable: among equals the first met (the most recent) stays first
  const headToHead = [...rivals.values()].sort((a, b) => b.played - a.played).slice(0, 5);
  return { record, headToHead };
}
