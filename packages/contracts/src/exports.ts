import { Type, type Static } from 'typebox';
import { Id } from './common';
import { MatchSport } from './matches';
import { DateOnly, Nullable, Timestamp } from './schema';
import { StageType, StandingsRow } from './tournament-stages';
import { EntryKind, EntryStatus, TournamentStatus } from './tournaments';

/**
 * Exports of an organization's results (decision 045): CSV files for spreadsheets and club websites, and a
 * tournament's full results as JSON (`TournamentResults`). The CSV files are described by their columns in
 * the routes' summaries; this file holds the filters and the JSON.
 */

/** GET /api/organization/{organizationId}/exports/matches.csv: the finished matches, filtered. */
export const MatchExportQuery = Type.Object({
  tournamentId: Type.Optional(Id()),
  seasonId: Type.Optional(Id()),
  sport: Type.Optional(MatchSport),
  /** the first day (UTC), inclusive */
  from: Type.Optional(DateOnly),
  /** the last day (UTC), inclusive */
  to: Type.Optional(DateOnly),
});
export type MatchExportQuery = Static<typeof MatchExportQuery>;

/** At most this many matches in one export (a filter narrows a bigger archive). */
export const MAX_EXPORT_MATCHES = 10_000;

const Side = Type.Object({
  entryId: Nullable(Type.Integer()),
  /** null while the side is not known yet */
  name: Nullable(Type.String()),
});

const Period = Type.Object({
  home: Type.Number(),
  away: Type.Number(),
  tiebreak: Type.Optional(Type.Object({ home: Type.Number(), away: Type.Number() })),
});

export const ResultsMatch = Type.Object({
  /** the match in its stage (the draw's key) */
  key: Type.String(),
  /** the live match; null for a bye */
  matchId: Nullable(Type.Integer()),
  phase: Type.String({ description: 'winners, losers, grand_final, third_place, group or swiss' }),
  group: Type.Integer(),
  round: Type.Integer(),
  /** the round in English words: "semi-final 1", "group A round 2" */
  place: Type.String(),
  status: Type.String({ description: 'waiting, ready, finished or bye' }),
  home: Side,
  away: Side,
  winner: Nullable(Type.String({ description: 'home, away or draw; null until decided' })),
  /** played, walkover, retired, default or conceded; null until finished */
  outcome: Nullable(Type.String()),
  /** sets, games or frames won (bowling: pins) */
  score: Nullable(Type.Object({ home: Type.Number(), away: Type.Number() })),
  periods: Type.Array(Period),
  /** the score written from the winner's side ("6-4 3-6 7-6(5)"); home first while not decided */
  result: Type.String(),
  scheduledAt: Nullable(Timestamp),
  endedAt: Nullable(Timestamp),
  court: Nullable(Type.String()),
});
export type ResultsMatch = Static<typeof ResultsMatch>;

export const ResultsEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  playerId: Nullable(Type.Integer()),
  teamId: Nullable(Type.Integer()),
  /** the players of a formation or team (a player's entry: the player) */
  players: Type.Array(Type.String()),
  seed: Nullable(Type.Integer()),
  status: EntryStatus,
  /** the final placing once the tournament is finished */
  placing: Nullable(Type.Integer()),
  rankingPoints: Nullable(Type.Integer()),
});
export type ResultsEntry = Static<typeof ResultsEntry>;

export const ResultsStage = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  name: Type.String(),
  type: StageType,
  complete: Type.Boolean(),
  /** round robin and Swiss: the standings by group (one group 1 for Swiss); empty for knockouts */
  groups: Type.Array(Type.Object({ group: Type.Integer(), standings: Type.Array(StandingsRow) })),
  matches: Type.Array(ResultsMatch),
});
export type ResultsStage = Static<typeof ResultsStage>;

/** GET /api/tournament/{id}/results.json */
export const TournamentResults = Type.Object(
  {
    format: Type.Literal('sportzone.tournament-results'),
    version: Type.Literal(1),
    exportedAt: Timestamp,
    tournament: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      organizationId: Type.Integer(),
      organizationName: Type.String(),
      sport: Type.String(),
      entryKind: EntryKind,
      status: TournamentStatus,
      seasonId: Nullable(Type.Integer()),
      startsOn: Nullable(Type.String()),
      endsOn: Nullable(Type.String()),
    }),
    entries: Type.Array(ResultsEntry),
    stages: Type.Array(ResultsStage),
    /** best first; empty until the tournament is finished */
    placings: Type.Array(
      Type.Object({
        position: Type.Integer(),
        entryId: Type.Integer(),
        name: Type.String(),
        rankingPoints: Type.Integer(),
      }),
    ),
  },
  { $id: 'TournamentResults' },
);
export type TournamentResults = Static<typeof TournamentResults>;
