/** Shorthands the rule tests share: rallies written as strings ('h' = home wins it, 'a' = away). */
import {
  applyEvent,
  createMatch,
  summarize,
  type MatchEvent,
  type MatchState,
  type Result,
  type Side,
  type Sport,
} from '../src/index.js';

export function ok(r: Result<MatchState>): MatchState {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** Plays each rally of `seq`: 'h' = home wins it, 'a' = away. */
export const play = (state: MatchState, seq: string): MatchState =>
  [...seq].reduce((s, c) => ok(applyEvent(s, { type: 'point', side: c === 'h' ? 'home' : 'away' })), state);

export const rep = (c: string, n: number): string => c.repeat(n);

/** Alternating rallies from 0-0 to n-n, home first. */
export const level = (n: number): string => rep('ha', n);

export const firstServer = (side: Side, extra: Record<string, unknown> = {}): MatchEvent =>
  ({ type: 'first-server', side, ...extra }) as unknown as MatchEvent;

/** `start` a match of one sport and read its sport-specific `current`. */
export function sportKit<Current>(sport: Sport) {
  return {
    start: (format?: Record<string, unknown>, server: Side = 'home'): MatchState =>
      ok(createMatch({ sport, format, firstServer: server })),
    cur: (s: MatchState): Current => summarize(s).current as Current,
  };
}
