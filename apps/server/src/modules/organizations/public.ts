import {
  pageOf,
  type PagedResult,
  type ProfileMatch,
  type ProfileResultsQuery,
  type PublicEntity,
  type PublicMember,
  type PublicOrganization,
  type PublicPlayer,
} from '@sportzone/contracts';
import {
  childOrganizations,
  findUserById,
  followerCount,
  organizationCounts,
  playersOfTeams,
  profileMatches,
  profileResults,
  rolesInOrganization,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { playerPictureUrlOf, profileMatchDto } from './dto';
import type { OrganizationsService } from './organizations';
import { createProfileLoaders, type ProfileKind } from './profiles';

export type { ProfileKind };

/**
 * Public profiles (no sign-in): members, players and entities (teams, formations) of public and
 * unlisted organizations, and an organization's public page. A private organization's people do not
 * exist here, for anybody.
 */
export interface PublicService {
  player(id: number): Promise<PublicPlayer>;
  member(id: number): Promise<PublicMember>;
  entity(id: number): Promise<PublicEntity>;
  organization(actor: Actor, id: number): Promise<PublicOrganization>;
  /** the whole results history of a player, member or entity, newest first */
  results(kind: ProfileKind, id: number, query: ProfileResultsQuery): Promise<PagedResult<ProfileMatch>>;
}

export interface PublicDeps {
  database: AppDatabase;
  /** the organization's DTO as its caller sees it (roles, follows) */
  organizations: Pick<OrganizationsService, 'toDtos'>;
}

export function createPublicService({ database, organizations }: PublicDeps): PublicService {
  const db = () => database.db;

  const { publicOrganization, orgRef, matchesOf, loadPlayer, loadMember, loadEntity, LOADERS } =
    createProfileLoaders(database);

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

    async organization(actor, id) {
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
      const [dto] = await organizations.toDtos(actor, [org]);
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
