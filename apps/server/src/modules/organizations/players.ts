import type {
  PagedResult,
  Player,
  PlayerInput,
  PlayerListQuery,
  PlayerUpdate,
  PropertyValue,
} from '@sportzone/contracts';
import {
  deletePlayer,
  findPlayer,
  findPlayerPicture,
  insertPlayer,
  listPlayers,
  propertyValuesOfPlayers,
  savePlayerPicture,
  setPlayerPropertyValues,
  updatePlayer,
  type PlayerRow,
} from '@sportzone/db';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import { processPicture } from '../users/pictures';
import {
  cleanPatch,
  countryFilter,
  definedOnly,
  listPage,
  pastDate,
  readAccess,
  upperOrNull,
  type OrganizationDeps,
} from './common';
import { playerDto } from './dto';
import { userOrBadRequest } from './members';
import { checkPlayerValues } from './properties';

/** Players: readable with the organization; birthday, member id, properties, account only for members. */
export interface PlayersService {
  listPlayers(actor: Actor, organizationId: number, query: PlayerListQuery): Promise<PagedResult<Player>>;
  createPlayer(actor: Actor, organizationId: number, input: PlayerInput): Promise<Player>;
  getPlayer(actor: Actor, id: number): Promise<Player>;
  updatePlayer(actor: Actor, id: number, input: PlayerUpdate): Promise<Player>;
  removePlayer(actor: Actor, id: number): Promise<void>;
  setPlayerPicture(actor: Actor, id: number, body: Buffer, contentType: string): Promise<Player>;
  playerPicture(
    actor: Actor,
    id: number,
  ): Promise<{ contentType: string; data: Buffer; updatedAt: Date; isPublic: boolean }>;
}

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

export function createPlayersService(deps: OrganizationDeps): PlayersService {
  const { access } = deps;
  const db = () => deps.database.db;

  const playerOrNotFound = async (id: number): Promise<PlayerRow> => {
    const player = await findPlayer(db(), id);
    if (!player) throw notFound('Player not found.');
    return player;
  };

  const playerOut = async (row: PlayerRow, canSeePrivate: boolean): Promise<Player> => {
    const values = canSeePrivate ? ((await propertyValuesOfPlayers(db(), [row.id])).get(row.id) ?? {}) : {};
    return playerDto(row, canSeePrivate, values);
  };

  /** the organization of an existing player, checked at this level */
  const playerAccess = async (actor: Actor, id: number, level: 'read' | 'manage') => {
    const player = await playerOrNotFound(id);
    return { player, found: await readAccess(access, actor, player.organizationId, 'Player', level) };
  };

  return {
    async listPlayers(actor, organizationId, query) {
      const found = await access.organization(actor, organizationId);
      const filter = {
        status: query.status ?? null,
        sex: query.sex ?? null,
        nationality: countryFilter('nationality', query.nationality),
      };
      return listPage(
        query,
        (window) => listPlayers(db(), organizationId, { ...window, ...filter }),
        async (rows) => {
          const values: Map<number, Record<string, PropertyValue>> = found.canSeePrivate
            ? await propertyValuesOfPlayers(
                db(),
                rows.map((r) => r.id),
              )
            : new Map();
          return rows.map((r) => playerDto(r, found.canSeePrivate, values.get(r.id) ?? {}));
        },
      );
    },

    async createPlayer(actor, organizationId, input) {
      await access.manageOrganization(actor, organizationId);
      const values = playerValues(input);
      if (values.userId) await userOrBadRequest(db(), values.userId);
      const checked = await checkPlayerValues(db(), organizationId, input.properties);
      const row = await deps.database.transaction(async (tx) => {
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

    async getPlayer(actor, id) {
      const { player, found } = await playerAccess(actor, id, 'read');
      return playerOut(player, found.canSeePrivate);
    },

    async updatePlayer(actor, id, input) {
      const { player } = await playerAccess(actor, id, 'manage');
      const values = playerValues(input);
      if (values.firstName === '' || values.lastName === '')
        throw badRequest('Names are required.', { firstName: 'is required' });
      if (values.userId) await userOrBadRequest(db(), values.userId);
      const checked = await checkPlayerValues(db(), player.organizationId, input.properties);
      const row = await deps.database.transaction(async (tx) => {
        await setPlayerPropertyValues(tx, id, checked);
        return updatePlayer(tx, id, values);
      });
      return playerOut(row!, true);
    },

    async removePlayer(actor, id) {
      await playerAccess(actor, id, 'manage');
      await deletePlayer(db(), id);
    },

    async setPlayerPicture(actor, id, body, contentType) {
      await playerAccess(actor, id, 'manage');
      await savePlayerPicture(db(), id, await processPicture(body, contentType));
      return playerOut((await findPlayer(db(), id))!, true);
    },

    async playerPicture(actor, id) {
      const { found } = await playerAccess(actor, id, 'read');
      const picture = await findPlayerPicture(db(), id);
      if (!picture) throw notFound('No picture.');
      return {
        contentType: picture.contentType,
        data: picture.data,
        updatedAt: picture.updatedAt,
        isPublic: found.effectivePrivacy !== 'private',
      };
    },
  };
}
