import { Type, type Static } from 'typebox';
import { Id, NullableId, PagingQuery } from './common';
import { MatchSport } from './matches';
import { DateOnly, Lit, Name, Nullable, Opt, SportName, Timestamp } from './schema';

/**
 * Tournaments (SPEC §3 Tournament/container, decision 018): a tournament of an organization, its sign-ups
 * (entries) with caps, waiting list, check-in and seeds, rankings and the schedule. Its stages (formats of
 * `@sportzone/competition`) whose matches are live matches (`containerId` = the tournament), the draw,
 * results and corrections are in tournament-stages.ts.
 */

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
/** who signs themself up while open: the organization's players, or anyone signed in (decision 055) */
export const SIGNUP_POLICIES = ['players', 'anyone'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];
export const SignupPolicy = Lit(SIGNUP_POLICIES);
export const TournamentPrivacy = Lit(['public', 'unlisted', 'private'] as const);

/**
 * A scoring format: the scoring package's format options of the tournament's sport (missing keys take the
 * sport's standard values, decision 062). Null: the sport's standard format.
 */
export const MatchFormat = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 32 });

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
  signupPolicy: Type.Optional(SignupPolicy),
  status: Type.Optional(TournamentStatus),
  privacy: Type.Optional(TournamentPrivacy),
  /** the format the draw's matches play; a stage may override it; null: the sport's standard */
  format: Opt(MatchFormat),
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
    signupPolicy: SignupPolicy,
    status: TournamentStatus,
    privacy: TournamentPrivacy,
    format: Type.Record(Type.String(), Type.Unknown(), {
      description: 'the format the matches play (every key, the sport’s standard when none was set)',
    }),
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
  ...PagingQuery,
});
export type TournamentListQuery = Static<typeof TournamentListQuery>;

/** GET /api/user/tournaments: the caller's tournaments (organized, or signed up to) */
export const UserTournamentsQuery = Type.Object({
  status: Type.Optional(TournamentStatus),
  ...PagingQuery,
});
export type UserTournamentsQuery = Static<typeof UserTournamentsQuery>;

export const TournamentEntryParams = Type.Object({ id: Id(), entryId: Id() });
export type TournamentEntryParams = Static<typeof TournamentEntryParams>;
export const TournamentMatchParams = Type.Object({ id: Id(), matchId: Id() });
export type TournamentMatchParams = Static<typeof TournamentMatchParams>;

// ─── entries (sign-ups) ───────────────────────────────────────────────────

export const EntryInput = Type.Object(
  {
    playerId: Type.Optional(
      Id({
        description:
          'a player of the organization (entry kind "player"); left out by a person signing up themself, who gets a player linked to their account where the tournament lets anyone sign up',
      }),
    ),
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

/** a player-kind option with neither id: the caller signs up as themself, and a player is made for them */
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
    /** after seeding by ranking: how many entries the ranking seeded, and the names it had no place for */
    seeding: Type.Optional(
      Type.Object({
        seeded: Type.Integer(),
        unranked: Type.Array(Type.String()),
      }),
    ),
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

/** One of the two matches of a conflict: this tournament's, another's of the organization, or a match of none. */
export const ScheduleConflictMatch = Type.Object({
  matchId: Type.Integer(),
  home: Type.String(),
  away: Type.String(),
  court: Nullable(Type.String()),
  scheduledAt: Timestamp,
  /** the tournament it belongs to (null: a match of no tournament) */
  tournamentId: Nullable(Type.Integer()),
  tournamentName: Nullable(Type.String()),
});

export const ScheduleConflict = Type.Object({
  kind: Lit(['player_twice', 'court_twice'] as const),
  matchIds: Type.Array(Type.Integer()),
  court: Nullable(Type.String()),
  /** the player on two courts at once (player_twice) */
  playerId: Nullable(Type.Integer()),
  /** that player's name (player_twice) */
  playerName: Nullable(Type.String()),
  /** when the two matches first overlap */
  at: Timestamp,
  /** the two matches, in the order of matchIds */
  matches: Type.Array(ScheduleConflictMatch),
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
    /**
     * the organizer's last plan (null before the first): its playing spaces and first start; matches
     * that become known later (a next stage, a knockout's sides) are placed on those courts by themselves
     */
    plan: Nullable(
      Type.Object({
        playingSpaceIds: Type.Array(Type.Integer()),
        startAt: Timestamp,
        updatedAt: Timestamp,
      }),
    ),
  },
  { $id: 'Schedule' },
);
export type Schedule = Static<typeof Schedule>;
