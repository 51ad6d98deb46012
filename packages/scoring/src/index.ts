export { createMatch, applyEvent, summarize, replay, type MatchState } from './match.js';
export * from './types.js';
export * from './events.js';
export type { SportEngine, EngineSummary, EngineResult } from './engine.js';
// The `current` detail of each sport's Summary, for screens that render it.
export type { TennisCurrent } from './sports/tennis/index.js';
export type { RallyCurrent } from './sports/rally-core/engine.js';
export type { BadmintonCurrentExtra } from './sports/badminton/index.js';
export type { VolleyballCurrentExtra } from './sports/volleyball/index.js';
export type { TableTennisCurrentExtra } from './sports/table-tennis/index.js';
export type { RallyCurrentExtra } from './sports/rally/index.js';
export type { SnookerCurrent } from './sports/snooker/index.js';
export type { BowlingCurrent } from './sports/bowling/index.js';
export { scoreFromWinner, type WinnerSide } from './winner-side.js';
