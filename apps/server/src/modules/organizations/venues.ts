import {
  type PagedResult,
  type PlayingSpaceInput,
  type Venue,
  type VenueInput,
  type VenueListQuery,
  type VenueUpdate,
} from '@sportzone/contracts';
import {
  deleteVenue,
  findVenue,
  insertVenue,
  listVenues,
  replaceSpaces,
  spacesOfVenues,
  updateVenue,
  type VenueRow,
} from '@sportzone/db';
import type { Actor } from '../actor';
import { badRequest, notFound } from '../../lib/http-errors';
import {
  cleanPatch,
  countryFilter,
  definedOnly,
  listPage,
  readAccess,
  timeZoneOrNull,
  upperOrNull,
  type OrganizationDeps,
} from './common';
import { venueDto } from './dto';

/** Venues with their playing spaces: readable with the organization, written by owners and organizers. */
export interface VenuesService {
  listVenues(actor: Actor, organizationId: number, query: VenueListQuery): Promise<PagedResult<Venue>>;
  createVenue(actor: Actor, organizationId: number, input: VenueInput): Promise<Venue>;
  getVenue(actor: Actor, id: number): Promise<Venue>;
  updateVenue(actor: Actor, id: number, input: VenueUpdate): Promise<Venue>;
  removeVenue(actor: Actor, id: number): Promise<void>;
}

export function createVenuesService(deps: OrganizationDeps): VenuesService {
  const { access } = deps;
  const db = () => deps.database.db;

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

  return {
    async listVenues(actor, organizationId, query) {
      await access.organization(actor, organizationId);
      const filter = {
        city: query.city?.trim() || null,
        country: countryFilter('country', query.country),
        sport: query.sport ?? null,
      };
      return listPage(
        query,
        (window) => listVenues(db(), organizationId, { ...window, ...filter }),
        async (rows) => {
          const all = await spacesOfVenues(
            db(),
            rows.map((r) => r.id),
          );
          return rows.map((r) => venueDto(r, all.get(r.id) ?? []));
        },
      );
    },

    async createVenue(actor, organizationId, input) {
      await access.manageOrganization(actor, organizationId);
      const list = spaces(input.spaces ?? []).map(({ sport, name }) => ({ sport, name }));
      const timeZone = timeZoneOrNull('timeZone', input.timeZone) ?? null;
      const row = await deps.database.transaction(async (tx) => {
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

    async getVenue(actor, id) {
      const venue = await venueOrNotFound(id);
      await readAccess(access, actor, venue.organizationId, 'Venue');
      return venueOut(venue);
    },

    async updateVenue(actor, id, input) {
      const venue = await venueOrNotFound(id);
      await readAccess(access, actor, venue.organizationId, 'Venue', 'manage');
      const list = input.spaces ? spaces(input.spaces) : null;
      const timeZone = timeZoneOrNull('timeZone', input.timeZone);
      const row = await deps.database.transaction(async (tx) => {
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

    async removeVenue(actor, id) {
      const venue = await venueOrNotFound(id);
      await readAccess(access, actor, venue.organizationId, 'Venue', 'manage');
      await deleteVenue(db(), id);
    },
  };
}
