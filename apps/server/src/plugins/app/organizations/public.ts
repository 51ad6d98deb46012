import type {
  Privacy,
  PublicEntity,
  PublicMember,
  PublicOrganization,
  PublicPlayer,
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
  profileMatches,
  rolesInOrganization,
  teamsOfPlayer,
  type OrganizationRow,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/http-errors';
import { logoUrlOf, playerPictureUrlOf, profileMatchDto } from './common';
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

  return {
    async player(id) {
      const player = await findPlayer(db(), id);
      if (!player) throw notFound('Player not found.');
      const { ref } = await publicOrganization(player.organizationId, 'Player');
      const entities = await teamsOfPlayer(db(), id);
      // a player plays in their own matches and in those of their teams and formations
      const mine = { playerIds: [id], teamIds: entities.map((t) => t.id) };
      const matches = await profileMatches(db(), { ...mine, withinOrganizationId: player.organizationId });
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
        matches: {
          live: matches.live.map((m) => profileMatchDto(m, mine)),
          recent: matches.recent.map((m) => profileMatchDto(m, mine)),
        },
      };
    },

    async member(id) {
      const member = await findMember(db(), id);
      if (!member) throw notFound('Member not found.');
      const { ref } = await publicOrganization(member.organizationId, 'Member');
      const user = member.userId !== null ? await findUserById(db(), member.userId) : null;
      const players =
        member.userId !== null ? await playersOfUser(db(), member.organizationId, member.userId) : [];
      const teams = await Promise.all(players.map((p) => teamsOfPlayer(db(), p.id)));
      const mine = { playerIds: players.map((p) => p.id), teamIds: teams.flat().map((t) => t.id) };
      const matches = await profileMatches(db(), { ...mine, withinOrganizationId: member.organizationId });
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
        matches: {
          live: matches.live.map((m) => profileMatchDto(m, mine)),
          recent: matches.recent.map((m) => profileMatchDto(m, mine)),
        },
      };
    },

    async entity(id) {
      const team = await findTeam(db(), id);
      if (!team) throw notFound('Entity not found.');
      const { ref } = await publicOrganization(team.organizationId, 'Entity');
      const players = (await playersOfTeams(db(), [id])).get(id) ?? [];
      const mine = { teamIds: [id] };
      const matches = await profileMatches(db(), { ...mine, withinOrganizationId: team.organizationId });
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
        matches: {
          live: matches.live.map((m) => profileMatchDto(m, mine)),
          recent: matches.recent.map((m) => profileMatchDto(m, mine)),
        },
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
          recent: matches.recent.map((m) => profileMatchDto(m)),
        },
      };
    },
  };
}
