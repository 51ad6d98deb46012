import {
  pageOf,
  type PagedResult,
  type Privacy,
  type ProfileMatch,
  type ProfileMatches,
  type ProfileResultsQuery,
  type PublicEntity,
  type PublicMember,
  type PublicOrganization,
  type PublicPlayer,
} from '@sportzone/contracts';
import {
  childOrganizations,
  findMember,
  findPlayer,
  findTeam,
  findUserById,
  followerCount,
  organizationAncestry,
  organizationCounts,
  playersOfTeams,
  playersOfUser,
  profileFinished,
  profileMatches,
  profileResults,
  rolesInOrganization,
  teamsOfPlayer,
  type OrganizationRow,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/http-errors';
import { logoUrlOf, playerPictureUrlOf, profileMatchDto, profileRecord } from './common';
import type { OrganizationsService } from './organizations';

/**
 * Public profiles (no sign-in): members, players and entities (teams, formations) of public and
 * unlisted organizations, and an organization's public page. A private organization's people do not
 * exist here, for anybody.
 */
export interface PublicService {
  player(id: number): Promise<PublicPlayer>;
  member(id: number): Promise<PublicMember>;
  entity(id: number): Promise<PublicEntity>;
  organization(request: FastifyRequest, id: number): Promise<PublicOrganization>;
  /** the whole results history of a player, member or entity, newest first */
  results(kind: ProfileKind, id: number, query: ProfileResultsQuery): Promise<PagedResult<ProfileMatch>>;
}

export type ProfileKind = 'player' | 'member' | 'entity';
/** the player and team / formation ids whose matches are a profile's */
interface Mine {
  playerIds?: number[];
  teamIds?: number[];
}

export function createPublicService(
  app: FastifyInstance,
  organizations: OrganizationsService,
): PublicService {
  const db = () => app.database.db;

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

  // Each profile is loaded once: its record, its public organization (a 404 for a private organization's
  // people) and whose matches are its own.
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

  return {
    async results(kind, id, query) {
      const { mine, organizationId } = await LOADERS[kind](id);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await profileResults(
        db(),
        { ...mine, withinOrganizationId: organizationId },
        page,
        pageSize,
      );
      return pageOf(
        rows.map((r) => profileMatchDto(r, mine)),
        page,
        pageSize,
        total,
      );
    },

    async player(id) {
      const { player, ref, entities, mine } = await loadPlayer(id);
      return {
        id: player.id,
        firstName: player.firstName,
        middleName: player.middleName,
        lastName: player.lastName,
        sex: player.sex,
        nationality: player.nationality,
        height: player.height,
        weight: player.weight,
        playerNumber: player.playerNumber,
        status: player.status,
        pictureUrl: playerPictureUrlOf(player),
        organization: ref,
        entities: entities.map((t) => ({
          id: t.id,
          name: t.name,
          kind: t.kind,
          competitorType: t.competitorType,
          sport: t.sport,
        })),
        followers: await followerCount(db(), 'player', id),
        matches: await matchesOf(mine, player.organizationId),
      };
    },

    async member(id) {
      const { member, ref, players, mine } = await loadMember(id);
      const user = member.userId !== null ? await findUserById(db(), member.userId) : null;
      return {
        id: member.id,
        firstName: member.firstName,
        middleName: member.middleName,
        lastName: member.lastName,
        status: member.status,
        joinedOn: member.joinedOn,
        roles:
          member.userId !== null ? await rolesInOrganization(db(), member.organizationId, member.userId) : [],
        pictureUrl: user?.pictureVersion ? `/api/user/${user.id}/picture?v=${user.pictureVersion}` : null,
        organization: ref,
        players: players.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName })),
        matches: await matchesOf(mine, member.organizationId),
      };
    },

    async entity(id) {
      const { team, ref, mine } = await loadEntity(id);
      const players = (await playersOfTeams(db(), [id])).get(id) ?? [];
      return {
        id: team.id,
        name: team.name,
        kind: team.kind,
        competitorType: team.competitorType,
        sport: team.sport,
        organization: ref,
        players: players.map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          playerNumber: p.playerNumber,
        })),
        followers: await followerCount(db(), 'team', id),
        matches: await matchesOf(mine, team.organizationId),
      };
    },

    async organization(request, id) {
      const { org, ref } = await publicOrganization(id, 'Organization');
      const children = await childOrganizations(db(), id, {
        page: 1,
        pageSize: 100,
        searchTerm: null,
        all: false,
        viewerId: null,
      });
      const counts = await organizationCounts(db(), id);
      const matches = await profileMatches(db(), { organizationId: id });
      const [dto] = await organizations.toDtos(request, [org]);
      return {
        organization: dto!,
        subOrganizations: children.rows.map((c) =>
          orgRef(c, c.privacy === 'unlisted' || ref.privacy === 'unlisted' ? 'unlisted' : 'public'),
        ),
        counts: { ...counts, followers: await followerCount(db(), 'organization', id) },
        matches: {
          live: matches.live.map((m) => profileMatchDto(m)),
          upcoming: matches.upcoming.map((m) => profileMatchDto(m)),
          recent: matches.recent.map((m) => profileMatchDto(m)),
        },
      };
    },
  };
}
