/**
 * What the rally engines do with one event (README.md): `point`, `penalty`, `timeout`, `stat`, `expedite`
 * and `first-server`, each checked against the rules in `RallyConfig` and applied to the state of game.ts.
 * Pure: a refused event is a `fail(...)` value, never a throw.
 */
import { fail, type EngineResult } from '../../engine.js';
import type { MatchEvent, MatchEventOf } from '../../events.js';
import { other } from '../../types.js';
import {
  awardGame,
  gameNumber,
  gameTarget,
  isPlayer,
  isSide,
  otherPlayer,
  patch,
  scorePoint,
  type RallyConfig,
  type RallyGame,
} from './game.js';

/**
 * The rally engines' `first-server` event (events.ts).
 * Before the first rally of a game: who serves first where that is a free choice (game 1, overriding
 * `firstServer`; the volleyball deciding set's toss) and, in doubles, which player serves and which
 * receives first. Where the rules fix the first server it is refused ('server_fixed') unless
 * `correction: true` records that play actually started otherwise (the next game's first server then
 * follows from what happened). During a game, `correction: true` corrects an alternating service order
 * (table tennis, ITTF 2.14.1): the current server becomes the one due under the corrected order.
 */
export type FirstServerEvent = MatchEventOf<'first-server'>;

function applyFirstServer(
  c: RallyConfig,
  g: RallyGame,
  e: Partial<FirstServerEvent>,
): EngineResult<RallyGame> {
  if (!isSide(e.side)) return fail('invalid_side', "side must be 'home' or 'away'");
  if (e.player !== undefined && !isPlayer(e.player)) return fail('invalid_player', 'player must be 1 or 2');
  if (e.receiver !== undefined && !isPlayer(e.receiver))
    return fail('invalid_player', 'receiver must be 1 or 2');
  if (e.correction !== undefined && typeof e.correction !== 'boolean') {
    return fail('invalid_event', 'correction must be true or false');
  }
  const choosesPlayers = e.player !== undefined || e.receiver !== undefined;
  if (choosesPlayers && c.doubles === null)
    return fail('invalid_player', 'players are chosen only in doubles');
  const side = e.side;
  const n = gameNumber(g);
  if (g.h + g.a > 0) {
    if (!e.correction) {
      return fail(
        'game_started',
        'the first server is chosen before the first rally of a game (send correction: true to correct the service order)',
      );
    }
    if (c.serve === 'winner')
      return fail(
        'game_started',
        'the rally winner serves: only an alternating service order can be corrected during a game',
      );
    if (choosesPlayers) return fail('game_started', 'players are chosen before the first rally of a game');
    if (side === g.gameFirst) return { ok: true, game: g };
    // Play resumes in the order that should have been followed from the start of the game (ITTF 2.14.1).
    return {
      ok: true,
      game: patch(g, {
        gameFirst: side,
        matchFirst: n === 1 ? side : g.matchFirst,
        server: g.turn % 2 === 0 ? side : other(side),
        order: g.order ? [g.order[1], g.order[2], g.order[3], g.order[0]] : null,
      }),
    };
  }
  const free = n === 1 || (c.decidingToss && n === c.bestOf) || e.correction === true;
  if (!free && side !== g.gameFirst) {
    return fail(
      'server_fixed',
      `the rules give the first serve of game ${n} to ${g.gameFirst} (send correction: true to record otherwise)`,
    );
  }
  let { rightH, rightA, order } = g;
  if (c.doubles === 'badminton') {
    // At 0 the server stands in the right court, and so does the receiver.
    if (e.player) {
      if (side === 'home') rightH = e.player;
      else rightA = e.player;
    }
    if (e.receiver) {
      if (side === 'home') rightA = e.receiver;
      else rightH = e.receiver;
    }
  } else if (c.doubles === 'table-tennis' && order) {
    if (free) {
      // Game 1 (or a correction): the serving pair chooses its first server, the receiving pair its first receiver.
      const s = e.player ?? (side === g.gameFirst ? order[0] : order[1]);
      const r = e.receiver ?? (side === g.gameFirst ? order[1] : order[0]);
      order = [s, r, otherPlayer(s), otherPlayer(r)];
    } else {
      // Later games: the serving pair chooses; the first receiver is whoever served to that player last game.
      if (e.player !== undefined && e.player !== order[0]) order = [order[2], order[3], order[0], order[1]];
      if (e.receiver !== undefined && e.receiver !== order[1]) {
        return fail(
          'receiver_fixed',
          'the first receiver is the player who served to the first server in the previous game',
        );
      }
    }
  }
  return {
    ok: true,
    game: patch(g, {
      server: side,
      gameFirst: side,
      matchFirst: n === 1 ? side : g.matchFirst,
      turnPoints: 0,
      rightH,
      rightA,
      order,
    }),
  };
}

function applyTimeout(c: RallyConfig, g: RallyGame, side: unknown): EngineResult<RallyGame> {
  if (!c.timeouts) return fail('unsupported_event', 'this sport has no time-outs');
  if (!isSide(side)) return fail('invalid_side', "side must be 'home' or 'away'");
  const inGame = side === 'home' ? g.toH : g.toA;
  const inMatch = side === 'home' ? g.toMH : g.toMA;
  if (c.timeoutsPerGame !== null && inGame >= c.timeoutsPerGame) {
    return fail('no_timeouts_left', `${side} has used its ${c.timeoutsPerGame} time-out(s) of this game`);
  }
  if (c.timeoutsPerMatch !== null && inMatch >= c.timeoutsPerMatch) {
    return fail('no_timeouts_left', `${side} has used its ${c.timeoutsPerMatch} time-out(s) of the match`);
  }
  return {
    ok: true,
    game:
      side === 'home'
        ? patch(g, { toH: g.toH + 1, toMH: g.toMH + 1 })
        : patch(g, { toA: g.toA + 1, toMA: g.toMA + 1 }),
  };
}

function applyExpedite(c: RallyConfig, g: RallyGame): EngineResult<RallyGame> {
  if (!c.expedite) return fail('unsupported_event', 'the expedite system exists only in table tennis');
  if (g.expedite)
    return fail('expedite_active', 'the expedite system is already in operation for this match');
  const limit = 2 * (gameTarget(c, g) - 2);
  if (g.h + g.a >= limit) {
    return fail(
      'expedite_too_late',
      `the expedite system is not introduced once ${limit} points have been scored in the game`,
    );
  }
  // Between rallies, play resumes with service by the player who received in the preceding rally (2.15.2).
  const mid = g.turnPoints > 0;
  return {
    ok: true,
    game: patch(g, {
      expedite: true,
      server: mid ? other(g.server) : g.server,
      turn: mid ? g.turn + 1 : g.turn,
      turnPoints: 0,
    }),
  };
}

/** Everything the rally engines do with one event. */
export function applyRally(c: RallyConfig, g: RallyGame, event: MatchEvent): EngineResult<RallyGame> {
  if (g.over) return fail('match_over', 'the match is over');
  const e = event as unknown as { type: string; side?: unknown; stat?: unknown; award?: unknown };
  switch (e.type) {
    case 'point': {
      if (!isSide(e.side)) return fail('invalid_side', "side must be 'home' or 'away'");
      return { ok: true, game: scorePoint(c, g, e.side), scored: e.side };
    }
    case 'penalty': {
      if (!isSide(e.side)) return fail('invalid_side', "side must be 'home' or 'away' (the offending side)");
      const to = other(e.side);
      if (e.award === undefined || e.award === 'point')
        return { ok: true, game: scorePoint(c, g, to), scored: to };
      if (e.award === 'game') {
        const r = awardGame(c, g, e.side);
        return { ok: true, game: r.game, scored: to, points: r.points };
      }
      return fail('invalid_award', "award must be 'point' or 'game'");
    }
    case 'timeout':
      return applyTimeout(c, g, e.side);
    case 'stat':
      if (e.stat === 'timeout' && c.timeouts) return applyTimeout(c, g, e.side);
      return { ok: true, game: g };
    case 'expedite':
      return applyExpedite(c, g);
    case 'first-server':
      return applyFirstServer(c, g, event as unknown as Partial<FirstServerEvent>);
    default:
      return fail('unsupported_event', `event type "${e.type}" does not apply to this sport`);
  }
}
