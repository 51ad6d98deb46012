import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptAll,
  allows,
  categoryOf,
  choiceOf,
  CONSENT_COOKIE,
  necessaryOnly,
  parseConsent,
  purgeDisallowed,
  readConsent,
} from '../src/lib/consent/consent';
import { detectLocale, LOCALE_COOKIE, readLocaleCookie, rememberLocale } from '../src/lib/i18n/locale';

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
    expect(categoryOf('cookie', 'spz_locale')).toBe('necessary');
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
    // the language the person picked is theirs to keep (decision 051): no cookie is removed here
    expect(written).toEqual([]);
  });
});

/** A browser's cookie jar as far as the app uses it: `name=value; …` set one at a time, Max-Age=0 removes. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(name!.trim());
      else jar.set(name!.trim(), rest.join('='));
    },
  };
}

function browser(languages: string[] = ['en-US']) {
  const document = cookieJar();
  g.document = document;
  g.window = {
    location: { protocol: 'http:' },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  };
  Object.defineProperty(globalThis, 'navigator', {
    value: { languages, language: languages[0] },
    configurable: true,
  });
  return document;
}

describe('the language the person picks (decision 051)', () => {
  it('is remembered before any choice and under "Necessary only", and survives the purge', () => {
    const document = browser(['en-US']);
    expect(readConsent()).toBeNull();
    rememberLocale('bg');
    expect(document.jar.get(LOCALE_COOKIE)).toBe('bg');

    necessaryOnly();
    expect(readConsent()).toMatchObject({ functional: false, statistic: false });
    expect(document.jar.get(LOCALE_COOKIE)).toBe('bg');
    // the next page load opens in the picked language, not the browser's English
    expect(readLocaleCookie()).toBe('bg');
    expect(detectLocale()).toBe('bg');

    // a later pick under "Necessary only" replaces it
    rememberLocale('en');
    expect(document.jar.get(LOCALE_COOKIE)).toBe('en');
  });

  it('a language only detected from the browser is not stored', () => {
    const document = browser(['bg-BG', 'en']);
    expect(detectLocale()).toBe('bg');
    expect(document.jar.has(LOCALE_COOKIE)).toBe(false);
  });
});

describe('"Accept all" (the banner and the settings dialog)', () => {
  it('saves every category at once, and "Necessary only" then removes what they stored', () => {
    const document = browser();
    const local = (g.window as { localStorage: MemoryStorage }).localStorage;
    const choice = acceptAll();
    expect(choice).toMatchObject({ functional: true, statistic: true, marketing: true, unclassified: true });
    expect(readConsent()).toEqual(choice);
    expect(document.jar.has(CONSENT_COOKIE)).toBe(true);
    expect(allows('functional')).toBe(true);
    local.setItem('spz_sport', 'tennis');

    necessaryOnly();
    expect(allows('functional')).toBe(false);
    expect(local.getItem('spz_sport')).toBeNull();
  });
});
