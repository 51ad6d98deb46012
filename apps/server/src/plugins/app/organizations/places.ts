import {
  pageOf,
  type PagedResult,
  type PlayingSpaceInput,
  type Season,
  type SeasonInput,
  type SeasonListQuery,
  type SeasonUpdate,
  type Venue,
  type VenueInput,
  type VenueListQuery,
  type VenueUpdate,
} from '@sportzone/contracts';
import {
  deleteSeason,
  deleteVenue,
  findSeason,
  findVenue,
  insertSeason,
  insertVenue,
  listSeasons,
  listVenues,
  replaceSpaces,
  spacesOfVenues,
  updateSeason,
  updateVenue,
  type SeasonRow,
  type VenueRow,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../../lib/http-errors';
import {
  cleanPatch,
  countryFilter,
  definedOnly,
  normalizeSearch,
  paging,
  readAccess,
  realDate,
  seasonDto,
  upperOrNull,
  timeZoneOrNull,
  venueDto,
} from './common';

/** Venues with their playing spaces, and seasons: readable with the organization, written by owners and organizers. */
export interface PlacesService {
  listVenues(
    request: FastifyRequest,
    organizationId: number,
    query: VenueListQuery,
  ): Promise<PagedResult<Venue>>;
  createVenue(request: FastifyRequest, organizationId: number, input: VenueInput): Promise<Venue>;
  getVenue(request: FastifyRequest, id: number): Promise<Venue>;
  updateVenue(request: FastifyRequest, id: number, input: VenueUpdate): Promise<Venue>;
  removeVenue(request: FastifyRequest, id: number): Promise<void>;

  listSeasons(
    request: FastifyRequest,
    organizationId: number,
    query: SeasonListQuery,
  ): Promise<PagedResult<Season>>;
  createSeason(request: FastifyRequest, organizationId: number, input: SeasonInput): Promise<Season>;
  getSeason(request: FastifyRequest, id: number): Promise<Season>;
  updateSeason(request: FastifyRequest, id: number, input: SeasonUpdate): Promise<Season>;
  removeSeason(request: FastifyRequest, id: number): Promise<void>;
}

export function createPlacesService(app: FastifyInstance): PlacesService {
  const db = () => app.database.db;

  const venueOrNotFound = async (id: number): Promise<VenueRow> => {
    const venue = await findVenue(db(), id);
    if (!venue) throw notFound('Venue not found.');
    return venue;
  };
  const venueOut = async (row: VenueRow) =>
    venueDto(row, (await spacesOfVenues(db(), [row.id])).get(row.id) ?? []);
  const spaces = (list: PlayingSpaceInput[]) => {
    const names = new Set<string>();
    return list.map((s, i) => {
      const name = s.name.trim();
      const key = `${s.sport}\u0000${name.toLowerCase()}`;
      if (names.has(key))
        throw badRequest('Two playing spaces of one sport share a name.', {
          [`spaces.${i}.name`]: 'is used twice',
        });
      names.add(key);
      return { ...(s.id !== undefined ? { id: s.id } : {}), sport: s.sport, name };
    });
  };

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
    async listVenues(request, organizationId, query) {
      await app.access.organization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listVenues(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        city: query.city?.trim() || null,
        country: countryFilter('country', query.country),
        sport: query.sport ?? null,
      });
      const all = await spacesOfVenues(
        db(),
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => venueDto(r, all.get(r.id) ?? [])),
        page,
        pageSize,
        total,
      );
    },

    async createVenue(request, organizationId, input) {
      await app.access.manageOrganization(request, organizationId);
      const list = spaces(input.spaces ?? []).map(({ sport, name }) => ({ sport, name }));
      const timeZone = timeZoneOrNull('timeZone', input.timeZone) ?? null;
      const row = await app.database.transaction(async (tx) => {
        const venue = await insertVenue(tx, {
          organizationId,
          name: input.name.trim(),
          address: cleanPatch(input.address) ?? null,
          city: cleanPatch(input.city) ?? null,
          country: upperOrNull(input.country) ?? null,
          timeZone,
        });
        await replaceSpaces(tx, venue.id, list);
        return venue;
      });
      return venueOut(row);
    },

    async getVenue(request, id) {
      const venue = await venueOrNotFound(id);
      await readAccess(app.access, request, venue.organizationId, 'Venue');
      return venueOut(venue);
    },

    async updateVenue(request, id, input) {
      const venue = await venueOrNotFound(id);
      await readAccess(app.access, request, venue.organizationId, 'Venue', 'manage');
      const list = input.spaces ? spaces(input.spaces) : null;
      const timeZone = timeZoneOrNull('timeZone', input.timeZone);
      const row = await app.database.transaction(async (tx) => {
        if (list) await replaceSpaces(tx, id, list);
        return updateVenue(
          tx,
          id,
          definedOnly({
            name: input.name?.trim(),
            address: cleanPatch(input.address),
            city: cleanPatch(input.city),
            country: upperOrNull(input.country),
            timeZone,
          }),
        );
      });
      return venueOut(row!);
    },

    async removeVenue(request, id) {
      const venue = await venueOrNotFound(id);
      await readAccess(app.access, request, venue.organizationId, 'Venue', 'manage');
      await deleteVenue(db(), id);
    },

    async listSeasons(request, organizationId, query) {
      await app.access.organization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listSeasons(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        on: realDate('on', query.on) ?? null,
      });
      return pageOf(rows.map(seasonDto), page, pageSize, total);
    },

    async createSeason(request, organizationId, input) {
      await app.access.manageOrganization(request, organizationId);
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

    async getSeason(request, id) {
      const season = await seasonOrNotFound(id);
      await readAccess(app.access, request, season.organizationId, 'Season');
      return seasonDto(season);
    },

    async updateSeason(request, id, input) {
      const season = await seasonOrNotFound(id);
      await readAccess(app.access, request, season.organizationId, 'Season', 'manage');
      const startsOn = input.startsOn ?? season.startsOn;
      const endsOn = input.endsOn ?? season.endsOn;
      checkRange(startsOn, endsOn);
      return seasonDto(
        (await updateSeason(db(), id, definedOnly({ name: input.name?.trim(), startsOn, endsOn })))!,
      );
    },

    async removeSeason(request, id) {
      const season = await seasonOrNotFound(id);
      await readAccess(app.access, request, season.organizationId, 'Season', 'manage');
      await deleteSeason(db(), id);
    },
  };
}
