import { describe, expect, it } from 'vitest';
import { PLAYBACK_WINDOW_MS, playbackSigner, signPlaylist } from '../src/modules/streaming/playback';

describe('signed playback addresses (decision 019)', () => {
  const signer = playbackSigner('k'.repeat(43));
  const now = Date.UTC(2026, 10, 25, 13, 0);

  it('one address per window for everybody, valid 6 to 12 hours, for its livestream only', () => {
    const a = signer.sign(7, now);
    expect(signer.sign(7, now + 60_000)).toEqual(a);
    expect(a.exp - now).toBeGreaterThanOrEqual(PLAYBACK_WINDOW_MS);
    expect(a.exp - now).toBeLessThanOrEqual(2 * PLAYBACK_WINDOW_MS);
    expect(signer.valid(7, a, now)).toBe(true);
    expect(signer.valid(8, a, now)).toBe(false);
    expect(signer.valid(7, a, a.exp)).toBe(false);
    expect(signer.valid(7, { ...a, exp: a.exp + PLAYBACK_WINDOW_MS }, now)).toBe(false);
    expect(signer.valid(7, { exp: a.exp }, now)).toBe(false);
    expect(signer.valid(7, { ...a, sig: 'short' }, now)).toBe(false);
    expect(playbackSigner('another key').valid(7, a, now)).toBe(false);
  });

  it('puts the signature on every segment of a playlist, not on its tags', () => {
    const s = { exp: 123, sig: 'abc' };
    expect(
      signPlaylist(
        '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_00001.ts\n#EXTINF:2.0,\nseg_00002.ts?x=1\n',
        s,
      ),
    ).toBe(
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_00001.ts?exp=123&sig=abc\n#EXTINF:2.0,\nseg_00002.ts?x=1&exp=123&sig=abc\n',
    );
  });
});
