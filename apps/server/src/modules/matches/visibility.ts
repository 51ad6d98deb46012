import type { MatchPermissions } from '@sportzone/contracts';
import {
  findMatchHeadWithCaller,
  organizationAncestry,
  type GuestLinkRow,
  type MatchHeadRow,
  type Privacy,
} from '@sportzone/db';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import type { GuestLinksService } from './guest-links';

export interface MatchAccess {
  row: MatchHeadRow;
  /** the signed-in caller (null: anonymous, a guest, or no profile yet) */
  user: { id: number; isAdmin: boolean } | null;
  guestLink: GuestLinkRow | null;
  permissions: MatchPermissions;
}

export interface MatchVisibility {
  /** The actor's rights on a match; 404 when the match does not exist or is private to others. */
  access(actor: Actor, id: number): Promise<MatchAccess>;
  /** 403 unless the actor may manage the match (owner, organization owner/organizer, admin). */
  requireManage(actor: Actor, id: number): Promise<MatchAccess>;
  /**
   * Whether the match belongs in the public lists: public itself, and of no organization or of one
   * public all the way up. The organization's part is remembered for a second (hot path of scoring).
   */
  listed(row: Pick<MatchHeadRow, 'privacy' | 'organizationId'>): Promise<boolean>;
  /** Not for everyone: the match or its organization is private (each viewer goes through `access`). */
  restricted(row: Pick<MatchHeadRow, 'privacy' | 'organizationId'>): Promise<boolean>;
  /** the most hidden privacy of the organization and those above it, read now */
  privacyOf(organizationId: number): Promise<Privacy>;
  /** an organization's privacy changed: the remembered ones are read again */
  forgetPrivacy(): void;
}

export interface MatchVisibilityDeps {
  database: Pick<AppDatabase, 'db'>;
  access: Pick<AccessService, 'me' | 'organization'>;
  guestLinks: Pick<GuestLinksService, 'resolve'>;
}

const ORGANIZATION_PRIVACY_TTL_MS = 1000;

export function createMatchVisibility({
  database,
  access,
  guestLinks,
}: MatchVisibilityDeps): MatchVisibility {
  const db = () => database.db;

  /**
   * What the actor is to an organization: whether it sees it (a private organization, and everything
   * under it, exists only for the people with a role in it or above it, and admins) and may manage it.
   */
  async function organizationView(
    actor: Actor,
    organizationId: number,
  ): Promise<{ visible: boolean; canManage: boolean }> {
    try {
      const found = await access.organization(actor, organizationId);
      return { visible: true, canManage: found.canManage };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return { visible: false, canManage: false };
      throw err;
    }
  }

  /** Effective privacy of organizations for the lists, remembered briefly: scoring asks at every event. */
  const organizationPrivacy = new Map<number, { at: number; privacy: Promise<Privacy> }>();
  /** the most hidden privacy of the organization and those above it (a missing one counts as private) */
  const privacyOf = async (organizationId: number): Promise<Privacy> => {
    const chain = await organizationAncestry(db(), organizationId);
    if (chain.length === 0 || chain.some((o) => o.privacy === 'private')) return 'private';
    return chain.some((o) => o.privacy === 'unlisted') ? 'unlisted' : 'public';
  };
  function effectivePrivacyOf(organizationId: number): Promise<Privacy> {
    const cached = organizationPrivacy.get(organizationId);
    if (cached && Date.now() - cached.at < ORGANIZATION_PRIVACY_TTL_MS) return cached.privacy;
    const privacy = privacyOf(organizationId);
    organizationPrivacy.set(organizationId, { at: Date.now(), privacy });
    privacy.catch(() => organizationPrivacy.delete(organizationId));
    if (organizationPrivacy.size > 1000) organizationPrivacy.delete(organizationPrivacy.keys().next().value!);
    return privacy;
  }

  /** whether the organization is the key's own or one below it */
  const keyHolds = async (keyOrganizationId: number, organizationId: number) =>
    (await organizationAncestry(db(), organizationId)).some((o) => o.id === keyOrganizationId);

  const visibility: MatchVisibility = {
    async access(actor, id) {
      const identity = actor.identity;
      const found = await findMatchHeadWithCaller(
        db(),
        id,
        identity ? { provider: identity.issuer, subject: identity.subject } : null,
      );
      if (!found) throw notFound('Match not found.');
      const { row, caller } = found;
      const user = caller ? { id: caller.userId, isAdmin: caller.isAdmin } : null;
      let view: { visible: boolean; canManage: boolean } | undefined;
      const organization = async () =>
        (view ??=
          row.organizationId === null
            ? { visible: true, canManage: false }
            : await organizationView(actor, row.organizationId));
      let canManage = caller !== null && (caller.isAdmin || row.ownerId === caller.userId);
      if (!canManage && caller && row.organizationId !== null) canManage = (await organization()).canManage;
      let canScore = canManage || (caller?.isScorer ?? false);
      // an API key scores the matches of its organization (and those below it) with `scores:write`
      const key = actor.apiKey;
      if (!canScore && key?.scopes.includes('scores:write') && row.organizationId !== null)
        canScore = await keyHolds(key.organizationId, row.organizationId);
      // Who sees the match: the people involved (admins, its owner, its organization's organizers, its
      // scorers, a guest link of it) always; anyone else only when neither the match nor its
      // organization (or one above it) is private — members of a private organization see its
      // matches that are not private themselves.
      const seen = async () => canScore || (row.privacy !== 'private' && (await organization()).visible);
      let guestLink: GuestLinkRow | null = null;
      const token = actor.guestToken;
      if (!canScore && token) {
        try {
          guestLink = await guestLinks.resolve(token, row.id);
          canScore = true;
        } catch (err) {
          // A hidden match does not exist for outsiders (404, nothing leaks) — a bad guest token included.
          if (err instanceof HttpError && err.statusCode === 403 && !(await seen()))
            throw notFound('Match not found.');
          throw err;
        }
      }
      if (!(await seen())) throw notFound('Match not found.');
      return { row, user, guestLink, permissions: { canScore, canManage } };
    },

    async requireManage(actor, id) {
      await access.me(actor);
      const rights = await visibility.access(actor, id);
      if (!rights.permissions.canManage) {
        throw forbidden('Only the match\u2019s owner and its organization\u2019s organizers can do this.');
      }
      return rights;
    },

    async listed(row) {
      if (row.privacy !== 'public') return false;
      return row.organizationId === null || (await effectivePrivacyOf(row.organizationId)) === 'public';
    },

    async restricted(row) {
      return (
        row.privacy === 'private' ||
        (row.organizationId !== null && (await privacyOf(row.organizationId)) === 'private')
      );
    },

    privacyOf,

    forgetPrivacy() {
      organizationPrivacy.clear();
    },
  };
  return visibility;
}
