import { Type, type Static } from 'typebox';
import { Id as IdSchema, OptionalId, PagingQuery } from './common';
import {
  CompetitorType,
  PersonStatus,
  PropertyTarget,
  PropertyType,
  Sex,
  SpaceKind,
  TeamKind,
} from './organizations';
import {
  Country,
  DateOnly,
  Name,
  Nullable,
  Opt,
  personName,
  SearchTerm,
  SportName,
  Text,
  Timestamp,
} from './schema';

/**
 * What an organization keeps (SPEC §3): players with their custom property values, teams and formations,
 * venues with their playing spaces, seasons, and the custom properties themselves.
 */

const Id = IdSchema();

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
  ...PagingQuery,
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
  ...PagingQuery,
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
  ...PagingQuery,
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
  ...PagingQuery,
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
  ...PagingQuery,
});
export type PropertyListQuery = Static<typeof PropertyListQuery>;
export const PropertyParams = Type.Object({ organizationId: Id, propertyId: Id });
export type PropertyParams = Static<typeof PropertyParams>;
