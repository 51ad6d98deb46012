import type { Camera, CameraSave, Station, StationSave } from '@sportzone/contracts';
import {
  deleteCamera,
  deleteStation,
  findCamera,
  findChannel,
  findStation,
  findStationOfSpace,
  findVenue,
  insertCamera,
  insertStation,
  managedOrganizationIds,
  spacesOfVenues,
  stationsOfOrganizations,
  updateCamera,
  updateStation,
  type StationRow,
} from '@sportzone/db';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { as404 } from './access';
import type { StreamingDtos } from './dto';

export interface StationsDeps {
  database: AppDatabase;
  access: Pick<AccessService, 'me' | 'manageOrganization'>;
  dto: Pick<StreamingDtos, 'stations' | 'camera'>;
}

export interface StationsService {
  myStations(actor: Actor): Promise<{ items: Station[] }>;
  saveStation(actor: Actor, input: StationSave): Promise<Station>;
  removeStation(actor: Actor, id: number): Promise<void>;
  saveCamera(actor: Actor, input: CameraSave): Promise<Camera>;
  removeCamera(actor: Actor, id: number): Promise<void>;
}

/** Stations (one per playing space of a venue) and their cameras, each pointing at a channel. */
export function createStationsService({ database, access, dto }: StationsDeps): StationsService {
  const db = () => database.db;

  /** The venue's playing space a station stands at, checked: the actor manages the venue's organization. */
  const placeOf = async (actor: Actor, input: StationSave, existing: StationRow | null) => {
    const venueId = input.venueId ?? existing?.venueId;
    const spaceId = input.playingSpaceId ?? existing?.playingSpaceId;
    if (venueId === undefined || spaceId === undefined)
      throw badRequest('A station stands at a playing space of a venue.', {
        ...(venueId === undefined ? { venueId: 'is required' } : {}),
        ...(spaceId === undefined ? { playingSpaceId: 'is required' } : {}),
      });
    const venue = await findVenue(db(), venueId);
    if (!venue) throw notFound('Venue not found.');
    await as404('Venue', () => access.manageOrganization(actor, venue.organizationId));
    if (existing && venue.organizationId !== existing.organizationId)
      throw badRequest(
        'A station stays with its organization.',
        { venueId: 'is a venue of another organization' },
        'wrong_organization',
      );
    const space = ((await spacesOfVenues(db(), [venue.id])).get(venue.id) ?? []).find(
      (s) => s.id === spaceId,
    );
    if (!space)
      throw badRequest(
        'Choose a playing space of this venue.',
        { playingSpaceId: 'is not a playing space of the venue' },
        'wrong_venue',
      );
    return { venue, space };
  };

  return {
    async myStations(actor) {
      const user = await access.me(actor);
      const rows = await stationsOfOrganizations(db(), await managedOrganizationIds(db(), user.id));
      return { items: await dto.stations(rows) };
    },

    async saveStation(actor, input) {
      const existing = input.id ? await findStation(db(), input.id) : null;
      if (input.id && !existing) throw notFound('Station not found.');
      if (existing) await as404('Station', () => access.manageOrganization(actor, existing.organizationId));
      const { venue, space } = await placeOf(actor, input, existing ?? null);
      const taken = await findStationOfSpace(db(), space.id);
      if (taken && taken.id !== existing?.id)
        throw conflict('This playing space has a station already.', 'station_exists', {
          playingSpaceId: 'has a station',
        });
      const name = input.name?.trim() || existing?.name || `${venue.name} \u00b7 ${space.name}`;
      const row = existing
        ? await updateStation(db(), existing.id, { venueId: venue.id, playingSpaceId: space.id, name })
        : await insertStation(db(), {
            organizationId: venue.organizationId,
            venueId: venue.id,
            playingSpaceId: space.id,
            name,
          });
      return (await dto.stations([row!]))[0]!;
    },

    async removeStation(actor, id) {
      const station = await findStation(db(), id);
      if (!station) throw notFound('Station not found.');
      await as404('Station', () => access.manageOrganization(actor, station.organizationId));
      await deleteStation(db(), id);
    },

    async saveCamera(actor, input) {
      const existing = input.id ? await findCamera(db(), input.id) : null;
      if (input.id && !existing) throw notFound('Camera not found.');
      const stationId = input.station?.id ?? existing?.stationId;
      if (stationId === undefined)
        throw badRequest('A camera belongs to a station.', { 'station.id': 'is required' });
      if (existing && stationId !== existing.stationId)
        throw badRequest('A camera stays at its station.', { 'station.id': 'cannot change' });
      const station = await findStation(db(), stationId);
      if (!station) throw notFound('Station not found.');
      const acc = await as404('Station', () => access.manageOrganization(actor, station.organizationId));
      const user = await access.me(actor);
      if (input.channelId !== undefined && input.channelId !== null) {
        const channel = await findChannel(db(), input.channelId);
        const fits =
          channel &&
          (channel.organizationId === station.organizationId ||
            (channel.organizationId === null && (channel.ownerId === user.id || acc.isAdmin)));
        if (!fits)
          throw badRequest(
            'A camera points at a channel of the station\u2019s organization, or at your own channel.',
            { channelId: 'is not a channel of this organization' },
            'wrong_organization',
          );
      }
      const name = input.name?.trim();
      if (!existing && !name) throw badRequest('A camera needs a name.', { name: 'is required' });
      const row = existing
        ? await updateCamera(db(), existing.id, {
            ...(name ? { name } : {}),
            ...(input.channelId !== undefined ? { channelId: input.channelId } : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
          })
        : await insertCamera(db(), {
            stationId: station.id,
            channelId: input.channelId ?? null,
            name: name!,
            active: input.active ?? true,
          });
      return dto.camera(row!);
    },

    async removeCamera(actor, id) {
      const camera = await findCamera(db(), id);
      if (!camera) throw notFound('Camera not found.');
      const station = await findStation(db(), camera.stationId);
      if (!station) throw notFound('Camera not found.');
      await as404('Camera', () => access.manageOrganization(actor, station.organizationId));
      await deleteCamera(db(), id);
    },
  };
}
