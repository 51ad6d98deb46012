import { Type, type Static } from 'typebox';
import { PagingQuery } from './common';
import {
  CompetitorType,
  Organization,
  OrganizationRole,
  PersonStatus,
  Privacy,
  Sex,
  TeamKind,
} from './organizations';
import { LitUnion, Nullable, Timestamp } from './schema';

/**
 * Public profiles (SPEC §3): a player's, a member's, a team's or formation's and an organization's public
 * page, with their live, upcoming and recent matches, record and head-to-head.
 */

// ─── public profiles ──────────────────────────────────────────────────────

export const ProfileMatch = Type.Object({
  id: Type.Integer(),
  sport: Type.String(),
  status: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  /** the profile's side in this match, when known */
  side: Nullable(LitUnion(['home', 'away'] as const)),
  /** compact score text, home first */
  score: Type.String(),
  winner: Nullable(LitUnion(['home', 'away'] as const)),
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
export const ProfileResultsQuery = Type.Object({ ...PagingQuery });
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
