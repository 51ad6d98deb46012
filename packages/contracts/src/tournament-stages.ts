import { Type, type Static } from 'typebox';
import { Count, Id } from './common';
import { Lit, Name, Nullable, Opt, Timestamp } from './schema';
import { MatchFormat, MAX_ENTRIES } from './tournaments';

/**
 * A tournament's stages (formats of `@sportzone/competition`, decision 018), the draw they make, results
 * entered by hand and corrections with their preview, and the tournament's audit. The tournament itself,
 * its entries, rankings and schedule are in tournaments.ts.
 */

// ─── stages, the draw, results ────────────────────────────────────────────

export const STAGE_TYPES = ['single_elimination', 'double_elimination', 'round_robin', 'swiss'] as const;
export const StageType = Lit(STAGE_TYPES);
export const RULE_SETS = [
  'generic',
  'badminton',
  'table-tennis',
  'volleyball',
  'tennis',
  'snooker',
  'bowling',
] as const;

export const StageOptions = Type.Object({
  thirdPlace: Type.Optional(Type.Boolean()),
  grandFinal: Type.Optional(Lit(['reset', 'single'] as const)),
  legs: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  groups: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
  rounds: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
  rules: Type.Optional(Lit(RULE_SETS)),
  points: Type.Optional(
    Type.Object({
      win: Type.Integer({ minimum: 0, maximum: 100 }),
      draw: Type.Integer({ minimum: 0, maximum: 100 }),
      loss: Type.Integer({ minimum: 0, maximum: 100 }),
    }),
  ),
});

export const StageInput = Type.Object({
  name: Name(100),
  type: StageType,
  options: Type.Optional(StageOptions),
  qualifiersPerGroup: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_ENTRIES,
      description: 'later stages: the top k of each group of the stage before go on (seeded by position)',
    }),
  ),
  /** this stage's matches play this format instead of the tournament's; null/absent: the tournament's */
  format: Opt(MatchFormat),
});

export const StagesInput = Type.Object(
  { stages: Type.Array(StageInput, { minItems: 1, maxItems: 8 }) },
  { $id: 'StagesInput' },
);
export type StagesInput = Static<typeof StagesInput>;

/** Where a side not known yet comes from: the winner or loser of another match of the stage. */
export const DrawFeed = Type.Object({
  take: Lit(['winner', 'loser'] as const),
  /** another DrawMatch's `key` in the same stage */
  match: Type.String(),
});
export type DrawFeed = Static<typeof DrawFeed>;

const DrawSide = Type.Object({
  entryId: Nullable(Type.Integer()),
  /** the entry's name; null while the side is not known (the client labels it from `from`) */
  name: Nullable(Type.String()),
  /** an unknown side's feed (knockouts after the first round); null when known or without a feed */
  from: Nullable(DrawFeed),
});
export type DrawSide = Static<typeof DrawSide>;

export const DrawMatch = Type.Object({
  key: Type.String({ description: 'the match in the stage (the engine’s id)' }),
  /** the live match (null for a bye) */
  matchId: Nullable(Type.Integer()),
  phase: Type.String({ description: 'winners, losers, grand_final, third_place, group or swiss' }),
  group: Type.Integer(),
  round: Type.Integer(),
  home: DrawSide,
  away: DrawSide,
  status: Type.String({ description: 'waiting, ready, finished or bye' }),
  winner: Nullable(Type.String()),
  walkover: Type.Boolean(),
  games: Type.Array(Type.Object({ home: Type.Number(), away: Type.Number() })),
  liveStatus: Nullable(Type.String()),
  scheduledAt: Nullable(Timestamp),
  court: Nullable(Type.String()),
});
export type DrawMatch = Static<typeof DrawMatch>;

export const StandingsRow = Type.Object({
  entryId: Type.Integer(),
  name: Type.String(),
  rank: Type.Integer(),
  group: Type.Integer(),
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  points: Type.Number(),
  gamesWon: Type.Number(),
  gamesLost: Type.Number(),
  scoreFor: Type.Number(),
  scoreAgainst: Type.Number(),
  position: Type.Optional(Nullable(Type.Integer())),
  tiebreak: Type.Optional(Type.String()),
});

export const TournamentStage = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  name: Type.String(),
  type: StageType,
  options: Type.Record(Type.String(), Type.Unknown()),
  qualifiersPerGroup: Nullable(Type.Integer()),
  /** the stage's own format (every key); null: it plays the tournament's */
  format: Nullable(Type.Record(Type.String(), Type.Unknown())),
  drawn: Type.Boolean(),
  complete: Type.Boolean(),
  drawnAt: Nullable(Timestamp),
  matches: Type.Array(DrawMatch),
  standings: Type.Array(StandingsRow),
});
export type TournamentStage = Static<typeof TournamentStage>;

export const TournamentStages = Type.Object(
  { tournamentId: Type.Integer(), stages: Type.Array(TournamentStage) },
  { $id: 'TournamentStages' },
);
export type TournamentStages = Static<typeof TournamentStages>;

export const DrawInput = Type.Object(
  {
    stageId: Type.Optional(
      Id({ description: 'a later stage to draw from the one before (default: the first)' }),
    ),
  },
  { $id: 'DrawInput' },
);
export type DrawInput = Static<typeof DrawInput>;

const GameScore = Type.Object({
  home: Count({ maximum: 1_000_000 }),
  away: Count({ maximum: 1_000_000 }),
});

export const ResultInput = Type.Object({
  winner: Lit(['home', 'away', 'draw'] as const),
  games: Type.Optional(Type.Array(GameScore, { maxItems: 100 })),
  walkover: Type.Optional(Type.Boolean({ description: 'a walkover, retirement or default' })),
});
export type ResultInput = Static<typeof ResultInput>;

export const CorrectionInput = Type.Object(
  {
    /** the new result; null takes the result back (the match is to be played again) */
    result: Nullable(ResultInput),
    reason: Opt(Type.String({ maxLength: 500 })),
  },
  { $id: 'CorrectionInput' },
);
export type CorrectionInput = Static<typeof CorrectionInput>;

/**
 * The proposed result a correction's preview is worked out for (the query of its GET): no `winner` — the
 * result as it is; `none` — taken back, to be played again; `games` as "6-4,3-6" (home first).
 */
export const CorrectionPreviewQuery = Type.Object({
  winner: Type.Optional(Lit(['home', 'away', 'draw', 'none'] as const)),
  games: Type.Optional(
    Type.String({ pattern: '^$|^[0-9]{1,7}-[0-9]{1,7}(,[0-9]{1,7}-[0-9]{1,7}){0,99}$', maxLength: 1600 }),
  ),
  walkover: Type.Optional(Type.Boolean()),
});
export type CorrectionPreviewQuery = Static<typeof CorrectionPreviewQuery>;

const CorrectionSide = Type.Object({ entryId: Nullable(Type.Integer()), name: Nullable(Type.String()) });

/** A place of the next stage filled from a group position that the correction changes. */
export const CorrectionPlace = Type.Object({
  group: Type.Integer(),
  position: Type.Integer(),
  from: CorrectionSide,
  to: CorrectionSide,
});
export type CorrectionPlace = Static<typeof CorrectionPlace>;

export const CorrectionPreview = Type.Object(
  {
    matchId: Type.Integer(),
    /** the later matches whose result and sides would be reset (their live score too): only those that change */
    reset: Type.Array(DrawMatch),
    /** the next stage, when it is drawn from this one (its places and matches below) */
    nextStageId: Nullable(Type.Integer()),
    /** the next stage's places that change (old → new participant) */
    places: Type.Array(CorrectionPlace),
    /** the next stage's matches that get a new side (their live score is reset, their schedule kept) */
    nextReset: Type.Array(DrawMatch),
    /** refused (played_on): the next stage's matches that would change but have been played or started */
    blocked: Type.Array(DrawMatch),
    allowed: Type.Boolean(),
    /** why not, when not allowed (a code the UI can translate) */
    code: Opt(Type.String()),
    message: Opt(Type.String()),
  },
  { $id: 'CorrectionPreview' },
);
export type CorrectionPreview = Static<typeof CorrectionPreview>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  userId: Nullable(Type.Integer()),
  action: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Timestamp,
});
export const AuditList = Type.Object({ items: Type.Array(AuditEntry) }, { $id: 'TournamentAudit' });
export type AuditList = Static<typeof AuditList>;
