import type { Member, MemberInput, MemberListQuery, MemberUpdate, PagedResult } from '@sportzone/contracts';
import {
  addOrganizationRole,
  deleteMember,
  ensureMemberOfUser,
  findMember,
  findMemberOfUser,
  findUserById,
  insertMember,
  listMembers,
  removeAllOrganizationRoles,
  removeOrganizationRole,
  rolesInOrganization,
  updateMember,
  type DbOrTx,
  type MemberRow,
  type UserWithRelations,
} from '@sportzone/db';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import {
  clean,
  cleanPatch,
  definedOnly,
  listPage,
  lowerPatch,
  readAccess,
  realDate,
  type OrganizationDeps,
} from './common';
import { memberDto } from './dto';
import type { OrganizationsService } from './organizations';

/** Members: anyone who can read the organization sees names; emails and accounts only members. */
export interface MembersService {
  listMembers(actor: Actor, organizationId: number, query: MemberListQuery): Promise<PagedResult<Member>>;
  createMember(actor: Actor, organizationId: number, input: MemberInput): Promise<Member>;
  getMember(actor: Actor, organizationId: number, memberId: number): Promise<Member>;
  updateMember(actor: Actor, organizationId: number, memberId: number, input: MemberUpdate): Promise<Member>;
  removeMember(actor: Actor, organizationId: number, memberId: number): Promise<void>;
}

export interface MembersDeps extends OrganizationDeps {
  organizations: Pick<OrganizationsService, 'assertKeepsOwner'>;
}

/** the user a member or player is linked to; 400 when there is none with this id */
export async function userOrBadRequest(executor: DbOrTx, userId: number) {
  const user = await findUserById(executor, userId);
  if (!user) throw badRequest('No such user.', { userId: 'no such user' });
  return user;
}

const memberExists = () =>
  conflict('This user is already a member.', 'member_exists', { userId: 'is already a member' });

/** a member linked to a user holds the member role (unless a higher one) */
async function linkRole(tx: DbOrTx, organizationId: number, userId: number) {
  const roles = await rolesInOrganization(tx, organizationId, userId);
  if (roles.length === 0) await addOrganizationRole(tx, organizationId, userId, 'member');
}

/** makes the user a member (member record + member role unless they hold a role already) */
export async function admitMember(tx: DbOrTx, organizationId: number, user: UserWithRelations) {
  await ensureMemberOfUser(tx, organizationId, user);
  await linkRole(tx, organizationId, user.id);
}

/** unlinking a user: only a plain member; their member role goes */
async function unlinkRole(tx: DbOrTx, organizationId: number, userId: number) {
  const roles = await rolesInOrganization(tx, organizationId, userId);
  if (roles.some((r) => r !== 'member'))
    throw conflict('Remove their owner or organizer role first.', 'has_higher_role');
  await removeOrganizationRole(tx, organizationId, userId, 'member');
}

export function createMembersService(deps: MembersDeps): MembersService {
  const { access, organizations } = deps;
  const db = () => deps.database.db;

  const memberIn = async (organizationId: number, memberId: number): Promise<MemberRow> => {
    const member = await findMember(db(), memberId);
    if (!member || member.organizationId !== organizationId) throw notFound('Member not found.');
    return member;
  };

  return {
    async listMembers(actor, organizationId, query) {
      const found = await access.organization(actor, organizationId);
      return listPage(
        query,
        (window) => listMembers(db(), organizationId, { ...window, status: query.status ?? null }),
        (rows) => rows.map((r) => memberDto(r, found.canSeePrivate)),
      );
    },

    async createMember(actor, organizationId, input) {
      await access.manageOrganization(actor, organizationId);
      const userId = input.userId ?? null;
      if (userId !== null) {
        await userOrBadRequest(db(), userId);
        if (await findMemberOfUser(db(), organizationId, userId)) throw memberExists();
      }
      const row = await deps.database.transaction(async (tx) => {
        const member = await insertMember(tx, {
          organizationId,
          userId,
          firstName: input.firstName.trim(),
          middleName: clean(input.middleName),
          lastName: input.lastName.trim(),
          email: lowerPatch(input.email) ?? null,
          status: input.status ?? 'active',
          ...(input.joinedOn ? { joinedOn: realDate('joinedOn', input.joinedOn)! } : {}),
        });
        if (userId !== null) await linkRole(tx, organizationId, userId);
        return member;
      });
      return memberDto(row, true);
    },

    async getMember(actor, organizationId, memberId) {
      const found = await readAccess(access, actor, organizationId, 'Member');
      return memberDto(await memberIn(organizationId, memberId), found.canSeePrivate);
    },

    async updateMember(actor, organizationId, memberId, input) {
      await readAccess(access, actor, organizationId, 'Member', 'manage');
      const member = await memberIn(organizationId, memberId);
      const values = definedOnly({
        firstName: input.firstName?.trim(),
        middleName: cleanPatch(input.middleName),
        lastName: input.lastName?.trim(),
        email: lowerPatch(input.email),
        status: input.status,
        joinedOn: realDate('joinedOn', input.joinedOn) ?? undefined,
        userId: input.userId,
      });
      const row = await deps.database.transaction(async (tx) => {
        if (values.userId !== undefined && values.userId !== member.userId) {
          if (values.userId !== null) {
            await userOrBadRequest(tx, values.userId);
            if (await findMemberOfUser(tx, organizationId, values.userId)) throw memberExists();
          }
          if (member.userId !== null) await unlinkRole(tx, organizationId, member.userId);
          if (values.userId !== null) await linkRole(tx, organizationId, values.userId);
        }
        return updateMember(tx, memberId, values);
      });
      return memberDto(row!, true);
    },

    async removeMember(actor, organizationId, memberId) {
      const found = await readAccess(access, actor, organizationId, 'Member', 'manage');
      const member = await memberIn(organizationId, memberId);
      await deps.database.transaction(async (tx) => {
        if (member.userId !== null) {
          const roles = await rolesInOrganization(tx, organizationId, member.userId);
          if (roles.some((r) => r !== 'member') && !found.canOwn) {
            throw conflict('Only owners can remove an owner or organizer.', 'has_higher_role');
          }
          await organizations.assertKeepsOwner(tx, found.organization, member.userId);
          await removeAllOrganizationRoles(tx, organizationId, member.userId);
        }
        await deleteMember(tx, memberId);
      });
    },
  };
}
