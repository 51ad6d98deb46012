import { afterEach, describe, expect, it } from 'vitest';
import {
  allows,
  categoryOf,
  choiceOf,
  CONSENT_COOKIE,
  parseConsent,
  purgeDisallowed,
  readConsent,
} from '../src/lib/consent/consent';

const g = globalThis as unknown as { document?: { cookie: string }; window?: unknown };

class MemoryStorage {
  items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

afterEach(() => {
  delete g.document;
  delete g.window;
});

describe('cookie consent (SPEC §1)', () => {
  it('classifies what the app stores: necessary, functional, and unknown as unclassified', () => {
    expect(categoryOf('local', 'SPZ_TOKEN')).toBe('necessary');
    expect(categoryOf('local', 'oidc.user:http://x/oidc:sportzone-web')).toBe('necessary');
    expect(categoryOf('local', 'spz.console.v1.12')).toBe('necessary');
    expect(categoryOf('cookie', CONSENT_COOKIE)).toBe('necessary');
    expect(categoryOf('session', 'spz_chunk_reload')).toBe('necessary');
    expect(categoryOf('cookie', 'spz_locale')).toBe('functional');
    expect(categoryOf('local', 'spz_sport')).toBe('functional');
    expect(categoryOf('local', 'spz.console.swap.tennis-3')).toBe('functional');
    expect(categoryOf('local', '_ga')).toBe('unclassified');
  });

  it('reads a choice from its cookie; nothing but necessary before one', () => {
    g.document = { cookie: '' };
    expect(readConsent()).toBeNull();
    expect(allows('necessary')).toBe(true);
    expect(allows('functional')).toBe(false);
    const choice = choiceOf({ functional: true }, 5);
    g.document.cookie = `a=1; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}`;
    expect(readConsent()).toEqual({
      v: 1,
      functional: true,
      statistic: false,
      marketing: false,
      unclassified: false,
      at: 5,
    });
    expect(allows('functional')).toBe(true);
    expect(allows('marketing')).toBe(false);
    expect(parseConsent('{"v":2}')).toBeNull();
    expect(parseConsent('not json')).toBeNull();
  });

  it('a category turned off loses what it stored; necessary and unknown keys stay', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    for (const k of ['SPZ_TOKEN', 'spz.console.v1.4', 'spz_sport', 'spz.console.swap.x', 'someone-elses'])
      local.setItem(k, '1');
    g.window = { localStorage: local, sessionStorage: session };
    const written: string[] = [];
    g.document = {
      get cookie() {
        return 'spz_locale=bg; spz_consent=x';
      },
      set cookie(v: string) {
        written.push(v);
      },
    };
    purgeDisallowed(choiceOf({ functional: false }));
    expect([...local.items.keys()].sort()).toEqual(['SPZ_TOKEN', 'someone-elses', 'spz.console.v1.4']);
    expect(written).toEqual(['spz_locale=; Max-Age=0; Path=/; SameSite=Lax']);
  });
});
