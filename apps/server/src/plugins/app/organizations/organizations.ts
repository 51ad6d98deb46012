import {
  pageOf,
  type MyOrganizationsQuery,
  type Organization,
  type OrganizationInput,
  type OrganizationListQuery,
  type OrganizationRole,
  type OrganizationUpdate,
  type PagedResult,
  type RoleAssignment,
  type RoleInput,
  type RoleListQuery,
  type UserRef,
} from '@sportzone/contracts';
import {
  addOrganizationRole,
  ancestorChains,
  childOrganizations,
  countRole,
  deleteMember,
  deleteOrganization,
  deleteOrganizationLogo,
  ensureMemberOfUser,
  findMemberOfUser,
  findOrganizationLogo,
  findUserByEmail,
  findUserById,
  followedAmong,
  insertOrganization,
  listOrganizationRoles,
  organizationRefs,
  organizationsOfUser,
  removeAllOrganizationRoles,
  removeOrganizationRole,
  rolesInOrganization,
  rolesInOrganizations,
  saveOrganizationLogo,
  searchOrganizations,
  updateOrganization,
  type DbOrTx,
  type OrganizationRow,
  type UserWithRelations,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-errors';
import type { OrganizationAccess } from '../access';
import { processPicture } from '../pictures';
import {
  cleanPatch,
  lowerPatch,
  definedOnly,
  normalizeSearch,
  organizationDto,
  paging,
  pastDate,
  type Permissions,
} from './common';

export interface OrganizationsService {
  /** top level: global Organizer or Admin; a sub-organization: owners and organizers of its parent. The creator becomes owner. */
  create(request: FastifyRequest, input: OrganizationInput): Promise<Organization>;
  get(request: FastifyRequest, id: number): Promise<Organization>;
  update(request: FastifyRequest, id: number, input: OrganizationUpdate): Promise<Organization>;
  /** owners (here or up the tree) and admins; sub-organizations and everything inside go with it */
  remove(request: FastifyRequest, id: number): Promise<void>;
  /** public organizations (all for admins); unlisted ones only by link */
  search(request: FastifyRequest, query: OrganizationListQuery): Promise<PagedResult<Organization>>;
  mine(request: FastifyRequest, query: MyOrganizationsQuery): Promise<PagedResult<Organization>>;
  children(
    request: FastifyRequest,
    id: number,
    query: OrganizationListQuery,
  ): Promise<PagedResult<Organization>>;
  setLogo(request: FastifyRequest, id: number, body: Buffer, contentType: string): Promise<Organization>;
  removeLogo(request: FastifyRequest, id: number): Promise<Organization>;
  logo(
    request: FastifyRequest,
    id: number,
  ): Promise<{ contentType: string; data: Buffer; updatedAt: Date; isPublic: boolean }>;
  roles(request: FastifyRequest, id: number, query: RoleListQuery): Promise<PagedResult<RoleAssignment>>;
  /** members: owners and organizers; owners and organizers: owners only */
  grantRole(request: FastifyRequest, id: number, input: RoleInput): Promise<RoleAssignment>;
  revokeRole(request: FastifyRequest, id: number, userId: number, role: OrganizationRole): Promise<void>;
  /** owners, organizers, admins: the user with exactly this email address (to give them a role), else 404 */
  findUser(request: FastifyRequest, id: number, email: string): Promise<UserRef>;
  /** the caller leaves the organization (member record and roles) */
  leave(request: FastifyRequest, id: number): Promise<void>;
  /** DTOs for a page of organizations, with the caller's roles (inherited ones too) and follows */
  toDtos(request: FastifyRequest, rows: OrganizationRow[]): Promise<Organization[]>;
  /** the DTO from an access check already made */
  toDto(request: FastifyRequest, access: OrganizationAccess): Promise<Organization>;
  /** keeps a top-level organization from losing its last owner */
  assertKeepsOwner(db: DbOrTx, organization: OrganizationRow, userId: number): Promise<void>;
}

const permissionsOf = (roles: OrganizationRole[], isAdmin: boolean): Permissions => ({
  roles,
  canManage: isAdmin || roles.includes('owner') || roles.includes('organizer'),
  canOwn: isAdmin || roles.includes('owner'),
  canSeePrivate: isAdmin || roles.length > 0,
});

export function createOrganizationsService(app: FastifyInstance): OrganizationsService {
  const db = () => app.database.db;

  const normalize = (input: OrganizationUpdate) =>
    definedOnly({
      name: input.name?.trim(),
      email: lowerPatch(input.email),
      website: cleanPatch(input.website),
      phoneNumber: cleanPatch(input.phoneNumber),
      privacy: input.privacy,
      establishedOn: pastDate('establishedOn', input.establishedOn),
      language: lowerPatch(input.language),
      description: cleanPatch(input.description),
    });

  const toDtos: OrganizationsService['toDtos'] = async (request, rows) => {
    if (rows.length === 0) return [];
    const user = await app.access.meOrNull(request);
    const isAdmin = user?.roles.includes('Admin') ?? false;
    const chains = await ancestorChains(
      db(),
      rows.map((r) => r.id),
    );
    const allIds = [...new Set([...chains.values()].flat())];
    const held = user ? await rolesInOrganizations(db(), allIds, user.id) : [];
    const parents = await organizationRefs(
      db(),
      rows.map((r) => r.parentId).filter((id): id is number => id !== null),
    );
    const following = user
      ? await followedAmong(
          db(),
          user.id,
          'organization',
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return rows.map((row) => {
      const chain = chains.get(row.id) ?? [row.id];
      const roles = [...new Set(held.filter((h) => chain.includes(h.organizationId)).map((h) => h.role))];
      return organizationDto(
        row,
        permissionsOf(roles, isAdmin),
        row.parentId !== null ? (parents.get(row.parentId) ?? null) : null,
        following.has(row.id),
      );
    });
  };

  const toDto: OrganizationsService['toDto'] = async (request, access) =>
    (await toDtos(request, [access.organization]))[0]!;

  const assertKeepsOwner: OrganizationsService['assertKeepsOwner'] = async (tx, organization, userId) => {
    if (organization.parentId !== null) return; // owners up the tree still run a sub-organization
    const roles = await rolesInOrganization(tx, organization.id, userId);
    if (roles.includes('owner') && (await countRole(tx, organization.id, 'owner')) <= 1) {
      throw conflict('An organization keeps at least one owner: name another owner first.', 'last_owner');
    }
  };

  const roleDto = async (
    organizationId: number,
    userId: number,
    role: OrganizationRole,
  ): Promise<RoleAssignment> => {
    const { rows } = await listOrganizationRoles(db(), organizationId, {
      page: 1,
      pageSize: 10,
      searchTerm: null,
      role,
    });
    const found = rows.find((r) => r.userId === userId);
    if (!found) throw notFound('Role not found.');
    return {
      userId: found.userId,
      role: found.role,
      assignedOn: found.assignedOn.toISOString(),
      user: found.user,
    };
  };

  /** grants a role and makes sure the user has a member record (everyone with a role is a member) */
  const grant = async (
    tx: DbOrTx,
    organizationId: number,
    user: UserWithRelations | Awaited<ReturnType<typeof findUserById>>,
    role: OrganizationRole,
  ) => {
    if (!user) throw badRequest('No such user.', { userId: 'no such user' });
    await ensureMemberOfUser(tx, organizationId, user);
    await addOrganizationRole(tx, organizationId, user.id, role);
  };

  return {
    toDtos,
    toDto,
    assertKeepsOwner,

    async create(request, input) {
      const me = await app.access.me(request);
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        try {
          await app.access.manageOrganization(request, parentId);
        } catch (err) {
          if (err instanceof Error && 'statusCode' in err && err.statusCode === 404) {
            throw badRequest('The parent organization does not exist.', { parentId: 'no such organization' });
          }
          throw err;
        }
      } else if (!me.roles.includes('Organizer') && !me.roles.includes('Admin')) {
        throw forbidden('Creating an organization needs organizer rights: apply for them in your requests.');
      }
      const values = normalize(input);
      const org = await app.database.transaction(async (tx) => {
        const row = await insertOrganization(tx, { ...values, name: values.name!, parentId });
        await grant(tx, row.id, me, 'owner');
        return row;
      });
      return (await toDtos(request, [org]))[0]!;
    },

    async get(request, id) {
      return toDto(request, await app.access.organization(request, id));
    },

    async update(request, id, input) {
      const { organization: before } = await app.access.manageOrganization(request, id);
      const values = normalize(input);
      if (values.name === '') throw badRequest('name is required', { name: 'is required' });
      const row = await updateOrganization(db(), id, values);
      if (!row) throw notFound('Organization not found.');
      // its matches (and its sub-organizations') are as hidden as it is: live lists and viewers hear of it
      if (row.privacy !== before.privacy) await app.matches.organizationChanged(id);
      return (await toDtos(request, [row]))[0]!;
    },

    async remove(request, id) {
      await app.access.ownOrganization(request, id);
      // its matches outlive it (without an organization) exactly as hidden as it made them
      const matches = await app.matches.organizationDeleting(id);
      await app.database.transaction(async (tx) => {
        await matches.hide(tx);
        await deleteOrganization(tx, id);
      });
      await matches.publish();
    },

    async search(request, query) {
      const { page, pageSize } = paging(query);
      const user = await app.access.meOrNull(request);
      const { rows, total } = await searchOrganizations(db(), {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        scope: user?.roles.includes('Admin') ? 'all' : 'public',
      });
      return pageOf(await toDtos(request, rows), page, pageSize, total);
    },

    async mine(request, query) {
      const me = await app.access.me(request);
      const { page, pageSize } = paging(query);
      const { rows, total } = await organizationsOfUser(db(), me.id, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        role: query.role ?? null,
      });
      return pageOf(await toDtos(request, rows), page, pageSize, total);
    },

    async children(request, id, query) {
      const access = await app.access.organization(request, id);
      const user = await app.access.meOrNull(request);
      const { page, pageSize } = paging(query);
      const { rows, total } = await childOrganizations(db(), id, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        all: access.canSeePrivate,
        viewerId: user?.id ?? null,
      });
      return pageOf(await toDtos(request, rows), page, pageSize, total);
    },

    async setLogo(request, id, body, contentType) {
      await app.access.manageOrganization(request, id);
      await saveOrganizationLogo(db(), id, await processPicture(body, contentType, 'contain'));
      return toDto(request, await app.access.organization(request, id));
    },

    async removeLogo(request, id) {
      await app.access.manageOrganization(request, id);
      await deleteOrganizationLogo(db(), id);
      return toDto(request, await app.access.organization(request, id));
    },

    async logo(request, id) {
      const access = await app.access.organization(request, id);
      const logo = await findOrganizationLogo(db(), id);
      if (!logo) throw notFound('No logo.');
      return {
        contentType: logo.contentType,
        data: logo.data,
        updatedAt: logo.updatedAt,
        isPublic: access.effectivePrivacy !== 'private',
      };
    },

    async roles(request, id, query) {
      await app.access.memberOfOrganization(request, id);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listOrganizationRoles(db(), id, {
        page,
        pageSize,
        searchTerm: normalizeSearch(query.searchTerm),
        role: query.role ?? null,
      });
      return pageOf(
        rows.map((r) => ({
          userId: r.userId,
          role: r.role,
          assignedOn: r.assignedOn.toISOString(),
          user: r.user,
        })),
        page,
        pageSize,
        total,
      );
    },

    async grantRole(request, id, input) {
      if (input.role === 'member') await app.access.manageOrganization(request, id);
      else await app.access.ownOrganization(request, id);
      const user = await findUserById(db(), input.userId);
      await app.database.transaction(async (tx) => grant(tx, id, user, input.role));
      return roleDto(id, input.userId, input.role);
    },

    async revokeRole(request, id, userId, role) {
      const access =
        role === 'member'
          ? await app.access.manageOrganization(request, id)
          : await app.access.ownOrganization(request, id);
      await app.database.transaction(async (tx) => {
        const held = await rolesInOrganization(tx, id, userId);
        if (!held.includes(role)) throw notFound('This user does not hold this role here.');
        if (role === 'owner') await assertKeepsOwner(tx, access.organization, userId);
        if (role === 'member' && held.some((r) => r !== 'member')) {
          throw conflict('Remove their owner or organizer role first.', 'has_higher_role');
        }
        await removeOrganizationRole(tx, id, userId, role);
        const rest = held.filter((r) => r !== role);
        if (role === 'member') {
          // no role left: they are no longer a member
          const member = await findMemberOfUser(tx, id, userId);
          if (member) await deleteMember(tx, member.id);
        } else if (rest.length === 0) {
          // an organizer or owner stepping down stays a member
          await addOrganizationRole(tx, id, userId, 'member');
        }
      });
    },

    async findUser(request, id, email) {
      await app.access.manageOrganization(request, id);
      const user = await findUserByEmail(db(), email);
      if (!user) throw notFound('No user has this email address.');
      return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
    },

    async leave(request, id) {
      const me = await app.access.me(request);
      const access = await app.access.organization(request, id);
      await app.database.transaction(async (tx) => {
        const held = await rolesInOrganization(tx, id, me.id);
        const member = await findMemberOfUser(tx, id, me.id);
        if (held.length === 0 && !member) throw notFound('You are not a member of this organization.');
        await assertKeepsOwner(tx, access.organization, me.id);
        await removeAllOrganizationRoles(tx, id, me.id);
        if (member) await deleteMember(tx, member.id);
      });
    },
  };
}
