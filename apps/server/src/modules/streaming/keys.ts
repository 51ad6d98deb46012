import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Stream keys (decision 019): `sz<channelId>_<64 hex>`. The channel id tells which channel to check;
 * the secret part is stored only as sha256(salt ‖ secret) with a random salt per key, and compared in
 * constant time. Only characters node-media-server accepts in a stream name ([A-Za-z0-9_-]).
 */
const KEY = /^sz([1-9][0-9]{0,9})_([0-9a-f]{64})$/;

export interface IssuedKey {
  key: string;
  salt: string;
  hash: string;
  hint: string;
}

const digest = (salt: string, secret: string) =>
  createHash('sha256').update(salt).update(secret).digest('hex');

export function issueKey(channelId: number): IssuedKey {
  const secret = randomBytes(32).toString('hex');
  const salt = randomBytes(16).toString('hex');
  const key = `sz${channelId}_${secret}`;
  return { key, salt, hash: digest(salt, secret), hint: key.slice(-4) };
}

/** The channel a key names, or null when it is not shaped like one of ours. */
export function channelOfKey(key: string): { channelId: number; secret: string } | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const channelId = Number(m[1]);
  if (channelId > 2_147_483_647) return null;
  return { channelId, secret: m[2]! };
}

export function keyMatches(secret: string, stored: { keySalt: string; keyHash: string }): boolean {
  const a = Buffer.from(digest(stored.keySalt, secret), 'hex');
  const b = Buffer.from(stored.keyHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A placeholder for rows made before their id is known: matches no key. */
export const NO_KEY = { salt: '', hash: '', hint: '' };
