import { Type, type Static } from 'typebox';
import { Id } from './common';
import { MatchCompetition } from './matches';
import { HeadToHead, ProfileRecord } from './profiles';
import { EntryKind, EntryStatus, TournamentStatus } from './tournaments';
import { Lit, Nullable, Timestamp } from './schema';

/**
 * The competitor's board (GET /api/user/board, decision 070): a signed-in person's own players — in every
 * organization they play for — with their next matches, results, tournaments, rankings and statistics.
 */

export const BoardQuery = Type.Object({
  /** only this one of my players (404 when it is not mine) */
  player: Type.Optional(Id()),
  /** your IANA time zone (Europe/Sofia): the months the statistics count in; UTC without it */
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type BoardQuery = Static<typeof BoardQuery>;

export const BoardPlayer = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  pictureUrl: Nullable(Type.String()),
  organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** the teams and formations the player is in (their matches are the player's too) */
  entities: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String() })),
});
export type BoardPlayer = Static<typeof BoardPlayer>;

const Side = Lit(['home', 'away'] as const);

/** A match told from my side. */
export const BoardMatch = Type.Object({
  id: Type.Integer(),
  sport: Type.String(),
  status: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  /** my side (null when I am on both or neither can be told) */
  side: Nullable(Side),
  /** the other side's name */
  opponent: Type.String(),
  /** compact score text, home first (clients turn it to the winner's side) */
  score: Type.String(),
  winner: Nullable(Side),
  outcome: Nullable(Lit(['won', 'lost'] as const)),
  scheduledAt: Nullable(Timestamp),
  startedAt: Nullable(Timestamp),
  endedAt: Nullable(Timestamp),
  venue: Nullable(Type.String()),
  court: Nullable(Type.String()),
  /** the venue's IANA time zone when known (matches still to play) */
  timeZone: Nullable(Type.String()),
  organizationName: Nullable(Type.String()),
  /** its tournament and round, when it is a match of a draw */
  competition: MatchCompetition,
});
export type BoardMatch = Static<typeof BoardMatch>;

/** Where an entry stands in a running tournament's latest drawn stage. */
export const BoardStanding = Type.Object({
  stageName: Type.String(),
  /** the stage's format (single_elimination, double_elimination, round_robin, swiss) */
  stageType: Type.String(),
  /** round robin: my group (1 = A) */
  group: Nullable(Type.Integer()),
  /** rank in my group or the standings (knockout: null while still in) */
  rank: Nullable(Type.Integer()),
  /** out of the tournament (knocked out, or not through to this stage) */
  out: Type.Boolean(),
  played: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
});
export type BoardStanding = Static<typeof BoardStanding>;

export const BoardTournament = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sport: Type.String(),
  status: TournamentStatus,
  startsOn: Nullable(Type.String()),
  endsOn: Nullable(Type.String()),
  organizationName: Type.String(),
  entry: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    status: EntryStatus,
    kind: EntryKind,
  }),
  /** a running tournament: where my entry stands now */
  standing: Nullable(BoardStanding),
  /** a finished tournament: my finishing place and the ranking points it earned */
  place: Nullable(Type.Object({ position: Type.Integer(), points: Type.Integer() })),
});
export type BoardTournament = Static<typeof BoardTournament>;

/** My place in an organization's ranking of one sport (all its finished tournaments), and how it went. */
export const BoardRanking = Type.Object({
  organizationId: Type.Integer(),
  organizationName: Type.String(),
  sport: Type.String(),
  kind: EntryKind,
  /** the ranked player's, formation's or team's name */
  name: Type.String(),
  position: Type.Integer(),
  points: Type.Integer(),
  /** how many are ranked */
  of: Type.Integer(),
  tournaments: Type.Integer(),
  /** after each of my finished tournaments (oldest first, the last twelve): my position and points then */
  history: Type.Array(
    Type.Object({
      tournamentId: Type.Integer(),
      tournamentName: Type.String(),
      day: Type.String(),
      position: Type.Integer(),
      points: Type.Integer(),
    }),
  ),
});
export type BoardRanking = Static<typeof BoardRanking>;

export const BoardMonth = Type.Object({
  /** YYYY-MM in the reader's time zone */
  month: Type.String(),
  played: Type.Integer(),
  won: Type.Integer(),
});
export type BoardMonth = Static<typeof BoardMonth>;

export const BoardStats = Type.Object({
  record: ProfileRecord,
  /** won / played, 0–1; null before a match is decided */
  winRate: Nullable(Type.Number()),
  /** the run of my latest results: won or lost so many in a row */
  streak: Nullable(Type.Object({ outcome: Lit(['won', 'lost'] as const), count: Type.Integer() })),
  /** the last twelve months, oldest first, this month last */
  months: Type.Array(BoardMonth),
  headToHead: Type.Array(HeadToHead),
});
export type BoardStats = Static<typeof BoardStats>;

/** GET /api/user/board: the whole board in one call. */
export const UserBoard = Type.Object(
  {
    players: Type.Array(BoardPlayer),
    /** live now first, then the next ones by planned start */
    next: Type.Array(BoardMatch),
    /** the latest finished matches, newest first */
    results: Type.Array(BoardMatch),
    tournaments: Type.Array(BoardTournament),
    rankings: Type.Array(BoardRanking),
    stats: BoardStats,
  },
  { $id: 'UserBoard' },
);
export type UserBoard = Static<typeof UserBoard>;
