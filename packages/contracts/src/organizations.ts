import { Type, type Static } from 'typebox';
import { Id as IdSchema, OptionalId, PagingQuery } from './common';
import { DateOnly, LitUnion, Name, Nullable, Opt, personName, SearchTerm, Text, Timestamp } from './schema';

/**
 * Organizations and their people (SPEC §3): organizations and sub-organizations, roles, members and
 * follows, with the enumerations the organization files share. What an organization keeps (players,
 * teams and formations, venues, seasons, properties) is in organization-resources.ts; invitations,
 * applications, reports and the mail outbox in organization-membership.ts; public profiles in profiles.ts.
 */

const Id = IdSchema();

// ─── enumerations ─────────────────────────────────────────────────────────

export const PRIVACY = ['public', 'private', 'unlisted'] as const;
export type Privacy = (typeof PRIVACY)[number];
export const Privacy = LitUnion(PRIVACY);

export const ORGANIZATION_ROLES = ['owner', 'organizer', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const OrganizationRole = LitUnion(ORGANIZATION_ROLES);

export const PERSON_STATUSES = ['active', 'inactive'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const PersonStatus = LitUnion(PERSON_STATUSES);

export const SEXES = ['female', 'male', 'other'] as const;
export type Sex = (typeof SEXES)[number];
export const Sex = LitUnion(SEXES);

export const TEAM_KINDS = ['team', 'formation'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
export const TeamKind = LitUnion(TEAM_KINDS);

export const COMPETITOR_TYPES = ['solo', 'double', 'trio'] as const;
export type CompetitorType = (typeof COMPETITOR_TYPES)[number];
export const CompetitorType = LitUnion(COMPETITOR_TYPES);
/** players a formation of each competitor type holds */
export const COMPETITOR_SIZES: Record<CompetitorType, number> = { solo: 1, double: 2, trio: 3 };

export const SPACE_KINDS = ['table', 'court', 'lane', 'field', 'playground'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const SpaceKind = LitUnion(SPACE_KINDS);

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
export const PropertyType = LitUnion(PROPERTY_TYPES);

export const PROPERTY_TARGETS = ['players', 'events'] as const;
export type PropertyTarget = (typeof PROPERTY_TARGETS)[number];
export const PropertyTarget = LitUnion(PROPERTY_TARGETS);

export const DECISION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
export const DecisionStatus = LitUnion(DECISION_STATUSES);

export const FOLLOW_KINDS = ['organization', 'player', 'team'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
export const FollowKind = LitUnion(FOLLOW_KINDS);

export const OUTBOX_STATUSES = ['stored', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OutboxStatus = LitUnion(OUTBOX_STATUSES);

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

export const OrganizationListQuery = Type.Object({ searchTerm: SearchTerm, ...PagingQuery });
export type OrganizationListQuery = Static<typeof OrganizationListQuery>;
export const MyOrganizationsQuery = Type.Object({
  searchTerm: SearchTerm,
  role: Type.Optional(OrganizationRole),
  ...PagingQuery,
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
  ...PagingQuery,
});
export type RoleListQuery = Static<typeof RoleListQuery>;

// ─── members ──────────────────────────────────────────────────────────────

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
  ...PagingQuery,
});
export type MemberListQuery = Static<typeof MemberListQuery>;
export const MemberParams = Type.Object({ organizationId: Id, memberId: Id });
export type MemberParams = Static<typeof MemberParams>;

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
  ...PagingQuery,
});
export type FollowListQuery = Static<typeof FollowListQuery>;
export const FollowState = Type.Object({
  kind: FollowKind,
  id: Type.Integer(),
  following: Type.Boolean(),
  followers: Type.Integer(),
});
export type FollowState = Static<typeof FollowState>;
