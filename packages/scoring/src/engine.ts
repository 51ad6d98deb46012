import type { MatchEvent } from './events.js';
import type { Period, ScoringError, Side, Sport } from './types.js';

/** What a sport engine returns from `apply`. `game` must be a new object when anything changed. */
export type EngineResult<G> =
  | {
      ok: true;
      game: G;
      /** side credited with a point, for stats (rally sports, tennis) */ scored?: Side;
      points?: number;
    }
  | { ok: false; error: ScoringError };

export type FormatResult<F> = { ok: true; format: F } | { ok: false; error: ScoringError };

export interface EngineSummary {
  score: { home: number; away: number };
  periods: Period[];
  current: unknown;
  server: Side | null;
  text: string;
}

/**
 * One module per sport behind one interface (the scalachess way): pure, immutable, no clock.
 * The generic layer (match.ts) owns undo, retire/walkover/default, the event log and generic stats;
 * an engine owns only the rules of play of its sport.
 */
export interface SportEngine<F = unknown, G = unknown> {
  readonly sport: Sport;
  /** Fill missing keys with the sport's standard values; refuse impossible ones (code 'invalid_format'). */
  normalizeFormat(format: Record<string, unknown> | undefined): FormatResult<F>;
  init(format: F, firstServer: Side): G;
  /**
   * Apply a sport event (anything except undo/retire/walkover/default). Unknown event types:
   * `{ ok: false, error: { code: 'unsupported_event' } }`. A `stat` event the engine does not
   * care about returns the game unchanged. Never throws, never mutates `game`.
   */
  apply(game: G, event: MatchEvent, format: F): EngineResult<G>;
  /** The side that has won by the rules of play, or null. */
  winner(game: G, format: F): Side | null;
  /** True once any scoring event has been applied. */
  started(game: G): boolean;
  /** The side to serve / strike / bowl next, or null when not meaningful. */
  server(game: G, format: F): Side | null;
  summarize(game: G, format: F): EngineSummary;
  /** Sport-specific stats per side (snooker breaks, bowling strikes …), merged into SideStats.extra. */
  extraStats?(game: G, format: F): { home: Record<string, number>; away: Record<string, number> };
}

export const fail = (code: string, message: string): { ok: false; error: ScoringError } => ({
  ok: false,
  error: { code, message },
});
