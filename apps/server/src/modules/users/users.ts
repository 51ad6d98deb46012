import {
  addOrganizationRole,
  ensureMemberOfUser,
  addRoles,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  insertUser,
  forgetEmbeddedAccount,
  identitiesOf,
  linkIdentity,
  searchUsers,
  setRoles,
  setSportPreference,
  touchLogin,
  updateUser,
  type UserWithRelations,
} from '@sportzone/db';
import {
  pageOf,
  type OrganizerUserInput,
  type PagedResult,
  type Role,
  type SportPreferenceInput,
  type User,
  type UserInput,
  type UserListQuery,
} from '@sportzone/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { normalizeSearch } from '../../lib/search';
import { EMBEDDED_PROVIDER, type Identity } from '../../plugins/app/auth';
import type { AppDatabase } from '../../plugins/external/db';

export interface UsersService {
  /** The user linked to this sign-in identity, or null (SPEC §4: 404 → "not yet created"). */
  current(identity: Identity): Promise<UserWithRelations | null>;
  /** Records a sign-in; links the identity to an existing user by verified email when unlinked. */
  login(identity: Identity): Promise<UserWithRelations | null>;
  create(identity: Identity, input: UserInput): Promise<UserWithRelations>;
  update(identity: Identity, id: number, input: UserInput): Promise<UserWithRelations>;
  toDto(user: UserWithRelations): User;
  byId(id: number): Promise<UserWithRelations | null>;
  list(query: UserListQuery, organizationIds?: number[]): Promise<PagedResult<User>>;
  /** an organizer's user: a profile with no sign-in identity yet, member of the organization */
  createForOrganization(input: OrganizerUserInput): Promise<UserWithRelations>;
  /** deletes the user and everything that cascades; embedded sign-in accounts are removed too */
  remove(id: number): Promise<void>;
  setRoles(actor: UserWithRelations, id: number, roles: Role[]): Promise<UserWithRelations>;
  setSportPreference(user: UserWithRelations, input: SportPreferenceInput): Promise<UserWithRelations>;
}

/** SPEC §4: the placeholder word "Nationality" (any case) or an empty value means no filter. */
export function normalizeNationality(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v || v.toLowerCase() === 'nationality') return null;
  if (!/^[A-Za-z]{2}$/.test(v))
    throw badRequest('nationality must be a two-letter country code', {
      nationality: 'must be a two-letter country code',
    });
  return v.toUpperCase();
}

const EMAIL_TAKEN = { email: 'This email is already used by another account.' };

/** a user as the API shows it */
export function userDto(user: UserWithRelations): User {
  return {
    id: user.id,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    nationality: user.nationality,
    pictureUrl: user.pictureVersion ? `/api/user/${user.id}/picture?v=${user.pictureVersion}` : null,
    roles: user.roles,
    userRoles: user.roles.map((role) => ({ role })),
    providerUsers: user.providerUsers.map((p) => ({
      id: p.id,
      identityProvider: p.identityProvider,
      userDetails: p.userDetails,
    })),
    userChannels: [],
    stations: [],
    favouriteLivestreams: {},
    preferredSports: user.preferredSports,
    defaultSport: user.defaultSport,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

export function createUsersService(deps: { database: AppDatabase }): UsersService {
  const db = () => deps.database.db;

  const normalize = (input: UserInput) => ({
    firstName: input.firstName.trim(),
    middleName: input.middleName?.trim() || null,
    lastName: input.lastName.trim(),
    email: input.email.trim().toLowerCase(),
    nationality: input.nationality ? input.nationality.toUpperCase() : null,
  });

  const base: Pick<UsersService, 'current' | 'login' | 'create' | 'update' | 'toDto'> = {
    current: (identity) => findUserByIdentity(db(), identity.issuer, identity.subject),

    async login(identity) {
      let user = await findUserByIdentity(db(), identity.issuer, identity.subject);
      // Link by verified email only for external providers: the embedded sign-up does not confirm
      // addresses, so linking there would let anyone claim a profile an organizer created.
      if (!user && identity.issuer !== EMBEDDED_PROVIDER && identity.email && identity.emailVerified) {
        const byEmail = await findUserByEmail(db(), identity.email);
        if (byEmail) {
          await linkIdentity(db(), byEmail.id, identity.issuer, identity.subject, {
            email: identity.email,
          });
          user = await findUserById(db(), byEmail.id);
        }
      }
      if (user) await touchLogin(db(), identity.issuer, identity.subject);
      return user;
    },

    async create(identity, input) {
      if (input.id !== undefined && input.id !== 0) {
        throw conflict('A saved user is updated with PATCH /api/user/{id}.', 'user_exists');
      }
      const values = normalize(input);
      return deps.database.transaction(async (tx) => {
        if (await findUserByIdentity(tx, identity.issuer, identity.subject)) {
          throw conflict('You already have a profile.', 'user_exists');
        }
        if (await findUserByEmail(tx, values.email))
          throw conflict('Email already in use.', 'email_taken', EMAIL_TAKEN);
        const row = await insertUser(tx, values);
        await addRoles(tx, row.id, ['User']);
        await linkIdentity(tx, row.id, identity.issuer, identity.subject, {
          ...(identity.email ? { email: identity.email } : {}),
          ...(identity.name ? { name: identity.name } : {}),
        });
        return (await findUserById(tx, row.id))!;
      });
    },

    async update(identity, id, input) {
      const me = await findUserByIdentity(db(), identity.issuer, identity.subject);
      const target = await findUserById(db(), id);
      if (!target) throw notFound('User not found.');
      const isAdmin = me?.roles.includes('Admin') ?? false;
      if (!me || (me.id !== id && !isAdmin)) throw forbidden('You can only edit your own profile.');
      const values = normalize(input);
      if (values.email !== target.email) {
        const other = await findUserByEmail(db(), values.email);
        if (other && other.id !== id) throw conflict('Email already in use.', 'email_taken', EMAIL_TAKEN);
      }
      await updateUser(db(), id, values);
      return (await findUserById(db(), id))!;
    },

    toDto: userDto,
  };
  const service: UsersService = {
    ...base,
    byId: (id) => findUserById(db(), id),
    list: async (query, organizationIds) => {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await searchUsers(db(), {
        searchTerm: normalizeSearch(query.searchTerm),
        nationality: normalizeNationality(query.nationality),
        page,
        pageSize,
        ...(organizationIds ? { organizationIds } : {}),
      });
      return pageOf(rows.map(service.toDto), page, pageSize, total);
    },

    createForOrganization: async (input) => {
      const values = normalize(input);
      return deps.database.transaction(async (tx) => {
        if (await findUserByEmail(tx, values.email))
          throw conflict('Email already in use.', 'email_taken', EMAIL_TAKEN);
        const row = await insertUser(tx, values);
        await addRoles(tx, row.id, ['User']);
        await addOrganizationRole(tx, input.organizationId, row.id, 'member');
        // and the person appears in the organization's member list, like anyone who joins
        await ensureMemberOfUser(tx, input.organizationId, row);
        return (await findUserById(tx, row.id))!;
      });
    },

    remove: async (id) => {
      await deps.database.transaction(async (tx) => {
        const identities = await identitiesOf(tx, id);
        if (!(await deleteUser(tx, id))) throw notFound('User not found.');
        for (const identity of identities) {
          if (identity.identityProvider === EMBEDDED_PROVIDER)
            await forgetEmbeddedAccount(tx, identity.subject);
        }
      });
    },

    setRoles: async (actor, id, roles) => {
      const target = await findUserById(db(), id);
      if (!target) throw notFound('User not found.');
      if (actor.id === id && !roles.includes('Admin')) {
        throw badRequest(
          'You cannot remove your own Admin role.',
          { roles: 'You cannot remove your own Admin role.' },
          'own_admin_role',
        );
      }
      // Everyone keeps the base User role.
      await setRoles(db(), id, [...new Set<Role>([...roles, 'User'])]);
      return (await findUserById(db(), id))!;
    },

    setSportPreference: async (user, input) => {
      const sports = [...new Set(input.sport)];
      if (input.defaultSport && !sports.includes(input.defaultSport)) sports.unshift(input.defaultSport);
      await setSportPreference(db(), user.id, sports, input.defaultSport);
      return (await findUserById(db(), user.id))!;
    },
  };
  return service;
}
