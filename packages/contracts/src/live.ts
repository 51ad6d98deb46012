import { Type, type Static } from 'typebox';
import { Count } from './common';
import { Notification } from './notifications';
import type { LiveTopic as ProtocolTopic } from './live-protocol';
import { Match, MatchCompetition, MatchEventSchema, MatchSport, MatchStatus, Side, Summary } from './matches';

/**
 * The live protocol's messages (the WebSocket at LIVE_PATH). Its constants, topics and close codes are in
 * ./live-protocol, an entry of its own (`@sportzone/contracts/live-protocol`) that a page can import without
 * these schemas and typebox; they are exported here too.
 */
export * from './live-protocol';

export type LiveTopic = ProtocolTopic;
export const LiveTopic = Type.Unsafe<LiveTopic>(
  Type.String({
    pattern: '^(match:[1-9][0-9]{0,9}|tournament:[1-9][0-9]{0,9}|sport:[a-z-]{1,20}|home|user)$',
    maxLength: 40,
  }),
);

// ---- client → server

export const LiveSubscribe = Type.Object({
  type: Type.Literal('subscribe'),
  topic: LiveTopic,
  /** match topics: the last seq the client holds; it gets what it missed, or a snapshot when too far behind */
  lastSeq: Type.Optional(Count()),
});
export const LiveUnsubscribe = Type.Object({ type: Type.Literal('unsubscribe'), topic: LiveTopic });
export const LivePing = Type.Object({ type: Type.Literal('ping') });

export const LiveClientMessage = Type.Union([LiveSubscribe, LiveUnsubscribe, LivePing], {
  $id: 'LiveClientMessage',
});
export type LiveClientMessage = Static<typeof LiveClientMessage>;
export type LiveSubscribe = Static<typeof LiveSubscribe>;

// ---- server → client

/** One accepted event of a match (undo included): the score after it. */
export const LiveMatchMessage = Type.Object({
  type: Type.Literal('match'),
  matchId: Type.Integer(),
  seq: Type.Integer(),
  status: MatchStatus,
  summary: Summary,
  event: Type.Optional(MatchEventSchema),
  /** server time of the event (ISO 8601) */
  at: Type.Optional(Type.String()),
});
export type LiveMatchMessage = Static<typeof LiveMatchMessage>;

/** The whole match: on subscribe without a usable lastSeq, or when the client is too far behind. */
export const LiveSnapshotMessage = Type.Object({
  type: Type.Literal('snapshot'),
  matchId: Type.Integer(),
  seq: Type.Integer(),
  summary: Summary,
  match: Match,
});
export type LiveSnapshotMessage = Static<typeof LiveSnapshotMessage>;

/** A row of a live list (home, sport): enough for a score line. */
export const LiveListItem = Type.Object({
  matchId: Type.Integer(),
  seq: Type.Integer(),
  sport: MatchSport,
  status: MatchStatus,
  home: Type.Object({ name: Type.String() }),
  away: Type.Object({ name: Type.String() }),
  score: Type.Object({ home: Type.Number(), away: Type.Number() }),
  periods: Type.Array(
    Type.Object({ home: Type.Number(), away: Type.Number() }, { additionalProperties: true }),
  ),
  server: Type.Union([Side, Type.Null()]),
  winner: Type.Union([Side, Type.Null()]),
  text: Type.String(),
  venue: Type.Union([Type.String(), Type.Null()]),
  court: Type.Union([Type.String(), Type.Null()]),
  /** its tournament, phase and round when the match is in a draw ("Autumn Cup · Semi-final") */
  competition: MatchCompetition,
  scheduledAt: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
});
export type LiveListItem = Static<typeof LiveListItem>;

/**
 * A live list. `full: true` (on subscribe) replaces the list: the public matches in progress. `full: false`
 * carries changes, coalesced (at most one message per topic per interval, the latest row of each match):
 * a match starting, scoring, finishing (kept with status finished so the client can show the result), or
 * `removed` (deleted, made private). Apply a row only when its seq is above the one you hold.
 */
export const LiveListMessage = Type.Object({
  type: Type.Literal('list'),
  topic: LiveTopic,
  full: Type.Boolean(),
  items: Type.Array(LiveListItem),
  removed: Type.Optional(Type.Array(Type.Integer())),
});
export type LiveListMessage = Static<typeof LiveListMessage>;

/**
 * A tournament changed (its draw, results, sides, entries, schedule or standings): read it again
 * (GET /api/tournament/{id}/stages …). `version` grows with every change (server time in ms); a client
 * that reconnects reads the tournament again, as it may have missed messages.
 */
export const LiveTournamentMessage = Type.Object({
  type: Type.Literal('tournament'),
  tournamentId: Type.Integer(),
  version: Type.Integer(),
});
export type LiveTournamentMessage = Static<typeof LiveTournamentMessage>;

/**
 * Something the signed-in person is told (topic `user`, decision 021): the notification and their unread
 * count after it. Sent on every instance holding one of their connections (Redis fan-out).
 */
export const LiveNotificationMessage = Type.Object({
  type: Type.Literal('notification'),
  notification: Notification,
  unread: Type.Integer(),
});
export type LiveNotificationMessage = Static<typeof LiveNotificationMessage>;

/** The subscription is in place; `seq` is the match's seq the hub knows (match topics). */
export const LiveSubscribedMessage = Type.Object({
  type: Type.Literal('subscribed'),
  topic: LiveTopic,
  seq: Type.Optional(Type.Integer()),
});
export type LiveSubscribedMessage = Static<typeof LiveSubscribedMessage>;

export const LiveErrorMessage = Type.Object({
  type: Type.Literal('error'),
  code: Type.String(),
  message: Type.String(),
  topic: Type.Optional(Type.String()),
});
export type LiveErrorMessage = Static<typeof LiveErrorMessage>;

export const LivePongMessage = Type.Object({ type: Type.Literal('pong') });
export type LivePongMessage = Static<typeof LivePongMessage>;

export const LiveServerMessage = Type.Union(
  [
    LiveMatchMessage,
    LiveSnapshotMessage,
    LiveListMessage,
    LiveTournamentMessage,
    LiveNotificationMessage,
    LiveSubscribedMessage,
    LiveErrorMessage,
    LivePongMessage,
  ],
  { $id: 'LiveServerMessage' },
);
export type LiveServerMessage = Static<typeof LiveServerMessage>;
