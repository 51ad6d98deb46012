import {
  COMPETITOR_SIZES,
  pageOf,
  type CompetitorType,
  type Member,
  type MemberInput,
  type MemberListQuery,
  type MemberUpdate,
  type PagedResult,
  type Player,
  type PlayerInput,
  type PlayerListQuery,
  type PlayerUpdate,
  type Property,
  type PropertyInput,
  type PropertyListQuery,
  type PropertyUpdate,
  type PropertyValue,
  type PropertyValues,
  type Team,
  type TeamInput,
  type TeamKind,
  type TeamListQuery,
  type TeamUpdate,
} from '@sportzone/contracts';
import {
  addOrganizationRole,
  addTeamPlayer,
  deleteMember,
  deletePlayer,
  deleteProperty,
  deleteTeam,
  findMember,
  findMemberOfUser,
  findPlayer,
  findPlayerPicture,
  findPlayers,
  findProperty,
  findTeam,
  findUserById,
  insertMember,
  insertPlayer,
  insertProperty,
  insertTeam,
  listMembers,
  listPlayers,
  listProperties,
  listTeams,
  playersOfTeams,
  propertiesFor,
  propertyValuesOfPlayers,
  removeAllOrganizationRoles,
  removeOrganizationRole,
  removeTeamPlayer,
  rolesInOrganization,
  savePlayerPicture,
  setPlayerPropertyValues,
  setTeamPlayers,
  updateMember,
  updatePlayer,
  updateProperty,
  updateTeam,
  type DbOrTx,
  type MemberRow,
  type PlayerRow,
  type PropertyRow,
  type TeamRow,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import type { OrganizationAccess } from '../access';
import { processPicture } from '../pictures';
import {
  clean,
  cleanPatch,
  countryFilter,
  definedOnly,
  isRealDate,
  lowerPatch,
  memberDto,
  normalizeSearch,
  paging,
  pastDate,
  playerDto,
  propertyDto,
  readAccess,
  realDate,
  teamDto,
  upperOrNull,
} from './common';
import type { OrganizationsService } from './organizations';

export interface PeopleService {
  listMembers(
    request: FastifyRequest,
    organizationId: number,
    query: MemberListQuery,
  ): Promise<PagedResult<Member>>;
  createMember(request: FastifyRequest, organizationId: number, input: MemberInput): Promise<Member>;
  getMember(request: FastifyRequest, organizationId: number, memberId: number): Promise<Member>;
  updateMember(
    request: FastifyRequest,
    organizationId: number,
    memberId: number,
    input: MemberUpdate,
  ): Promise<Member>;
  removeMember(request: FastifyRequest, organizationId: number, memberId: number): Promise<void>;

  listPlayers(
    request: FastifyRequest,
    organizationId: number,
    query: PlayerListQuery,
  ): Promise<PagedResult<Player>>;
  createPlayer(request: FastifyRequest, organizationId: number, input: PlayerInput): Promise<Player>;
  getPlayer(request: FastifyRequest, id: number): Promise<Player>;
  updatePlayer(request: FastifyRequest, id: number, input: PlayerUpdate): Promise<Player>;
  removePlayer(request: FastifyRequest, id: number): Promise<void>;
  setPlayerPicture(request: FastifyRequest, id: number, body: Buffer, contentType: string): Promise<Player>;
  playerPicture(
    request: FastifyRequest,
    id: number,
  ): Promise<{ contentType: string; data: Buffer; updatedAt: Date; isPublic: boolean }>;

  listTeams(
    request: FastifyRequest,
    organizationId: number,
    query: TeamListQuery,
  ): Promise<PagedResult<Team>>;
  createTeam(request: FastifyRequest, organizationId: number, input: TeamInput): Promise<Team>;
  getTeam(request: FastifyRequest, id: number): Promise<Team>;
  updateTeam(request: FastifyRequest, id: number, input: TeamUpdate): Promise<Team>;
  removeTeam(request: FastifyRequest, id: number): Promise<void>;
  addTeamPlayer(request: FastifyRequest, id: number, playerId: number): Promise<Team>;
  removeTeamPlayer(request: FastifyRequest, id: number, playerId: number): Promise<Team>;

  listProperties(
    request: FastifyRequest,
    organizationId: number,
    query: PropertyListQuery,
  ): Promise<PagedResult<Property>>;
  createProperty(request: FastifyRequest, organizationId: number, input: PropertyInput): Promise<Property>;
  updateProperty(
    request: FastifyRequest,
    organizationId: number,
    propertyId: number,
    input: PropertyUpdate,
  ): Promise<Property>;
  removeProperty(request: FastifyRequest, organizationId: number, propertyId: number): Promise<void>;
}

export function createPeopleService(
  app: FastifyInstance,
  organizations: OrganizationsService,
): PeopleService {
  const db = () => app.database.db;
  const access = (
    request: FastifyRequest,
    organizationId: number,
    what: string,
    level: Parameters<typeof readAccess>[4] = 'read',
  ) => readAccess(app.access, request, organizationId, what, level);

  const userOrBadRequest = async (userId: number, executor: DbOrTx = db()) => {
    const user = await findUserById(executor, userId);
    if (!user) throw badRequest('No such user.', { userId: 'no such user' });
    return user;
  };

  // ─── members ────────────────────────────────────────────────────────────

  const memberIn = async (organizationId: number, memberId: number): Promise<MemberRow> => {
    const member = await findMember(db(), memberId);
    if (!member || member.organizationId !== organizationId) throw notFound('Member not found.');
    return member;
  };

  /** a member linked to a user holds the member role (unless a higher one) */
  const linkRole = async (tx: DbOrTx, organizationId: number, userId: number) => {
    const roles = await rolesInOrganization(tx, organizationId, userId);
    if (roles.length === 0) await addOrganizationRole(tx, organizationId, userId, 'member');
  };

  /** unlinking a user: only a plain member; their member role goes */
  const unlinkRole = async (tx: DbOrTx, organizationId: number, userId: number) => {
    const roles = await rolesInOrganization(tx, organizationId, userId);
    if (roles.some((r) => r !== 'member'))
      throw conflict('Remove their owner or organizer role first.', 'has_higher_role');
    await removeOrganizationRole(tx, organizationId, userId, 'member');
  };

  // ─── players ────────────────────────────────────────────────────────────

  const playerOrNotFound = async (id: number): Promise<PlayerRow> => {
    const player = await findPlayer(db(), id);
    if (!player) throw notFound('Player not found.');
    return player;
  };

  const checkValue = (property: PropertyRow, value: PropertyValue): PropertyValue => {
    const field = `properties.${property.key}`;
    const wrong = (message: string) => badRequest(`${property.label}: ${message}`, { [field]: message });
    switch (property.type) {
      case 'text':
        if (typeof value !== 'string') throw wrong('must be text');
        if (value.length > 1000) throw wrong('must be at most 1000 characters');
        return value.trim();
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) throw wrong('must be a number');
        return value;
      case 'date':
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isRealDate(value))
          throw wrong('must be a date (YYYY-MM-DD)');
        return value;
      case 'boolean':
        if (typeof value !== 'boolean') throw wrong('must be true or false');
        return value;
      case 'choice':
        if (typeof value !== 'string' || !property.options.includes(value))
          throw wrong(`must be one of ${property.options.join(', ')}`);
        return value;
    }
  };

  /** the values by key, checked against the organization's player properties */
  const checkValues = async (organizationId: number, values: PropertyValues | undefined) => {
    if (!values || Object.keys(values).length === 0) return [];
    const properties = await propertiesFor(db(), organizationId, 'players');
    const byKey = new Map(properties.map((p) => [p.key, p]));
    return Object.entries(values).map(([key, value]) => {
      const property = byKey.get(key);
      if (!property)
        throw badRequest(`No player property "${key}".`, { [`properties.${key}`]: 'no such property' });
      return { propertyId: property.id, value: value === null ? null : checkValue(property, value) };
    });
  };

  const playerValues = (input: PlayerUpdate) =>
    definedOnly({
      firstName: input.firstName?.trim(),
      middleName: cleanPatch(input.middleName),
      lastName: input.lastName?.trim(),
      sex: input.sex,
      birthday: pastDate('birthday', input.birthday),
      height: input.height,
      weight: input.weight,
      nationality: upperOrNull(input.nationality),
      memberId: cleanPatch(input.memberId),
      playerNumber: cleanPatch(input.playerNumber),
      status: input.status,
      userId: input.userId,
    });

  const playerOut = async (row: PlayerRow, canSeePrivate: boolean): Promise<Player> => {
    const values = canSeePrivate ? ((await propertyValuesOfPlayers(db(), [row.id])).get(row.id) ?? {}) : {};
    return playerDto(row, canSeePrivate, values);
  };

  // ─── teams ──────────────────────────────────────────────────────────────

  const teamOrNotFound = async (id: number): Promise<TeamRow> => {
    const team = await findTeam(db(), id);
    if (!team) throw notFound('Team not found.');
    return team;
  };

  const teamOut = async (row: TeamRow): Promise<Team> =>
    teamDto(row, (await playersOfTeams(db(), [row.id])).get(row.id) ?? []);

  /** a formation is solo, double or trio; a team has no competitor type */
  const checkShape = (kind: TeamKind, competitorType: CompetitorType | null) => {
    if (kind === 'formation' && !competitorType) {
      throw badRequest('A formation is solo, double or trio.', {
        competitorType: 'is required for a formation',
      });
    }
    if (kind === 'team' && competitorType) {
      throw badRequest('Only formations have a competitor type.', {
        competitorType: 'only formations have one',
      });
    }
  };

  const checkPlayers = async (
    organizationId: number,
    kind: TeamKind,
    competitorType: CompetitorType | null,
    playerIds: number[],
  ) => {
    if (kind === 'formation' && competitorType && playerIds.length > COMPETITOR_SIZES[competitorType]) {
      throw badRequest(
        `A ${competitorType} formation has at most ${COMPETITOR_SIZES[competitorType]} players.`,
        {
          playerIds: `at most ${COMPETITOR_SIZES[competitorType]} players`,
        },
      );
    }
    const found = await findPlayers(db(), playerIds);
    if (found.length !== playerIds.length || found.some((p) => p.organizationId !== organizationId)) {
      throw badRequest('Players must belong to the same organization.', {
        playerIds: 'unknown player or one of another organization',
      });
    }
  };

  // ─── properties ─────────────────────────────────────────────────────────

  const propertyIn = async (organizationId: number, propertyId: number): Promise<PropertyRow> => {
    const property = await findProperty(db(), propertyId);
    if (!property || property.organizationId !== organizationId) throw notFound('Property not found.');
    return property;
  };

  const choiceOptions = (type: string, options: string[] | undefined) => {
    const list = (options ?? []).map((o) => o.trim());
    if (type === 'choice' && list.length === 0)
      throw badRequest('A choice needs options.', { options: 'at least one option' });
    if (new Set(list).size !== list.length)
      throw badRequest('Options must differ.', { options: 'must not repeat' });
    return type === 'choice' ? list : [];
  };

  const privateOf = (a: OrganizationAccess) => a.canSeePrivate;

  return {
    // members: anyone who can read the organization sees names; emails and accounts only members
    async listMembers(request, organizationId, query) {
      const a = await app.access.organization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listMembers(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        status: query.status ?? null,
      });
      return pageOf(
        rows.map((r) => memberDto(r, privateOf(a))),
        page,
        pageSize,
        total,
      );
    },

    async createMember(request, organizationId, input) {
      await app.access.manageOrganization(request, organizationId);
      const userId = input.userId ?? null;
      if (userId !== null) {
        await userOrBadRequest(userId);
        if (await findMemberOfUser(db(), organizationId, userId)) {
          throw conflict('This user is already a member.', 'member_exists', {
            userId: 'is already a member',
          });
        }
      }
      const row = await app.database.transaction(async (tx) => {
        const member = await insertMember(tx, {
          organizationId,
          userId,
          firstName: input.firstName.trim(),
          middleName: clean(input.middleName),
          lastName: input.lastName.trim(),
          email: lowerPatch(input.email) ?? null,
          status: input.status ?? 'active',
          ...(input.joinedOn ? { joinedOn: realDate('joinedOn', input.joinedOn)! } : {}),
        });
        if (userId !== null) await linkRole(tx, organizationId, userId);
        return member;
      });
      return memberDto(row, true);
    },

    async getMember(request, organizationId, memberId) {
      const a = await access(request, organizationId, 'Member');
      return memberDto(await memberIn(organizationId, memberId), privateOf(a));
    },

    async updateMember(request, organizationId, memberId, input) {
      await access(request, organizationId, 'Member', 'manage');
      const member = await memberIn(organizationId, memberId);
      const values = definedOnly({
        firstName: input.firstName?.trim(),
        middleName: cleanPatch(input.middleName),
        lastName: input.lastName?.trim(),
        email: lowerPatch(input.email),
        status: input.status,
        joinedOn: realDate('joinedOn', input.joinedOn) ?? undefined,
        userId: input.userId,
      });
      const row = await app.database.transaction(async (tx) => {
        if (values.userId !== undefined && values.userId !== member.userId) {
          if (values.userId !== null) {
            await userOrBadRequest(values.userId, tx);
            if (await findMemberOfUser(tx, organizationId, values.userId)) {
              throw conflict('This user is already a member.', 'member_exists', {
                userId: 'is already a member',
              });
            }
          }
          if (member.userId !== null) await unlinkRole(tx, organizationId, member.userId);
          if (values.userId !== null) await linkRole(tx, organizationId, values.userId);
        }
        return updateMember(tx, memberId, values);
      });
      return memberDto(row!, true);
    },

    async removeMember(request, organizationId, memberId) {
      const a = await access(request, organizationId, 'Member', 'manage');
      const member = await memberIn(organizationId, memberId);
      await app.database.transaction(async (tx) => {
        if (member.userId !== null) {
          const roles = await rolesInOrganization(tx, organizationId, member.userId);
          if (roles.some((r) => r !== 'member') && !a.canOwn) {
            throw conflict('Only owners can remove an owner or organizer.', 'has_higher_role');
          }
          await organizations.assertKeepsOwner(tx, a.organization, member.userId);
          await removeAllOrganizationRoles(tx, organizationId, member.userId);
        }
        await deleteMember(tx, memberId);
      });
    },

    // players: readable with the organization; birthday, member id, properties, account only for members
    async listPlayers(request, organizationId, query) {
      const a = await app.access.organization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listPlayers(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        status: query.status ?? null,
        sex: query.sex ?? null,
        nationality: countryFilter('nationality', query.nationality),
      });
      const values = a.canSeePrivate
        ? await propertyValuesOfPlayers(
            db(),
            rows.map((r) => r.id),
          )
        : new Map();
      return pageOf(
        rows.map((r) => playerDto(r, a.canSeePrivate, values.get(r.id) ?? {})),
        page,
        pageSize,
        total,
      );
    },

    async createPlayer(request, organizationId, input) {
      await app.access.manageOrganization(request, organizationId);
      const values = playerValues(input);
      if (values.userId) await userOrBadRequest(values.userId);
      const checked = await checkValues(organizationId, input.properties);
      const row = await app.database.transaction(async (tx) => {
        const player = await insertPlayer(tx, {
          ...values,
          organizationId,
          firstName: values.firstName!,
          lastName: values.lastName!,
        });
        await setPlayerPropertyValues(tx, player.id, checked);
        return player;
      });
      return playerOut(row, true);
    },

    async getPlayer(request, id) {
      const player = await playerOrNotFound(id);
      const a = await access(request, player.organizationId, 'Player');
      return playerOut(player, a.canSeePrivate);
    },

    async updatePlayer(request, id, input) {
      const player = await playerOrNotFound(id);
      await access(request, player.organizationId, 'Player', 'manage');
      const values = playerValues(input);
      if (values.firstName === '' || values.lastName === '')
        throw badRequest('Names are required.', { firstName: 'is required' });
      if (values.userId) await userOrBadRequest(values.userId);
      const checked = await checkValues(player.organizationId, input.properties);
      const row = await app.database.transaction(async (tx) => {
        await setPlayerPropertyValues(tx, id, checked);
        return updatePlayer(tx, id, values);
      });
      return playerOut(row!, true);
    },

    async removePlayer(request, id) {
      const player = await playerOrNotFound(id);
      await access(request, player.organizationId, 'Player', 'manage');
      await deletePlayer(db(), id);
    },

    async setPlayerPicture(request, id, body, contentType) {
      const player = await playerOrNotFound(id);
      await access(request, player.organizationId, 'Player', 'manage');
      await savePlayerPicture(db(), id, await processPicture(body, contentType));
      return playerOut((await findPlayer(db(), id))!, true);
    },

    async playerPicture(request, id) {
      const player = await playerOrNotFound(id);
      const a = await access(request, player.organizationId, 'Player');
      const picture = await findPlayerPicture(db(), id);
      if (!picture) throw notFound('No picture.');
      return {
        contentType: picture.contentType,
        data: picture.data,
        updatedAt: picture.updatedAt,
        isPublic: a.effectivePrivacy !== 'private',
      };
    },

    // teams and formations
    async listTeams(request, organizationId, query) {
      await app.access.organization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listTeams(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        kind: query.kind ?? null,
        competitorType: query.competitorType ?? null,
        sport: query.sport ?? null,
      });
      const players = await playersOfTeams(
        db(),
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => teamDto(r, players.get(r.id) ?? [])),
        page,
        pageSize,
        total,
      );
    },

    async createTeam(request, organizationId, input) {
      await app.access.manageOrganization(request, organizationId);
      const kind = input.kind ?? 'team';
      const competitorType = input.competitorType ?? null;
      checkShape(kind, competitorType);
      const playerIds = input.playerIds ?? [];
      await checkPlayers(organizationId, kind, competitorType, playerIds);
      const row = await app.database.transaction(async (tx) => {
        const team = await insertTeam(tx, {
          organizationId,
          name: input.name.trim(),
          kind,
          competitorType,
          sport: input.sport ?? null,
        });
        await setTeamPlayers(tx, team.id, playerIds);
        return team;
      });
      return teamOut(row);
    },

    async getTeam(request, id) {
      const team = await teamOrNotFound(id);
      await access(request, team.organizationId, 'Team');
      return teamOut(team);
    },

    async updateTeam(request, id, input) {
      const team = await teamOrNotFound(id);
      await access(request, team.organizationId, 'Team', 'manage');
      const kind = input.kind ?? team.kind;
      const competitorType =
        input.competitorType !== undefined
          ? input.competitorType
          : kind === 'team'
            ? null
            : team.competitorType;
      checkShape(kind, competitorType);
      const playerIds = input.playerIds ?? (await playersOfTeams(db(), [id])).get(id)!.map((p) => p.id);
      await checkPlayers(team.organizationId, kind, competitorType, playerIds);
      const row = await app.database.transaction(async (tx) => {
        if (input.playerIds) await setTeamPlayers(tx, id, input.playerIds);
        return updateTeam(
          tx,
          id,
          definedOnly({ name: input.name?.trim(), kind, competitorType, sport: input.sport }),
        );
      });
      return teamOut(row!);
    },

    async removeTeam(request, id) {
      const team = await teamOrNotFound(id);
      await access(request, team.organizationId, 'Team', 'manage');
      await deleteTeam(db(), id);
    },

    async addTeamPlayer(request, id, playerId) {
      const team = await teamOrNotFound(id);
      await access(request, team.organizationId, 'Team', 'manage');
      const current = (await playersOfTeams(db(), [id])).get(id)!.map((p) => p.id);
      if (!current.includes(playerId)) {
        await checkPlayers(team.organizationId, team.kind, team.competitorType, [...current, playerId]);
        await addTeamPlayer(db(), id, playerId);
      }
      return teamOut(team);
    },

    async removeTeamPlayer(request, id, playerId) {
      const team = await teamOrNotFound(id);
      await access(request, team.organizationId, 'Team', 'manage');
      if (!(await removeTeamPlayer(db(), id, playerId))) throw notFound('This player is not in the team.');
      return teamOut(team);
    },

    // properties: the organization's own fields; members read them, owners and organizers define them
    async listProperties(request, organizationId, query) {
      await app.access.memberOfOrganization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listProperties(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        appliesTo: query.appliesTo ?? null,
      });
      return pageOf(rows.map(propertyDto), page, pageSize, total);
    },

    async createProperty(request, organizationId, input) {
      await app.access.manageOrganization(request, organizationId);
      const row = await insertProperty(db(), {
        organizationId,
        key: input.key,
        label: input.label.trim(),
        type: input.type,
        options: choiceOptions(input.type, input.options),
        appliesTo: input.appliesTo,
      });
      if (!row) throw conflict('This key is already used.', 'property_exists', { key: 'is already used' });
      return propertyDto(row);
    },

    async updateProperty(request, organizationId, propertyId, input) {
      await access(request, organizationId, 'Property', 'manage');
      const property = await propertyIn(organizationId, propertyId);
      const patch = definedOnly({
        label: input.label?.trim(),
        options: input.options !== undefined ? choiceOptions(property.type, input.options) : undefined,
      });
      if (Object.keys(patch).length === 0) return propertyDto(property);
      return propertyDto((await updateProperty(db(), propertyId, patch)) ?? property);
    },

    async removeProperty(request, organizationId, propertyId) {
      await access(request, organizationId, 'Property', 'manage');
      await propertyIn(organizationId, propertyId);
      await deleteProperty(db(), propertyId);
    },
  };
}
