import {
  DOUBLES_PLAYERS,
  EVENT_TYPES,
  EVENTS,
  PENALTY_AWARDS,
  SIDES,
  SNOOKER_BALLS,
  STAT_KINDS,
  type EventFieldKind,
  type EventFields,
  type EventFieldSpec,
  type MatchEventType,
  type MatchEvent as ScoringMatchEvent,
  type Sport as ScoringSport,
  type Summary as ScoringSummary,
} from '@sportzone/scoring';
import {
  Type,
  type Static,
  type TLiteral,
  type TLiteralValue,
  type TObject,
  type TOptional,
  type TUnion,
  type TSchema,
} from 'typebox';
import {
  Count,
  ErrorResponse,
  Id,
  INT4_MAX,
  MAX_PAGE,
  NullableId as NullableIdOf,
  PagingQuery,
} from './common';
import type { MATCH_PRIVACY, MATCH_SPORTS, MATCH_STATUSES } from './match-constants';

export type MatchSport = (typeof MATCH_SPORTS)[number];
export const MatchSport = Type.Union([
  Type.Literal('tennis'),
  Type.Literal('badminton'),
  Type.Literal('volleyball'),
  Type.Literal('table-tennis'),
  Type.Literal('snooker'),
  Type.Literal('bowling'),
  Type.Literal('rally'),
]);

export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MatchStatus = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('queued'),
  Type.Literal('active'),
  Type.Literal('finished'),
]);

export type MatchPrivacy = (typeof MATCH_PRIVACY)[number];
export const MatchPrivacy = Type.Union([
  Type.Literal('public'),
  Type.Literal('unlisted'),
  Type.Literal('private'),
]);

/** One literal of each value of a constant list, e.g. `literals(SIDES)` = 'home' | 'away'. */
type TLiterals<Values extends readonly TLiteralValue[]> = TUnion<{
  -readonly [K in keyof Values]: TLiteral<Values[K]>;
}>;
function literals<const Values extends readonly TLiteralValue[]>(values: Values): TLiterals<Values> {
  // map() loses the tuple; TLiterals states which literal each place holds
  return Type.Union(values.map((value) => Type.Literal(value))) as TLiterals<Values>;
}

export const Side = literals(SIDES);

const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const NullableText = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const NullableId = NullableIdOf();
/** a number inside an event (stored as JSON; the sport's rules check its range) */
const EventInt = Type.Integer({ minimum: -INT4_MAX - 1, maximum: INT4_MAX });
const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

// ---- the score (scoring's Summary), as it travels in REST bodies and live messages

const Pair = Type.Object({ home: Type.Number(), away: Type.Number() });
const Period = Type.Object({ home: Type.Number(), away: Type.Number(), tiebreak: Type.Optional(Pair) });

/**
 * scoring's `Summary`. The sport's in-progress detail (`current`) and the statistics are described in the
 * scoring package (each sport's README); they are passed through unchanged.
 */
export const Summary = Type.Unsafe<ScoringSummary>(
  Type.Object(
    {
      sport: Type.String(),
      status: Type.Union([
        Type.Literal('not_started'),
        Type.Literal('in_progress'),
        Type.Literal('finished'),
      ]),
      winner: Type.Union([Side, Type.Null()]),
      outcome: Type.Union([Type.String(), Type.Null()]),
      score: Pair,
      periods: Type.Array(Period),
      current: Type.Unknown(),
      server: Type.Union([Side, Type.Null()]),
      text: Type.String(),
      stats: Type.Unknown(),
      eventCount: Type.Integer(),
    },
    { additionalProperties: true },
  ),
);
export type Summary = ScoringSummary;

// ---- score events (scoring's MatchEvent): the shape is checked here, the rules by the scoring engine

/** The schema of each kind of event field (scoring's `EventFieldTypes`). */
const EVENT_FIELD_SCHEMAS = {
  side: Side,
  stat: literals(STAT_KINDS),
  ball: literals(SNOOKER_BALLS),
  award: literals(PENALTY_AWARDS),
  player: literals(DOUBLES_PLAYERS),
  integer: EventInt,
  flag: Type.Boolean(),
} satisfies Record<EventFieldKind, TSchema>;
type FieldSchemas = typeof EVENT_FIELD_SCHEMAS;
type FieldSchema<Spec> = Spec extends `${infer Kind extends EventFieldKind}?`
  ? TOptional<FieldSchemas[Kind]>
  : Spec extends EventFieldKind
    ? FieldSchemas[Spec]
    : never;
type EventSchema<T extends MatchEventType> = TObject<
  { type: TLiteral<T> } & { -readonly [K in keyof EventFields<T>]: FieldSchema<EventFields<T>[K]> }
>;

/** One event type's object: `type` first, then its fields in the order scoring's `EVENTS` states them. */
function eventSchema<T extends MatchEventType>(type: T): EventSchema<T> {
  const fields = Object.entries(EVENTS[type]).map(([name, spec]: [string, EventFieldSpec]) => {
    const optional = spec.endsWith('?');
    const schema = EVENT_FIELD_SCHEMAS[(optional ? spec.slice(0, -1) : spec) as EventFieldKind];
    return [name, optional ? Type.Optional(schema) : schema] as const;
  });
  // the properties are built at run time; EventSchema<T> states the same mapping for the compiler
  return Type.Object({ type: Type.Literal(type), ...Object.fromEntries(fields) }) as EventSchema<T>;
}

type AnyEventSchema = { [T in MatchEventType]: EventSchema<T> }[MatchEventType];

export const MatchEventSchema = Type.Union(
  // TypeBox reads a union's static type from a tuple: one place standing for every event type
  EVENT_TYPES.map(eventSchema) as [AnyEventSchema],
  { description: "A scoring event (see packages/scoring/src/events.ts); 'undo' takes back the last one" },
);
export type MatchEvent = ScoringMatchEvent;

// ---- matches

export const MatchSideInput = Type.Object({
  name: Name(120),
  players: Type.Optional(Type.Array(Name(120), { maxItems: 6 })),
  teamId: Type.Optional(NullableId),
  formationId: Type.Optional(NullableId),
  playerId: Type.Optional(NullableId),
});
export type MatchSideInput = Static<typeof MatchSideInput>;

export const MatchSide = Type.Object({
  name: Type.String(),
  players: Type.Array(Type.String()),
  teamId: Type.Union([Type.Integer(), Type.Null()]),
  formationId: Type.Union([Type.Integer(), Type.Null()]),
  playerId: Type.Union([Type.Integer(), Type.Null()]),
});
export type MatchSide = Static<typeof MatchSide>;

/** POST /api/matches */
export const MatchInput = Type.Object(
  {
    sport: MatchSport,
    /** the scoring package's format options of the sport; missing keys take the sport's standard values */
    format: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    firstServer: Type.Optional(Side),
    home: MatchSideInput,
    away: MatchSideInput,
    scheduledAt: Type.Optional(NullableDateTime),
    venue: Type.Optional(NullableText(200)),
    /** court, table, field or lane, by name */
    court: Type.Optional(NullableText(100)),
    privacy: Type.Optional(MatchPrivacy),
    /** a match of an organization is managed by its owners and organizers */
    organizationId: Type.Optional(NullableId),
    containerId: Type.Optional(NullableId),
    scorerIds: Type.Optional(Type.Array(Id(), { maxItems: 50 })),
    status: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('queued')])),
  },
  { $id: 'MatchInput' },
);
export type MatchInput = Static<typeof MatchInput>;

/** PATCH /api/matches/{id}: any subset; sport, format and first server only before the first event. */
export const MatchUpdate = Type.Partial(MatchInput, { $id: 'MatchUpdate' });
export type MatchUpdate = Static<typeof MatchUpdate>;

export const MatchPermissions = Type.Object({
  /** may post score events */
  canScore: Type.Boolean(),
  /** may edit, delete, assign scorers and make guest links */
  canManage: Type.Boolean(),
});
export type MatchPermissions = Static<typeof MatchPermissions>;

/**
 * The place of a match in a tournament's draw: shown on live cards and pages as
 * "Autumn Cup · Semi-final". `phase` is the engine's bracket (winners, losers, grand_final, third_place,
 * group, swiss); `roundsInPhase` lets a client name knockout rounds from the end (final, semi-final …),
 * `stageType` tells a double elimination's winners rounds from a single elimination's.
 * Null for a match that is not in a draw.
 */
/**
 * A knockout side not known yet: the winner or loser of an earlier match, which is described by its
 * place in the draw so that a client names it in its own language ("Winner of Semi-final 2").
 */
export const PendingSide = Type.Object({
  take: Type.Union([Type.Literal('winner'), Type.Literal('loser')]),
  phase: Type.String(),
  group: Type.Integer(),
  round: Type.Integer(),
  /** the earlier match's number among its round's matches, and how many the round has */
  number: Type.Integer(),
  of: Type.Integer(),
  roundsInPhase: Type.Integer(),
  doubleElimination: Type.Boolean(),
});
export type PendingSide = Static<typeof PendingSide>;

export const MatchCompetition = Type.Union([
  Type.Object({
    tournamentId: Type.Integer(),
    name: Type.String(),
    phase: Type.String(),
    round: Type.Integer(),
    group: Type.Integer(),
    roundsInPhase: Type.Integer(),
    /** the stage's format (single_elimination, double_elimination, round_robin, swiss) */
    stageType: Type.String(),
    /** the sides not known yet (their names are English placeholders until then) */
    pending: Type.Object({
      home: Type.Union([PendingSide, Type.Null()]),
      away: Type.Union([PendingSide, Type.Null()]),
    }),
  }),
  Type.Null(),
]);
export type MatchCompetition = Static<typeof MatchCompetition>;

/** SPEC §3 Match, with its current score. */
export const Match = Type.Object(
  {
    id: Type.Integer(),
    sport: MatchSport,
    format: Type.Record(Type.String(), Type.Unknown()),
    firstServer: Side,
    home: MatchSide,
    away: MatchSide,
    organizationId: Type.Union([Type.Integer(), Type.Null()]),
    containerId: Type.Union([Type.Integer(), Type.Null()]),
    scheduledAt: NullableDateTime,
    startedAt: NullableDateTime,
    endedAt: NullableDateTime,
    venue: Type.Union([Type.String(), Type.Null()]),
    court: Type.Union([Type.String(), Type.Null()]),
    /** its tournament, phase and round when the match is in a draw */
    competition: MatchCompetition,
    status: MatchStatus,
    privacy: MatchPrivacy,
    ownerId: Type.Union([Type.Integer(), Type.Null()]),
    scorerIds: Type.Array(Type.Integer()),
    /** the number of events recorded; the seq of the latest one */
    seq: Type.Integer(),
    summary: Summary,
    demo: Type.Boolean(),
    createdAt: DateTime,
    updatedAt: DateTime,
    /** what the caller may do (absent in live messages) */
    permissions: Type.Optional(MatchPermissions),
    /** the guest scoring link the caller read the match with: until when it scores (only then present) */
    guestLink: Type.Optional(Type.Object({ expiresAt: DateTime })),
  },
  { $id: 'Match' },
);
export type Match = Static<typeof Match>;

/** GET /api/matches */
export const MatchListQuery = Type.Object({
  status: Type.Optional(MatchStatus),
  sport: Type.Optional(MatchSport),
  /** trimmed and lower-cased; matched against side and player names, venue and court */
  search: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  /** on or after (start, else scheduled start) */
  from: Type.Optional(DateTime),
  /** before */
  to: Type.Optional(DateTime),
  organizationId: Type.Optional(Id()),
  /** only the matches I own or score (signed in) */
  mine: Type.Optional(Type.Boolean()),
  ...PagingQuery,
});
export type MatchListQuery = Static<typeof MatchListQuery>;

/** PUT /api/matches/{id}/scorers */
export const ScorersInput = Type.Object({
  userIds: Type.Array(Id(), { maxItems: 50 }),
});
export type ScorersInput = Static<typeof ScorersInput>;

export const MatchIdParams = Type.Object({ id: Id() });
export type MatchIdParams = Static<typeof MatchIdParams>;

// ---- score entry

/** POST /api/matches/{id}/events */
export const MatchEventInput = Type.Object(
  {
    /** made by the client (a UUID); a retry with the same id is answered with the stored result */
    clientEventId: Type.String({ format: 'uuid' }),
    /** the seq the client has seen (the match's latest); anything else is 409 with the current state */
    seq: Count(),
    event: MatchEventSchema,
  },
  { $id: 'MatchEventInput' },
);
export type MatchEventInput = Static<typeof MatchEventInput>;

/** The answer to an accepted event (200), the same on every retry of its clientEventId. */
export const MatchEventResult = Type.Object(
  {
    matchId: Type.Integer(),
    seq: Type.Integer(),
    clientEventId: Type.String(),
    event: MatchEventSchema,
    status: MatchStatus,
    summary: Summary,
    at: DateTime,
  },
  { $id: 'MatchEventResult' },
);
export type MatchEventResult = Static<typeof MatchEventResult>;

/** 409 stale_seq: the client's seq is not the match's; here is where the match stands. */
export const StaleSeqResponse = Type.Object(
  {
    ...ErrorResponse.properties,
    current: Type.Object({ seq: Type.Integer(), status: MatchStatus, summary: Summary }),
  },
  { $id: 'StaleSeqResponse' },
);
export type StaleSeqResponse = Static<typeof StaleSeqResponse>;

export const MatchEventRecord = Type.Object({
  seq: Type.Integer(),
  clientEventId: Type.String(),
  event: MatchEventSchema,
  /** who entered it: a user, a guest link, or neither (the demo simulator) */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  guestLinkId: Type.Union([Type.Integer(), Type.Null()]),
  status: MatchStatus,
  /** the score after this event */
  summary: Summary,
  at: DateTime,
});
export type MatchEventRecord = Static<typeof MatchEventRecord>;

/** GET /api/matches/{id}/events: oldest first, paged; `after` skips the events up to that seq. */
export const MatchEventsQuery = Type.Object({
  after: Type.Optional(Count({ default: 0 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export type MatchEventsQuery = Static<typeof MatchEventsQuery>;

// ---- guest scoring links

/** POST /api/matches/{id}/guest-links */
export const GuestLinkInput = Type.Object({
  /** minutes until the link stops working: default one day, at most 30 days */
  expiresInMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 * 24 * 60, default: 24 * 60 })),
  label: Type.Optional(NullableText(100)),
});
export type GuestLinkInput = Static<typeof GuestLinkInput>;

export const GuestLink = Type.Object({
  id: Type.Integer(),
  matchId: Type.Integer(),
  label: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  expiresAt: DateTime,
  revokedAt: NullableDateTime,
  lastUsedAt: NullableDateTime,
  /** not expired and not revoked */
  active: Type.Boolean(),
});
export type GuestLink = Static<typeof GuestLink>;

/** Only the answer to POST carries the token (stored hashed: it cannot be shown again). */
export const GuestLinkCreated = Type.Object({
  ...GuestLink.properties,
  token: Type.String(),
  /** the guest score page, with the token */
  url: Type.String(),
});
export type GuestLinkCreated = Static<typeof GuestLinkCreated>;

export const GuestLinkParams = Type.Object({
  id: Id(),
  linkId: Id(),
});
export type GuestLinkParams = Static<typeof GuestLinkParams>;

// The schemas above must describe exactly what the scoring package accepts and returns.
type Assert<T extends true> = T;
// identical, not only assignable both ways (which would let an optional field be missing on one side)
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type _SportsMatchScoring = Assert<Same<Static<typeof MatchSport>, ScoringSport>>;
export type _SportListMatchScoring = Assert<Same<MatchSport, ScoringSport>>;
export type _EventsMatchScoring = Assert<Same<Static<typeof MatchEventSchema>, ScoringMatchEvent>>;
