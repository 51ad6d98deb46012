import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { TokenSet } from './client';

/** A YouTube channel's tokens at rest, and the consent's signed `state`. */

/**
 * A channel's tokens are stored in its `access_code` column (never returned by the API), sealed with
 * AES-256-GCM under a key derived from the client secret: `yt1.<iv>.<ciphertext>.<tag>` (base64url).
 * A raw authorization code saved with PUT /api/channel (SPEC's accessCode) is anything else, and is
 * exchanged on first use.
 */
const SEALED = /^yt1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
const keyOf = (secret: string, purpose: string) =>
  createHash('sha256').update(`sportzone youtube ${purpose}\0`).update(secret).digest();

export const isSealed = (value: string | null | undefined) => !!value && SEALED.test(value);

export function sealTokens(secret: string, tokens: TokenSet): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, 'tokens'), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return `yt1.${iv.toString('base64url')}.${data.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** The tokens, or null when they were sealed under another secret (or tampered with). */
export function openTokens(secret: string, sealed: string): TokenSet | null {
  const m = SEALED.exec(sealed);
  if (!m) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(secret, 'tokens'),
      Buffer.from(m[1]!, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(m[3]!, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(m[2]!, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
    const t = JSON.parse(text) as TokenSet;
    return typeof t.accessToken === 'string' ? t : null;
  } catch {
    return null;
  }
}

/** The consent's `state`: channel, user and expiry, signed (HMAC-SHA256) so the callback can trust it. */
export function signState(secret: string, channelId: number, userId: number, ttlMs = 15 * 60_000): string {
  const payload = `${channelId}.${userId}.${Date.now() + ttlMs}.${randomBytes(8).toString('hex')}`;
  const mac = createHmac('sha256', keyOf(secret, 'state')).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function verifyState(secret: string, state: string): { channelId: number; userId: number } | null {
  const m = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([0-9]{1,15})\.([0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/.exec(
    state,
  );
  if (!m) return null;
  const payload = `${m[1]}.${m[2]}.${m[3]}.${m[4]}`;
  const expected = createHmac('sha256', keyOf(secret, 'state')).update(payload).digest();
  const given = Buffer.from(m[5]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(m[3]) < Date.now()) return null;
  return { channelId: Number(m[1]), userId: Number(m[2]) };
}
