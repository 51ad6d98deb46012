import { type Privacy, type ProfileMatches } from '@sportzone/contracts';
import {
  findMember,
  findPlayer,
  findTeam,
  organizationAncestry,
  playersOfUser,
  profileFinished,
  profileMatches,
  teamsOfPlayer,
  type OrganizationRow,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import { notFound } from '../../lib/http-errors';
import { logoUrlOf, profileMatchDto, profileRecord } from './dto';

export type ProfileKind = 'player' | 'member' | 'entity';
/** the player and team / formation ids whose matches are a profile's */
export interface Mine {
  playerIds?: number[];
  teamIds?: number[];
}

/**
 * A public profile loaded once: its record, its public organization (a 404 for a private
 * organization's people) and whose matches are its own.
 */
export function createProfileLoaders(database: AppDatabase) {
  const db = () => database.db;

  /** the organization when it (and every organization above it) is not private; otherwise 404 */
  const publicOrganization = async (organizationId: number, what: string) => {
    const chain = await organizationAncestry(db(), organizationId);
    const org = chain[0];
    if (!org || chain.some((o) => o.privacy === 'private')) throw notFound(`${what} not found.`);
    const privacy: Privacy = chain.some((o) => o.privacy === 'unlisted') ? 'unlisted' : 'public';
    return { org, ref: orgRef(org, privacy) };
  };
  const orgRef = (org: OrganizationRow, privacy: Privacy) => ({
    id: org.id,
    name: org.name,
    logoUrl: logoUrlOf(org),
    privacy,
  });

  /** A profile's matches: live, next, the latest results, its record and head-to-head. */
  const matchesOf = async (mine: Mine, organizationId: number): Promise<ProfileMatches> => {
    const links = { ...mine, withinOrganizationId: organizationId };
    const [matches, finished] = await Promise.all([
      profileMatches(db(), links),
      profileFinished(db(), links),
    ]);
    const dto = (row: Parameters<typeof profileMatchDto>[0]) => profileMatchDto(row, mine);
    return {
      live: matches.live.map(dto),
      upcoming: matches.upcoming.map(dto),
      recent: matches.recent.map(dto),
      ...profileRecord(finished, mine),
    };
  };

  const loadPlayer = async (id: number) => {
    const player = await findPlayer(db(), id);
    if (!player) throw notFound('Player not found.');
    const { ref } = await publicOrganization(player.organizationId, 'Player');
    const entities = await teamsOfPlayer(db(), id);
    // a player plays in their own matches and in those of their teams and formations
    const mine: Mine = { playerIds: [id], teamIds: entities.map((t) => t.id) };
    return { player, ref, entities, mine, organizationId: player.organizationId };
  };
  const loadMember = async (id: number) => {
    const member = await findMember(db(), id);
    if (!member) throw notFound('Member not found.');
    const { ref } = await publicOrganization(member.organizationId, 'Member');
    const players =
      member.userId !== null ? await playersOfUser(db(), member.organizationId, member.userId) : [];
    const teams = await Promise.all(players.map((p) => teamsOfPlayer(db(), p.id)));
    const mine: Mine = { playerIds: players.map((p) => p.id), teamIds: teams.flat().map((t) => t.id) };
    return { member, ref, players, mine, organizationId: member.organizationId };
  };
  const loadEntity = async (id: number) => {
    const team = await findTeam(db(), id);
    if (!team) throw notFound('Entity not found.');
    const { ref } = await publicOrganization(team.organizationId, 'Entity');
    const mine: Mine = { teamIds: [id] };
    return { team, ref, mine, organizationId: team.organizationId };
  };
  const LOADERS = { player: loadPlayer, member: loadMember, entity: loadEntity };

  return { publicOrganization, orgRef, matchesOf, loadPlayer, loadMember, loadEntity, LOADERS };
}
