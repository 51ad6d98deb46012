import { Type, type Static, type TSchema } from 'typebox';
import { Count, Id, MAX_PAGE, NullableId } from './common';
import { MatchSport } from './matches';

/**
 * Tournaments (SPEC §3 Tournament/container, issue 13): a tournament of an organization, its sign-ups
 * (entries) with caps, waiting list, check-in and seeds, its stages (formats of `@sportzone/competition`)
 * whose matches are live matches (`containerId` = the tournament), corrections, and rankings.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Opt = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Timestamp = Type.String({ description: 'ISO 8601 date and time' });
const SportName = Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$' });
const Lit = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const TOURNAMENT_STATUSES = ['upcoming', 'open', 'active', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TournamentStatus = Lit(TOURNAMENT_STATUSES);
export const TOURNAMENT_ORDERINGS = ['chronological', 'ranking'] as const;
export const TournamentOrdering = Lit(TOURNAMENT_ORDERINGS);
export const ENTRY_KINDS = ['player', 'formation', 'team'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const EntryKind = Lit(ENTRY_KINDS);
export const ENTRY_STATUSES = ['registered', 'waiting', 'withdrawn'] as const;
export const EntryStatus = Lit(ENTRY_STATUSES);
export const TournamentPrivacy = Lit(['public', 'unlisted', 'private'] as const);

/** the most entries a tournament takes (the competition engine's limit for one stage) */
export const MAX_ENTRIES = 1024;

// ─── tournaments ──────────────────────────────────────────────────────────

const tournamentFields = {
  name: Name(200),
  description: Opt(Type.String({ maxLength: 4000 })),
  sport: MatchSport,
  entryKind: Type.Optional(EntryKind),
  seasonId: Type.Optional(NullableId({ description: 'a season of the same organization' })),
  venueId: Type.Optional(NullableId({ description: 'a venue of the same organization' })),
  startsOn: Opt(DateOnly),
  endsOn: Opt(DateOnly),
  ordering: Type.Optional(TournamentOrdering),
  durationInMinutes: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1440, description: 'planned length of one match' }),
  ),
  restInMinutes: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1440, description: 'rest a player gets between two matches' }),
  ),
  maxRegistrations: Opt(
    Type.Integer({
      minimum: 2,
      maximum: MAX_ENTRIES,
      description: 'sign-ups kept at all (registered and waiting); more are refused',
    }),
  ),
  spots: Opt(
    Type.Integer({
      minimum: 2,
      maximum: MAX_ENTRIES,
      description: 'entries that play; later sign-ups wait and move up on a withdrawal',
    }),
  ),
  selfSignup: Type.Optional(Type.Boolean({ description: 'players may sign themselves up while open' })),
  status: Type.Optional(TournamentStatus),
  privacy: Type.Optional(TournamentPrivacy),
};

export const TournamentInput = Type.Object(tournamentFields, { $id: 'TournamentInput' });
export type TournamentInput = Static<typeof TournamentInput>;
export const TournamentUpdate = Type.Partial(Type.Object(tournamentFields), { $id: 'TournamentUpdate' });
export type TournamentUpdate = Static<typeof TournamentUpdate>;

export const Tournament = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    organizationName: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    sport: Type.String(),
    entryKind: EntryKind,
    seasonId: Nullable(Type.Integer()),
    venueId: Nullable(Type.Integer()),
    startsOn: Nullable(Type.String()),
    endsOn: Nullable(Type.String()),
    ordering: TournamentOrdering,
    durationInMinutes: Type.Integer(),
    restInMinutes: Type.Integer(),
    maxRegistrations: Nullable(Type.Integer()),
    spots: Nullable(Type.Integer()),
    selfSignup: Type.Boolean(),
    status: TournamentStatus,
    privacy: TournamentPrivacy,
    registered: Type.Integer({ description: 'entries that play' }),
    waiting: Type.Integer({ description: 'entries on the waiting list' }),
    drawn: Type.Boolean({ description: 'the first stage is drawn' }),
    canManage: Type.Boolean(),
    createdAt: Timestamp,
  },
  { $id: 'Tournament' },
);
export type Tournament = Static<typeof Tournament>;

export const TournamentListQuery = Type.Object({
  searchTerm: Opt(Type.String({ maxLength: 200 })),
  status: Type.Optional(TournamentStatus),
  seasonId: Type.Optional(Id()),
  sport: Type.Optional(SportName),
  ...Paging,
});
export type TournamentListQuery = Static<typeof TournamentListQuery>;

/** GET /api/user/tournaments: the caller's tournaments (organized, or signed up to) */
export const UserTournamentsQuery = Type.Object({
  status: Type.Optional(TournamentStatus),
  ...Paging,
});
export type UserTournamentsQuery = Static<typeof UserTournamentsQuery>;

export const TournamentEntryParams = Type.Object({ id: Id(), entryId: Id() });
export type TournamentEntryParams = Static<typeof TournamentEntryParams>;
export const TournamentMatchParams = Type.Object({ id: Id(), matchId: Id() });
export type TournamentMatchParams = Static<typeof TournamentMatchParams>;

// ─── entries (sign-ups) ───────────────────────────────────────────────────

export const EntryInput = Type.Object(
  {
    playerId: Type.Optional(Id({ description: 'a player of the organization (entry kind "player")' })),
    teamId: Type.Optional(
      Id({ description: 'a formation or team of the organization (entry kinds "formation", "team")' }),
    ),
  },
  { $id: 'EntryInput' },
);
export type EntryInput = Static<typeof EntryInput>;

export const Entry = Type.Object({
  id: Type.Integer(),
  tournamentId: Type.Integer(),
  playerId: Nullable(Type.Integer()),
  teamId: Nullable(Type.Integer()),
  name: Type.String(),
  status: EntryStatus,
  /** 1 … on the waiting list (null otherwise) */
  waitingPosition: Nullable(Type.Integer()),
  seed: Nullable(Type.Integer()),
  checkedIn: Type.Boolean(),
  checkedInAt: Nullable(Timestamp),
  signedUpAt: Timestamp,
  withdrawnAt: Nullable(Timestamp),
  /** the caller may withdraw it (an organizer, or the one who signed up) */
  canWithdraw: Type.Boolean(),
});
export type Entry = Static<typeof Entry>;

export const SignUpOption = Type.Object({
  playerId: Nullable(Type.Integer()),
  teamId: Nullable(Type.Integer()),
  name: Type.String(),
});
export type SignUpOption = Static<typeof SignUpOption>;

export const EntryList = Type.Object(
  {
    registered: Type.Array(Entry),
    waiting: Type.Array(Entry),
    withdrawn: Type.Array(Entry),
    /** the caller's own entries (their player, or a formation or team they play in): highlighted in the draw */
    mine: Type.Array(Type.Integer()),
    /**
     * what the caller may sign up themself with now (open, self sign-up, not yet signed up): their player,
     * or their formations or teams of the tournament's kind; empty otherwise and for signed-out callers
     */
    signUpOptions: Type.Array(SignUpOption),
  },
  { $id: 'EntryList' },
);
export type EntryList = Static<typeof EntryList>;

export const CheckInInput = Type.Object(
  { checkedIn: Type.Optional(Type.Boolean({ default: true })) },
  { $id: 'CheckInInput' },
);
export type CheckInInput = Static<typeof CheckInInput>;

export const SeedsInput = Type.Object(
  {
    /** hand: the seeds given; ranking: by the organization's ranking; none: clears every seed */
    by: Type.Optional(Lit(['hand', 'ranking', 'none'] as const)),
    seeds: Type.Optional(
      Type.Array(
        Type.Object({
          entryId: Id(),
          seed: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ENTRIES }), Type.Null()]),
        }),
        { maxItems: MAX_ENTRIES },
      ),
    ),
  },
  { $id: 'SeedsInput' },
);
export type SeedsInput = Static<typeof SeedsInput>;

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

export const CorrectionPreview = Type.Object(
  {
    matchId: Type.Integer(),
    /** the later matches whose result and sides would be reset (their live score too) */
    reset: Type.Array(DrawMatch),
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

// ─── rankings ─────────────────────────────────────────────────────────────

export const RankingTableInput = Type.Object(
  {
    points: Type.Array(Type.Integer({ minimum: 0, maximum: 100_000 }), {
      minItems: 1,
      maxItems: 256,
      description: 'points for position 1, 2, 3 … (e.g. 100, 70, 50, 50)',
    }),
  },
  { $id: 'RankingTableInput' },
);
export type RankingTableInput = Static<typeof RankingTableInput>;

export const RankingTable = Type.Object(
  { organizationId: Type.Integer(), points: Type.Array(Type.Integer()) },
  { $id: 'RankingTable' },
);
export type RankingTable = Static<typeof RankingTable>;

export const RankingQuery = Type.Object({
  seasonId: Type.Optional(Id()),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  sport: Type.Optional(SportName),
  kind: Type.Optional(EntryKind),
});
export type RankingQuery = Static<typeof RankingQuery>;

export const RankingRow = Type.Object({
  ranking_position: Type.Integer(),
  ranking_points: Type.Integer(),
  playerId: Nullable(Type.Integer()),
  teamId: Nullable(Type.Integer()),
  name: Type.String(),
  tournaments: Type.Integer(),
});
export const Ranking = Type.Object(
  {
    organizationId: Type.Integer(),
    period: Type.Object({
      from: Nullable(Type.String()),
      to: Nullable(Type.String()),
      seasonId: Nullable(Type.Integer()),
    }),
    items: Type.Array(RankingRow),
  },
  { $id: 'Ranking' },
);
export type Ranking = Static<typeof Ranking>;

// ─── schedule ─────────────────────────────────────────────────────────────

export const ScheduleInput = Type.Object(
  {
    startAt: Type.String({ format: 'date-time', description: 'when the first match may start' }),
    playingSpaceIds: Type.Optional(
      Type.Array(Id(), {
        maxItems: 200,
        description: 'the venue’s playing spaces to use (default: all of the tournament’s sport)',
      }),
    ),
    restart: Type.Optional(
      Type.Boolean({
        description: 'plan again every match not started (default: only those without a time)',
      }),
    ),
  },
  { $id: 'ScheduleInput' },
);
export type ScheduleInput = Static<typeof ScheduleInput>;

export const ScheduleConflict = Type.Object({
  kind: Lit(['player_twice', 'court_twice'] as const),
  matchIds: Type.Array(Type.Integer()),
  court: Nullable(Type.String()),
  /** the player on two courts at once (player_twice) */
  playerId: Nullable(Type.Integer()),
  message: Type.String(),
});

export const Schedule = Type.Object(
  {
    tournamentId: Type.Integer(),
    durationInMinutes: Type.Integer(),
    restInMinutes: Type.Integer(),
    courts: Type.Array(Type.String()),
    items: Type.Array(
      Type.Object({
        matchId: Type.Integer(),
        key: Type.String(),
        stageId: Type.Integer(),
        phase: Type.String(),
        round: Type.Integer(),
        home: Type.String(),
        away: Type.String(),
        status: Type.String(),
        scheduledAt: Nullable(Timestamp),
        endsAt: Nullable(Timestamp),
        court: Nullable(Type.String()),
      }),
    ),
    conflicts: Type.Array(ScheduleConflict),
    /** the court free first, and from when (null without playing spaces) */
    nextFreeCourt: Nullable(Type.Object({ court: Type.String(), at: Timestamp })),
  },
  { $id: 'Schedule' },
);
export type Schedule = Static<typeof Schedule>;
