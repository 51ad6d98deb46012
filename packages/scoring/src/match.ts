import { fail, type SportEngine } from './engine.js';
import { engines } from './registry.js';
import { LOSER_STATS, STAT_KINDS, type MatchEvent, type StatKind } from './events.js';
import {
  SIDES,
  SPORTS,
  other,
  type MatchOptions,
  type Outcome,
  type Result,
  type Side,
  type SideStats,
  type Sport,
  type Summary,
} from './types.js';

interface SideCounters {
  pointsWon: number;
  servePointsPlayed: number;
  servePointsWon: number;
  longestRun: number;
  firstServeFaults: number;
  counts: Record<StatKind, number>;
}

/**
 * The whole match: plain JSON, safe to store as a snapshot and to send over the wire.
 * `log` holds the effective events (an undo removes the last one), so a snapshot replays exactly.
 */
export interface MatchState {
  readonly sport: Sport;
  readonly format: unknown;
  readonly firstServer: Side;
  readonly game: unknown;
  readonly log: readonly MatchEvent[];
  readonly outcome: { kind: Exclude<Outcome, 'played'>; loser: Side } | null;
  readonly counters: { readonly home: SideCounters; readonly away: SideCounters };
  readonly run: { side: Side | null; length: number };
}

/** The last effective event was a first-serve fault: the point is on its second serve. */
const onSecondServe = (log: readonly MatchEvent[]): boolean => {
  const last = log[log.length - 1];
  return last !== undefined && last.type === 'stat' && last.stat === 'first-serve-fault';
};

const isSide = (v: unknown): v is Side => v === 'home' || v === 'away';
const isStat = (v: unknown): v is StatKind => (STAT_KINDS as readonly unknown[]).includes(v);

const emptyCounts = (): Record<StatKind, number> =>
  Object.fromEntries(STAT_KINDS.map((k) => [k, 0])) as Record<StatKind, number>;
const emptyCounters = (): SideCounters => ({
  pointsWon: 0,
  servePointsPlayed: 0,
  servePointsWon: 0,
  longestRun: 0,
  firstServeFaults: 0,
  counts: emptyCounts(),
});

function engineOf(sport: Sport): SportEngine {
  return engines[sport] as SportEngine;
}

export function createMatch(options: MatchOptions): Result<MatchState> {
  if (!options || typeof options !== 'object') return fail('invalid_options', 'options must be an object');
  const { sport, format, firstServer = 'home' } = options;
  if (!(SPORTS as readonly unknown[]).includes(sport)) {
    return fail('unknown_sport', `sport must be one of ${SPORTS.join(', ')}`);
  }
  if (!isSide(firstServer)) return fail('invalid_options', "firstServer must be 'home' or 'away'");
  if (format !== undefined && (format === null || typeof format !== 'object' || Array.isArray(format))) {
    return fail('invalid_format', 'format must be an object');
  }
  const engine = engineOf(sport);
  const normalized = engine.normalizeFormat(format);
  if (!normalized.ok) return normalized;
  return {
    ok: true,
    state: {
      sport,
      format: normalized.format,
      firstServer,
      game: engine.init(normalized.format, firstServer),
      log: [],
      outcome: null,
      counters: { home: emptyCounters(), away: emptyCounters() },
      run: { side: null, length: 0 },
    },
  };
}

function winnerOf(state: MatchState): Side | null {
  if (state.outcome) return other(state.outcome.loser);
  return engineOf(state.sport).winner(state.game, state.format);
}

export function applyEvent(state: MatchState, event: MatchEvent): Result<MatchState> {
  try {
    return applyUnchecked(state, event, false);
  } catch (error) {
    // Engines are written not to throw; this keeps the promise of the API if one ever does.
    return fail('internal_error', error instanceof Error ? error.message : String(error));
  }
}

/** The log with `event` appended: in place when the caller owns it (a replay in progress), else a copy. */
function appendLog(log: readonly MatchEvent[], event: MatchEvent, owned: boolean): readonly MatchEvent[] {
  if (owned) {
    (log as MatchEvent[]).push(event);
    return log;
  }
  const copy = log.slice();
  copy.push(event);
  return copy;
}

/**
 * The next state. One object literal per event (no spread with overrides, no closure): this is the hot path
 * of every replay, and V8 builds a literal of known shape many times faster.
 */
function nextState(
  state: MatchState,
  game: unknown,
  log: readonly MatchEvent[],
  outcome: MatchState['outcome'],
  counters: MatchState['counters'],
  run: MatchState['run'],
): MatchState {
  return {
    sport: state.sport,
    format: state.format,
    firstServer: state.firstServer,
    game,
    log,
    outcome,
    counters,
    run,
  };
}

/** A side's counters plus a point's credit: points, a serve point played / won, the run it is on. */
function credit(
  c: SideCounters,
  points: number,
  served: number,
  servedWon: number,
  run: number,
): SideCounters {
  return {
    ...c,
    pointsWon: c.pointsWon + points,
    servePointsPlayed: c.servePointsPlayed + served,
    servePointsWon: c.servePointsWon + servedWon,
    longestRun: run > c.longestRun ? run : c.longestRun,
  };
}

/**
 * `ownedLog`: the caller owns `state.log` (a replay in progress), so the event is pushed in place
 * instead of copying the log; this keeps a replay linear rather than quadratic in the match length.
 */
function applyUnchecked(state: MatchState, event: MatchEvent, ownedLog: boolean): Result<MatchState> {
  if (!event || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') {
    return fail('invalid_event', 'an event is an object with a string "type"');
  }
  if (event.type === 'undo') {
    if (state.log.length === 0) return fail('nothing_to_undo', 'there is no event to undo');
    return replayLog(state.sport, state.format, state.firstServer, state.log.slice(0, -1));
  }
  if (winnerOf(state) !== null) return fail('match_over', 'the match is over; only undo is accepted');

  const engine = engineOf(state.sport);
  switch (event.type) {
    case 'retire':
    case 'default':
    case 'walkover': {
      if (!isSide(event.side)) return fail('invalid_side', "side must be 'home' or 'away'");
      if (event.type === 'walkover' && engine.started(state.game)) {
        return fail('match_started', 'a walkover is given only before play starts; use retire or default');
      }
      const outcome = { kind: kindOf(event.type), loser: event.side };
      return {
        ok: true,
        state: nextState(
          state,
          state.game,
          appendLog(state.log, event, ownedLog),
          outcome,
          state.counters,
          state.run,
        ),
      };
    }
    case 'stat': {
      if (!isSide(event.side)) return fail('invalid_side', "side must be 'home' or 'away'");
      if (!isStat(event.stat)) return fail('invalid_stat', `stat must be one of ${STAT_KINDS.join(', ')}`);
      if (event.stat === 'first-serve-fault') {
        const refused = firstServeFaultRefusal(state, engine, event.side);
        if (refused) return refused;
      }
      const r = engine.apply(state.game, event, state.format);
      const game = r.ok ? r.game : r.error.code === 'unsupported_event' ? state.game : null;
      if (game === null) return r as Result<MatchState>;
      const log = appendLog(state.log, event, ownedLog);
      const counters = countStat(state.counters, event.side, event.stat);
      return { ok: true, state: nextState(state, game, log, state.outcome, counters, state.run) };
    }
    default: {
      if (event.type === 'point' && event.stat !== undefined && !isStat(event.stat)) {
        return fail('invalid_stat', `stat must be one of ${STAT_KINDS.join(', ')}`);
      }
      const serverBefore = engine.server(state.game, state.format);
      if (event.type === 'point' && event.stat === 'double-fault') {
        if (state.sport !== 'tennis') return fail('invalid_stat', 'double faults are a tennis stat');
        if (serverBefore !== other(event.side)) {
          return fail('not_serving', "a double fault is the server's: the point goes to the receiver");
        }
      }
      const r = engine.apply(state.game, event, state.format);
      if (!r.ok) return r;
      let counters = state.counters;
      let run = state.run;
      const won = r.scored;
      if (won) {
        const lost = other(won);
        const points = r.points ?? 1;
        if (event.type === 'point') {
          // The point counts for the server's serve stats and for the runs of consecutive points.
          run = run.side === won ? { side: won, length: run.length + 1 } : { side: won, length: 1 };
          const serverWon = serverBefore === won ? 1 : 0;
          const w = credit(counters[won], points, serverWon, serverWon, run.length);
          const l = serverBefore === lost ? credit(counters[lost], 0, 1, 0, 0) : counters[lost];
          counters = won === 'home' ? { home: w, away: l } : { home: l, away: w };
          if (event.stat)
            counters = countStat(counters, LOSER_STATS.has(event.stat) ? lost : won, event.stat);
          // a point played on the second serve, or lost by a double fault, had its first serve out
          if (serverBefore && (event.stat === 'double-fault' || onSecondServe(state.log))) {
            const c = counters[serverBefore];
            const faulted = { ...c, firstServeFaults: c.firstServeFaults + 1 };
            counters =
              serverBefore === 'home'
                ? { home: faulted, away: counters.away }
                : { home: counters.home, away: faulted };
          }
        } else {
          const w = credit(counters[won], points, 0, 0, 0);
          counters = won === 'home' ? { home: w, away: counters.away } : { home: counters.home, away: w };
        }
      }
      const log = appendLog(state.log, event, ownedLog);
      return { ok: true, state: nextState(state, r.game, log, state.outcome, counters, run) };
    }
  }
}

const kindOf = (t: 'retire' | 'default' | 'walkover'): Exclude<Outcome, 'played'> =>
  t === 'retire' ? 'retired' : t;

/** A first-serve fault is tennis's, by the side serving, once per point (the next fault is a double fault). */
function firstServeFaultRefusal(
  state: MatchState,
  engine: SportEngine,
  side: Side,
): Result<MatchState> | null {
  if (state.sport !== 'tennis') return fail('invalid_stat', 'first-serve faults are a tennis stat');
  if (engine.server(state.game, state.format) !== side) {
    return fail('not_serving', 'only the side serving can fault its first serve');
  }
  if (onSecondServe(state.log)) {
    return fail('second_serve', 'this is the second serve: a fault now is a double fault (a point)');
  }
  return null;
}

function countStat(counters: MatchState['counters'], side: Side, stat: StatKind): MatchState['counters'] {
  const c = counters[side];
  const next: SideCounters = { ...c, counts: { ...c.counts, [stat]: c.counts[stat] + 1 } };
  return side === 'home' ? { home: next, away: counters.away } : { home: counters.home, away: next };
}

function replayLog(
  sport: Sport,
  format: unknown,
  firstServer: Side,
  events: readonly MatchEvent[],
): Result<MatchState> {
  // format is already normalized; normalizing twice must be harmless (engines keep it idempotent).
  const created = createMatch({ sport, format: format as Record<string, unknown>, firstServer });
  if (!created.ok) return created;
  let state = created.state;
  for (const e of events) {
    const r = applyUnchecked(state, e, true);
    if (!r.ok) return r;
    state = r.state;
  }
  return { ok: true, state };
}

/** The state after all events, folding `applyEvent`. Errors name the index of the refused event. */
export function replay(options: MatchOptions, events: readonly MatchEvent[]): Result<MatchState> {
  const created = createMatch(options);
  if (!created.ok) return created;
  if (!Array.isArray(events)) return fail('invalid_event', 'events must be an array');
  let state = created.state;
  try {
    for (let i = 0; i < events.length; i++) {
      const r = applyUnchecked(state, events[i] as MatchEvent, true);
      if (!r.ok) return fail(r.error.code, `event ${i}: ${r.error.message}`);
      state = r.state;
    }
  } catch (error) {
    return fail('internal_error', error instanceof Error ? error.message : String(error));
  }
  return { ok: true, state };
}

const OUTCOME_TEXT: Record<Exclude<Outcome, 'played'>, string> = {
  retired: 'ret.',
  walkover: 'w/o',
  default: 'def.',
  conceded: 'conc.',
};

export function summarize(state: MatchState): Summary {
  const engine = engineOf(state.sport);
  const s = engine.summarize(state.game, state.format);
  const winner = winnerOf(state);
  const finished = winner !== null;
  const extra = engine.extraStats?.(state.game, state.format);
  const stats = Object.fromEntries(
    SIDES.map((side): [Side, SideStats] => {
      const c = state.counters[side];
      return [
        side,
        {
          pointsWon: c.pointsWon,
          servePointsPlayed: c.servePointsPlayed,
          servePointsWon: c.servePointsWon,
          longestRun: c.longestRun,
          firstServeFaults: c.firstServeFaults,
          aces: c.counts.ace,
          serviceErrors: c.counts['service-error'],
          counts: { ...c.counts },
          extra: extra?.[side] ?? {},
        },
      ];
    }),
  ) as Summary['stats'];
  const outcomeText = state.outcome ? OUTCOME_TEXT[state.outcome.kind] : '';
  return {
    sport: state.sport,
    status: finished
      ? 'finished'
      : state.log.length > 0 || engine.started(state.game)
        ? 'in_progress'
        : 'not_started',
    winner,
    outcome: state.outcome ? state.outcome.kind : finished ? 'played' : null,
    score: { home: s.score.home, away: s.score.away },
    // fresh copies: a caller editing its summary must not reach into the state (engines may share them)
    periods: s.periods.map((p) => (p.tiebreak ? { ...p, tiebreak: { ...p.tiebreak } } : { ...p })),
    current: s.current,
    server: finished ? null : s.server,
    text: [s.text, outcomeText].filter(Boolean).join(' '),
    stats,
    eventCount: state.log.length,
  };
}
