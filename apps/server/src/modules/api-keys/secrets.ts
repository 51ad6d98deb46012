import { API_KEY_PREFIX } from '@sportzone/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key is `szk_<lookup>_<secret>`: the lookup (public, unique) finds the row, the secret (256 random bits)
 * is checked against its SHA-256. A slow hash buys nothing for a secret this long and would cost every call.
 */
export interface MadeKey {
  /** what the caller is given, once */
  token: string;
  lookup: string;
  secretHash: string;
}

const LOOKUP = /^[A-Za-z0-9]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function makeKey(): MadeKey {
  const lookup = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12);
  const secret = randomBytes(32).toString('base64url');
  return { token: `${API_KEY_PREFIX}${lookup}_${secret}`, lookup, secretHash: hashOf(secret) };
}

export const looksLikeKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The parts of a presented key; null when it is not shaped like one of ours. */
export function parseKey(token: string): { lookup: string; secret: string } | null {
  if (!looksLikeKey(token)) return null;
  const rest = token.slice(API_KEY_PREFIX.length);
  const cut = rest.indexOf('_');
  const lookup = rest.slice(0, cut);
  const secret = rest.slice(cut + 1);
  return cut > 0 && LOOKUP.test(lookup) && SECRET.test(secret) ? { lookup, secret } : null;
}

/** Constant time: how much of a wrong secret was right does not show in how long the answer takes. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashOf(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** What the list shows of a key: its start, enough to tell keys apart. */
export const hintOf = (lookup: string) => `${API_KEY_PREFIX}${lookup.slice(0, 4)}…`;
