import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed playback addresses (decision 019): `…/hls/index.m3u8?exp=…&sig=…`, an HMAC of the livestream
 * and the expiry under a key every instance shares. A player needs no header (Safari's native HLS can
 * send none), and a signed request skips the access checks. Expiries are rounded to windows, so one
 * address serves everybody for a while (CDN caches keep working): valid 6 to 12 hours from when it was
 * given out. The playlist handed out under a signature gives its segments the same signature.
 */
export const PLAYBACK_WINDOW_MS = 6 * 3600_000;

export interface PlaybackSignature {
  exp: number;
  sig: string;
}

export function playbackSigner(key: string) {
  const mac = (livestreamId: number, exp: number) =>
    createHmac('sha256', key).update(`${livestreamId}.${exp}`).digest();
  return {
    sign(livestreamId: number, now = Date.now()): PlaybackSignature {
      const exp = (Math.floor(now / PLAYBACK_WINDOW_MS) + 2) * PLAYBACK_WINDOW_MS;
      return { exp, sig: mac(livestreamId, exp).toString('base64url') };
    },
    /** the signature is ours for this livestream and has not expired (nor lies too far ahead) */
    valid(livestreamId: number, signature: Partial<PlaybackSignature>, now = Date.now()): boolean {
      const { exp, sig } = signature;
      if (typeof exp !== 'number' || typeof sig !== 'string' || !Number.isSafeInteger(exp)) return false;
      if (exp <= now || exp > now + 2 * PLAYBACK_WINDOW_MS) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(livestreamId, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PlaybackSigner = ReturnType<typeof playbackSigner>;

export const signatureQuery = (s: PlaybackSignature) => `exp=${s.exp}&sig=${s.sig}`;

/** The playlist with the signature on each of its segment addresses (the lines that are not tags). */
export function signPlaylist(text: string, signature: PlaybackSignature): string {
  const query = signatureQuery(signature);
  return text
    .split('\n')
    .map((line) => {
      const l = line.trim();
      if (!l || l.startsWith('#')) return line;
      return `${l}${l.includes('?') ? '&' : '?'}${query}`;
    })
    .join('\n');
}
