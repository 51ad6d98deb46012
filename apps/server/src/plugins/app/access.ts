import {
  findUserByIdentity,
  organizationAncestry,
  rolesInOrganizations,
  type OrganizationRole,
  type OrganizationRow,
  type Privacy,
  type UserWithRelations,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';

export interface OrganizationAccess {
  organization: OrganizationRow;
  /** the caller's roles in this organization or any ancestor (a role up the tree counts below it) */
  roles: OrganizationRole[];
  isAdmin: boolean;
  /** owner or organizer (here or up the tree), or admin: changes everything but who the organizers are */
  canManage: boolean;
  /** owner (here or up the tree) or admin: names organizers and owners, deletes the organization */
  canOwn: boolean;
  canRead: boolean;
  /** any role here or up the tree, or admin: sees the private parts (emails, birthdays, reports …) */
  canSeePrivate: boolean;
  /** the most hidden privacy of the organization and its ancestors */
  effectivePrivacy: Privacy;
}

/** Who may do what, decided on the server from our database (never from token claims). */
export interface AccessService {
  /** the caller's user record; 401 without a token, 403 when the profile is not created yet */
  me(request: FastifyRequest): Promise<UserWithRelations>;
  /** like `me`, but null for anonymous callers and for identities with no profile */
  meOrNull(request: FastifyRequest): Promise<UserWithRelations | null>;
  requireAdmin(request: FastifyRequest): Promise<UserWithRelations>;
  /** 404 for a missing organization and for a private one the caller does not belong to */
  organization(request: FastifyRequest, organizationId: number): Promise<OrganizationAccess>;
  /** 403 unless the caller is owner/organizer of the organization (or an ancestor) or a global admin */
  manageOrganization(request: FastifyRequest, organizationId: number): Promise<OrganizationAccess>;
  /** 403 unless the caller is an owner of the organization (or an ancestor) or a global admin */
  ownOrganization(request: FastifyRequest, organizationId: number): Promise<OrganizationAccess>;
  /** 401 when anonymous, 403 unless the caller holds any role here or up the tree (or is an admin) */
  memberOfOrganization(request: FastifyRequest, organizationId: number): Promise<OrganizationAccess>;
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessService;
  }
  interface FastifyRequest {
    /** memoized per request by AccessService.me */
    currentUser?: UserWithRelations | null;
  }
}

export default fp(
  async function access(app: FastifyInstance) {
    const db = () => app.database.db;

    const meOrNull: AccessService['meOrNull'] = async (request) => {
      if (!request.identity) return null;
      if (request.currentUser === undefined) {
        request.currentUser = await findUserByIdentity(
          db(),
          request.identity.issuer,
          request.identity.subject,
        );
      }
      return request.currentUser;
    };

    const me: AccessService['me'] = async (request) => {
      if (!request.identity)
        throw unauthorized('You are not logged in or your session has expired. Please login and try again.');
      const user = await meOrNull(request);
      if (!user) throw forbidden('Create your profile first.');
      return user;
    };

    const organization: AccessService['organization'] = async (request, organizationId) => {
      const chain = await organizationAncestry(db(), organizationId);
      const org = chain[0];
      if (!org) throw notFound('Organization not found.');
      const user = await meOrNull(request);
      const isAdmin = user?.roles.includes('Admin') ?? false;
      const roles = user
        ? [
            ...new Set(
              (
                await rolesInOrganizations(
                  db(),
                  chain.map((o) => o.id),
                  user.id,
                )
              ).map((r) => r.role),
            ),
          ]
        : [];
      const canManage = isAdmin || roles.includes('owner') || roles.includes('organizer');
      const canOwn = isAdmin || roles.includes('owner');
      const canSeePrivate = isAdmin || roles.length > 0;
      // A private organization, and everything below it, is as hidden as its most hidden ancestor.
      const effectivePrivacy: Privacy = chain.some((o) => o.privacy === 'private')
        ? 'private'
        : chain.some((o) => o.privacy === 'unlisted')
          ? 'unlisted'
          : 'public';
      const canRead = effectivePrivacy !== 'private' || canSeePrivate;
      // A private organization does not exist for outsiders: 404, not 403, so nothing leaks.
      if (!canRead) throw notFound('Organization not found.');
      return {
        organization: org,
        roles,
        isAdmin,
        canManage,
        canOwn,
        canRead,
        canSeePrivate,
        effectivePrivacy,
      };
    };

    app.decorate('access', {
      me,
      meOrNull,
      async requireAdmin(request) {
        const user = await me(request);
        if (!user.roles.includes('Admin')) throw forbidden('Only administrators can do this.');
        return user;
      },
      organization,
      async manageOrganization(request, organizationId) {
        await me(request);
        const result = await organization(request, organizationId);
        if (!result.canManage)
          throw forbidden('Only the organization\u2019s owner and organizers can do this.');
        return result;
      },
      async ownOrganization(request, organizationId) {
        await me(request);
        const result = await organization(request, organizationId);
        if (!result.canOwn) throw forbidden('Only the organization\u2019s owners can do this.');
        return result;
      },
      async memberOfOrganization(request, organizationId) {
        await me(request);
        const result = await organization(request, organizationId);
        if (!result.canSeePrivate) throw forbidden('Only members of the organization can see this.');
        return result;
      },
    } satisfies AccessService);
  },
  { name: 'access', dependencies: ['db', 'auth'] },
);
