import { describe, expect, it } from 'vitest';
import { isSealed, openTokens, sealTokens, signState, verifyState } from './tokens';

const tokens = { accessToken: 'ya29.a', expiresAt: 1_700_000_000_000, refreshToken: '1//r' };

describe("a channel's tokens at rest", () => {
  it('open only under the secret they were sealed with, and never show in the sealed text', () => {
    const sealed = sealTokens('secret-a', tokens);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('ya29');
    expect(openTokens('secret-a', sealed)).toEqual(tokens);
    expect(openTokens('secret-b', sealed)).toBeNull();
    const [head, iv, data, tag] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(openTokens('secret-a', [head, iv, flipped, tag].join('.'))).toBeNull();
  });

  it('a raw authorization code is not sealed', () => {
    expect(isSealed('4/0AfJohXn')).toBe(false);
    expect(isSealed(null)).toBe(false);
  });
});

describe("the consent's state", () => {
  it('comes back with its channel and user when signed here and not expired', () => {
    const state = signState('secret-a', 7, 3);
    expect(verifyState('secret-a', state)).toEqual({ channelId: 7, userId: 3 });
    expect(verifyState('secret-b', state)).toBeNull();
    expect(verifyState('secret-a', state.replace(/^7\./, '8.'))).toBeNull();
    expect(verifyState('secret-a', signState('secret-a', 7, 3, -1))).toBeNull();
  });
});
