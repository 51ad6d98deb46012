import {
  pageOf,
  type LiveMatchMessage,
  type Match,
  type MatchEvent,
  type MatchEventInput,
  type MatchEventRecord,
  type MatchEventResult,
  type MatchEventsQuery,
  type MatchInput,
  type MatchListQuery,
  type MatchPermissions,
  type MatchUpdate,
  type PagedResult,
  type Summary,
} from '@sportzone/contracts';
import {
  activeMatches,
  deleteMatch,
  existingUserIds,
  findMatch,
  findPlayers,
  findTeam,
  findTournament,
  tournamentMatchOf,
  findMatchEventByClientId,
  findMatchHead,
  findMatchHeadWithCaller,
  findMatchState,
  insertMatch,
  insertMatchEvent,
  lockMatch,
  lockMatchHead,
  managedOrganizationIds,
  matchEventsAfter,
  matchesInPlayOf,
  memberOrganizationIds,
  organizationAncestry,
  organizationSubtreeIds,
  raiseMatchPrivacy,
  matchScorerIds,
  pageMatchEvents,
  scorerIdsOfMatches,
  searchMatches,
  setMatchScorers,
  updateMatch,
  writeMatchSnapshot,
  type DbOrTx,
  type GuestLinkRow,
  type MatchHeadRow,
  type MatchRow,
  type MatchStatus,
  type NewMatchRow,
  type Privacy,
} from '@sportzone/db';
import { applyEvent, createMatch, summarize, type MatchState, type ScoringError } from '@sportzone/scoring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { toEventRecord, toEventResult, toListItem, toLiveMessage, toMatchDto } from './live/dto';

/** Who enters an event: a user, a guest link, or the demo simulator (neither). */
export interface EventAuthor {
  userId: number | null;
  guestLinkId: number | null;
  /** owner / organizer / admin: may correct (undo) a finished match */
  mayCorrect: boolean;
}

export type RecordOutcome =
  | { kind: 'accepted'; result: MatchEventResult; replayed: boolean }
  | { kind: 'stale'; current: { seq: number; status: MatchStatus; summary: Summary } }
  | { kind: 'refused'; error: ScoringError }
  | { kind: 'correction_forbidden' }
  | { kind: 'not_found' };

export interface MatchAccess {
  row: MatchHeadRow;
  /** the signed-in caller (null: anonymous, a guest, or no profile yet) */
  user: { id: number; isAdmin: boolean } | null;
  guestLink: GuestLinkRow | null;
  permissions: MatchPermissions;
}

export interface MatchesService {
  create(request: FastifyRequest, input: MatchInput): Promise<Match>;
  get(request: FastifyRequest, id: number): Promise<Match>;
  list(request: FastifyRequest, query: MatchListQuery): Promise<PagedResult<Match>>;
  update(request: FastifyRequest, id: number, input: MatchUpdate): Promise<Match>;
  remove(request: FastifyRequest, id: number): Promise<void>;
  setScorers(request: FastifyRequest, id: number, userIds: number[]): Promise<Match>;
  events(
    request: FastifyRequest,
    id: number,
    query: MatchEventsQuery,
  ): Promise<PagedResult<MatchEventRecord>>;
  /** POST /events: who may score (user, assigned scorer, guest link), then `record`. */
  post(request: FastifyRequest, id: number, input: MatchEventInput): Promise<RecordOutcome>;
  /** The heart of score entry: rules, event + snapshot in one transaction, then the live hub. */
  record(matchId: number, input: MatchEventInput, author: EventAuthor): Promise<RecordOutcome>;
  /** The caller's rights on a match; 404 when the match does not exist or is private to others. */
  access(request: FastifyRequest, id: number): Promise<MatchAccess>;
  /** 403 unless the caller may manage the match (owner, organization owner/organizer, admin). */
  requireManage(request: FastifyRequest, id: number): Promise<MatchAccess>;
  /** The whole row with its scoring state (the simulator plays from it), or null. */
  row(id: number): Promise<MatchRow | null>;
  /**
   * Live hub: the match as a snapshot, or null when gone. `restricted`: not for everyone (the match or
   * its organization is private), so each viewer's subscription goes through `access`.
   */
  snapshot(id: number): Promise<{ match: Match; restricted: boolean } | null>;
  /** Live hub: the messages after `after` (gap filling). */
  messagesAfter(id: number, after: number, limit: number): Promise<LiveMatchMessage[]>;
  /** Live hub: the public matches in progress (home list, or one sport's). */
  liveList(sport: string | null): Promise<MatchHeadRow[]>;
  /**
   * Whether the match belongs in the public lists: public itself, and of no organization or of one
   * public all the way up. The organization's part is remembered for a second (hot path of scoring).
   */
  listed(row: Pick<MatchHeadRow, 'privacy' | 'organizationId'>): Promise<boolean>;
  /**
   * An organization's privacy changed: its matches in play (and its sub-organizations') join or leave
   * the live lists, and their viewers are checked again.
   */
  organizationChanged(organizationId: number): Promise<void>;
  /**
   * Before an organization (with its sub-organizations) is deleted: its matches outlive it without an
   * organization, so inside the deleting transaction `hide` raises each one's own privacy to how hidden
   * its organization made it; after the commit `publish` tells the live lists and viewers.
   */
  organizationDeleting(
    organizationId: number,
  ): Promise<{ hide(tx: DbOrTx): Promise<void>; publish(): Promise<void> }>;
  /**
   * Called after an event is committed that finished a match of a container (a tournament's draw) or
   * undid something in one: the tournament records or takes back the result (plugins/app/tournaments).
   */
  onResult(listener: (matchId: number) => Promise<void>): void;
  /** Called before a scorer's event on a match of a container; the guard throws to refuse it (4xx). */
  beforeEvent(guard: (matchId: number) => Promise<void>): void;
  /**
   * Called after an event is committed that changed the match's status (it started, it finished, an undo
   * reopened it): the livestreams of its court follow (plugins/app/streaming). A listener's failure is
   * logged, never the scorer's error.
   */
  onStatusChange(listener: (matchId: number, status: MatchStatus) => Promise<void>): void;
  /**
   * Called after `update` moved a match in time or to another court (its players are called again:
   * plugins/app/notifications). A listener's failure is logged, never the organizer's error.
   */
  onReschedule(listener: (matchId: number) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    matches: MatchesService;
  }
}

/** The keys each event type may carry; anything else a client adds is dropped before it is stored. */
const EVENT_KEYS: Record<MatchEvent['type'], readonly string[]> = {
  point: ['side', 'stat'],
  roll: ['side', 'pins', 'foul', 'split'],
  pot: ['ball', 'count'],
  foul: ['points', 'miss'],
  'end-visit': [],
  'free-ball': ['ball'],
  concede: ['side'],
  undo: [],
  penalty: ['side', 'award'],
  retire: ['side'],
  walkover: ['side'],
  default: ['side'],
  stat: ['side', 'stat'],
  'first-server': ['side', 'player', 'receiver', 'correction'],
  timeout: ['side'],
  expedite: [],
};

export function cleanEvent(event: MatchEvent): MatchEvent {
  const keys = EVENT_KEYS[event.type] ?? [];
  const out: Record<string, unknown> = { type: event.type };
  for (const k of keys) {
    const v = (event as unknown as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = v;
  }
  return out as unknown as MatchEvent;
}

/** Match status after an event: active while play goes on (an undo reopens a finished match), finished when the rules say so. */
function statusAfter(summary: Summary): MatchStatus {
  return summary.status === 'finished' ? 'finished' : 'active';
}

const normalizeSearch = (term: string | null | undefined) => term?.trim().toLowerCase() || null;

export default fp(
  async function matches(app: FastifyInstance) {
    const db = () => app.database.db;

    /** A fresh scoring state for these options, or 400 with the scoring code. */
    function initialState(
      sport: MatchRow['sport'],
      format: Record<string, unknown> | undefined,
      firstServer: 'home' | 'away' | undefined,
    ) {
      const created = createMatch({
        sport,
        ...(format ? { format } : {}),
        ...(firstServer ? { firstServer } : {}),
      });
      if (!created.ok) {
        const field = created.error.code === 'unknown_sport' ? 'sport' : 'format';
        throw badRequest(created.error.message, { [field]: created.error.message }, created.error.code);
      }
      return { state: created.state, summary: summarize(created.state) };
    }

    async function checkUsers(ids: number[] | undefined): Promise<number[] | undefined> {
      if (ids === undefined) return undefined;
      const unique = [...new Set(ids)];
      const found = await existingUserIds(db(), unique);
      const missing = unique.filter((id) => !found.includes(id));
      if (missing.length > 0) {
        throw badRequest(
          `No user with id ${missing.join(', ')}.`,
          { scorerIds: `unknown user ${missing.join(', ')}` },
          'unknown_user',
        );
      }
      return unique;
    }

    /**
     * What the caller is to an organization: whether it sees it (a private organization, and everything
     * under it, exists only for the people with a role in it or above it, and admins) and may manage it.
     */
    async function organizationView(
      request: FastifyRequest,
      organizationId: number,
    ): Promise<{ visible: boolean; canManage: boolean }> {
      try {
        const access = await app.access.organization(request, organizationId);
        return { visible: true, canManage: access.canManage };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return { visible: false, canManage: false };
        throw err;
      }
    }

    /** Effective privacy of organizations for the lists, remembered briefly: scoring asks at every event. */
    const organizationPrivacy = new Map<number, { at: number; privacy: Promise<Privacy> }>();
    const ORGANIZATION_PRIVACY_TTL_MS = 1000;
    /** the most hidden privacy of the organization and those above it (a missing one counts as private) */
    const readPrivacyOf = async (organizationId: number): Promise<Privacy> => {
      const chain = await organizationAncestry(db(), organizationId);
      if (chain.length === 0 || chain.some((o) => o.privacy === 'private')) return 'private';
      return chain.some((o) => o.privacy === 'unlisted') ? 'unlisted' : 'public';
    };
    function effectivePrivacyOf(organizationId: number): Promise<Privacy> {
      const cached = organizationPrivacy.get(organizationId);
      if (cached && Date.now() - cached.at < ORGANIZATION_PRIVACY_TTL_MS) return cached.privacy;
      const privacy = readPrivacyOf(organizationId);
      organizationPrivacy.set(organizationId, { at: Date.now(), privacy });
      privacy.catch(() => organizationPrivacy.delete(organizationId));
      if (organizationPrivacy.size > 1000)
        organizationPrivacy.delete(organizationPrivacy.keys().next().value!);
      return privacy;
    }

    async function listed(row: Pick<MatchHeadRow, 'privacy' | 'organizationId'>): Promise<boolean> {
      if (row.privacy !== 'public') return false;
      return row.organizationId === null || (await effectivePrivacyOf(row.organizationId)) === 'public';
    }

    /**
     * A match's container is a tournament of the match's own organization (decision 012: nothing points
     * across organizations); 400 wrong_organization otherwise, without telling whether the id exists.
     */
    async function checkContainer(organizationId: number | null, containerId: number | null | undefined) {
      if (containerId === null || containerId === undefined) return;
      const tournament = await findTournament(db(), containerId);
      if (!tournament || tournament.organizationId !== organizationId)
        throw badRequest(
          'The container is not a tournament of the match\u2019s organization.',
          { containerId: 'not a tournament of this organization' },
          'wrong_organization',
        );
    }

    /**
     * The players, teams and formations a match names must be its organization's: otherwise an organizer
     * of one organization could put matches on another's profiles and reports. 400 without telling
     * whether the id exists elsewhere.
     */
    async function checkSides(
      organizationId: number | null,
      sides: {
        side: 'home' | 'away';
        playerId?: number | null;
        teamId?: number | null;
        formationId?: number | null;
      }[],
    ): Promise<void> {
      const fields: Record<string, string> = {};
      const playerIds = sides.flatMap((s) => (s.playerId ? [s.playerId] : []));
      const players = playerIds.length ? await findPlayers(db(), playerIds) : [];
      for (const s of sides) {
        if (s.playerId && !players.some((p) => p.id === s.playerId && p.organizationId === organizationId))
          fields[`${s.side}.playerId`] = 'not a player of the match\u2019s organization';
        for (const key of ['teamId', 'formationId'] as const) {
          const teamId = s[key];
          if (!teamId) continue;
          const team = await findTeam(db(), teamId);
          if (!team || team.organizationId !== organizationId)
            fields[`${s.side}.${key}`] =
              `not a ${key === 'teamId' ? 'team' : 'formation'} of the match\u2019s organization`;
        }
      }
      if (Object.keys(fields).length > 0) {
        throw badRequest(
          organizationId === null
            ? 'Only a match of an organization can name its players, teams and formations.'
            : 'Players, teams and formations must belong to the match\u2019s organization.',
          fields,
          'wrong_organization',
        );
      }
    }

    /** Scoring states of recently scored matches by seq: the hot path skips reading (and parsing) them. */
    const states = new Map<number, { seq: number; state: MatchState }>();
    const remember = (matchId: number, seq: number, state: MatchState) => {
      states.delete(matchId);
      states.set(matchId, { seq, state });
      if (states.size > 500) states.delete(states.keys().next().value!);
    };

    /**
     * A clientEventId used again with the current seq (a client that reuses ids) breaks the unique index:
     * that transaction is rolled back and the stored event is the answer, as for any repeated id.
     */
    async function retriedOnce<T>(
      matchId: number,
      clientEventId: string,
      write: () => Promise<T>,
    ): Promise<T | { kind: 'accepted'; result: MatchEventResult; replayed: true }> {
      try {
        return await write();
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        if (e.code !== '23505' && e.cause?.code !== '23505') throw err;
        const stored = await findMatchEventByClientId(db(), matchId, clientEventId);
        if (!stored) throw err;
        return { kind: 'accepted', result: toEventResult(stored), replayed: true };
      }
    }

    /** tournaments: told when a match of a draw finishes or is reopened (after the commit) */
    const resultListeners: ((matchId: number) => Promise<void>)[] = [];
    /** tournaments: may refuse a scorer's event on a match of a draw (throws an HttpError) */
    const eventGuards: ((matchId: number) => Promise<void>)[] = [];
    /** streaming: livestreams follow a match that starts or finishes on a court with a camera */
    const statusListeners: ((matchId: number, status: MatchStatus) => Promise<void>)[] = [];
    /** notifications: a match moved in time or to another court calls its players again */
    const rescheduleListeners: ((matchId: number) => Promise<void>)[] = [];

    const service: MatchesService = {
      async access(request, id) {
        const identity = request.identity;
        const found = await findMatchHeadWithCaller(
          db(),
          id,
          identity ? { provider: identity.issuer, subject: identity.subject } : null,
        );
        if (!found) throw notFound('Match not found.');
        const { row, caller } = found;
        const user = caller ? { id: caller.userId, isAdmin: caller.isAdmin } : null;
        let view: { visible: boolean; canManage: boolean } | undefined;
        const organization = async () =>
          (view ??=
            row.organizationId === null
              ? { visible: true, canManage: false }
              : await organizationView(request, row.organizationId));
        let canManage = caller !== null && (caller.isAdmin || row.ownerId === caller.userId);
        if (!canManage && caller && row.organizationId !== null) canManage = (await organization()).canManage;
        let canScore = canManage || (caller?.isScorer ?? false);
        // Who sees the match: the people involved (admins, its owner, its organization's organizers, its
        // scorers, a guest link of it) always; anyone else only when neither the match nor its
        // organization (or one above it) is private — members of a private organization see its
        // matches that are not private themselves.
        const seen = async () => canScore || (row.privacy !== 'private' && (await organization()).visible);
        let guestLink: GuestLinkRow | null = null;
        const token = app.guestLinks.tokenOf(request);
        if (!canScore && token) {
          try {
            guestLink = await app.guestLinks.resolve(token, row.id);
            canScore = true;
          } catch (err) {
            // A hidden match does not exist for outsiders (404, nothing leaks) — a bad guest token included.
            if (err instanceof HttpError && err.statusCode === 403 && !(await seen()))
              throw notFound('Match not found.');
            throw err;
          }
        }
        if (!(await seen())) throw notFound('Match not found.');
        return { row, user, guestLink, permissions: { canScore, canManage } };
      },

      async requireManage(request, id) {
        await app.access.me(request);
        const rights = await service.access(request, id);
        if (!rights.permissions.canManage) {
          throw forbidden('Only the match\u2019s owner and its organization\u2019s organizers can do this.');
        }
        return rights;
      },

      async create(request, input) {
        const me = await app.access.me(request);
        if (input.organizationId) await app.access.manageOrganization(request, input.organizationId);
        await checkSides(input.organizationId ?? null, [
          { side: 'home', ...input.home },
          { side: 'away', ...input.away },
        ]);
        await checkContainer(input.organizationId ?? null, input.containerId);
        const scorerIds = await checkUsers(input.scorerIds);
        const { state, summary } = initialState(input.sport, input.format, input.firstServer);
        const row = await app.database.transaction(async (tx) => {
          const created = await insertMatch(tx, {
            sport: input.sport,
            format: state.format as Record<string, unknown>,
            firstServer: state.firstServer,
            homeName: input.home.name.trim(),
            homePlayers: (input.home.players ?? []).map((p) => p.trim()),
            homeTeamId: input.home.teamId ?? null,
            homeFormationId: input.home.formationId ?? null,
            homePlayerId: input.home.playerId ?? null,
            awayName: input.away.name.trim(),
            awayPlayers: (input.away.players ?? []).map((p) => p.trim()),
            awayTeamId: input.away.teamId ?? null,
            awayFormationId: input.away.formationId ?? null,
            awayPlayerId: input.away.playerId ?? null,
            organizationId: input.organizationId ?? null,
            containerId: input.containerId ?? null,
            scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
            venue: input.venue?.trim() || null,
            court: input.court?.trim() || null,
            status: input.status ?? 'upcoming',
            privacy: input.privacy ?? 'public',
            ownerId: me.id,
            state,
            summary,
          });
          if (scorerIds) await setMatchScorers(tx, created.id, scorerIds);
          return created;
        });
        const competition = await app.competitions.of(row);
        if (await listed(row)) app.live.publishList(toListItem(row, competition));
        return toMatchDto(row, competition, scorerIds ?? [], { canScore: true, canManage: true });
      },

      async get(request, id) {
        const { row, permissions } = await service.access(request, id);
        const [competition, scorerIds] = await Promise.all([
          app.competitions.of(row),
          matchScorerIds(db(), id),
        ]);
        return toMatchDto(row, competition, scorerIds, permissions);
      },

      async list(request, query) {
        const user = await app.access.meOrNull(request);
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 20;
        if (query.mine && !user) throw unauthorized();
        const from = query.from ? new Date(query.from) : undefined;
        const to = query.to ? new Date(query.to) : undefined;
        if (from && to && from > to)
          throw badRequest('`from` must not be after `to`.', { from: 'must not be after to' });
        const { rows, total } = await searchMatches(db(), {
          status: query.status,
          sport: query.sport,
          search: normalizeSearch(query.search),
          from,
          to,
          organizationId: query.organizationId,
          mine: query.mine,
          page,
          pageSize,
          viewer: {
            userId: user?.id ?? null,
            isAdmin: user?.roles.includes('Admin') ?? false,
            managedOrganizationIds: user ? await managedOrganizationIds(db(), user.id) : [],
            memberOrganizationIds: user ? await memberOrganizationIds(db(), user.id) : [],
          },
        });
        const [scorers, competitions] = await Promise.all([
          scorerIdsOfMatches(
            db(),
            rows.map((r) => r.id),
          ),
          app.competitions.ofMany(rows),
        ]);
        return pageOf(
          rows.map((r) => toMatchDto(r, competitions.get(r.id) ?? null, scorers.get(r.id) ?? [])),
          page,
          pageSize,
          total,
        );
      },

      async update(request, id, input) {
        const { row: before } = await service.requireManage(request, id);
        if (input.organizationId && input.organizationId !== before.organizationId) {
          await app.access.manageOrganization(request, input.organizationId);
        }
        // The sides must name the (new) organization's people: what changes, and everything when the
        // organization does.
        const organizationId =
          input.organizationId !== undefined ? (input.organizationId ?? null) : before.organizationId;
        const moved = organizationId !== before.organizationId;
        const stored = {
          home: {
            playerId: before.homePlayerId,
            teamId: before.homeTeamId,
            formationId: before.homeFormationId,
          },
          away: {
            playerId: before.awayPlayerId,
            teamId: before.awayTeamId,
            formationId: before.awayFormationId,
          },
        };
        const sideRefs = (side: 'home' | 'away') => {
          const pick = (key: 'playerId' | 'teamId' | 'formationId') => {
            const given = input[side]?.[key];
            return given !== undefined ? given : moved ? stored[side][key] : null;
          };
          return {
            side,
            playerId: pick('playerId'),
            teamId: pick('teamId'),
            formationId: pick('formationId'),
          };
        };
        await checkSides(organizationId, [sideRefs('home'), sideRefs('away')]);
        const containerId = input.containerId !== undefined ? input.containerId : before.containerId;
        if (input.containerId !== undefined || moved) {
          if (containerId !== before.containerId || moved)
            if (await tournamentMatchOf(db(), id))
              throw conflict(
                'A match of a tournament\u2019s draw stays in its tournament and organization.',
                'in_draw',
              );
          await checkContainer(organizationId, containerId);
        }
        const scorerIds = await checkUsers(input.scorerIds);
        const rulesChange =
          input.sport !== undefined || input.format !== undefined || input.firstServer !== undefined;
        const row = await app.database.transaction(async (tx) => {
          const current = await lockMatch(tx, id);
          if (!current) throw notFound('Match not found.');
          const values: Partial<NewMatchRow> = {};
          if (rulesChange) {
            if (current.seq > 0) {
              throw conflict('The sport and format cannot change once scoring has started.', 'match_started');
            }
            const sport = input.sport ?? current.sport;
            const format =
              input.format ?? (input.sport && input.sport !== current.sport ? undefined : current.format);
            const { state, summary } = initialState(sport, format, input.firstServer ?? current.firstServer);
            Object.assign(values, {
              sport,
              format: state.format as Record<string, unknown>,
              firstServer: state.firstServer,
              state,
              summary,
            });
          }
          if (input.status !== undefined && input.status !== current.status) {
            if (current.status === 'active' || current.status === 'finished') {
              throw conflict(
                'A match that has started moves by its score; its status cannot be set.',
                'match_started',
              );
            }
            values.status = input.status;
          }
          if (input.home) {
            values.homeName = input.home.name.trim();
            if (input.home.players !== undefined)
              values.homePlayers = input.home.players.map((p) => p.trim());
            if (input.home.teamId !== undefined) values.homeTeamId = input.home.teamId;
            if (input.home.formationId !== undefined) values.homeFormationId = input.home.formationId;
            if (input.home.playerId !== undefined) values.homePlayerId = input.home.playerId;
          }
          if (input.away) {
            values.awayName = input.away.name.trim();
            if (input.away.players !== undefined)
              values.awayPlayers = input.away.players.map((p) => p.trim());
            if (input.away.teamId !== undefined) values.awayTeamId = input.away.teamId;
            if (input.away.formationId !== undefined) values.awayFormationId = input.away.formationId;
            if (input.away.playerId !== undefined) values.awayPlayerId = input.away.playerId;
          }
          if (input.scheduledAt !== undefined)
            values.scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
          if (input.venue !== undefined) values.venue = input.venue?.trim() || null;
          if (input.court !== undefined) values.court = input.court?.trim() || null;
          if (input.privacy !== undefined) values.privacy = input.privacy;
          if (input.organizationId !== undefined) values.organizationId = input.organizationId;
          if (input.containerId !== undefined) values.containerId = input.containerId;
          const updated = (await updateMatch(tx, id, values))!;
          if (scorerIds) await setMatchScorers(tx, id, scorerIds);
          return updated;
        });
        states.delete(id);
        const { state: _state, ...head } = row;
        const [wasListed, isListed] = await Promise.all([listed(before), listed(head)]);
        app.live.publishChange(head, isListed, wasListed && !isListed);
        if (head.scheduledAt?.getTime() !== before.scheduledAt?.getTime() || head.court !== before.court)
          for (const listener of rescheduleListeners)
            await listener(id).catch((err: unknown) =>
              app.log.error({ err, matchId: id }, 'a match reschedule listener failed'),
            );
        const competition = await app.competitions.of(head);
        return toMatchDto(head, competition, await matchScorerIds(db(), id), {
          canScore: true,
          canManage: true,
        });
      },

      async remove(request, id) {
        const { row } = await service.requireManage(request, id);
        if (await tournamentMatchOf(db(), id))
          throw conflict(
            'A match of a tournament\u2019s draw goes with its draw: redraw, or delete the tournament.',
            'in_draw',
          );
        await deleteMatch(db(), id);
        states.delete(id);
        app.live.publishRemoved(row.id, row.sport);
      },

      async setScorers(request, id, userIds) {
        await service.requireManage(request, id);
        const ids = (await checkUsers(userIds))!;
        await setMatchScorers(db(), id, ids);
        return service.get(request, id);
      },

      async events(request, id, query) {
        await service.access(request, id);
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 100;
        const { rows, total } = await pageMatchEvents(db(), id, { after: query.after ?? 0, page, pageSize });
        return pageOf(rows.map(toEventRecord), page, pageSize, total);
      },

      async post(request, id, input) {
        if (!request.identity && !app.guestLinks.tokenOf(request)) {
          throw unauthorized('Sign in, or use a guest scoring link, to enter the score.');
        }
        const rights = await service.access(request, id);
        if (!rights.permissions.canScore) {
          if (request.identity && !rights.user) throw forbidden('Create your profile first.');
          throw forbidden('You are not a scorer of this match.');
        }
        // a match of a tournament's draw is scored once both its sides are known (plugins/app/tournaments)
        if (rights.row.containerId !== null) for (const guard of eventGuards) await guard(id);
        return service.record(id, input, {
          userId: rights.guestLink ? null : (rights.user?.id ?? null),
          guestLinkId: rights.guestLink?.id ?? null,
          mayCorrect: rights.permissions.canManage,
        });
      },

      async record(matchId, input, author) {
        const event = cleanEvent(input.event);
        const outcome = await retriedOnce(matchId, input.clientEventId, () =>
          app.database.transaction(
            async (
              tx,
            ): Promise<RecordOutcome & { head?: MatchHeadRow; state?: MatchState; from?: MatchStatus }> => {
              const row = await lockMatchHead(tx, matchId);
              if (!row) return { kind: 'not_found' };
              if (input.seq !== row.seq) {
                // A retry of an event we already have gets the stored answer, whatever the seq says now
                // (a retry carries an older seq: its own event moved the match on).
                const stored = await findMatchEventByClientId(tx, matchId, input.clientEventId);
                if (stored) return { kind: 'accepted', result: toEventResult(stored), replayed: true };
                return { kind: 'stale', current: { seq: row.seq, status: row.status, summary: row.summary } };
              }
              if (row.status === 'finished' && event.type === 'undo' && !author.mayCorrect) {
                return { kind: 'correction_forbidden' };
              }
              // The state after the last event, kept in memory by seq (any writer elsewhere changes the seq).
              const cached = states.get(matchId);
              const state =
                cached && cached.seq === row.seq ? cached.state : await findMatchState(tx, matchId);
              if (!state) return { kind: 'not_found' };
              const applied = applyEvent(state, event);
              if (!applied.ok) return { kind: 'refused', error: applied.error };
              const summary = summarize(applied.state);
              const status = statusAfter(summary);
              const now = new Date();
              const seq = row.seq + 1;
              const eventRow = {
                matchId,
                seq,
                clientEventId: input.clientEventId,
                event,
                userId: author.userId,
                guestLinkId: author.guestLinkId,
                summary,
                status,
                createdAt: now,
              };
              const stored = await insertMatchEvent(tx, eventRow);
              const snapshot = {
                seq,
                state: applied.state,
                summary,
                status,
                startedAt: row.startedAt ?? now,
                endedAt: status === 'finished' ? (row.endedAt ?? now) : null,
                updatedAt: now,
              };
              await writeMatchSnapshot(tx, matchId, snapshot);
              const { state: _state, ...written } = snapshot;
              const head: MatchHeadRow = { ...row, ...written };

              return {
                kind: 'accepted',
                result: toEventResult(stored),
                replayed: false,
                head,
                state: applied.state,
                from: row.status,
              };
            },
          ),
        );
        // Written and committed: now everyone hears of it (after a crash the event is still there).
        if (
          outcome.kind === 'accepted' &&
          !outcome.replayed &&
          'head' in outcome &&
          outcome.head &&
          outcome.state
        ) {
          const head = outcome.head;
          remember(matchId, head.seq, outcome.state);
          const message: LiveMatchMessage = {
            type: 'match',
            matchId,
            seq: outcome.result.seq,
            status: outcome.result.status,
            summary: outcome.result.summary,
            event: outcome.result.event,
            at: outcome.result.at,
          };
          // the event is committed: a failed look-up of the organization keeps the row off the lists
          // rather than failing the scorer's request
          const onLists = await listed(head).catch(() => false);
          const competition = onLists ? await app.competitions.of(head).catch(() => null) : null;
          app.live.publishMatch(message, onLists ? toListItem(head, competition) : null, head.sport);
          // a match of a draw starting shows on the draw (its live status): the tournament's viewers hear of it
          if (head.containerId !== null && outcome.result.seq === 1)
            app.live.publishTournament(head.containerId);
          if (head.containerId !== null && (head.status === 'finished' || event.type === 'undo'))
            for (const listener of resultListeners) await listener(matchId);
          if (outcome.from !== undefined && outcome.from !== head.status)
            for (const listener of statusListeners)
              await listener(matchId, head.status).catch((err: unknown) =>
                app.log.error({ err, matchId }, 'a match status listener failed'),
              );
        }
        if (outcome.kind === 'accepted')
          return { kind: 'accepted', result: outcome.result, replayed: outcome.replayed };
        return outcome;
      },

      row: (id) => findMatch(db(), id),

      async snapshot(id) {
        const row = await findMatchHead(db(), id);
        if (!row) return null;
        const restricted =
          row.privacy === 'private' ||
          (row.organizationId !== null && (await readPrivacyOf(row.organizationId)) === 'private');
        const [competition, scorerIds] = await Promise.all([
          app.competitions.of(row),
          matchScorerIds(db(), id),
        ]);
        return { match: toMatchDto(row, competition, scorerIds), restricted };
      },

      async messagesAfter(id, after, limit) {
        return (await matchEventsAfter(db(), id, after, limit)).map(toLiveMessage);
      },

      liveList: (sport) => activeMatches(db(), sport),

      listed,

      async organizationChanged(organizationId) {
        organizationPrivacy.clear();
        const ids = await organizationSubtreeIds(db(), [organizationId]);
        for (const head of await matchesInPlayOf(db(), ids)) {
          const isListed = await listed(head);
          app.live.publishChange(head, isListed, !isListed && head.privacy === 'public');
        }
      },

      async organizationDeleting(organizationId) {
        const ids = await organizationSubtreeIds(db(), [organizationId]);
        const privacies = await Promise.all(ids.map(async (id) => [id, await readPrivacyOf(id)] as const));
        const inPlay = await matchesInPlayOf(db(), ids);
        return {
          async hide(tx) {
            for (const [id, privacy] of privacies)
              if (privacy !== 'public') await raiseMatchPrivacy(tx, id, privacy);
          },
          async publish() {
            organizationPrivacy.clear();
            for (const before of inPlay) {
              const head = await findMatchHead(db(), before.id);
              if (!head) continue;
              const isListed = await listed(head);
              app.live.publishChange(head, isListed, !isListed && before.privacy === 'public');
            }
          },
        };
      },

      onResult(listener) {
        resultListeners.push(listener);
      },

      beforeEvent(guard) {
        eventGuards.push(guard);
      },

      onStatusChange(listener) {
        statusListeners.push(listener);
      },

      onReschedule(listener) {
        rescheduleListeners.push(listener);
      },
    };

    app.decorate('matches', service);
  },
  { name: 'matches', dependencies: ['db', 'access', 'guest-links', 'live-hub', 'competitions'] },
);
