/**
 * The scoring events, stated once. `EVENTS` lists every event type and the fields it carries; the
 * `MatchEvent` type, the server's `EVENT_FIELDS` (what it keeps of a posted event) and the API's schema
 * (packages/contracts) are all derived from it, so adding an event, a field, a stat kind or a ball is one edit here.
 */

import type { Side } from './types.js';

/** Stat events of SPEC §3, attachable to a point or standing alone. */
export const STAT_KINDS = [
  'ace',
  'attack',
  'block',
  'error',
  'service-error',
  'foul',
  'point',
  'timeout',
  // tennis: how a point was won or lost, and the first serve (a fault before the second serve)
  'winner',
  'double-fault',
  'unforced-error',
  'forced-error',
  'first-serve-fault',
] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** Stats attached to a point describe how it was won: errors, faults and fouls belong to the side that lost it. */
export const LOSER_STATS: ReadonlySet<StatKind> = new Set<StatKind>([
  'error',
  'service-error',
  'foul',
  'double-fault',
  'unforced-error',
  'forced-error',
]);

export const SNOOKER_BALLS = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'] as const;
export type SnookerBall = (typeof SNOOKER_BALLS)[number];

/** What a penalty awards the opponent: a point (every sport) or a game (tennis). */
export const PENALTY_AWARDS = ['point', 'game'] as const;
export type PenaltyAward = (typeof PENALTY_AWARDS)[number];

/** A player of a doubles pair, in serving order. */
export const DOUBLES_PLAYERS = [1, 2] as const;
export type DoublesPlayer = (typeof DOUBLES_PLAYERS)[number];

/** The value each kind of event field holds. */
export interface EventFieldTypes {
  side: Side;
  stat: StatKind;
  ball: SnookerBall;
  award: PenaltyAward;
  player: DoublesPlayer;
  /** a whole number; its range is the sport's rule (pins, points, a count of reds) */
  integer: number;
  flag: boolean;
}
export type EventFieldKind = keyof EventFieldTypes;
/** A field's kind; a trailing `?` makes the field optional. */
export type EventFieldSpec = EventFieldKind | `${EventFieldKind}?`;

/** Every event type and its fields, in the order clients and the API document list them. */
export const EVENTS = {
  // tennis and every rally sport
  point: { side: 'side', stat: 'stat?' },
  // bowling: the side whose game the ball belongs to
  roll: { side: 'side', pins: 'integer', foul: 'flag?', split: 'flag?' },
  // snooker: the player at the table is implicit
  pot: { ball: 'ball', count: 'integer?' },
  foul: { points: 'integer', miss: 'flag?' },
  'end-visit': {},
  'free-ball': { ball: 'ball' },
  concede: { side: 'side?' },
  // every sport
  undo: {},
  /**
   * A code violation. `side` is the OFFENDING side; the opponent is awarded `award`
   * ('point' by default; tennis also 'game'; volleyball sanctions are 'point').
   */
  penalty: { side: 'side', award: 'award?' },
  retire: { side: 'side' },
  walkover: { side: 'side' },
  default: { side: 'side' },
  stat: { side: 'side', stat: 'stat' },
  // sport extras
  /**
   * Who serves first in a game where the choice is free (game 1, the volleyball deciding-set toss);
   * in doubles also which player serves and receives first. With `correction: true` it records what
   * actually happened mid-game (e.g. a table tennis service-order correction, ITTF 2.14.1).
   */
  'first-server': { side: 'side', player: 'player?', receiver: 'player?', correction: 'flag?' },
  timeout: { side: 'side' },
  expedite: {},
} as const satisfies Record<string, Record<string, EventFieldSpec>>;

export type MatchEventType = keyof typeof EVENTS;
// the lists computed from EVENTS are marked pure: a page that uses none of them (the viewer) leaves EVENTS out
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(EVENTS) as readonly MatchEventType[];

/** The fields of one event type, each with its spec (`'side'`, `'stat?'` …). */
export type EventFields<T extends MatchEventType> = (typeof EVENTS)[T];

type RequiredFields<F> = { [K in keyof F as F[K] extends `${string}?` ? never : K]: F[K] };
type OptionalFields<F> = { [K in keyof F as F[K] extends `${string}?` ? K : never]: F[K] };
type ValueOf<S> = S extends `${infer Kind extends EventFieldKind}?`
  ? EventFieldTypes[Kind]
  : S extends EventFieldKind
    ? EventFieldTypes[S]
    : never;
/** Flattens an intersection into one object type, so editors show the event as it is written. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The event of one type, e.g. `MatchEventOf<'point'>` = `{ type: 'point'; side: Side; stat?: StatKind }`. */
export type MatchEventOf<T extends MatchEventType> = Flat<
  { type: T } & { -readonly [K in keyof RequiredFields<EventFields<T>>]: ValueOf<EventFields<T>[K]> } & {
    -readonly [K in keyof OptionalFields<EventFields<T>>]?: ValueOf<EventFields<T>[K]>;
  }
>;

/** Anything a client sends to score a match: one of `EVENTS`. */
export type MatchEvent = { [T in MatchEventType]: MatchEventOf<T> }[MatchEventType];

export type FirstServerEvent = MatchEventOf<'first-server'>;

function fieldNames(): Readonly<Record<MatchEventType, readonly string[]>> {
  const names = {} as Record<MatchEventType, readonly string[]>;
  for (const type of EVENT_TYPES) names[type] = Object.keys(EVENTS[type]);
  return names;
}

/** The keys each event type may carry besides `type`: anything else a client adds is dropped before it is stored. */
export const EVENT_FIELDS = /* @__PURE__ */ fieldNames();
