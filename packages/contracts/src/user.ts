import { Type, type Static } from 'typebox';
import { Count, Id, MAX_PAGE } from './common';
import { SPORT_IDS } from './sports';
import { Channel, Livestream, Station } from './streaming';

export const ROLES = ['Admin', 'Organizer', 'Player', 'User'] as const;
export type Role = (typeof ROLES)[number];
export const Role = Type.Union([
  Type.Literal('Admin'),
  Type.Literal('Organizer'),
  Type.Literal('Player'),
  Type.Literal('User'),
]);

const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const OptionalName = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));

/** Body of POST /api/user and PATCH /api/user/{id} (SPEC §7 "user body"). */
export const UserInput = Type.Object(
  {
    id: Type.Optional(Count()),
    firstName: Name(100),
    middleName: OptionalName,
    lastName: Name(100),
    email: Type.String({ format: 'email', maxLength: 254 }),
    nationality: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z]{2}$' }), Type.Null()])),
  },
  { $id: 'UserInput' },
);
export type UserInput = Static<typeof UserInput>;

export const ProviderUser = Type.Object({
  id: Type.Integer(),
  identityProvider: Type.String(),
  userDetails: Type.Record(Type.String(), Type.Unknown()),
});

export const UserRole = Type.Object({ role: Role, assignedOn: Type.Optional(Type.String()) });

/** SPEC §3 User, as the API returns it. */
export const User = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    middleName: Type.Union([Type.String(), Type.Null()]),
    lastName: Type.String(),
    email: Type.String(),
    nationality: Type.Union([Type.String(), Type.Null()]),
    pictureUrl: Type.Union([Type.String(), Type.Null()]),
    roles: Type.Array(Role),
    userRoles: Type.Array(UserRole),
    providerUsers: Type.Array(ProviderUser),
    /**
     * Your channels, stations (with cameras) and favourite livestreams (keyed by livestream id), as
     * GET /api/user/channel, /station and /livestream/favourite give them: filled by GET /api/user/current,
     * empty wherever the user is someone else or a list
     */
    userChannels: Type.Array(Channel),
    stations: Type.Array(Station),
    favouriteLivestreams: Type.Record(Type.String(), Livestream),
    preferredSports: Type.Array(Type.String()),
    defaultSport: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'User' },
);
export type User = Static<typeof User>;

/** GET /api/user and GET /api/organization/{id}/users (SPEC §4, §5). */
export const UserListQuery = Type.Object({
  searchTerm: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  /** ISO code; the placeholder word "Nationality" (or empty) means no filter */
  nationality: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type UserListQuery = Static<typeof UserListQuery>;

/** POST /api/organizer/user: a user created by an organizer for their organization. */
export const OrganizerUserInput = Type.Object({
  organizationId: Id(),
  firstName: Name(100),
  middleName: OptionalName,
  lastName: Name(100),
  email: Type.String({ format: 'email', maxLength: 254 }),
  nationality: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z]{2}$' }), Type.Null()])),
});
export type OrganizerUserInput = Static<typeof OrganizerUserInput>;

export const RolesInput = Type.Object({ roles: Type.Array(Role, { uniqueItems: true, maxItems: 4 }) });
export type RolesInput = Static<typeof RolesInput>;

const SportId = Type.String({ enum: [...SPORT_IDS] });

/** SPEC §3 Sport preference: followed sports and the default one. */
export const SportPreferenceInput = Type.Object({
  sport: Type.Array(SportId, { uniqueItems: true, maxItems: SPORT_IDS.length }),
  defaultSport: Type.Union([SportId, Type.Null()]),
});
export type SportPreferenceInput = Static<typeof SportPreferenceInput>;

export const REQUEST_KINDS = ['organizer', 'merge'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** POST /api/user/request: "Application for organizer rights" or a merge of two accounts. */
export const UserRequestInput = Type.Union([
  Type.Object({
    kind: Type.Literal('organizer'),
    message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  }),
  Type.Object({
    kind: Type.Literal('merge'),
    message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
    /** the other account, to be merged into the requester's */
    otherEmail: Type.String({ format: 'email', maxLength: 254 }),
  }),
]);
export type UserRequestInput = Static<typeof UserRequestInput>;

export const UserRequest = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('organizer'), Type.Literal('merge')]),
    message: Type.String(),
    otherEmail: Type.Union([Type.String(), Type.Null()]),
    status: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected')]),
    reason: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    decidedAt: Type.Union([Type.String(), Type.Null()]),
    user: Type.Optional(
      Type.Object({
        id: Type.Integer(),
        firstName: Type.String(),
        lastName: Type.String(),
        email: Type.String(),
      }),
    ),
  },
  { $id: 'UserRequest' },
);
export type UserRequest = Static<typeof UserRequest>;

export const RequestListQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected')]),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const DecisionInput = Type.Object({
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});
