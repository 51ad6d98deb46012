import {
  type PagedResult,
  type Season,
  type SeasonInput,
  type SeasonListQuery,
  type SeasonUpdate,
} from '@sportzone/contracts';
import {
  deleteSeason,
  findSeason,
  insertSeason,
  listSeasons,
  updateSeason,
  type SeasonRow,
} from '@sportzone/db';
import type { Actor } from '../actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { definedOnly, listPage, readAccess, realDate, type OrganizationDeps } from './common';
import { seasonDto } from './dto';

/** Seasons: readable with the organization, written by owners and organizers. */
export interface SeasonsService {
  listSeasons(actor: Actor, organizationId: number, query: SeasonListQuery): Promise<PagedResult<Season>>;
  createSeason(actor: Actor, organizationId: number, input: SeasonInput): Promise<Season>;
  getSeason(actor: Actor, id: number): Promise<Season>;
  updateSeason(actor: Actor, id: number, input: SeasonUpdate): Promise<Season>;
  removeSeason(actor: Actor, id: number): Promise<void>;
}

export function createSeasonsService(deps: OrganizationDeps): SeasonsService {
  const { access } = deps;
  const db = () => deps.database.db;

  const seasonOrNotFound = async (id: number): Promise<SeasonRow> => {
    const season = await findSeason(db(), id);
    if (!season) throw notFound('Season not found.');
    return season;
  };
  const checkRange = (startsOn: string, endsOn: string) => {
    realDate('startsOn', startsOn);
    realDate('endsOn', endsOn);
    if (endsOn < startsOn)
      throw badRequest('A season ends after it starts.', { endsOn: 'must not be before the start' });
  };

  return {
    async listSeasons(actor, organizationId, query) {
      await access.organization(actor, organizationId);
      const on = realDate('on', query.on) ?? null;
      return listPage(
        query,
        (window) => listSeasons(db(), organizationId, { ...window, on }),
        (rows) => rows.map(seasonDto),
      );
    },

    async createSeason(actor, organizationId, input) {
      await access.manageOrganization(actor, organizationId);
      checkRange(input.startsOn, input.endsOn);
      return seasonDto(
        await insertSeason(db(), {
          organizationId,
          name: input.name.trim(),
          startsOn: input.startsOn,
          endsOn: input.endsOn,
        }),
      );
    },

    async getSeason(actor, id) {
      const season = await seasonOrNotFound(id);
      await readAccess(access, actor, season.organizationId, 'Season');
      return seasonDto(season);
    },

    async updateSeason(actor, id, input) {
      const season = await seasonOrNotFound(id);
      await readAccess(access, actor, season.organizationId, 'Season', 'manage');
      const startsOn = input.startsOn ?? season.startsOn;
      const endsOn = input.endsOn ?? season.endsOn;
      checkRange(startsOn, endsOn);
      return seasonDto(
        (await updateSeason(db(), id, definedOnly({ name: input.name?.trim(), startsOn, endsOn })))!,
      );
    },

    async removeSeason(actor, id) {
      const season = await seasonOrNotFound(id);
      await readAccess(access, actor, season.organizationId, 'Season', 'manage');
      await deleteSeason(db(), id);
    },
  };
}
