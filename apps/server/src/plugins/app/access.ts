import {
  findUserByIdentity,
  organizationAncestry,
  rolesInOrganizations,
  type OrganizationRole,
  type OrganizationRow,
  type Privacy,
  type UserWithRelations,
} from '@sportzone/db';
import { SCORE_TOKEN_HEADER } from '@sportzone/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { createActor, type Actor } from '../../modules/actor';
import type { ApiKeyPrincipal } from '../../modules/api-keys/service';

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

/** The guest scoring token a request presents: `X-Score-Token` header or `?token=`; null when none. */
export function guestTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[SCORE_TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader?.trim()) return fromHeader.trim();
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query && typeof query.token === 'string' ? query.token.trim() : '';
  return fromQuery || null;
}

/** Who may do what, decided on the server from our database (never from token claims). */
export interface AccessService {
  /** the caller's user record; 401 without a token, 403 when the profile is not created yet */
  me(who: Actor): Promise<UserWithRelations>;
  /** like `me`, but null for anonymous callers and for identities with no profile */
  meOrNull(who: Actor): Promise<UserWithRelations | null>;
  /**
   * the person an act is recorded under: the caller, or for an API key the person who made it (403 when
   * that account is gone); 401 when anonymous
   */
  recordedAs(who: Actor): Promise<number>;
  /** 401 when anonymous, 403 for a person without a profile; an API key passes (its scopes are the routes') */
  requireCaller(who: Actor): Promise<void>;
  requireAdmin(who: Actor): Promise<UserWithRelations>;
  /** 404 for a missing organization and for a private one the caller does not belong to */
  organization(who: Actor, organizationId: number): Promise<OrganizationAccess>;
  /** 403 unless the caller is owner/organizer of the organization (or an ancestor) or a global admin */
  manageOrganization(who: Actor, organizationId: number): Promise<OrganizationAccess>;
  /** 403 unless the caller is an owner of the organization (or an ancestor) or a global admin */
  ownOrganization(who: Actor, organizationId: number): Promise<OrganizationAccess>;
  /** 401 when anonymous, 403 unless the caller holds any role here or up the tree (or is an admin) */
  memberOfOrganization(who: Actor, organizationId: number): Promise<OrganizationAccess>;
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessService;
  }
  interface FastifyRequest {
    /** who is calling, resolved once per request (services take this, never the request) */
    readonly actor: Actor;
    /** the organization's API key the request presented instead of a sign-in (plugins/app/api-keys) */
    apiKey: ApiKeyPrincipal | null;
  }
}

export default fp(
  async function access(app: FastifyInstance) {
    const db = () => app.database.db;

    const lookup = (identity: { issuer: string; subject: string }) =>
      findUserByIdentity(db(), identity.issuer, identity.subject);
    // Made on first use and again if the identity changed since (the live route proves a token given
    // in its query string after onRequest), so an actor always speaks for the request's identity.
    const actors = new WeakMap<FastifyRequest, Actor>();
    app.decorateRequest('apiKey', null);
    app.decorateRequest('actor', {
      getter(this: FastifyRequest): Actor {
        let actor = actors.get(this);
        if (!actor || actor.identity !== this.identity) {
          actor = createActor(this.identity, guestTokenOf(this), lookup, this.apiKey);
          actors.set(this, actor);
        }
        return actor;
      },
    });

    const meOrNull: AccessService['meOrNull'] = async (who) => who.user();

    const me: AccessService['me'] = async (who) => {
      const actor = who;
      if (actor.apiKey) throw forbidden('An API key cannot do this: it needs a person signed in.');
      if (!actor.identity)
        throw unauthorized('You are not logged in or your session has expired. Please login and try again.');
      const user = await actor.user();
      if (!user) throw forbidden('Create your profile first.');
      return user;
    };

    /** Owners, organizers and API keys (which the routes let through only within their scopes). */
    const requireCaller = async (who: Actor) => {
      if (!who.apiKey) await me(who);
    };

    const organization: AccessService['organization'] = async (who, organizationId) => {
      const chain = await organizationAncestry(db(), organizationId);
      const org = chain[0];
      if (!org) throw notFound('Organization not found.');
      const user = await meOrNull(who);
      const isAdmin = user?.roles.includes('Admin') ?? false;
      // A key is inside its organization and those below it, as an organizer would be, within its scopes.
      const key = who.apiKey;
      const keyInside = key !== null && chain.some((o) => o.id === key.organizationId);
      const keyManages =
        keyInside && (key.scopes.includes('tournaments:manage') || key.scopes.includes('people:manage'));
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
      const canManage = isAdmin || roles.includes('owner') || roles.includes('organizer') || keyManages;
      const canOwn = isAdmin || roles.includes('owner');
      const canSeePrivate = isAdmin || roles.length > 0 || keyInside;
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
      requireCaller,
      async recordedAs(who) {
        if (!who.apiKey) return (await me(who)).id;
        if (who.apiKey.createdBy === null)
          throw forbidden('The person who made this API key has no account any more: make a new key.');
        return who.apiKey.createdBy;
      },
      async requireAdmin(who) {
        const user = await me(who);
        if (!user.roles.includes('Admin')) throw forbidden('Only administrators can do this.');
        return user;
      },
      organization,
      async manageOrganization(who, organizationId) {
        await requireCaller(who);
        const result = await organization(who, organizationId);
        if (!result.canManage)
          throw forbidden('Only the organization\u2019s owner and organizers can do this.');
        return result;
      },
      async ownOrganization(who, organizationId) {
        await me(who);
        const result = await organization(who, organizationId);
        if (!result.canOwn) throw forbidden('Only the organization\u2019s owners can do this.');
        return result;
      },
      async memberOfOrganization(who, organizationId) {
        await requireCaller(who);
        const result = await organization(who, organizationId);
        if (!result.canSeePrivate) throw forbidden('Only members of the organization can see this.');
        return result;
      },
    } satisfies AccessService);
  },
  { name: 'access', dependencies: ['db', 'auth'] },
);
