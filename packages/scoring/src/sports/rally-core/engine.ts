/** Builds a `SportEngine` for a rally sport from its format reader, its rules and its extra `current` fields. */
import type { EngineSummary, FormatResult, SportEngine } from '../../engine.js';
import type { Period, Side, Sport } from '../../types.js';
import { applyRally } from './apply.js';
import {
  gameNumber,
  gameTarget,
  gamesNeeded,
  initGame,
  isDeciding,
  matchWinner,
  wins,
  type End,
  type RallyConfig,
  type RallyGame,
} from './game.js';

/** The `current` fields every rally sport shows; each sport adds its own. */
export interface RallyCurrent {
  /** 1-based number of the game (set) being played, or of the last one once the match is over. */
  game: number;
  /** True in the deciding (last possible) game. */
  deciding: boolean;
  /** Points needed to win the current game (before deuce). */
  target: number;
  points: { home: number; away: number };
  server: Side | null;
  /** The side that served first in the current game. */
  firstServer: Side;
  /** Home starts at the near end. */
  homeEnd: End;
  /** The point just played triggered a change of ends (after a game, or mid-way through the deciding game). */
  changeEnds: boolean;
  /** The point just played started an interval (mid-game, or between games). */
  interval: boolean;
  /** The side(s) that win the game by winning the next rally; 'both' at e.g. 29-29. */
  gamePoint: Side | 'both' | null;
  matchPoint: Side | 'both' | null;
  /** Time-outs taken in the current game (table tennis: in the match). */
  timeouts: { home: number; away: number };
}

export interface RallySport<F> {
  sport: Sport;
  normalizeFormat(format: Record<string, unknown> | undefined): FormatResult<F>;
  /** The rules of a normalized format. Called on every event, so keep it cheap (results are cached per format object). */
  config(format: F): RallyConfig;
  /** Sport-specific fields merged into `current`. */
  current?(game: RallyGame, config: RallyConfig, base: RallyCurrent): object;
}

function pointFor(c: RallyConfig, g: RallyGame, side: Side): boolean {
  const target = gameTarget(c, g);
  return side === 'home' ? wins(c, target, g.h + 1, g.a) : wins(c, target, g.a + 1, g.h);
}

function both(home: boolean, away: boolean): Side | 'both' | null {
  return home && away ? 'both' : home ? 'home' : away ? 'away' : null;
}

export function baseCurrent(c: RallyConfig, g: RallyGame): RallyCurrent {
  const live = !g.over;
  const gpH = live && pointFor(c, g, 'home');
  const gpA = live && pointFor(c, g, 'away');
  const need = gamesNeeded(c) - 1;
  return {
    game: gameNumber(g),
    deciding: isDeciding(c, g),
    target: gameTarget(c, g),
    points: { home: g.h, away: g.a },
    server: live ? g.server : null,
    firstServer: g.gameFirst,
    homeEnd: g.homeEnd,
    changeEnds: g.changeEnds,
    interval: g.interval,
    gamePoint: both(gpH, gpA),
    matchPoint: both(gpH && g.gh === need, gpA && g.ga === need),
    timeouts:
      c.timeoutsPerMatch !== null && c.timeoutsPerGame === null
        ? { home: g.toMH, away: g.toMA }
        : { home: g.toH, away: g.toA },
  };
}

export function periodsOf(g: RallyGame): Period[] {
  return g.over ? [...g.done] : [...g.done, { home: g.h, away: g.a }];
}

/** "21-15 17-21 21-18": every game so far, home first; a not-yet-started game after others is left out. */
export function textOf(g: RallyGame): string {
  const periods = g.over || g.done.length === 0 || g.h + g.a > 0 ? periodsOf(g) : [...g.done];
  return periods.map((p) => `${p.home}-${p.away}`).join(' ');
}

export function makeRallyEngine<F extends object>(spec: RallySport<F>): SportEngine<F, RallyGame> {
  const cache = new WeakMap<F, RallyConfig>();
  const configOf = (f: F): RallyConfig => {
    let c = cache.get(f);
    if (!c) {
      c = spec.config(f);
      cache.set(f, c);
    }
    return c;
  };
  return {
    sport: spec.sport,
    normalizeFormat: (format) => spec.normalizeFormat(format),
    init: (format, firstServer) => initGame(configOf(format), firstServer),
    apply: (game, event, format) => applyRally(configOf(format), game, event),
    winner: (game) => matchWinner(game),
    started: (game) => game.done.length > 0 || game.h + game.a > 0,
    server: (game) => (game.over ? null : game.server),
    summarize(game, format): EngineSummary {
      const c = configOf(format);
      const base = baseCurrent(c, game);
      // `base` is a fresh object of ours: extending it in place saves a copy.
      const current = spec.current ? Object.assign(base, spec.current(game, c, base)) : base;
      return {
        score: { home: game.gh, away: game.ga },
        periods: periodsOf(game),
        current,
        server: game.over ? null : game.server,
        text: textOf(game),
      };
    },
  };
}
