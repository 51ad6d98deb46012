import type { GuestLink, GuestLinkCreated, GuestLinkInput } from '@sportzone/contracts';
import {
  findGuestLinkByHash,
  insertGuestLink,
  listGuestLinks,
  revokeGuestLink,
  touchGuestLink,
  type GuestLinkRow,
} from '@sportzone/db';
import { createHash, randomBytes } from 'node:crypto';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AppDatabase } from '../../plugins/external/db';
import { toGuestLinkDto } from './dto';

/** Prefix of every guest token: recognisable in logs and secret scanners. */
const TOKEN_PREFIX = 'szg_';
const DEFAULT_MINUTES = 24 * 60;

export const hashGuestToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A guest token that does not (or no longer) open the score entry. 403, not 401: the web app clears
 * the user's own session on a 401, and a bad guest link must not sign anybody out.
 */
export const guestLinkRefused = (
  code: 'guest_link_invalid' | 'guest_link_expired' | 'guest_link_revoked' | 'guest_link_wrong_match',
  message: string,
) => new HttpError(403, message, code);

export interface GuestLinksService {
  /** The link behind a token, checked for this match; throws 403 with the reason otherwise. */
  resolve(token: string, matchId: number): Promise<GuestLinkRow>;
  /** `sport` names the guest score page (SPEC §2: /{sport}/guest-score/{id}). */
  create(
    match: { id: number; sport: string },
    createdBy: number | null,
    input: GuestLinkInput,
  ): Promise<GuestLinkCreated>;
  list(matchId: number): Promise<GuestLink[]>;
  revoke(matchId: number, linkId: number): Promise<void>;
}

export interface GuestLinksDeps {
  database: Pick<AppDatabase, 'db'>;
  /** where the guest score page is served (the link's URL) */
  publicUrl: string;
}

/**
 * Guest scoring links: a random 256-bit token shown once, stored as its SHA-256 hash (a database leak
 * gives no working link), with an expiry and a revocation date. The token a caller presents is
 * `actor.guestToken`.
 */
export function createGuestLinksService({ database, publicUrl }: GuestLinksDeps): GuestLinksService {
  const db = () => database.db;
  return {
    async resolve(token, matchId) {
      if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) {
        throw guestLinkRefused('guest_link_invalid', 'This guest scoring link is not valid.');
      }
      const link = await findGuestLinkByHash(db(), hashGuestToken(token));
      if (!link) throw guestLinkRefused('guest_link_invalid', 'This guest scoring link is not valid.');
      if (link.matchId !== matchId) {
        throw guestLinkRefused('guest_link_wrong_match', 'This guest scoring link is for another match.');
      }
      if (link.revokedAt)
        throw guestLinkRefused('guest_link_revoked', 'This guest scoring link was revoked.');
      if (link.expiresAt.getTime() <= Date.now()) {
        throw guestLinkRefused('guest_link_expired', 'This guest scoring link has expired.');
      }
      // Last use, at most once a minute (not a write per point).
      if (!link.lastUsedAt || Date.now() - link.lastUsedAt.getTime() > 60_000)
        await touchGuestLink(db(), link.id);
      return link;
    },

    async create(match, createdBy, input) {
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const minutes = input.expiresInMinutes ?? DEFAULT_MINUTES;
      const row = await insertGuestLink(db(), {
        matchId: match.id,
        tokenHash: hashGuestToken(token),
        label: input.label?.trim() || null,
        createdBy,
        expiresAt: new Date(Date.now() + minutes * 60_000),
      });
      return {
        ...toGuestLinkDto(row),
        token,
        url: `${publicUrl}/${match.sport}/guest-score/${match.id}?token=${encodeURIComponent(token)}`,
      };
    },

    async list(matchId) {
      const now = new Date();
      return (await listGuestLinks(db(), matchId)).map((row) => toGuestLinkDto(row, now));
    },

    async revoke(matchId, linkId) {
      if (!(await revokeGuestLink(db(), matchId, linkId)))
        throw notFound('No active guest link with this id for this match.');
    },
  };
}
