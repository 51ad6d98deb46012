import { Type, type Static, type TLiteral, type TSchema } from 'typebox';
import { Id as IdSchema, MAX_PAGE, OptionalId } from './common';

/**
 * Organizations and their people (SPEC §3): organizations and sub-organizations, roles, members,
 * players, teams and formations, venues with playing spaces, seasons, custom properties, invitations,
 * applications, follows, reports, public profiles and the mail outbox.
 */

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
/** a union of string literals from a const list, typed as that union */
const Lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v)) as unknown as [...Literals<T>]);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** optional in a body; null clears it */
const Opt = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Text = (max: number) => Type.String({ maxLength: max });
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Country = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' });
const Id = IdSchema();
const Timestamp = Type.String({ description: 'ISO 8601 date and time' });
const SearchTerm = Type.Optional(Nullable(Type.String({ maxLength: 200 })));
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};
/** A sport id: the product's sports (tennis, table-tennis …) or another sport's lower-case name. */
const SportName = Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$' });

// ─── enumerations ─────────────────────────────────────────────────────────

export const PRIVACY = ['public', 'private', 'unlisted'] as const;
export type Privacy = (typeof PRIVACY)[number];
export const Privacy = Lit(PRIVACY);

export const ORGANIZATION_ROLES = ['owner', 'organizer', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const OrganizationRole = Lit(ORGANIZATION_ROLES);

export const PERSON_STATUSES = ['active', 'inactive'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const PersonStatus = Lit(PERSON_STATUSES);

export const SEXES = ['female', 'male', 'other'] as const;
export type Sex = (typeof SEXES)[number];
export const Sex = Lit(SEXES);

export const TEAM_KINDS = ['team', 'formation'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
export const TeamKind = Lit(TEAM_KINDS);

export const COMPETITOR_TYPES = ['solo', 'double', 'trio'] as const;
export type CompetitorType = (typeof COMPETITOR_TYPES)[number];
export const CompetitorType = Lit(COMPETITOR_TYPES);
/** players a formation of each competitor type holds */
export const COMPETITOR_SIZES: Record<CompetitorType, number> = { solo: 1, double: 2, trio: 3 };

export const SPACE_KINDS = ['table', 'court', 'lane', 'field', 'playground'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const SpaceKind = Lit(SPACE_KINDS);

/** SPEC §3 sport wording: table (table tennis, snooker), court (tennis), lane (bowling), field (volleyball, badminton); playground otherwise. */
export function spaceKindOf(sport: string): SpaceKind {
  switch (sport) {
    case 'table-tennis':
    case 'snooker':
      return 'table';
    case 'tennis':
      return 'court';
    case 'bowling':
      return 'lane';
    case 'volleyball':
    case 'badminton':
      return 'field';
    default:
      return 'playground';
  }
}

export const PROPERTY_TYPES = ['text', 'number', 'date', 'boolean', 'choice'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PropertyType = Lit(PROPERTY_TYPES);

export const PROPERTY_TARGETS = ['players', 'events'] as const;
export type PropertyTarget = (typeof PROPERTY_TARGETS)[number];
export const PropertyTarget = Lit(PROPERTY_TARGETS);

export const DECISION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
export const DecisionStatus = Lit(DECISION_STATUSES);

export const FOLLOW_KINDS = ['organization', 'player', 'team'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
export const FollowKind = Lit(FOLLOW_KINDS);

export const OUTBOX_STATUSES = ['stored', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OutboxStatus = Lit(OUTBOX_STATUSES);

// ─── small references ─────────────────────────────────────────────────────

export const OrganizationRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type OrganizationRef = Static<typeof OrganizationRef>;
export const UserRef = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
export type UserRef = Static<typeof UserRef>;

export const OrganizationParams = Type.Object({ organizationId: Id });
export type OrganizationParams = Static<typeof OrganizationParams>;

// ─── organizations ────────────────────────────────────────────────────────

const organizationFields = {
  name: Name(200),
  email: Opt(Type.String({ format: 'email', maxLength: 254 })),
  website: Opt(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$' })),
  phoneNumber: Opt(Type.String({ maxLength: 40, pattern: '^\\+?[0-9 ()./-]{3,40}$' })),
  privacy: Type.Optional(Privacy),
  establishedOn: Opt(DateOnly),
  language: Opt(Type.String({ pattern: '^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$' })),
  description: Opt(Text(4000)),
};

/** POST /api/organization: a top-level organization (global Organizer or Admin) or a sub-organization (its parent's owners and organizers). */
export const OrganizationInput = Type.Object(
  { ...organizationFields, parentId: OptionalId() },
  { $id: 'OrganizationInput' },
);
export type OrganizationInput = Static<typeof OrganizationInput>;

/** PATCH /api/organization/{organizationId}: only the fields sent change. */
export const OrganizationUpdate = Type.Partial(Type.Object(organizationFields), {
  $id: 'OrganizationUpdate',
});
export type OrganizationUpdate = Static<typeof OrganizationUpdate>;

export const Organization = Type.Object(
  {
    id: Type.Integer(),
    parentId: Nullable(Type.Integer()),
    parent: Nullable(OrganizationRef),
    name: Type.String(),
    email: Nullable(Type.String()),
    website: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    privacy: Privacy,
    establishedOn: Nullable(Type.String()),
    language: Nullable(Type.String()),
    description: Nullable(Type.String()),
    logoUrl: Nullable(Type.String()),
    createdAt: Timestamp,
    /** the caller's roles here or up the tree */
    myRoles: Type.Array(OrganizationRole),
    /** owner, organizer or admin: may change everything but organizers */
    canManage: Type.Boolean(),
    /** owner or admin: may also name organizers and delete the organization */
    canOwn: Type.Boolean(),
    /** member (any role) or admin: sees the private parts */
    canSeePrivate: Type.Boolean(),
    following: Type.Boolean(),
  },
  { $id: 'Organization' },
);
export type Organization = Static<typeof Organization>;

export const OrganizationListQuery = Type.Object({ searchTerm: SearchTerm, ...Paging });
export type OrganizationListQuery = Static<typeof OrganizationListQuery>;
export const MyOrganizationsQuery = Type.Object({
  searchTerm: SearchTerm,
  role: Type.Optional(OrganizationRole),
  ...Paging,
});
export type MyOrganizationsQuery = Static<typeof MyOrganizationsQuery>;

// ─── roles ────────────────────────────────────────────────────────────────

export const RoleAssignment = Type.Object(
  { userId: Type.Integer(), role: OrganizationRole, assignedOn: Timestamp, user: UserRef },
  { $id: 'RoleAssignment' },
);
export type RoleAssignment = Static<typeof RoleAssignment>;
export const RoleInput = Type.Object({ userId: Id, role: OrganizationRole });
export type RoleInput = Static<typeof RoleInput>;
export const RoleParams = Type.Object({ organizationId: Id, userId: Id, role: OrganizationRole });
export type RoleParams = Static<typeof RoleParams>;
export const RoleListQuery = Type.Object({
  searchTerm: SearchTerm,
  role: Type.Optional(OrganizationRole),
  ...Paging,
});
export type RoleListQuery = Static<typeof RoleListQuery>;

// ─── members ──────────────────────────────────────────────────────────────

const personName = {
  firstName: Name(100),
  middleName: Opt(Text(100)),
  lastName: Name(100),
};

export const MemberInput = Type.Object(
  {
    ...personName,
    email: Opt(Type.String({ format: 'email', maxLength: 254 })),
    /** link to a user account (the user becomes a member of the organization) */
    userId: OptionalId(),
    status: Type.Optional(PersonStatus),
    joinedOn: Opt(DateOnly),
  },
  { $id: 'MemberInput' },
);
export type MemberInput = Static<typeof MemberInput>;
export const MemberUpdate = Type.Partial(MemberInput, { $id: 'MemberUpdate' });
export type MemberUpdate = Static<typeof MemberUpdate>;

export const Member = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    userId: Nullable(Type.Integer()),
    firstName: Type.String(),
    middleName: Nullable(Type.String()),
    lastName: Type.String(),
    /** only for members of the organization and admins */
    email: Nullable(Type.String()),
    status: PersonStatus,
    joinedOn: Type.String(),
    createdAt: Timestamp,
  },
  { $id: 'Member' },
);
export type Member = Static<typeof Member>;
export const MemberListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(PersonStatus),
  ...Paging,
});
export type MemberListQuery = Static<typeof MemberListQuery>;
export const MemberParams = Type.Object({ organizationId: Id, memberId: Id });
export type MemberParams = Static<typeof MemberParams>;

// ─── players ──────────────────────────────────────────────────────────────

export const PropertyValue = Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean()]);
export type PropertyValue = Static<typeof PropertyValue>;
/**
 * Values by property key; null clears a value. Checked by the server against each property's type
 * (not by the schema, whose type coercion would turn numbers into text).
 */
export const PropertyValues = Type.Unsafe<Record<string, PropertyValue | null>>(
  Type.Record(
    Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }),
    Type.Unknown({ description: 'text, number, YYYY-MM-DD, true/false, or null' }),
    {
      maxProperties: 100,
    },
  ),
);
export type PropertyValues = Record<string, PropertyValue | null>;

export const PlayerInput = Type.Object(
  {
    ...personName,
    sex: Opt(Sex),
    birthday: Opt(DateOnly),
    /** cm */
    height: Opt(Type.Integer({ minimum: 30, maximum: 280 })),
    /** kg */
    weight: Opt(Type.Number({ minimum: 5, maximum: 400 })),
    nationality: Opt(Country),
    memberId: Opt(Text(60)),
    playerNumber: Opt(Text(20)),
    status: Type.Optional(PersonStatus),
    /** the user who claimed this player */
    userId: OptionalId(),
    properties: Type.Optional(PropertyValues),
  },
  { $id: 'PlayerInput' },
);
export type PlayerInput = Static<typeof PlayerInput>;
export const PlayerUpdate = Type.Partial(PlayerInput, { $id: 'PlayerUpdate' });
export type PlayerUpdate = Static<typeof PlayerUpdate>;

export const Player = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    /** private fields (userId, birthday, memberId, properties) are null/empty for non-members */
    userId: Nullable(Type.Integer()),
    firstName: Type.String(),
    middleName: Nullable(Type.String()),
    lastName: Type.String(),
    sex: Nullable(Sex),
    birthday: Nullable(Type.String()),
    height: Nullable(Type.Integer()),
    weight: Nullable(Type.Number()),
    nationality: Nullable(Type.String()),
    memberId: Nullable(Type.String()),
    playerNumber: Nullable(Type.String()),
    status: PersonStatus,
    pictureUrl: Nullable(Type.String()),
    properties: Type.Record(Type.String(), PropertyValue),
    createdAt: Timestamp,
  },
  { $id: 'Player' },
);
export type Player = Static<typeof Player>;
export const PlayerListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(PersonStatus),
  sex: Type.Optional(Sex),
  nationality: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  ...Paging,
});
export type PlayerListQuery = Static<typeof PlayerListQuery>;

// ─── teams and formations ─────────────────────────────────────────────────

export const TeamInput = Type.Object(
  {
    name: Name(200),
    kind: Type.Optional(TeamKind),
    /** formations: solo, double or trio (1, 2 or 3 players) */
    competitorType: Opt(CompetitorType),
    sport: Opt(SportName),
    /** players of the same organization, in order */
    playerIds: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true })),
  },
  { $id: 'TeamInput' },
);
export type TeamInput = Static<typeof TeamInput>;
export const TeamUpdate = Type.Partial(TeamInput, { $id: 'TeamUpdate' });
export type TeamUpdate = Static<typeof TeamUpdate>;

export const TeamPlayer = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  playerNumber: Nullable(Type.String()),
  status: PersonStatus,
});
export type TeamPlayer = Static<typeof TeamPlayer>;

export const Team = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    name: Type.String(),
    kind: TeamKind,
    competitorType: Nullable(CompetitorType),
    sport: Nullable(Type.String()),
    players: Type.Array(TeamPlayer),
    createdAt: Timestamp,
  },
  { $id: 'Team' },
);
export type Team = Static<typeof Team>;
export const TeamListQuery = Type.Object({
  searchTerm: SearchTerm,
  kind: Type.Optional(TeamKind),
  competitorType: Type.Optional(CompetitorType),
  sport: Type.Optional(SportName),
  ...Paging,
});
export type TeamListQuery = Static<typeof TeamListQuery>;
export const TeamPlayerParams = Type.Object({ id: Id, playerId: Id });
export type TeamPlayerParams = Static<typeof TeamPlayerParams>;

// ─── venues and playing spaces ────────────────────────────────────────────

export const PlayingSpaceInput = Type.Object({
  /** an existing space of this venue to keep (renamed as given); absent for a new one */
  id: Type.Optional(Id),
  sport: SportName,
  name: Name(100),
});
export type PlayingSpaceInput = Static<typeof PlayingSpaceInput>;

export const VenueInput = Type.Object(
  {
    name: Name(200),
    address: Opt(Text(500)),
    city: Opt(Text(200)),
    country: Opt(Country),
    /** IANA time zone of the venue (Europe/Sofia); local times in calendars and pages follow it */
    timeZone: Opt(Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone name' })),
    /** the venue's tables, courts, lanes and fields; when sent, replaces the list */
    spaces: Type.Optional(Type.Array(PlayingSpaceInput, { maxItems: 200 })),
  },
  { $id: 'VenueInput' },
);
export type VenueInput = Static<typeof VenueInput>;
export const VenueUpdate = Type.Partial(VenueInput, { $id: 'VenueUpdate' });
export type VenueUpdate = Static<typeof VenueUpdate>;

export const PlayingSpace = Type.Object({
  id: Type.Integer(),
  sport: Type.String(),
  name: Type.String(),
  /** the word for it, from the sport: table, court, lane, field, or playground */
  kind: SpaceKind,
});
export type PlayingSpace = Static<typeof PlayingSpace>;

export const Venue = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    name: Type.String(),
    address: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
    timeZone: Nullable(Type.String()),
    spaces: Type.Array(PlayingSpace),
    createdAt: Timestamp,
  },
  { $id: 'Venue' },
);
export type Venue = Static<typeof Venue>;
export const VenueListQuery = Type.Object({
  searchTerm: SearchTerm,
  city: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  country: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  sport: Type.Optional(SportName),
  ...Paging,
});
export type VenueListQuery = Static<typeof VenueListQuery>;

// ─── seasons ──────────────────────────────────────────────────────────────

export const SeasonInput = Type.Object(
  { name: Name(200), startsOn: DateOnly, endsOn: DateOnly },
  { $id: 'SeasonInput' },
);
export type SeasonInput = Static<typeof SeasonInput>;
export const SeasonUpdate = Type.Partial(SeasonInput, { $id: 'SeasonUpdate' });
export type SeasonUpdate = Static<typeof SeasonUpdate>;
export const Season = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    name: Type.String(),
    startsOn: Type.String(),
    endsOn: Type.String(),
    createdAt: Timestamp,
  },
  { $id: 'Season' },
);
export type Season = Static<typeof Season>;
export const SeasonListQuery = Type.Object({
  searchTerm: SearchTerm,
  /** only seasons running on this day */
  on: Type.Optional(DateOnly),
  ...Paging,
});
export type SeasonListQuery = Static<typeof SeasonListQuery>;

// ─── organization properties ──────────────────────────────────────────────

export const PropertyInput = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$', description: 'lower-case letters, digits and _' }),
    label: Name(200),
    type: PropertyType,
    /** the choices of a `choice` property */
    options: Type.Optional(Type.Array(Name(100), { maxItems: 100, uniqueItems: true })),
    appliesTo: PropertyTarget,
  },
  { $id: 'PropertyInput' },
);
export type PropertyInput = Static<typeof PropertyInput>;
/** the key, type and target are fixed once values exist; label and options can change */
export const PropertyUpdate = Type.Object(
  {
    label: Type.Optional(Name(200)),
    options: Type.Optional(Type.Array(Name(100), { maxItems: 100, uniqueItems: true })),
  },
  { $id: 'PropertyUpdate' },
);
export type PropertyUpdate = Static<typeof PropertyUpdate>;
export const Property = Type.Object(
  {
    id: Type.Integer(),
    organizationId: Type.Integer(),
    key: Type.String(),
    label: Type.String(),
    type: PropertyType,
    options: Type.Array(Type.String()),
    appliesTo: PropertyTarget,
    createdAt: Timestamp,
  },
  { $id: 'Property' },
);
export type Property = Static<typeof Property>;
export const PropertyListQuery = Type.Object({
  searchTerm: SearchTerm,
  appliesTo: Type.Optional(PropertyTarget),
  ...Paging,
});
export type PropertyListQuery = Static<typeof PropertyListQuery>;
export const PropertyParams = Type.Object({ organizationId: Id, propertyId: Id });
export type PropertyParams = Static<typeof PropertyParams>;

// ─── invitations and applications ─────────────────────────────────────────

/** POST /api/organization/{organizationId}/invitations: to a user (userId) or to an email address (email), not both. */
export const InvitationInput = Type.Object(
  {
    userId: Type.Optional(Id),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
    sendAsEmail: Type.Optional(Type.Boolean({ default: false })),
  },
  { $id: 'InvitationInput' },
);
export type InvitationInput = Static<typeof InvitationInput>;

export const Invitation = Type.Object(
  {
    id: Type.Integer(),
    organization: OrganizationRef,
    user: Nullable(UserRef),
    email: Nullable(Type.String()),
    message: Type.String(),
    sendAsEmail: Type.Boolean(),
    status: DecisionStatus,
    invitedOn: Timestamp,
    decidedAt: Nullable(Timestamp),
    invitedBy: Nullable(UserRef),
    /** what happened to the email: stored in the outbox (no SMTP), sent, or failed; null when not emailed */
    emailStatus: Nullable(OutboxStatus),
  },
  { $id: 'Invitation' },
);
export type Invitation = Static<typeof Invitation>;
export const InvitationListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(DecisionStatus),
  ...Paging,
});
export type InvitationListQuery = Static<typeof InvitationListQuery>;
/** Accepting an invitation sent to an address needs the token from the email link (unless the address is a verified one of yours). */
export const InvitationAnswer = Type.Object({
  token: Type.Optional(Type.String({ minLength: 10, maxLength: 200 })),
});
export type InvitationAnswer = Static<typeof InvitationAnswer>;
export const InvitationTokenQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type InvitationTokenQuery = Static<typeof InvitationTokenQuery>;

export const ApplicationInput = Type.Object(
  { organizationId: Id, message: Opt(Text(2000)) },
  { $id: 'ApplicationInput' },
);
export type ApplicationInput = Static<typeof ApplicationInput>;
export const Application = Type.Object(
  {
    id: Type.Integer(),
    organization: OrganizationRef,
    user: UserRef,
    message: Nullable(Type.String()),
    status: DecisionStatus,
    reason: Nullable(Type.String()),
    appliedOn: Timestamp,
    decidedAt: Nullable(Timestamp),
  },
  { $id: 'Application' },
);
export type Application = Static<typeof Application>;
export const ApplicationListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(DecisionStatus),
  ...Paging,
});
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;
export const ApplicationDecision = Type.Object({ reason: Type.Optional(Nullable(Text(1000))) });
export type ApplicationDecision = Static<typeof ApplicationDecision>;

// ─── follows ──────────────────────────────────────────────────────────────

export const FollowParams = Type.Object({ kind: FollowKind, id: Id });
export type FollowParams = Static<typeof FollowParams>;
export const Follow = Type.Object(
  {
    kind: FollowKind,
    id: Type.Integer(),
    name: Type.String(),
    organization: OrganizationRef,
    followedOn: Timestamp,
  },
  { $id: 'Follow' },
);
export type Follow = Static<typeof Follow>;
export const FollowListQuery = Type.Object({
  searchTerm: SearchTerm,
  kind: Type.Optional(FollowKind),
  ...Paging,
});
export type FollowListQuery = Static<typeof FollowListQuery>;
export const FollowState = Type.Object({
  kind: FollowKind,
  id: Type.Integer(),
  following: Type.Boolean(),
  followers: Type.Integer(),
});
export type FollowState = Static<typeof FollowState>;

// ─── reports ──────────────────────────────────────────────────────────────

export const StatusCounts = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
});
export const ResultLine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  played: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  drawn: Type.Integer(),
});
export const OrganizationReport = Type.Object(
  {
    organization: OrganizationRef,
    generatedAt: Timestamp,
    members: StatusCounts,
    players: StatusCounts,
    matches: Type.Object({
      upcoming: Type.Integer(),
      queued: Type.Integer(),
      active: Type.Integer(),
      finished: Type.Integer(),
    }),
    playerResults: Type.Array(Type.Object({ ...ResultLine.properties, status: PersonStatus })),
    teamResults: Type.Array(
      Type.Object({ ...ResultLine.properties, kind: TeamKind, competitorType: Nullable(CompetitorType) }),
    ),
  },
  { $id: 'OrganizationReport' },
);
export type OrganizationReport = Static<typeof OrganizationReport>;
export const ReportQuery = Type.Object({ format: Type.Optional(Lit(['json', 'csv'] as const)) });
export type ReportQuery = Static<typeof ReportQuery>;

// ─── public profiles ──────────────────────────────────────────────────────

export const ProfileMatch = Type.Object({
  id: Type.Integer(),
  sport: Type.String(),
  status: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  /** the profile's side in this match, when known */
  side: Nullable(Lit(['home', 'away'] as const)),
  /** compact score text, home first */
  score: Type.String(),
  winner: Nullable(Lit(['home', 'away'] as const)),
  scheduledAt: Nullable(Timestamp),
  startedAt: Nullable(Timestamp),
  endedAt: Nullable(Timestamp),
});
export type ProfileMatch = Static<typeof ProfileMatch>;
/** Finished matches in which the profile played one side: won and lost (a match it is on both sides of is left out). */
export const ProfileRecord = Type.Object({
  played: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
});
export type ProfileRecord = Static<typeof ProfileRecord>;
/** One opponent met in finished matches: who, how often, won and lost, and the last meeting. */
export const HeadToHead = Type.Object({
  opponent: Type.String(),
  /** the opponent's public profile, when the matches name a player or a team / formation */
  opponentPlayerId: Nullable(Type.Integer()),
  opponentEntityId: Nullable(Type.Integer()),
  played: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  lastMatchId: Type.Integer(),
  lastScore: Type.String(),
});
export type HeadToHead = Static<typeof HeadToHead>;
export const ProfileMatches = Type.Object({
  live: Type.Array(ProfileMatch),
  /** the next scheduled matches, soonest first */
  upcoming: Type.Array(ProfileMatch),
  /** the latest results; the whole history is GET …/{id}/results */
  recent: Type.Array(ProfileMatch),
  /** people, teams and formations: their win–loss record and the opponents they met most */
  record: Type.Optional(ProfileRecord),
  headToHead: Type.Optional(Type.Array(HeadToHead)),
});
export type ProfileMatches = Static<typeof ProfileMatches>;
export const ProfileResultsQuery = Type.Object({ ...Paging });
export type ProfileResultsQuery = Static<typeof ProfileResultsQuery>;

export const PublicOrganizationRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  privacy: Privacy,
});
export const EntityRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: TeamKind,
  competitorType: Nullable(CompetitorType),
  sport: Nullable(Type.String()),
});
export type EntityRef = Static<typeof EntityRef>;

export const PublicPlayer = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    middleName: Nullable(Type.String()),
    lastName: Type.String(),
    sex: Nullable(Sex),
    nationality: Nullable(Type.String()),
    height: Nullable(Type.Integer()),
    weight: Nullable(Type.Number()),
    playerNumber: Nullable(Type.String()),
    status: PersonStatus,
    pictureUrl: Nullable(Type.String()),
    organization: PublicOrganizationRef,
    entities: Type.Array(EntityRef),
    followers: Type.Integer(),
    matches: ProfileMatches,
  },
  { $id: 'PublicPlayer' },
);
export type PublicPlayer = Static<typeof PublicPlayer>;

export const PublicMember = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    middleName: Nullable(Type.String()),
    lastName: Type.String(),
    status: PersonStatus,
    joinedOn: Type.String(),
    roles: Type.Array(OrganizationRole),
    pictureUrl: Nullable(Type.String()),
    organization: PublicOrganizationRef,
    /** the member's own player profiles in the organization */
    players: Type.Array(
      Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }),
    ),
    matches: ProfileMatches,
  },
  { $id: 'PublicMember' },
);
export type PublicMember = Static<typeof PublicMember>;

export const PublicEntity = Type.Object(
  {
    ...EntityRef.properties,
    organization: PublicOrganizationRef,
    players: Type.Array(
      Type.Object({
        id: Type.Integer(),
        firstName: Type.String(),
        lastName: Type.String(),
        playerNumber: Nullable(Type.String()),
      }),
    ),
    followers: Type.Integer(),
    matches: ProfileMatches,
  },
  { $id: 'PublicEntity' },
);
export type PublicEntity = Static<typeof PublicEntity>;

/** An organization's public page: the organization, what it has, and its live and recent matches. */
export const PublicOrganization = Type.Object(
  {
    organization: Organization,
    subOrganizations: Type.Array(PublicOrganizationRef),
    counts: Type.Object({
      members: Type.Integer(),
      players: Type.Integer(),
      teams: Type.Integer(),
      venues: Type.Integer(),
      followers: Type.Integer(),
    }),
    matches: ProfileMatches,
  },
  { $id: 'PublicOrganization' },
);
export type PublicOrganization = Static<typeof PublicOrganization>;

// ─── mail outbox (admins) ─────────────────────────────────────────────────

export const OutboxItem = Type.Object(
  {
    id: Type.Integer(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    kind: Type.String(),
    referenceId: Nullable(Type.Integer()),
    status: OutboxStatus,
    error: Nullable(Type.String()),
    createdAt: Timestamp,
    sentAt: Nullable(Timestamp),
  },
  { $id: 'OutboxItem' },
);
export type OutboxItem = Static<typeof OutboxItem>;
export const OutboxListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(OutboxStatus),
  ...Paging,
});
export type OutboxListQuery = Static<typeof OutboxListQuery>;
