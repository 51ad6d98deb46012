import {
  clearResult,
  createStage,
  finishingPositions,
  pairNextRound,
  qualifiers,
  rankingPoints,
  rankingTable,
  recordResult,
  standings,
  type Match as EngineMatch,
  type RuleSet,
  type Stage,
  type StageInput as EngineStageInput,
} from '@sportzone/competition';
import {
  pageOf,
  type AuditList,
  type CorrectionInput,
  type CorrectionPreview,
  type DrawInput,
  type DrawMatch,
  type Entry,
  type EntryInput,
  type EntryList,
  type PagedResult,
  type Ranking,
  type RankingQuery,
  type RankingTable,
  type ResultInput,
  type SignUpOption,
  type Schedule,
  type ScheduleInput,
  type SeedsInput,
  type StagesInput,
  type Tournament,
  type TournamentInput,
  type TournamentListQuery,
  type TournamentStage,
  type TournamentStages,
  type TournamentUpdate,
  type UserTournamentsQuery,
} from '@sportzone/contracts';
import {
  activeEntryFor,
  auditOf,
  countTournaments,
  findUserByEmail,
  insertMatchEvents,
  organizationWithPlayers,
  writeMatchSnapshot,
  deleteDrawMatches,
  deleteStages,
  deleteTournament,
  drawMatchHeads,
  drawHasStarted,
  entriesOf,
  findEntry,
  findMatchHead,
  findOrganization,
  findPlayer,
  findRankingTable,
  findSeason,
  findTeam,
  findTournament,
  findVenue,
  insertAudit,
  insertEntry,
  insertMatch,
  insertStage,
  insertTournament,
  insertTournamentMatch,
  listTournaments,
  lockTournament,
  placingsInPeriod,
  playerIdsOfTeams,
  findPlayers,
  playersOfUser,
  teamsOfPlayer,
  replacePlacings,
  resetLiveMatch,
  saveRankingTable,
  spacesOfVenues,
  stagesOf,
  tournamentMatchOf,
  tournamentMatchesOf,
  updateEntry,
  updateMatch,
  updateStage,
  updateTournament,
  userTournaments,
  nearbyMatches,
  managedOrganizationIds,
  memberOrganizationIds,
  type DbOrTx,
  type MatchHeadRow,
  type NewMatchRow,
  type TournamentEntryRow,
  type TournamentRow,
  type TournamentStageRow,
} from '@sportzone/db';
import { createMatch, summarize, type Sport } from '@sportzone/scoring';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors';
import type { OrganizationAccess } from '../access';
import { playMatch, seededRandom } from '../live/demo';
import { DEMO_ORGANIZATIONS } from '../seed-organizations';
import { normalizeSearch } from '../users';

/** A demo tournament's next match starts this long after its sides are known. */
const DEMO_NEXT_MS = 30_000;

/** Points by finishing position when an organization has not set its own table. */
export const DEFAULT_RANKING_POINTS = [100, 70, 50, 50, 25, 25, 25, 25, 10, 10, 10, 10, 10, 10, 10, 10];

const RULES_OF: Record<string, RuleSet> = {
  tennis: 'tennis',
  badminton: 'badminton',
  volleyball: 'volleyball',
  'table-tennis': 'table-tennis',
  snooker: 'snooker',
  bowling: 'bowling',
};

export interface TournamentChange {
  tournamentId: number;
  reason: 'draw' | 'schedule' | 'sides';
  matchIds: number[];
}

export interface TournamentsService {
  list(
    request: FastifyRequest,
    organizationId: number,
    query: TournamentListQuery,
  ): Promise<PagedResult<Tournament>>;
  create(request: FastifyRequest, organizationId: number, input: TournamentInput): Promise<Tournament>;
  /** The caller's tournaments: of the organizations they organize, and those they are signed up to. */
  mine(request: FastifyRequest, query: UserTournamentsQuery): Promise<PagedResult<Tournament>>;
  get(request: FastifyRequest, id: number): Promise<Tournament>;
  /** Throws 404 unless the caller may see the tournament (the live hub's `tournament:<id>` topic). */
  visible(request: FastifyRequest, id: number): Promise<void>;
  update(request: FastifyRequest, id: number, input: TournamentUpdate): Promise<Tournament>;
  remove(request: FastifyRequest, id: number): Promise<void>;

  entries(request: FastifyRequest, id: number): Promise<EntryList>;
  signUp(request: FastifyRequest, id: number, input: EntryInput): Promise<Entry>;
  withdraw(request: FastifyRequest, id: number, entryId: number): Promise<EntryList>;
  checkIn(request: FastifyRequest, id: number, entryId: number, checkedIn: boolean): Promise<Entry>;
  seed(request: FastifyRequest, id: number, input: SeedsInput): Promise<EntryList>;

  stages(request: FastifyRequest, id: number): Promise<TournamentStages>;
  setStages(request: FastifyRequest, id: number, input: StagesInput): Promise<TournamentStages>;
  draw(request: FastifyRequest, id: number, input: DrawInput): Promise<TournamentStages>;
  enterResult(
    request: FastifyRequest,
    id: number,
    matchId: number,
    input: ResultInput,
  ): Promise<TournamentStages>;
  previewCorrection(request: FastifyRequest, id: number, matchId: number): Promise<CorrectionPreview>;
  correct(
    request: FastifyRequest,
    id: number,
    matchId: number,
    input: CorrectionInput,
  ): Promise<TournamentStages>;
  audit(request: FastifyRequest, id: number): Promise<AuditList>;
  schedule(request: FastifyRequest, id: number): Promise<Schedule>;
  plan(request: FastifyRequest, id: number, input: ScheduleInput): Promise<Schedule>;

  rankingTable(request: FastifyRequest, organizationId: number): Promise<RankingTable>;
  setRankingTable(request: FastifyRequest, organizationId: number, points: number[]): Promise<RankingTable>;
  ranking(request: FastifyRequest, organizationId: number, query: RankingQuery): Promise<Ranking>;

  /**
   * A live match changed its finished state (scored to the end, a walkover, or an undo reopened it):
   * when it is a match of a draw, the stage records (or takes back) its result and the next matches get
   * their sides. Called by the match service after its transaction commits.
   */
  matchChanged(matchId: number): Promise<void>;
  /**
   * Called after a committed change of the draw: `draw` (a stage drawn: `matchIds` its live matches),
   * `schedule` (matches planned on courts) or `sides` (results moved the draw on: matches whose sides
   * changed). Notifications listen (plugins/app/notifications); a listener's failure is only logged.
   */
  onChange(listener: (change: TournamentChange) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: TournamentsService;
  }
}

interface TournamentContext {
  tournament: TournamentRow;
  access: OrganizationAccess;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const entryKey = (id: number) => String(id);

/**
 * A match of a stage in words, for the live match's placeholder side names ("Winner of semi-final 1"):
 * the live pages show these until the side is known. The draw itself carries the feed (`DrawSide.from`)
 * and the web app labels it in the viewer's language.
 */
export function matchLabel(stage: Stage, key: string): string {
  const m = stage.matches.find((x) => x.id === key);
  if (!m) return key;
  const same = stage.matches.filter(
    (x) => x.bracket === m.bracket && x.round === m.round && x.group === m.group,
  );
  const n = same.length > 1 ? ` ${same.indexOf(m) + 1}` : '';
  const rounds = Math.max(...stage.matches.filter((x) => x.bracket === m.bracket).map((x) => x.round));
  switch (m.bracket) {
    case 'grand_final':
      return m.round > 1 ? 'grand final (reset)' : 'grand final';
    case 'third_place':
      return 'third-place match';
    case 'losers':
      return `losers round ${m.round} match${n}`;
    case 'winners': {
      if (stage.type === 'double_elimination') return `winners round ${m.round} match${n}`;
      const left = rounds - m.round;
      if (left === 0) return 'final';
      if (left === 1) return `semi-final${n}`;
      if (left === 2) return `quarter-final${n}`;
      return `round of ${2 ** (left + 1)} match${n}`;
    }
    default:
      return `round ${m.round} match${n}`;
  }
}

/** A knockout slot not known yet, in words: where it comes from. */
function pendingName(stage: Stage, m: EngineMatch, side: 'home' | 'away'): string {
  const feed = m.from?.[side];
  if (!feed) return 'To be decided';
  return `${feed.take === 'winner' ? 'Winner' : 'Loser'} of ${matchLabel(stage, feed.match)}`;
}

/** The later matches of a knockout whose sides come (directly or not) from `key`. */
function dependentsOf(stage: Stage, key: string): EngineMatch[] {
  const out: EngineMatch[] = [];
  const seen = new Set<string>([key]);
  let frontier = [key];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const m of stage.matches) {
      if (seen.has(m.id)) continue;
      if (m.from && (frontier.includes(m.from.home.match) || frontier.includes(m.from.away.match))) {
        seen.add(m.id);
        out.push(m);
        next.push(m.id);
      }
    }
    frontier = next;
  }
  return out;
}

const stageComplete = (stage: Stage) =>
  stage.matches.every((m) => m.status === 'finished' || m.status === 'bye') &&
  (stage.type !== 'swiss' || Math.max(0, ...stage.matches.map((m) => m.round)) >= stage.options.rounds);

export default fp(
  async function tournaments(app: FastifyInstance) {
    const db = () => app.database.db;

    // ─── access ───────────────────────────────────────────────────────────

    /**
     * A tournament is as hidden as its organization (decision 012): 404 for a private organization's
     * outsiders, and for a tournament private by its own setting to everybody but its organizers.
     */
    async function load(
      request: FastifyRequest,
      id: number,
      level: 'read' | 'manage' = 'read',
    ): Promise<TournamentContext> {
      if (level === 'manage') await app.access.me(request);
      const tournament = await findTournament(db(), id);
      if (!tournament) throw notFound('Tournament not found.');
      let access: OrganizationAccess;
      try {
        access = await app.access.organization(request, tournament.organizationId);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) throw notFound('Tournament not found.');
        throw err;
      }
      if (tournament.privacy === 'private' && !access.canManage) throw notFound('Tournament not found.');
      if (level === 'manage' && !access.canManage)
        throw forbidden('Only the organization\u2019s owners and organizers can do this.');
      return { tournament, access };
    }

    async function organizationFor(
      request: FastifyRequest,
      organizationId: number,
      level: 'read' | 'manage',
    ): Promise<OrganizationAccess> {
      if (level === 'manage') return app.access.manageOrganization(request, organizationId);
      return app.access.organization(request, organizationId);
    }

    // ─── DTOs ─────────────────────────────────────────────────────────────

    async function toDto(t: TournamentRow, canManage: boolean, orgName?: string): Promise<Tournament> {
      const entries = await entriesOf(db(), t.id, ['registered', 'waiting']);
      const stages = await stagesOf(db(), t.id);
      const name = orgName ?? (await findOrganization(db(), t.organizationId))?.name ?? '';
      return {
        id: t.id,
        organizationId: t.organizationId,
        organizationName: name,
        name: t.name,
        description: t.description,
        sport: t.sport,
        entryKind: t.entryKind,
        seasonId: t.seasonId,
        venueId: t.venueId,
        startsOn: t.startsOn,
        endsOn: t.endsOn,
        ordering: t.ordering,
        durationInMinutes: t.durationInMinutes,
        restInMinutes: t.restInMinutes,
        maxRegistrations: t.maxRegistrations,
        spots: t.spots,
        selfSignup: t.selfSignup,
        status: t.status,
        privacy: t.privacy,
        registered: entries.filter((e) => e.status === 'registered').length,
        waiting: entries.filter((e) => e.status === 'waiting').length,
        drawn: stages.some((s) => s.state !== null),
        canManage,
        createdAt: t.createdAt.toISOString(),
      };
    }

    function entryDto(e: TournamentEntryRow, waitingPosition: number | null, canWithdraw: boolean): Entry {
      return {
        id: e.id,
        tournamentId: e.tournamentId,
        playerId: e.playerId,
        teamId: e.teamId,
        name: e.name,
        status: e.status,
        waitingPosition,
        seed: e.seed,
        checkedIn: e.checkedInAt !== null,
        checkedInAt: iso(e.checkedInAt),
        signedUpAt: e.signedUpAt.toISOString(),
        withdrawnAt: iso(e.withdrawnAt),
        canWithdraw,
      };
    }

    /**
     * The entries that are the caller's own: signed up by them, or of their player (or a formation or
     * team their player is in). They may withdraw and check in these.
     */
    async function ownEntryIds(userId: number | null, rows: TournamentEntryRow[]): Promise<Set<number>> {
      const own = new Set<number>();
      if (userId === null) return own;
      const teams = await playerIdsOfTeams(
        db(),
        rows.filter((e) => e.teamId !== null).map((e) => e.teamId!),
      );
      const playerIds = [
        ...new Set(rows.flatMap((e) => (e.playerId ? [e.playerId] : (teams.get(e.teamId ?? 0) ?? [])))),
      ];
      const mine = new Set(
        (await findPlayers(db(), playerIds)).filter((p) => p.userId === userId).map((p) => p.id),
      );
      for (const e of rows) {
        const people = e.playerId ? [e.playerId] : (teams.get(e.teamId ?? 0) ?? []);
        if (e.signedUpBy === userId || people.some((p) => mine.has(p))) own.add(e.id);
      }
      return own;
    }

    async function entryList(request: FastifyRequest, ctx: TournamentContext): Promise<EntryList> {
      const me = await app.access.meOrNull(request);
      const rows = await entriesOf(db(), ctx.tournament.id);
      const open = ctx.tournament.status !== 'finished';
      const active = rows.filter((e) => e.status !== 'withdrawn');
      const own = await ownEntryIds(me?.id ?? null, active);
      const may = (e: TournamentEntryRow) =>
        open && e.status !== 'withdrawn' && (ctx.access.canManage || own.has(e.id));
      const waiting = rows.filter((e) => e.status === 'waiting');
      return {
        registered: rows.filter((e) => e.status === 'registered').map((e) => entryDto(e, null, may(e))),
        waiting: waiting.map((e, i) => entryDto(e, i + 1, may(e))),
        withdrawn: rows.filter((e) => e.status === 'withdrawn').map((e) => entryDto(e, null, false)),
        mine: [...own],
        signUpOptions: me ? await signUpOptions(ctx.tournament, me.id, active) : [],
      };
    }

    /** What a person may sign up themself with now: their player, or formations / teams they play in. */
    async function signUpOptions(
      t: TournamentRow,
      userId: number,
      active: TournamentEntryRow[],
    ): Promise<SignUpOption[]> {
      if (t.status !== 'open' || !t.selfSignup) return [];
      const players = await playersOfUser(db(), t.organizationId, userId);
      const taken = new Set(active.map((e) => (e.playerId ? `p${e.playerId}` : `t${e.teamId}`)));
      const options: SignUpOption[] = [];
      if (t.entryKind === 'player') {
        for (const p of players)
          options.push({ playerId: p.id, teamId: null, name: [p.firstName, p.lastName].join(' ') });
      } else {
        for (const p of players)
          for (const team of await teamsOfPlayer(db(), p.id))
            if ((team.kind === 'formation') === (t.entryKind === 'formation'))
              options.push({ playerId: null, teamId: team.id, name: team.name });
      }
      const seen = new Set<string>();
      return options.filter((o) => {
        const key = o.playerId ? `p${o.playerId}` : `t${o.teamId}`;
        if (taken.has(key) || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }

    async function stagesDto(tournamentId: number): Promise<TournamentStages> {
      const [stageRows, links, entries] = await Promise.all([
        stagesOf(db(), tournamentId),
        tournamentMatchesOf(db(), tournamentId),
        entriesOf(db(), tournamentId),
      ]);
      const names = new Map(entries.map((e) => [entryKey(e.id), e.name]));
      const heads = await drawMatchHeads(db(), tournamentId);
      const stages: TournamentStage[] = stageRows.map((s) => {
        const stage = s.state as Stage | null;
        const linkOf = new Map(links.filter((l) => l.stageId === s.id).map((l) => [l.key, l.matchId]));
        const matches: DrawMatch[] = (stage?.matches ?? []).map((m) =>
          drawMatchDto(m, linkOf.get(m.id) ?? null, names, heads),
        );
        const rows = stage ? standings(stage) : [];
        return {
          id: s.id,
          position: s.position,
          name: s.name,
          type: s.type as TournamentStage['type'],
          options: s.options,
          qualifiersPerGroup: s.qualifiersPerGroup,
          drawn: stage !== null,
          complete: stage ? stageComplete(stage) : false,
          drawnAt: iso(s.drawnAt),
          matches,
          standings: rows.map((r) => ({
            entryId: Number(r.id),
            name: names.get(r.id) ?? r.id,
            rank: r.rank,
            group: r.group,
            played: r.played,
            won: r.won,
            drawn: r.drawn,
            lost: r.lost,
            points: r.points,
            gamesWon: r.gamesWon,
            gamesLost: r.gamesLost,
            scoreFor: r.scoreFor,
            scoreAgainst: r.scoreAgainst,
            ...(r.position !== undefined ? { position: r.position } : {}),
            ...(r.tiebreak ? { tiebreak: r.tiebreak } : {}),
          })),
        };
      });
      return { tournamentId, stages };
    }

    function drawMatchDto(
      m: EngineMatch,
      matchId: number | null,
      names: Map<string, string>,
      heads: Map<number, MatchHeadRow>,
    ): DrawMatch {
      const head = matchId ? heads.get(matchId) : undefined;
      const side = (s: 'home' | 'away') => {
        const id = m[s];
        const feed = id ? undefined : m.from?.[s];
        return {
          entryId: id ? Number(id) : null,
          name: id ? (names.get(id) ?? id) : null,
          from: feed ? { take: feed.take, match: feed.match } : null,
        };
      };
      return {
        key: m.id,
        matchId,
        phase: m.bracket,
        group: m.group,
        round: m.round,
        home: side('home'),
        away: side('away'),
        status: m.status,
        winner: m.winner,
        walkover: m.walkover ?? false,
        games: m.games ?? [],
        liveStatus: head?.status ?? null,
        scheduledAt: iso(head?.scheduledAt ?? null),
        court: head?.court ?? null,
      };
    }

    // ─── checks ───────────────────────────────────────────────────────────

    async function checkRefs(
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

    function checkDates(startsOn: string | null | undefined, endsOn: string | null | undefined) {
      if (startsOn && endsOn && endsOn < startsOn)
        throw badRequest('A tournament ends on or after its start.', {
          endsOn: 'must not be before the start',
        });
    }

    function checkCaps(maxRegistrations: number | null, spots: number | null) {
      if (maxRegistrations !== null && spots !== null && spots > maxRegistrations)
        throw badRequest('There cannot be more spots than registrations.', {
          spots: 'must not be more than max registrations',
        });
    }

    // ─── the draw: live matches of a stage ────────────────────────────────

    function initialLive(sport: string) {
      const created = createMatch({ sport: sport as Sport });
      if (!created.ok)
        throw badRequest(created.error.message, { sport: created.error.message }, 'unknown_sport');
      return { state: created.state, summary: summarize(created.state) };
    }

    /** What a live match says about one side of an engine match. */
    function sideValues(
      t: TournamentRow,
      stage: Stage,
      m: EngineMatch,
      side: 'home' | 'away',
      entries: Map<string, TournamentEntryRow>,
    ): Partial<NewMatchRow> {
      const entry = m[side] ? entries.get(m[side]) : undefined;
      const name = entry?.name ?? pendingName(stage, m, side);
      const refs = {
        PlayerId: entry && t.entryKind === 'player' ? entry.playerId : null,
        TeamId: entry && t.entryKind === 'team' ? entry.teamId : null,
        FormationId: entry && t.entryKind === 'formation' ? entry.teamId : null,
      };
      return side === 'home'
        ? {
            homeName: name,
            homePlayerId: refs.PlayerId,
            homeTeamId: refs.TeamId,
            homeFormationId: refs.FormationId,
          }
        : {
            awayName: name,
            awayPlayerId: refs.PlayerId,
            awayTeamId: refs.TeamId,
            awayFormationId: refs.FormationId,
          };
    }

    async function createLiveMatches(
      tx: DbOrTx,
      t: TournamentRow,
      stageRow: TournamentStageRow,
      stage: Stage,
      ownerId: number | null,
    ): Promise<number[]> {
      const entries = new Map((await entriesOf(tx, t.id)).map((e) => [entryKey(e.id), e]));
      const venue = t.venueId ? await findVenue(tx, t.venueId) : null;
      const { state, summary } = initialLive(t.sport);
      const ids: number[] = [];
      const linked = new Set(
        (await tournamentMatchesOf(tx, t.id)).filter((l) => l.stageId === stageRow.id).map((l) => l.key),
      );
      for (const m of stage.matches) {
        if (m.status === 'bye' || linked.has(m.id)) continue;
        const row = await insertMatch(tx, {
          sport: t.sport as Sport,
          format: state.format as Record<string, unknown>,
          firstServer: state.firstServer,
          homeName: 'To be decided',
          awayName: 'To be decided',
          ...sideValues(t, stage, m, 'home', entries),
          ...sideValues(t, stage, m, 'away', entries),
          organizationId: t.organizationId,
          containerId: t.id,
          scheduledAt: demoDue(t, m),
          venue: venue?.name ?? null,
          status: 'upcoming',
          privacy: t.privacy,
          ownerId,
          demo: t.demo,
          state,
          summary,
        });
        await insertTournamentMatch(tx, {
          stageId: stageRow.id,
          key: m.id,
          matchId: row.id,
          tournamentId: t.id,
        });
        ids.push(row.id);
      }
      return ids;
    }

    /**
     * The stage moved on (a result recorded or taken back): live matches whose sides changed get the new
     * names and references. Returns the ids of the live matches changed.
     */
    async function syncSides(
      tx: DbOrTx,
      t: TournamentRow,
      stageRow: TournamentStageRow,
      before: Stage,
      after: Stage,
    ): Promise<number[]> {
      const links = new Map(
        (await tournamentMatchesOf(tx, t.id))
          .filter((l) => l.stageId === stageRow.id)
          .map((l) => [l.key, l.matchId]),
      );
      const entries = new Map((await entriesOf(tx, t.id)).map((e) => [entryKey(e.id), e]));
      const old = new Map(before.matches.map((m) => [m.id, m]));
      const changed: number[] = [];
      for (const m of after.matches) {
        const was = old.get(m.id);
        const matchId = links.get(m.id);
        if (!matchId || (was && was.home === m.home && was.away === m.away)) continue;
        await updateMatch(tx, matchId, {
          ...sideValues(t, after, m, 'home', entries),
          ...sideValues(t, after, m, 'away', entries),
          // the demo tournament: the simulator plays a match once its time comes
          ...(demoDue(t, m) ? { scheduledAt: demoDue(t, m) } : {}),
        });
        changed.push(matchId);
      }
      return changed;
    }

    /** A demo tournament's match with both sides known is due half a minute from now (the simulator starts it). */
    const demoDue = (t: TournamentRow, m: EngineMatch): Date | null =>
      t.demo && m.home && m.away && m.status === 'ready' ? new Date(Date.now() + DEMO_NEXT_MS) : null;

    /**
     * After the transaction: viewers of the tournament (`tournament:<id>`) and of the changed live
     * matches (and the live lists) hear of it.
     */
    const changeListeners: ((change: TournamentChange) => Promise<void>)[] = [];
    async function publish(
      tournamentId: number,
      matchIds: number[] = [],
      recheck = false,
      reason: TournamentChange['reason'] = 'sides',
    ) {
      app.live.publishTournament(tournamentId, { recheck });
      if (matchIds.length > 0)
        for (const listener of changeListeners)
          await listener({ tournamentId, reason, matchIds: [...new Set(matchIds)] }).catch((err: unknown) =>
            app.log.error({ err, tournamentId }, 'a tournament change listener failed'),
          );
      for (const id of new Set(matchIds)) {
        const head = await findMatchHead(db(), id);
        if (!head) continue;
        const listed = await app.matches.listed(head).catch(() => false);
        app.live.publishChange(head, listed, false);
      }
    }

    /** Participants of a first stage: the registered entries (only those checked in, once anyone is). */
    function firstStageParticipants(entries: TournamentEntryRow[]) {
      const registered = entries.filter((e) => e.status === 'registered');
      const checked = registered.filter((e) => e.checkedInAt !== null);
      const playing = checked.length > 0 ? checked : registered;
      return playing.map((e) => ({ id: entryKey(e.id), ...(e.seed ? { seed: e.seed } : {}) }));
    }

    function engineInput(
      t: TournamentRow,
      s: TournamentStageRow,
      participants: EngineStageInput['participants'],
    ) {
      const options = { ...s.options } as EngineStageInput['options'] & Record<string, unknown>;
      if (!options.rules) options.rules = RULES_OF[t.sport] ?? 'generic';
      return { type: s.type as EngineStageInput['type'], participants, options };
    }

    function engineError(error: { code: string; message: string }): HttpError {
      return conflict(error.message, error.code);
    }

    /** Draws one stage inside the transaction: the engine's stage and its live matches. */
    async function drawStage(
      tx: DbOrTx,
      t: TournamentRow,
      s: TournamentStageRow,
      participants: EngineStageInput['participants'],
      ownerId: number | null,
    ): Promise<{ stage: Stage; matchIds: number[] }> {
      const created = createStage(engineInput(t, s, participants));
      if (!created.ok) throw engineError(created.error);
      const row = (await updateStage(tx, s.id, {
        state: created.stage as unknown as Record<string, unknown>,
        drawnAt: new Date(),
      }))!;
      const matchIds = await createLiveMatches(tx, t, row, created.stage, ownerId);
      return { stage: created.stage, matchIds };
    }

    /** A stage is complete: the next one is drawn from its qualifiers, or the tournament finishes. */
    async function advance(
      tx: DbOrTx,
      t: TournamentRow,
      stageRows: TournamentStageRow[],
      done: TournamentStageRow,
      stage: Stage,
    ): Promise<number[]> {
      if (!stageComplete(stage)) return [];
      const next = stageRows.find((s) => s.position === done.position + 1);
      if (next && !next.state) {
        const k = next.qualifiersPerGroup ?? 2;
        let participants: EngineStageInput['participants'];
        if (stage.type === 'round_robin') {
          const q = qualifiers(stage, k);
          if (!q.ok) throw engineError(q.error);
          participants = q.participants.map((p) => ({ id: p.id, seed: p.seed }));
        } else {
          participants = finishingPositions(stage)
            .filter((p) => p.position !== null)
            .sort((a, b) => a.position! - b.position!)
            .slice(0, k)
            .map((p, i) => ({ id: p.id, seed: i + 1 }));
        }
        const { matchIds } = await drawStage(tx, t, next, participants, t.createdBy);
        return matchIds;
      }
      if (!next)
        await finish(
          tx,
          t,
          stageRows.map((s) => (s.id === done.id ? { ...s, state: stage as never } : s)),
        );
      return [];
    }

    /** Every stage complete: finishing positions, ranking points, status finished. */
    async function finish(tx: DbOrTx, t: TournamentRow, stageRows: TournamentStageRow[]) {
      // the last stage places its participants; those out in an earlier stage follow, by their place there
      const placed = new Map<string, number>();
      for (const s of [...stageRows].reverse()) {
        const stage = s.state as Stage | null;
        if (!stage) continue;
        const offset = placed.size;
        const rest = finishingPositions(stage).filter((p) => !placed.has(p.id) && p.position !== null);
        for (const p of rest)
          placed.set(p.id, offset + 1 + rest.filter((q) => q.position! < p.position!).length);
      }
      const table = (await findRankingTable(tx, t.organizationId)) ?? DEFAULT_RANKING_POINTS;
      const positions = [...placed].map(([id, position]) => ({ id, position }));
      const awarded = rankingPoints(table, positions);
      const points = new Map(awarded.ok ? awarded.awards.map((a) => [a.id, a.points]) : []);
      await replacePlacings(
        tx,
        t.id,
        positions.map((p) => ({
          entryId: Number(p.id),
          position: p.position,
          points: points.get(p.id) ?? 0,
        })),
      );
      await updateTournament(tx, t.id, { status: 'finished' });
    }

    /**
     * The live match's summary for a result entered by hand (no score log): finished, its winner, the
     * games as its periods ("21-15 21-18"), so the live page, the archive and the cards show the result.
     * The score counts the games won (bowling: the pins of the series). A walkover has no games: "w/o".
     */
    function handSummary(sport: string, initial: MatchHeadRow['summary'], result: ResultInput) {
      const games = result.games ?? [];
      const won = (side: 'home' | 'away') =>
        games.filter((g) => (side === 'home' ? g.home > g.away : g.away > g.home)).length;
      const score =
        sport === 'bowling'
          ? {
              home: games.reduce((n, g) => n + g.home, 0),
              away: games.reduce((n, g) => n + g.away, 0),
            }
          : { home: won('home'), away: won('away') };
      const text = [games.map((g) => `${g.home}-${g.away}`).join(' '), result.walkover ? 'w/o' : '']
        .filter(Boolean)
        .join(' ');
      return {
        ...initial,
        status: 'finished' as const,
        winner: result.winner === 'draw' ? null : result.winner,
        outcome: result.walkover ? ('walkover' as const) : ('played' as const),
        score,
        periods: games.map((g) => ({ home: g.home, away: g.away })),
        server: null,
        text,
      };
    }

    /** The result of a finished live match, as the engine takes it. */
    function resultOf(head: MatchHeadRow): ResultInput | null {
      const s = head.summary;
      if (s.status !== 'finished' || !s.winner) return null;
      return {
        winner: s.winner,
        games: s.periods.map((p) => ({ home: p.home, away: p.away })),
        walkover: s.outcome !== null && s.outcome !== 'played',
      };
    }

    async function recordInStage(
      tx: DbOrTx,
      t: TournamentRow,
      stageRow: TournamentStageRow,
      key: string,
      result: ResultInput,
    ): Promise<{ stage: Stage; changed: number[] }> {
      const before = stageRow.state as unknown as Stage;
      let recorded = recordResult(before, key, result);
      // a live score's games may not fit the engine's rules for the sport (a retirement mid-set): the winner counts
      if (!recorded.ok && result.games && recorded.error.code === 'invalid_games')
        recorded = recordResult(before, key, { winner: result.winner, walkover: result.walkover ?? false });
      if (!recorded.ok) throw engineError(recorded.error);
      let after = recorded.stage;
      let row = (await updateStage(tx, stageRow.id, {
        state: after as unknown as Record<string, unknown>,
      }))!;
      const changed = await syncSides(tx, t, row, before, after);
      // Swiss: a round complete, the next one is paired at once (its matches become live matches)
      if (after.type === 'swiss' && !stageComplete(after)) {
        const paired = pairNextRound(after);
        if (paired.ok) {
          after = paired.stage;
          row = (await updateStage(tx, stageRow.id, { state: after as unknown as Record<string, unknown> }))!;
          changed.push(...(await createLiveMatches(tx, t, row, after, t.createdBy)));
        } else if (paired.error.code !== 'round_unfinished') {
          app.log.warn(
            { tournamentId: t.id, code: paired.error.code },
            'the next Swiss round could not be paired',
          );
        }
      }
      if (t.status !== 'active' && t.status !== 'finished')
        await updateTournament(tx, t.id, { status: 'active' });
      const stageRows = await stagesOf(tx, t.id);
      changed.push(...(await advance(tx, t, stageRows, row, after)));
      return { stage: after, changed };
    }

    /** Inside a transaction: the tournament locked, the match's stage and engine match. */
    async function drawMatch(tx: DbOrTx, tournamentId: number, matchId: number) {
      const link = await tournamentMatchOf(tx, matchId);
      if (!link || link.tournamentId !== tournamentId) throw notFound('Match not found in this tournament.');
      const t = await lockTournament(tx, tournamentId);
      if (!t) throw notFound('Tournament not found.');
      const stageRow = (await stagesOf(tx, tournamentId)).find((s) => s.id === link.stageId);
      const stage = stageRow?.state as Stage | null | undefined;
      const m = stage?.matches.find((x) => x.id === link.key);
      if (!stageRow || !stage || !m) throw notFound('Match not found in this tournament.');
      return { t, link, stageRow, stage, m };
    }

    /** What a correction of `m` would reset, or why it cannot be made. */
    async function correctionPlan(
      tx: DbOrTx,
      tournamentId: number,
      stageRow: TournamentStageRow,
      stage: Stage,
      m: EngineMatch,
    ): Promise<{ reset: EngineMatch[]; refusal: { code: string; message: string } | null }> {
      if (m.status !== 'finished')
        return {
          reset: [],
          refusal: { code: 'not_finished', message: 'The match has no result to correct.' },
        };
      const later = (await stagesOf(tx, tournamentId)).find((s) => s.position === stageRow.position + 1);
      if (later?.state)
        return {
          reset: [],
          refusal: {
            code: 'next_stage_drawn',
            message: 'The next stage is drawn from this one; its results cannot change any more.',
          },
        };
      if (stage.type === 'swiss' && stage.matches.some((x) => x.round > m.round))
        return {
          reset: [],
          refusal: { code: 'result_in_use', message: 'A later Swiss round is paired with this result.' },
        };
      const reset = dependentsOf(stage, m.id).filter((x) => x.status === 'finished' || x.home || x.away);
      return { reset, refusal: null };
    }

    // ─── rankings ─────────────────────────────────────────────────────────

    async function computeRanking(
      tx: DbOrTx,
      organizationId: number,
      query: RankingQuery,
    ): Promise<Ranking['items']> {
      const rows = await placingsInPeriod(tx, organizationId, {
        from: query.from ?? null,
        to: query.to ?? null,
        seasonId: query.seasonId ?? null,
        sport: query.sport ?? null,
      });
      const wanted = rows.filter((r) =>
        query.kind === 'player' ? r.playerId !== null : query.kind ? r.teamId !== null : true,
      );
      const keyOf = (r: { playerId: number | null; teamId: number | null }) =>
        r.playerId ? `p${r.playerId}` : `t${r.teamId}`;
      const info = new Map<
        string,
        { playerId: number | null; teamId: number | null; name: string; n: number }
      >();
      for (const r of wanted) {
        const k = keyOf(r);
        const was = info.get(k);
        info.set(k, { playerId: r.playerId, teamId: r.teamId, name: r.name, n: (was?.n ?? 0) + 1 });
      }
      const table = rankingTable(wanted.map((r) => ({ id: keyOf(r), points: r.points })));
      if (!table.ok) return [];
      return table.ranking.map((row) => {
        const i = info.get(row.id)!;
        return {
          ranking_position: row.rank,
          ranking_points: row.points,
          playerId: i.playerId,
          teamId: i.teamId,
          name: i.name,
          tournaments: i.n,
        };
      });
    }

    // ─── schedule ─────────────────────────────────────────────────────────

    /** The draw's matches by time, the conflicts (a player on two courts, a court twice) and the next free court. */
    async function scheduleOf(t: TournamentRow): Promise<Schedule> {
      const duration = t.durationInMinutes * 60_000;
      const [stageRows, links, entries] = await Promise.all([
        stagesOf(db(), t.id),
        tournamentMatchesOf(db(), t.id),
        entriesOf(db(), t.id),
      ]);
      const spaces = t.venueId ? ((await spacesOfVenues(db(), [t.venueId])).get(t.venueId) ?? []) : [];
      const venueName = t.venueId ? ((await findVenue(db(), t.venueId))?.name ?? null) : null;
      const byKey = new Map<string, EngineMatch>();
      for (const sr of stageRows)
        for (const m of (sr.state as Stage | null)?.matches ?? []) byKey.set(`${sr.id}:${m.id}`, m);
      // the players of each entry (a player in two formations is still one person)
      const teamPlayers = await playerIdsOfTeams(
        db(),
        entries.filter((e) => e.teamId !== null).map((e) => e.teamId!),
      );
      const playersOf = new Map(
        entries.map((e) => [
          entryKey(e.id),
          e.playerId ? [e.playerId] : (teamPlayers.get(e.teamId ?? 0) ?? []),
        ]),
      );
      const items: Schedule['items'] = [];
      const rows: { matchId: number; start: number; end: number; court: string | null; players: number[] }[] =
        [];
      const heads = await drawMatchHeads(db(), t.id);
      for (const l of links) {
        const head = heads.get(l.matchId);
        const m = byKey.get(`${l.stageId}:${l.key}`);
        if (!head || !m) continue;
        const start = head.scheduledAt?.getTime() ?? null;
        items.push({
          matchId: head.id,
          key: l.key,
          stageId: l.stageId,
          phase: m.bracket,
          round: m.round,
          home: head.homeName,
          away: head.awayName,
          status: head.status,
          scheduledAt: iso(head.scheduledAt),
          endsAt: start !== null ? new Date(start + duration).toISOString() : null,
          court: head.court,
        });
        if (start !== null && head.status !== 'finished')
          rows.push({
            matchId: head.id,
            start,
            end: start + duration,
            court: head.court,
            players: [m.home, m.away].flatMap((e) => (e ? (playersOf.get(e) ?? []) : [])),
          });
      }
      items.sort(
        (a, b) =>
          (a.scheduledAt ?? '9').localeCompare(b.scheduledAt ?? '9') ||
          (a.court ?? '').localeCompare(b.court ?? '') ||
          a.matchId - b.matchId,
      );
      const conflicts: Schedule['conflicts'] = [];
      for (let i = 0; i < rows.length; i++)
        for (let j = i + 1; j < rows.length; j++) {
          const a = rows[i]!;
          const b = rows[j]!;
          if (a.start >= b.end || b.start >= a.end) continue;
          if (a.court && a.court === b.court)
            conflicts.push({
              kind: 'court_twice',
              matchIds: [a.matchId, b.matchId],
              court: a.court,
              playerId: null,
              message: `${a.court} has two matches at once.`,
            });
          const shared = a.players.find((p) => b.players.includes(p));
          if (shared !== undefined)
            conflicts.push({
              kind: 'player_twice',
              matchIds: [a.matchId, b.matchId],
              court: null,
              playerId: shared,
              message: 'A player is in two matches at once.',
            });
        }
      conflicts.push(...(await outsideConflicts(t, rows, venueName)));
      const courts = spaces.map((x) => x.name);
      let nextFreeCourt: Schedule['nextFreeCourt'] = null;
      const now = Date.now();
      for (const c of courts) {
        const free = Math.max(now, ...rows.filter((r) => r.court === c).map((r) => r.end));
        if (!nextFreeCourt || free < Date.parse(nextFreeCourt.at))
          nextFreeCourt = { court: c, at: new Date(free).toISOString() };
      }
      return {
        tournamentId: t.id,
        durationInMinutes: t.durationInMinutes,
        restInMinutes: t.restInMinutes,
        courts,
        items,
        conflicts,
        nextFreeCourt,
      };
    }

    /**
     * Conflicts with the organization's other matches (its other tournaments' and its own): a court of
     * this tournament's venue used by another match at the same time, and a player of this tournament
     * playing elsewhere at the same time. A match of another tournament lasts that tournament's planned
     * length; one of no tournament, this one's.
     */
    async function outsideConflicts(
      t: TournamentRow,
      rows: { matchId: number; start: number; end: number; court: string | null; players: number[] }[],
      venueName: string | null,
    ): Promise<Schedule['conflicts']> {
      if (rows.length === 0) return [];
      const longest = 24 * 60 * 60_000; // no match is planned longer than a day (1440 minutes)
      const others = await nearbyMatches(db(), {
        organizationId: t.organizationId,
        excludeTournamentId: t.id,
        from: new Date(Math.min(...rows.map((r) => r.start)) - longest),
        to: new Date(Math.max(...rows.map((r) => r.end))),
      });
      const out: Schedule['conflicts'] = [];
      for (const o of others) {
        const start = o.scheduledAt.getTime();
        const end = start + (o.durationInMinutes ?? t.durationInMinutes) * 60_000;
        const what = `${o.tournamentName ? `${o.tournamentName}: ` : ''}${o.homeName} vs ${o.awayName}`;
        for (const r of rows) {
          if (r.start >= end || start >= r.end) continue;
          if (r.court && venueName && o.venue === venueName && o.court === r.court)
            out.push({
              kind: 'court_twice',
              matchIds: [r.matchId, o.id],
              court: r.court,
              playerId: null,
              message: `${r.court} is also used by ${what} at the same time.`,
            });
          const shared = r.players.find((p) => o.playerIds.includes(p));
          if (shared !== undefined)
            out.push({
              kind: 'player_twice',
              matchIds: [r.matchId, o.id],
              court: null,
              playerId: shared,
              message: `A player also plays ${what} at the same time.`,
            });
        }
      }
      return out;
    }

    // ─── the service ──────────────────────────────────────────────────────

    const service: TournamentsService = {
      async list(request, organizationId, query) {
        const access = await organizationFor(request, organizationId, 'read');
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 20;
        const { rows, total } = await listTournaments(db(), organizationId, {
          page,
          pageSize,
          searchTerm: normalizeSearch(query.searchTerm),
          status: query.status ?? null,
          seasonId: query.seasonId ?? null,
          sport: query.sport ?? null,
          includeHidden: access.canSeePrivate,
          includePrivate: access.canManage,
        });
        const items = await Promise.all(
          rows.map((r) => toDto(r, access.canManage, access.organization.name)),
        );
        return pageOf(items, page, pageSize, total);
      },

      async mine(request, query) {
        const me = await app.access.me(request);
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
        const items = await Promise.all(rows.map((r) => toDto(r, manages.has(r.organizationId))));
        return pageOf(items, page, pageSize, total);
      },

      async create(request, organizationId, input) {
        const me = await app.access.me(request);
        const access = await organizationFor(request, organizationId, 'manage');
        await checkRefs(organizationId, input);
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
          status:
            input.status === 'active' || input.status === 'finished'
              ? 'upcoming'
              : (input.status ?? 'upcoming'),
          privacy: input.privacy ?? 'public',
          createdBy: me.id,
        });
        return toDto(row, true, access.organization.name);
      },

      async get(request, id) {
        const { tournament, access } = await load(request, id);
        return toDto(tournament, access.canManage, access.organization.name);
      },

      async visible(request, id) {
        await load(request, id);
      },

      async update(request, id, input) {
        const { tournament: t, access } = await load(request, id, 'manage');
        await checkRefs(t.organizationId, input);
        const startsOn = input.startsOn !== undefined ? input.startsOn : t.startsOn;
        const endsOn = input.endsOn !== undefined ? input.endsOn : t.endsOn;
        checkDates(startsOn, endsOn);
        const maxRegistrations =
          input.maxRegistrations !== undefined ? input.maxRegistrations : t.maxRegistrations;
        const spots = input.spots !== undefined ? input.spots : t.spots;
        checkCaps(maxRegistrations, spots);
        const drawn = (await stagesOf(db(), id)).some((s) => s.state !== null);
        if (
          drawn &&
          ((input.sport && input.sport !== t.sport) || (input.entryKind && input.entryKind !== t.entryKind))
        )
          throw conflict('The sport and who signs up cannot change once the draw is made.', 'drawn');
        if (!drawn && input.entryKind && input.entryKind !== t.entryKind) {
          const entries = await entriesOf(db(), id, ['registered', 'waiting']);
          if (entries.length > 0)
            throw conflict('Who signs up cannot change once entries have signed up.', 'has_entries');
        }
        if (input.status === 'active' || input.status === 'finished')
          if (input.status !== t.status)
            throw conflict(
              'A tournament becomes active with its first result and finishes with its last.',
              'status_by_results',
            );
        if (t.status === 'active' || t.status === 'finished')
          if (input.status && input.status !== t.status)
            throw conflict('A tournament that has started moves by its results.', 'status_by_results');
        const count = (await entriesOf(db(), id, ['registered', 'waiting'])).length;
        if (maxRegistrations !== null && count > maxRegistrations)
          throw conflict(
            `${count} entries have signed up already; the cap cannot be lower.`,
            'registrations_over_cap',
            {
              maxRegistrations: `at least ${count}`,
            },
          );
        const row = await app.database.transaction(async (tx) => {
          const updated = (await updateTournament(tx, id, {
            ...(input.name !== undefined ? { name: input.name.trim() } : {}),
            ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
            ...(input.sport !== undefined ? { sport: input.sport } : {}),
            ...(input.entryKind !== undefined ? { entryKind: input.entryKind } : {}),
            ...(input.seasonId !== undefined ? { seasonId: input.seasonId } : {}),
            ...(input.venueId !== undefined ? { venueId: input.venueId } : {}),
            ...(input.startsOn !== undefined ? { startsOn: input.startsOn } : {}),
            ...(input.endsOn !== undefined ? { endsOn: input.endsOn } : {}),
            ...(input.ordering !== undefined ? { ordering: input.ordering } : {}),
            ...(input.durationInMinutes !== undefined ? { durationInMinutes: input.durationInMinutes } : {}),
            ...(input.restInMinutes !== undefined ? { restInMinutes: input.restInMinutes } : {}),
            ...(input.maxRegistrations !== undefined ? { maxRegistrations: input.maxRegistrations } : {}),
            ...(input.spots !== undefined ? { spots: input.spots } : {}),
            ...(input.selfSignup !== undefined ? { selfSignup: input.selfSignup } : {}),
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.privacy !== undefined ? { privacy: input.privacy } : {}),
          }))!;
          // more spots: the waiting list moves up
          await fillSpots(tx, updated);
          if (input.privacy !== undefined && input.privacy !== t.privacy) {
            for (const l of await tournamentMatchesOf(tx, id))
              await updateMatch(tx, l.matchId, { privacy: input.privacy });
          }
          return updated;
        });
        const privacyChanged = input.privacy !== undefined && input.privacy !== t.privacy;
        await publish(
          id,
          privacyChanged ? (await tournamentMatchesOf(db(), id)).map((l) => l.matchId) : [],
          privacyChanged,
        );
        return toDto(row, true, access.organization.name);
      },

      async remove(request, id) {
        const { tournament } = await load(request, id, 'manage');
        const removed = await app.database.transaction(async (tx) => {
          await lockTournament(tx, id);
          const ids = await deleteDrawMatches(tx, id);
          await deleteTournament(tx, id);
          return ids;
        });
        for (const matchId of removed) app.live.publishRemoved(matchId, tournament.sport);
        app.live.publishTournament(id);
      },

      // ─── sign-ups ───────────────────────────────────────────────────────

      async entries(request, id) {
        return entryList(request, await load(request, id));
      },

      async signUp(request, id, input) {
        const me = await app.access.me(request);
        const ctx = await load(request, id);
        const t = ctx.tournament;
        const kind = t.entryKind;
        if (kind === 'player' ? !input.playerId || input.teamId : !input.teamId || input.playerId)
          throw badRequest(
            kind === 'player'
              ? 'This tournament takes players: send playerId.'
              : `This tournament takes ${kind}s: send teamId.`,
            kind === 'player' ? { playerId: 'required' } : { teamId: 'required' },
            'wrong_entry_kind',
          );
        let name: string;
        let playerIds: number[];
        if (kind === 'player') {
          const player = await findPlayer(db(), input.playerId!);
          if (!player || player.organizationId !== t.organizationId)
            throw badRequest(
              'The player is not one of this organization\u2019s.',
              { playerId: 'not a player of this organization' },
              'wrong_organization',
            );
          name = [player.firstName, player.lastName].join(' ');
          playerIds = [player.id];
        } else {
          const team = await findTeam(db(), input.teamId!);
          if (!team || team.organizationId !== t.organizationId)
            throw badRequest(
              `The ${kind} is not one of this organization\u2019s.`,
              { teamId: `not a ${kind} of this organization` },
              'wrong_organization',
            );
          if ((kind === 'formation') !== (team.kind === 'formation'))
            throw badRequest(
              `This tournament takes ${kind}s.`,
              { teamId: `must be a ${kind}` },
              'wrong_entry_kind',
            );
          name = team.name;
          playerIds = (await playerIdsOfTeams(db(), [team.id])).get(team.id) ?? [];
        }
        if (!ctx.access.canManage) {
          // signing oneself up: while open, when the tournament allows it, only one's own player / formation / team
          if (t.status !== 'open' || !t.selfSignup)
            throw forbidden('Sign-ups are not open; the organizers can sign you up.');
          const mine = (await findPlayers(db(), playerIds)).some((p) => p.userId === me.id);
          if (!mine) throw forbidden('You can sign up only yourself, or a formation or team you play in.');
        }
        if (t.status === 'active' || t.status === 'finished')
          throw conflict('The tournament has started; sign-ups are closed.', 'tournament_started');
        const entry = await app.database.transaction(async (tx) => {
          const locked = (await lockTournament(tx, id))!;
          if ((await stagesOf(tx, id)).some((s) => s.state !== null))
            throw conflict('The draw is made; the organizers redraw to take in new entries.', 'drawn');
          const ref = {
            playerId: kind === 'player' ? input.playerId! : null,
            teamId: kind === 'player' ? null : input.teamId!,
          };
          if (await activeEntryFor(tx, id, ref)) throw conflict('Already signed up.', 'already_signed_up');
          const current = await entriesOf(tx, id, ['registered', 'waiting']);
          if (locked.maxRegistrations !== null && current.length >= locked.maxRegistrations)
            throw conflict('The tournament is full.', 'registrations_full');
          const registered = current.filter((e) => e.status === 'registered').length;
          const status = locked.spots !== null && registered >= locked.spots ? 'waiting' : 'registered';
          return insertEntry(tx, { tournamentId: id, ...ref, name, status, signedUpBy: me.id });
        });
        await publish(id);
        const list = await entryList(request, ctx);
        return [...list.registered, ...list.waiting].find((e) => e.id === entry.id)!;
      },

      async withdraw(request, id, entryId) {
        const me = await app.access.me(request);
        const ctx = await load(request, id);
        const entry = await findEntry(db(), entryId);
        if (!entry || entry.tournamentId !== id) throw notFound('Entry not found.');
        if (!ctx.access.canManage && !(await ownEntryIds(me.id, [entry])).has(entry.id))
          throw forbidden('Only the organizers, or the entry\u2019s own players, can withdraw it.');
        if (entry.status === 'withdrawn')
          throw conflict('The entry has withdrawn already.', 'already_withdrawn');
        await app.database.transaction(async (tx) => {
          await lockTournament(tx, id);
          if ((await stagesOf(tx, id)).some((s) => s.state !== null))
            throw conflict(
              'The draw is made: the organizers enter a walkover, or redraw before the first match.',
              'drawn',
            );
          await updateEntry(tx, entryId, { status: 'withdrawn', withdrawnAt: new Date(), seed: null });
          await fillSpots(tx, ctx.tournament);
        });
        await publish(id);
        return entryList(request, ctx);
      },

      async checkIn(request, id, entryId, checkedIn) {
        const me = await app.access.me(request);
        const ctx = await load(request, id);
        const entry = await findEntry(db(), entryId);
        if (!entry || entry.tournamentId !== id) throw notFound('Entry not found.');
        if (!ctx.access.canManage && !(await ownEntryIds(me.id, [entry])).has(entry.id))
          throw forbidden('Only the organizers, or the entry\u2019s own players, can check it in.');
        if (entry.status !== 'registered')
          throw conflict(
            'Only a registered entry checks in (not one waiting or withdrawn).',
            'not_registered',
          );
        if (ctx.tournament.status === 'finished')
          throw conflict('The tournament is over.', 'tournament_finished');
        const row = (await updateEntry(db(), entryId, {
          checkedInAt: checkedIn ? (entry.checkedInAt ?? new Date()) : null,
        }))!;
        await publish(id);
        return entryDto(row, null, true);
      },

      async seed(request, id, input) {
        const ctx = await load(request, id, 'manage');
        const by = input.by ?? (input.seeds ? 'hand' : 'none');
        const entries = await entriesOf(db(), id, ['registered']);
        const byId = new Map(entries.map((e) => [e.id, e]));
        let seeds = new Map<number, number | null>();
        if (by === 'hand') {
          if (!input.seeds) throw badRequest('Send the seeds.', { seeds: 'required' });
          const used = new Set<number>();
          for (const s of input.seeds) {
            if (!byId.has(s.entryId))
              throw badRequest(
                'Only registered entries of this tournament are seeded.',
                { seeds: `entry ${s.entryId} is not registered here` },
                'unknown_entry',
              );
            if (s.seed !== null) {
              if (used.has(s.seed))
                throw badRequest(
                  `Seed ${s.seed} is given twice.`,
                  { seeds: `seed ${s.seed} twice` },
                  'duplicate_seed',
                );
              used.add(s.seed);
            }
            seeds.set(s.entryId, s.seed);
          }
        } else if (by === 'ranking') {
          const t = ctx.tournament;
          const ranking = await computeRanking(db(), t.organizationId, { sport: t.sport, kind: t.entryKind });
          const rank = new Map(
            ranking.map((r) => [r.playerId ? `p${r.playerId}` : `t${r.teamId}`, r.ranking_position]),
          );
          const ordered = entries
            .map((e) => ({ e, r: rank.get(e.playerId ? `p${e.playerId}` : `t${e.teamId}`) }))
            .filter((x) => x.r !== undefined)
            .sort((a, b) => a.r! - b.r! || a.e.signedUpAt.getTime() - b.e.signedUpAt.getTime());
          seeds = new Map(entries.map((e) => [e.id, null]));
          ordered.forEach((x, i) => seeds.set(x.e.id, i + 1));
        } else {
          seeds = new Map(entries.map((e) => [e.id, null]));
        }
        await app.database.transaction(async (tx) => {
          await lockTournament(tx, id);
          for (const [entryId, seed] of seeds) await updateEntry(tx, entryId, { seed });
        });
        await publish(id);
        return entryList(request, ctx);
      },

      // ─── stages and the draw ────────────────────────────────────────────

      async stages(request, id) {
        await load(request, id);
        return stagesDto(id);
      },

      async setStages(request, id, input) {
        const { tournament } = await load(request, id, 'manage');
        input.stages.forEach((s, i) => {
          if (i > 0 && input.stages[i - 1]!.type === 'swiss' && s.type === 'swiss')
            throw badRequest('Two Swiss stages in a row are one Swiss stage.', {
              stages: 'swiss after swiss',
            });
        });
        const removed = await app.database.transaction(async (tx) => {
          await lockTournament(tx, id);
          if (await drawHasStarted(tx, id))
            throw conflict('The first match has started; the stages cannot change.', 'draw_started');
          const ids = await deleteDrawMatches(tx, id);
          await deleteStages(tx, id);
          let position = 1;
          for (const s of input.stages)
            await insertStage(tx, {
              tournamentId: id,
              position: position++,
              name: s.name.trim(),
              type: s.type,
              options: (s.options ?? {}) as Record<string, unknown>,
              qualifiersPerGroup: position > 2 ? (s.qualifiersPerGroup ?? 2) : null,
            });
          return ids;
        });
        for (const matchId of removed) app.live.publishRemoved(matchId, tournament.sport);
        await publish(id);
        return stagesDto(id);
      },

      async draw(request, id, input) {
        const me = await app.access.me(request);
        const { tournament } = await load(request, id, 'manage');
        const { created, removed } = await app.database.transaction(async (tx) => {
          const t = (await lockTournament(tx, id))!;
          if (t.status === 'finished') throw conflict('The tournament is over.', 'tournament_finished');
          let stageRows = await stagesOf(tx, id);
          if (input.stageId) {
            // a later stage, drawn by hand from the one before once that one is complete
            const s = stageRows.find((x) => x.id === input.stageId);
            if (!s) throw notFound('Stage not found in this tournament.');
            const before = stageRows.find((x) => x.position === s.position - 1);
            if (!before)
              throw badRequest('The first stage is drawn without stageId.', { stageId: 'the first stage' });
            const prev = before.state as Stage | null;
            if (!prev || !stageComplete(prev))
              throw conflict('The stage before is not complete yet.', 'stage_unfinished');
            if (s.state) throw conflict('This stage is drawn already.', 'drawn');
            return { created: await advance(tx, t, stageRows, before, prev), removed: [] };
          }
          if (await drawHasStarted(tx, id))
            throw conflict('The first match has started: the draw stays as it is.', 'draw_started');
          const removed = await deleteDrawMatches(tx, id);
          if (stageRows.length === 0) {
            await insertStage(tx, {
              tournamentId: id,
              position: 1,
              name: 'Main draw',
              type: 'single_elimination',
              options: {},
            });
          }
          for (const s of stageRows) await updateStage(tx, s.id, { state: null, drawnAt: null });
          stageRows = await stagesOf(tx, id);
          const participants = firstStageParticipants(await entriesOf(tx, id, ['registered']));
          if (participants.length < 2)
            throw conflict('At least two entries are needed for a draw.', 'too_few_participants');
          const { matchIds } = await drawStage(tx, t, stageRows[0]!, participants, me.id);
          await insertAudit(tx, {
            tournamentId: id,
            userId: me.id,
            action: removed.length > 0 ? 'redraw' : 'draw',
            details: { participants: participants.length, matches: matchIds.length },
          });
          return { created: matchIds, removed };
        });
        for (const matchId of removed) app.live.publishRemoved(matchId, tournament.sport);
        await publish(id, created, false, 'draw');
        return stagesDto(id);
      },

      async enterResult(request, id, matchId, input) {
        const me = await app.access.me(request);
        await load(request, id, 'manage');
        const changed = await app.database.transaction(async (tx) => {
          const { t, link, stageRow, m } = await drawMatch(tx, id, matchId);
          if (m.status === 'finished')
            throw conflict('The match has a result; correct it instead.', 'match_finished');
          const head = await findMatchHead(tx, matchId);
          if (head?.status === 'active')
            throw conflict(
              'The match is being scored live; its result comes from the score.',
              'match_in_play',
            );
          const { changed } = await recordInStage(tx, t, stageRow, link.key, input);
          await updateMatch(tx, matchId, {
            status: 'finished',
            endedAt: new Date(),
            summary: handSummary(t.sport, head?.summary ?? initialLive(t.sport).summary, input),
          });
          await insertAudit(tx, {
            tournamentId: id,
            userId: me.id,
            action: 'result_entered',
            details: { matchId, key: link.key, result: input },
          });
          return [matchId, ...changed];
        });
        await publish(id, changed);
        return stagesDto(id);
      },

      async previewCorrection(request, id, matchId) {
        await load(request, id, 'manage');
        return app.database.transaction(async (tx) => {
          const { stageRow, stage, m } = await drawMatch(tx, id, matchId);
          const plan = await correctionPlan(tx, id, stageRow, stage, m);
          const links = new Map(
            (await tournamentMatchesOf(tx, id))
              .filter((l) => l.stageId === stageRow.id)
              .map((l) => [l.key, l.matchId]),
          );
          const names = new Map((await entriesOf(tx, id)).map((e) => [entryKey(e.id), e.name]));
          const heads = new Map<number, MatchHeadRow>();
          for (const x of plan.reset) {
            const mid = links.get(x.id);
            const head = mid ? await findMatchHead(tx, mid) : null;
            if (head) heads.set(head.id, head);
          }
          return {
            matchId,
            reset: plan.reset.map((x) => drawMatchDto(x, links.get(x.id) ?? null, names, heads)),
            allowed: plan.refusal === null,
            code: plan.refusal?.code ?? null,
            message: plan.refusal?.message ?? null,
          };
        });
      },

      async correct(request, id, matchId, input) {
        const me = await app.access.me(request);
        await load(request, id, 'manage');
        const changed = await app.database.transaction(async (tx) => {
          const { t, link, stageRow, stage, m } = await drawMatch(tx, id, matchId);
          const plan = await correctionPlan(tx, id, stageRow, stage, m);
          if (plan.refusal) throw conflict(plan.refusal.message, plan.refusal.code);
          const links = new Map(
            (await tournamentMatchesOf(tx, id))
              .filter((l) => l.stageId === stageRow.id)
              .map((l) => [l.key, l.matchId]),
          );
          // take back the later results (the latest first), then this one
          let current = stage;
          const order = [...plan.reset].filter((x) => x.status === 'finished').reverse();
          for (const x of [...order, m]) {
            const cleared = clearResult(current, x.id);
            if (!cleared.ok) throw engineError(cleared.error);
            current = cleared.stage;
          }
          const { state, summary } = initialLive(t.sport);
          const resetIds: number[] = [];
          for (const x of plan.reset) {
            const mid = links.get(x.id);
            if (mid) {
              await resetLiveMatch(tx, mid, { state, summary });
              resetIds.push(mid);
            }
          }
          const row = (await updateStage(tx, stageRow.id, {
            state: current as unknown as Record<string, unknown>,
          }))!;
          const changed = await syncSides(tx, t, row, stage, current);
          if (input.result) {
            const recorded = await recordInStage(tx, t, row, link.key, input.result);
            changed.push(...recorded.changed);
            await updateMatch(tx, matchId, {
              status: 'finished',
              endedAt: new Date(),
              // the corrected result shows on the live match (its score log, if any, stays as played)
              summary: handSummary(t.sport, initialLive(t.sport).summary, input.result),
            });
          } else {
            await resetLiveMatch(tx, matchId, { state, summary });
          }
          if (t.status === 'finished') await updateTournament(tx, id, { status: 'active' });
          await insertAudit(tx, {
            tournamentId: id,
            userId: me.id,
            action: 'correction',
            details: {
              matchId,
              key: link.key,
              before: { winner: m.winner, games: m.games ?? [], walkover: m.walkover ?? false },
              after: input.result,
              reason: input.reason ?? null,
              reset: plan.reset.map((x) => ({ key: x.id, matchId: links.get(x.id) ?? null })),
            },
          });
          return [matchId, ...resetIds, ...changed];
        });
        await publish(id, changed);
        return stagesDto(id);
      },

      async audit(request, id) {
        await load(request, id, 'manage');
        const rows = await auditOf(db(), id);
        return {
          items: rows.map((r) => ({
            id: r.id,
            userId: r.userId,
            action: r.action,
            details: r.details,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },

      // ─── schedule ───────────────────────────────────────────────────────

      async schedule(request, id) {
        const { tournament } = await load(request, id);
        return scheduleOf(tournament);
      },

      async plan(request, id, input) {
        const { tournament: t } = await load(request, id, 'manage');
        const startAt = new Date(input.startAt);
        if (Number.isNaN(startAt.getTime()))
          throw badRequest('startAt is not a time.', { startAt: 'is not a time' });
        const spaces = t.venueId ? ((await spacesOfVenues(db(), [t.venueId])).get(t.venueId) ?? []) : [];
        let courts = spaces.filter((x) => x.sport === t.sport).map((x) => x.name);
        if (courts.length === 0) courts = spaces.map((x) => x.name);
        if (input.playingSpaceIds) {
          const chosen = spaces.filter((x) => input.playingSpaceIds!.includes(x.id));
          if (chosen.length !== new Set(input.playingSpaceIds).size)
            throw badRequest(
              'A playing space is not one of the tournament’s venue.',
              { playingSpaceIds: 'not all of the venue' },
              'wrong_venue',
            );
          courts = chosen.map((x) => x.name);
        }
        if (courts.length === 0)
          throw conflict(
            'The tournament needs a venue with playing spaces to plan its matches.',
            'no_playing_spaces',
          );
        const minutes = (n: number) => n * 60_000;
        const duration = minutes(t.durationInMinutes);
        const rest = minutes(t.restInMinutes);
        const changed = await app.database.transaction(async (tx) => {
          await lockTournament(tx, id);
          const stageRows = (await stagesOf(tx, id)).filter((x) => x.state);
          const links = await tournamentMatchesOf(tx, id);
          const heads = await drawMatchHeads(tx, id);
          const courtFree = new Map(courts.map((c) => [c, startAt.getTime()]));
          const entryFree = new Map<string, number>();
          const endOf = new Map<string, number>(); // stage:key → planned end
          const open = (h: MatchHeadRow) => h.status === 'upcoming' || h.status === 'queued';
          const busy = (h: MatchHeadRow, key: string, stageId: number, m: EngineMatch) => {
            if (!h.scheduledAt) return;
            const end = h.scheduledAt.getTime() + duration;
            endOf.set(`${stageId}:${key}`, end);
            if (h.court && courtFree.has(h.court))
              courtFree.set(h.court, Math.max(courtFree.get(h.court)!, end));
            for (const e of [m.home, m.away])
              if (e) entryFree.set(e, Math.max(entryFree.get(e) ?? 0, end + rest));
          };
          const todo: { stageId: number; m: EngineMatch; matchId: number }[] = [];
          for (const sr of stageRows) {
            const stage = sr.state as unknown as Stage;
            const linkOf = new Map(links.filter((l) => l.stageId === sr.id).map((l) => [l.key, l.matchId]));
            const ordered = [...stage.matches].sort((a, b) => a.round - b.round);
            for (const m of ordered) {
              const matchId = linkOf.get(m.id);
              const head = matchId ? heads.get(matchId) : undefined;
              if (!head || !matchId) continue;
              if (open(head) && (input.restart || !head.scheduledAt))
                todo.push({ stageId: sr.id, m, matchId });
              else busy(head, m.id, sr.id, m);
            }
          }
          const planned: number[] = [];
          let stageStart = startAt.getTime();
          let lastStage = todo[0]?.stageId;
          for (const { stageId, m, matchId } of todo) {
            if (stageId !== lastStage) {
              // a later stage starts once the stage before has been played
              stageStart = Math.max(stageStart, ...[...endOf.values()].map((e) => e + rest));
              lastStage = stageId;
            }
            let earliest = stageStart;
            for (const e of [m.home, m.away]) if (e) earliest = Math.max(earliest, entryFree.get(e) ?? 0);
            for (const feed of [m.from?.home, m.from?.away])
              if (feed) earliest = Math.max(earliest, (endOf.get(`${stageId}:${feed.match}`) ?? 0) + rest);
            // the next free court
            let best = courts[0]!;
            for (const c of courts)
              if (Math.max(courtFree.get(c)!, earliest) < Math.max(courtFree.get(best)!, earliest)) best = c;
            const start = Math.max(courtFree.get(best)!, earliest);
            courtFree.set(best, start + duration);
            endOf.set(`${stageId}:${m.id}`, start + duration);
            for (const e of [m.home, m.away]) if (e) entryFree.set(e, start + duration + rest);
            await updateMatch(tx, matchId, { scheduledAt: new Date(start), court: best });
            planned.push(matchId);
          }
          return planned;
        });
        await publish(id, changed, false, 'schedule');
        return scheduleOf((await findTournament(db(), id))!);
      },

      // ─── rankings ───────────────────────────────────────────────────────

      async rankingTable(request, organizationId) {
        await organizationFor(request, organizationId, 'read');
        return {
          organizationId,
          points: (await findRankingTable(db(), organizationId)) ?? DEFAULT_RANKING_POINTS,
        };
      },

      async setRankingTable(request, organizationId, points) {
        await organizationFor(request, organizationId, 'manage');
        await saveRankingTable(db(), organizationId, points);
        return { organizationId, points };
      },

      async ranking(request, organizationId, query) {
        await organizationFor(request, organizationId, 'read');
        let from = query.from ?? null;
        let to = query.to ?? null;
        if (query.seasonId) {
          const season = await findSeason(db(), query.seasonId);
          if (!season || season.organizationId !== organizationId) throw notFound('Season not found.');
          from ??= season.startsOn;
          to ??= season.endsOn;
        }
        if (from && to && from > to)
          throw badRequest('`from` must not be after `to`.', { from: 'must not be after to' });
        return {
          organizationId,
          period: { from, to, seasonId: query.seasonId ?? null },
          items: await computeRanking(db(), organizationId, {
            ...query,
            from: from ?? undefined,
            to: to ?? undefined,
          }),
        };
      },

      // ─── results flow ───────────────────────────────────────────────────

      onChange(listener) {
        changeListeners.push(listener);
      },

      async matchChanged(matchId) {
        const link = await tournamentMatchOf(db(), matchId);
        if (!link) return;
        const changed = await app.database.transaction(async (tx) => {
          const { t, stageRow, stage, m } = await drawMatch(tx, link.tournamentId, matchId);
          const head = await findMatchHead(tx, matchId);
          if (!head) return [];
          const result = resultOf(head);
          if (result && m.status !== 'finished') {
            return (await recordInStage(tx, t, stageRow, link.key, result)).changed;
          }
          if (!result && m.status === 'finished' && head.seq > 0) {
            // an undo reopened the match: its result is taken back while nothing later depends on it
            const cleared = clearResult(stage, link.key);
            if (!cleared.ok) {
              app.log.warn(
                { matchId, code: cleared.error.code },
                'a reopened match of a draw keeps its result',
              );
              return [];
            }
            const row = (await updateStage(tx, stageRow.id, {
              state: cleared.stage as unknown as Record<string, unknown>,
            }))!;
            if (t.status === 'finished') await updateTournament(tx, t.id, { status: 'active' });
            return syncSides(tx, t, row, stage, cleared.stage);
          }
          return [];
        });
        await publish(link.tournamentId, changed);
      },
    };

    /** Spots freed or added: the waiting list moves up, first come first. */
    async function fillSpots(tx: DbOrTx, t: TournamentRow) {
      const fresh = (await findTournament(tx, t.id))!;
      const entries = await entriesOf(tx, t.id, ['registered', 'waiting']);
      let registered = entries.filter((e) => e.status === 'registered').length;
      const waiting = entries
        .filter((e) => e.status === 'waiting')
        .sort((a, b) => a.signedUpAt.getTime() - b.signedUpAt.getTime() || a.id - b.id);
      for (const e of waiting) {
        if (fresh.spots !== null && registered >= fresh.spots) break;
        await updateEntry(tx, e.id, { status: 'registered' });
        registered++;
      }
    }

    // ─── demo data ────────────────────────────────────────────────────────

    /**
     * The demo club's tournaments (DEMO_DATA with the simulator, while there is no tournament): a
     * finished one whose matches were played through the scoring engine, and a running one whose
     * matches the simulator plays (each next match is due once its sides are known).
     */
    async function seedDemo(): Promise<boolean> {
      if ((await countTournaments(db())) > 0) return false;
      const club = await organizationWithPlayers(db(), DEMO_ORGANIZATIONS.club);
      if (!club || club.players.length < 4) return false;
      const owner = await findUserByEmail(db(), 'organizer@sportzone.test');
      const venueId = club.venues[0]?.id ?? null;
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const make = (name: string, demo: boolean, startsOn: string) =>
        app.database.transaction(async (tx) => {
          const t = await insertTournament(tx, {
            organizationId: club.organization.id,
            name,
            sport: 'tennis',
            venueId,
            startsOn,
            endsOn: startsOn,
            durationInMinutes: 90,
            restInMinutes: 30,
            status: 'open',
            demo,
            createdBy: owner?.id ?? null,
          });
          const entries = [];
          for (const [i, p] of club.players.slice(0, 8).entries())
            entries.push(
              await insertEntry(tx, {
                tournamentId: t.id,
                playerId: p.id,
                name: `${p.firstName} ${p.lastName}`,
                seed: i < 2 ? i + 1 : null,
                signedUpBy: owner?.id ?? null,
              }),
            );
          const stageRow = await insertStage(tx, {
            tournamentId: t.id,
            position: 1,
            name: 'Main draw',
            type: 'single_elimination',
            options: { thirdPlace: true },
          });
          const participants = entries.map((e) => ({
            id: entryKey(e.id),
            ...(e.seed ? { seed: e.seed } : {}),
          }));
          await drawStage(tx, t, stageRow, participants, owner?.id ?? null);
          return (await findTournament(tx, t.id))!;
        });

      // the finished one: every match played through the scoring engine, a month ago
      const rng = seededRandom(20261301);
      const past = await make('Autumn Cup', false, day(-30));
      const start = Date.now() - 30 * 86_400_000;
      for (let n = 0; n < 64; n++) {
        const stage = (await stagesOf(db(), past.id))[0]!.state as unknown as Stage;
        const links = new Map((await tournamentMatchesOf(db(), past.id)).map((l) => [l.key, l.matchId]));
        const next = stage.matches.find((m) => m.status === 'ready' && links.has(m.id));
        if (!next) break;
        const matchId = links.get(next.id)!;
        const played = playMatch({ sport: 'tennis' }, rng, (rng() - 0.5) * 0.2);
        const began = start + n * 60 * 60_000;
        const pace = (60 * 60_000) / Math.max(1, played.events.length);
        await app.database.transaction(async (tx) => {
          await insertMatchEvents(
            tx,
            played.events.map((e, i) => ({
              matchId,
              seq: i + 1,
              clientEventId: randomUUID(),
              event: e.event,
              userId: null,
              guestLinkId: null,
              summary: e.summary,
              status: e.summary.status === 'finished' ? 'finished' : 'active',
              createdAt: new Date(began + (i + 1) * pace),
            })),
          );
          await writeMatchSnapshot(tx, matchId, {
            seq: played.events.length,
            state: played.state,
            summary: played.summary,
            status: 'finished',
            startedAt: new Date(began),
            endedAt: new Date(began + 60 * 60_000),
            updatedAt: new Date(),
          });
          await updateMatch(tx, matchId, { scheduledAt: new Date(began), court: 'Centre Court' });
        });
        await service.matchChanged(matchId);
      }

      // the running one: its first round is due now (the simulator starts it)
      const running = await make('Winter Open', true, day(0));
      const links = await tournamentMatchesOf(db(), running.id);
      const stage = (await stagesOf(db(), running.id))[0]!.state as unknown as Stage;
      const courts = ['Centre Court', 'Court 1', 'Court 2'];
      let i = 0;
      for (const m of stage.matches) {
        const link = links.find((l) => l.key === m.id);
        if (!link || m.status !== 'ready') continue;
        await updateMatch(db(), link.matchId, {
          scheduledAt: new Date(Date.now() - 1000 + i * 60_000),
          court: courts[i % courts.length]!,
        });
        i++;
      }
      await updateTournament(db(), running.id, { status: 'active' });
      return true;
    }

    if (app.config.demoData && app.config.simulator)
      app.addHook('onReady', async () => {
        try {
          if (await seedDemo()) app.log.info('demo tournaments created');
        } catch (err) {
          app.log.warn({ err }, 'demo tournaments could not be created');
        }
      });

    app.decorate('tournaments', service);
    app.matches.beforeEvent(async (matchId) => {
      const link = await tournamentMatchOf(db(), matchId);
      if (!link) return;
      const stage = (await stagesOf(db(), link.tournamentId)).find((x) => x.id === link.stageId)?.state as
        Stage | null | undefined;
      const m = stage?.matches.find((x) => x.id === link.key);
      if (m && m.status === 'waiting')
        throw new HttpError(
          422,
          'Both sides of this match of the draw are not known yet; it is scored once they are.',
          'sides_unknown',
        );
    });
    app.matches.onResult((matchId) =>
      service.matchChanged(matchId).catch((err: unknown) => {
        app.log.error({ err, matchId }, 'a finished match could not be recorded in its tournament');
      }),
    );
  },
  { name: 'tournaments', dependencies: ['db', 'access', 'matches', 'live-hub'] },
);
