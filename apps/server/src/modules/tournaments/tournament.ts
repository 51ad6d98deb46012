/** The tournament itself: listed, created, read, changed and deleted. */
import {
  pageOf,
  type PagedResult,
  type Tournament,
  type TournamentInput,
  type TournamentListQuery,
  type TournamentUpdate,
  type UserTournamentsQuery,
} from '@sportzone/contracts';
import {
  deleteTournament,
  drawHasStarted,
  entriesOf,
  findSeason,
  findVenue,
  insertTournament,
  listTournaments,
  lockTournament,
  managedOrganizationIds,
  memberOrganizationIds,
  stagesOf,
  tournamentMatchesOf,
  updateStage,
  updateTournament,
  userTournaments,
  type Db,
  type TournamentRow,
} from '@sportzone/db';
import { badRequest, conflict } from '../../lib/http-errors';
import { normalizeSearch } from '../../lib/search';
import type { Actor } from '../actor';
import type { Shared } from './deps';
import { fillSpots } from './entry-list';
import { formatChange, normalizedFormat, reformatDraw } from './formats';

export interface TournamentCrud {
  list(actor: Actor, organizationId: number, query: TournamentListQuery): Promise<PagedResult<Tournament>>;
  create(actor: Actor, organizationId: number, input: TournamentInput): Promise<Tournament>;
  /** The caller's tournaments: of the organizations they organize, and those they are signed up to. */
  mine(actor: Actor, query: UserTournamentsQuery): Promise<PagedResult<Tournament>>;
  get(actor: Actor, id: number): Promise<Tournament>;
  /** Throws 404 unless the caller may see the tournament (the live hub's `tournament:<id>` topic). */
  visible(actor: Actor, id: number): Promise<void>;
  update(actor: Actor, id: number, input: TournamentUpdate): Promise<Tournament>;
  remove(actor: Actor, id: number): Promise<void>;
}

export function checkDates(startsOn: string | null | undefined, endsOn: string | null | undefined) {
  if (startsOn && endsOn && endsOn < startsOn)
    throw badRequest('A tournament ends on or after its start.', { endsOn: 'must not be before the start' });
}

export function checkCaps(maxRegistrations: number | null, spots: number | null) {
  if (maxRegistrations !== null && spots !== null && spots > maxRegistrations)
    throw badRequest('There cannot be more spots than registrations.', {
      spots: 'must not be more than max registrations',
    });
}

/** The status follows the results once set going: active with the first, finished with the last. */
export function checkStatusChange(t: Pick<TournamentRow, 'status'>, input: Pick<TournamentUpdate, 'status'>) {
  if ((input.status === 'active' || input.status === 'finished') && input.status !== t.status)
    throw conflict(
      'A tournament becomes active with its first result and finishes with its last.',
      'status_by_results',
    );
  if ((t.status === 'active' || t.status === 'finished') && input.status && input.status !== t.status)
    throw conflict('A tournament that has started moves by its results.', 'status_by_results');
}

const COLUMNS = [
  'sport',
  'entryKind',
  'seasonId',
  'venueId',
  'startsOn',
  'endsOn',
  'ordering',
  'durationInMinutes',
  'restInMinutes',
  'maxRegistrations',
  'spots',
  'selfSignup',
  'signupPolicy',
  'status',
  'privacy',
] as const satisfies readonly (keyof TournamentUpdate & keyof TournamentRow)[];

/** The columns a change sets (only those sent). */
function changedColumns(input: TournamentUpdate): Partial<TournamentRow> {
  const set: Record<string, unknown> = {};
  if (input.name !== undefined) set.name = input.name.trim();
  if (input.description !== undefined) set.description = input.description?.trim() || null;
  for (const k of COLUMNS) if (input[k] !== undefined) set[k] = input[k];
  return set as Partial<TournamentRow>;
}

async function checkRefs(
  db: () => Db,
  organizationId: number,
  input: { seasonId?: number | null | undefined; venueId?: number | null | undefined },
) {
  if (input.seasonId) {
    const season = await findSeason(db(), input.seasonId);
    if (!season || season.organizationId !== organizationId)
      throw badRequest(
        'The season is not one of this organization\u2019s.',
        { seasonId: 'not a season of this organization' },
        'wrong_organization',
      );
  }
  if (input.venueId) {
    const venue = await findVenue(db(), input.venueId);
    if (!venue || venue.organizationId !== organizationId)
      throw badRequest(
        'The venue is not one of this organization\u2019s.',
        { venueId: 'not a venue of this organization' },
        'wrong_organization',
      );
  }
}

/** Checks a change against the tournament as it is (its draw, its entries). */
async function checkUpdate(db: () => Db, t: TournamentRow, input: TournamentUpdate) {
  await checkRefs(db, t.organizationId, input);
  checkDates(
    input.startsOn !== undefined ? input.startsOn : t.startsOn,
    input.endsOn !== undefined ? input.endsOn : t.endsOn,
  );
  const maxRegistrations = input.maxRegistrations !== undefined ? input.maxRegistrations : t.maxRegistrations;
  checkCaps(maxRegistrations, input.spots !== undefined ? input.spots : t.spots);
  const drawn = (await stagesOf(db(), t.id)).some((s) => s.state !== null);
  if (
    drawn &&
    ((input.sport && input.sport !== t.sport) || (input.entryKind && input.entryKind !== t.entryKind))
  )
    throw conflict('The sport and who signs up cannot change once the draw is made.', 'drawn');
  if (!drawn && input.entryKind && input.entryKind !== t.entryKind) {
    const entries = await entriesOf(db(), t.id, ['registered', 'waiting']);
    if (entries.length > 0)
      throw conflict('Who signs up cannot change once entries have signed up.', 'has_entries');
  }
  checkStatusChange(t, input);
  const count = (await entriesOf(db(), t.id, ['registered', 'waiting'])).length;
  if (maxRegistrations !== null && count > maxRegistrations)
    throw conflict(
      `${count} entries have signed up already; the cap cannot be lower.`,
      'registrations_over_cap',
      {
        maxRegistrations: `at least ${count}`,
      },
    );
}

export function createTournamentCrud(shared: Shared): TournamentCrud {
  const { access, load, organizationFor, changes, dto, liveMatches } = shared;
  const db = () => shared.db();

  return {
    async list(actor, organizationId, query) {
      const orgAccess = await organizationFor(actor, organizationId, 'read');
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await listTournaments(db(), organizationId, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        status: query.status ?? null,
        seasonId: query.seasonId ?? null,
        sport: query.sport ?? null,
        includeHidden: orgAccess.canSeePrivate,
        includePrivate: orgAccess.canManage,
      });
      const items = await Promise.all(
        rows.map((r) => dto.toDto(r, orgAccess.canManage, orgAccess.organization.name)),
      );
      return pageOf(items, page, pageSize, total);
    },

    async mine(actor, query) {
      const me = await access.me(actor);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const [managed, member] = await Promise.all([
        managedOrganizationIds(db(), me.id),
        memberOrganizationIds(db(), me.id),
      ]);
      const { rows, total } = await userTournaments(db(), {
        userId: me.id,
        managedOrganizationIds: managed,
        memberOrganizationIds: member,
        status: query.status ?? null,
        page,
        pageSize,
      });
      const manages = new Set(managed);
      const items = await Promise.all(rows.map((r) => dto.toDto(r, manages.has(r.organizationId))));
      return pageOf(items, page, pageSize, total);
    },

    async create(actor, organizationId, input) {
      const by = await access.recordedAs(actor);
      const orgAccess = await organizationFor(actor, organizationId, 'manage');
      await checkRefs(db, organizationId, input);
      checkDates(input.startsOn, input.endsOn);
      checkCaps(input.maxRegistrations ?? null, input.spots ?? null);
      const row = await insertTournament(db(), {
        organizationId,
        name: input.name.trim(),
        description: input.description?.trim() || null,
        sport: input.sport,
        entryKind: input.entryKind ?? 'player',
        seasonId: input.seasonId ?? null,
        venueId: input.venueId ?? null,
        startsOn: input.startsOn ?? null,
        endsOn: input.endsOn ?? null,
        ordering: input.ordering ?? 'chronological',
        durationInMinutes: input.durationInMinutes ?? 60,
        restInMinutes: input.restInMinutes ?? 0,
        maxRegistrations: input.maxRegistrations ?? null,
        spots: input.spots ?? null,
        selfSignup: input.selfSignup ?? true,
        signupPolicy: input.signupPolicy ?? 'players',
        status:
          input.status === 'active' || input.status === 'finished'
            ? 'upcoming'
            : (input.status ?? 'upcoming'),
        privacy: input.privacy ?? 'public',
        format: normalizedFormat(input.sport, input.format),
        createdBy: by,
      });
      return dto.toDto(row, true, orgAccess.organization.name);
    },

    async get(actor, id) {
      const { tournament, access: orgAccess } = await load(actor, id);
      return dto.toDto(tournament, orgAccess.canManage, orgAccess.organization.name);
    },

    async visible(actor, id) {
      await load(actor, id);
    },

    async update(actor, id, input) {
      const { tournament: t, access: orgAccess } = await load(actor, id, 'manage');
      await checkUpdate(db, t, input);
      const format = formatChange(t, input);
      const privacyChanged = input.privacy !== undefined && input.privacy !== t.privacy;
      const { row, reformatted } = await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        let reformatted: number[] = [];
        if (format !== undefined && (await drawHasStarted(tx, id)))
          throw conflict(
            'A match of the draw has started: the matches keep the format they were drawn with.',
            'format_locked',
            { format: 'fixed once the first match has started' },
          );
        const updated = (await updateTournament(tx, id, {
          ...changedColumns(input),
          ...(format !== undefined ? { format } : {}),
        }))!;
        // a new sport: the stages' own formats (of the old sport) go
        if (input.sport && input.sport !== t.sport)
          for (const s of await stagesOf(tx, id)) if (s.format) await updateStage(tx, s.id, { format: null });
        if (format !== undefined) reformatted = await reformatDraw(tx, liveMatches, updated);
        // more spots: the waiting list moves up
        await fillSpots(tx, updated);
        if (privacyChanged) await liveMatches.setPrivacy(tx, id, input.privacy!);
        return { row: updated, reformatted };
      });
      const matchIds = privacyChanged
        ? (await tournamentMatchesOf(db(), id)).map((l) => l.matchId)
        : reformatted;
      await changes.publish(id, matchIds, privacyChanged);
      return dto.toDto(row, true, orgAccess.organization.name);
    },

    async remove(actor, id) {
      const { tournament } = await load(actor, id, 'manage');
      const removed = await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        const ids = await liveMatches.removeAll(tx, id);
        await deleteTournament(tx, id);
        return ids;
      });
      changes.publishRemoved(removed, tournament.sport);
      shared.live.publishTournament(id);
    },
  };
}
