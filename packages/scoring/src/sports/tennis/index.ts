/**
 * Tennis (ITF Rules of Tennis, SCORING-RULES.md §1): advantage and no-ad games, sets to 6 or 4 with
 * tiebreaks, the final-set variants (adv, tb7, tb7_at_12, tb10, mtb10), Fast4, doubles serving
 * order, serve court and change of ends. See README.md in this folder.
 */
import { fail, type EngineResult, type SportEngine } from '../../engine.js';
import type { MatchEvent } from '../../events.js';
import { other, type Side } from '../../types.js';
import { normalizeFormat, type TennisFormat } from './format.js';
import { completeGame, init, pointServer, scorePoint, winnerOf, type TennisGame } from './rules.js';
import { summarize } from './summary.js';

export type { TennisFormat, FinalSetRule } from './format.js';
export type { TennisGame } from './rules.js';
export type { TennisCurrent } from './summary.js';
export { setText } from './summary.js';

const isSide = (v: unknown): v is Side => v === 'home' || v === 'away';

function apply(game: TennisGame, event: MatchEvent, format: TennisFormat): EngineResult<TennisGame> {
  switch (event.type) {
    case 'stat':
      return { ok: true, game };
    case 'first-server': {
      // The toss winner's choice, before the first point (after it, the order is the rules').
      if (!isSide(event.side)) return fail('invalid_side', "side must be 'home' or 'away'");
      if (game.n > 0) return fail('game_started', 'who serves first is chosen before the first point');
      return { ok: true, game: init(format, event.side) };
    }
    case 'point': {
      if (!isSide(event.side)) return fail('invalid_side', "side must be 'home' or 'away'");
      if (winnerOf(game, format)) return fail('match_over', 'the match is over');
      return { ok: true, game: scorePoint(game, format, event.side), scored: event.side };
    }
    case 'penalty': {
      // `side` is the offender: the opponent gets the point (default) or the whole current game.
      if (!isSide(event.side)) return fail('invalid_side', "side must be 'home' or 'away'");
      const award = event.award ?? 'point';
      if (award !== 'point' && award !== 'game')
        return fail('invalid_event', "award must be 'point' or 'game'");
      if (winnerOf(game, format)) return fail('match_over', 'the match is over');
      const to = other(event.side);
      if (award === 'point') return { ok: true, game: scorePoint(game, format, to), scored: to };
      // A game penalty in a tiebreak awards the tiebreak game, hence the set.
      return { ok: true, game: completeGame(game, format, to, game.hp, game.ap) };
    }
    default:
      return fail('unsupported_event', `tennis does not accept "${event.type}" events`);
  }
}

export const tennisEngine: SportEngine<TennisFormat, TennisGame> = {
  sport: 'tennis',
  normalizeFormat,
  init,
  apply,
  winner: winnerOf,
  started: (game) => game.n > 0,
  server: (game, format) => (winnerOf(game, format) ? null : pointServer(game)),
  summarize,
};
