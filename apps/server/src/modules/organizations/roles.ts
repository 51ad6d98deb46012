import type {
  OrganizationRole,
  PagedResult,
  RoleAssignment,
  RoleInput,
  RoleListQuery,
  UserRef,
} from '@sportzone/contracts';
import {
  addOrganizationRole,
  countRole,
  deleteMember,
  ensureMemberOfUser,
  findMemberOfUser,
  findUserByEmail,
  findUserById,
  listOrganizationRoles,
  removeAllOrganizationRoles,
  removeOrganizationRole,
  rolesInOrganization,
  type DbOrTx,
  type OrganizationRow,
  type UserWithRelations,
} from '@sportzone/db';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import { listPage, type OrganizationDeps } from './common';

/** Who holds which role in an organization: owners, organizers, members. */
export interface RolesService {
  roles(actor: Actor, id: number, query: RoleListQuery): Promise<PagedResult<RoleAssignment>>;
  /** members: owners and organizers; owners and organizers: owners only */
  grantRole(actor: Actor, id: number, input: RoleInput): Promise<RoleAssignment>;
  revokeRole(actor: Actor, id: number, userId: number, role: OrganizationRole): Promise<void>;
  /** owners, organizers, admins: the user with exactly this email address (to give them a role), else 404 */
  findUser(actor: Actor, id: number, email: string): Promise<UserRef>;
  /** the caller leaves the organization (member record and roles) */
  leave(actor: Actor, id: number): Promise<void>;
  /** keeps a top-level organization from losing its last owner */
  assertKeepsOwner(db: DbOrTx, organization: OrganizationRow, userId: number): Promise<void>;
}

/** grants a role and makes sure the user has a member record (everyone with a role is a member) */
export async function grant(
  tx: DbOrTx,
  organizationId: number,
  user: UserWithRelations | Awaited<ReturnType<typeof findUserById>>,
  role: OrganizationRole,
): Promise<void> {
  if (!user) throw badRequest('No such user.', { userId: 'no such user' });
  await ensureMemberOfUser(tx, organizationId, user);
  await addOrganizationRole(tx, organizationId, user.id, role);
}

/** keeps a top-level organization from losing its last owner */
export async function assertKeepsOwner(
  tx: DbOrTx,
  organization: OrganizationRow,
  userId: number,
): Promise<void> {
  if (organization.parentId !== null) return; // owners up the tree still run a sub-organization
  const roles = await rolesInOrganization(tx, organization.id, userId);
  if (roles.includes('owner') && (await countRole(tx, organization.id, 'owner')) <= 1) {
    throw conflict('An organization keeps at least one owner: name another owner first.', 'last_owner');
  }
}

export function createRolesService(deps: OrganizationDeps): RolesService {
  const { access } = deps;
  const db = () => deps.database.db;

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
    const held = rows.find((r) => r.userId === userId);
    if (!held) throw notFound('Role not found.');
    return {
      userId: held.userId,
      role: held.role,
      assignedOn: held.assignedOn.toISOString(),
      user: held.user,
    };
  };

  return {
    assertKeepsOwner,

    async roles(actor, id, query) {
      await access.memberOfOrganization(actor, id);
      return listPage(
        query,
        (window) => listOrganizationRoles(db(), id, { ...window, role: query.role ?? null }),
        (rows) =>
          rows.map((r) => ({
            userId: r.userId,
            role: r.role,
            assignedOn: r.assignedOn.toISOString(),
            user: r.user,
          })),
      );
    },

    async grantRole(actor, id, input) {
      if (input.role === 'member') await access.manageOrganization(actor, id);
      else await access.ownOrganization(actor, id);
      const user = await findUserById(db(), input.userId);
      await deps.database.transaction(async (tx) => grant(tx, id, user, input.role));
      return roleDto(id, input.userId, input.role);
    },

    async revokeRole(actor, id, userId, role) {
      const found =
        role === 'member'
          ? await access.manageOrganization(actor, id)
          : await access.ownOrganization(actor, id);
      await deps.database.transaction(async (tx) => {
        const held = await rolesInOrganization(tx, id, userId);
        if (!held.includes(role)) throw notFound('This user does not hold this role here.');
        if (role === 'owner') await assertKeepsOwner(tx, found.organization, userId);
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

    async findUser(actor, id, email) {
      await access.manageOrganization(actor, id);
      const user = await findUserByEmail(db(), email);
      if (!user) throw notFound('No user has this email address.');
      return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
    },

    async leave(actor, id) {
      const me = await access.me(actor);
      const found = await access.organization(actor, id);
      await deps.database.transaction(async (tx) => {
        const held = await rolesInOrganization(tx, id, me.id);
        const member = await findMemberOfUser(tx, id, me.id);
        if (held.length === 0 && !member) throw notFound('You are not a member of this organization.');
        await assertKeepsOwner(tx, found.organization, me.id);
        await removeAllOrganizationRoles(tx, id, me.id);
        if (member) await deleteMember(tx, member.id);
      });
    },
  };
}
