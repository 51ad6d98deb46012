/**
 * Cookie consent (SPEC §1; decision 020): the categories, the person's choice, and what the app keeps
 * in the browser under each. Before a choice only necessary things are stored; a category turned off
 * removes what it had stored. The choice itself is a necessary cookie (JSON, path /, 365 days, SPEC §9).
 * No React here: lib/sport-preference, the video player and the score console ask `allows` before they store.
 */
export const CONSENT_CATEGORIES = [
  'necessary',
  'functional',
  'statistic',
  'marketing',
  'unclassified',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = [
  'functional',
  'statistic',
  'marketing',
  'unclassified',
];

export interface ConsentChoice {
  v: 1;
  functional: boolean;
  statistic: boolean;
  marketing: boolean;
  unclassified: boolean;
  /** when it was made (ms) */
  at: number;
}

export const CONSENT_COOKIE = 'spz_consent';
export const CONSENT_DAYS = 365;

/**
 * What the app stores, by category. Necessary: the sign-in (SPZ_TOKEN, oidc-client-ts's `oidc.*`),
 * the scorer's queue of unsent events (`spz.console.v1.*`) and a rally scoreboard in progress, the
 * reload guard (session storage), this choice, and the language the person picked (`spz_locale`: an
 * interface setting they asked for, decision 051). The service worker's cache (Cache Storage, not listed
 * here: no cookie or key of ours) holds only the app's own files and deployment settings, necessary too.
 * Functional: remembered preferences the person did not ask to keep.
 */
export const STORAGE_CATEGORIES: {
  kind: 'cookie' | 'local' | 'session';
  name: RegExp;
  category: ConsentCategory;
}[] = [
  { kind: 'cookie', name: /^spz_consent$/, category: 'necessary' },
  { kind: 'local', name: /^SPZ_TOKEN$/, category: 'necessary' },
  { kind: 'local', name: /^oidc\./, category: 'necessary' },
  { kind: 'session', name: /^oidc\./, category: 'necessary' },
  { kind: 'local', name: /^spz\.console\.v1\./, category: 'necessary' },
  { kind: 'local', name: /^spz\.rally\.local\./, category: 'necessary' },
  { kind: 'session', name: /^spz_chunk_reload$/, category: 'necessary' },
  { kind: 'session', name: /^spz_update_/, category: 'necessary' },
  { kind: 'cookie', name: /^spz_locale$/, category: 'necessary' },
  { kind: 'local', name: /^spz_sport$/, category: 'functional' },
  { kind: 'local', name: /^spz_account_sport$/, category: 'functional' },
  { kind: 'local', name: /^spz\.console\.swap\./, category: 'functional' },
  { kind: 'local', name: /^spz_video_delay$/, category: 'functional' },
  { kind: 'local', name: /^spz_video_mode$/, category: 'functional' },
];

/** The category of a stored item; anything we do not know is unclassified. */
export function categoryOf(kind: 'cookie' | 'local' | 'session', name: string): ConsentCategory {
  return STORAGE_CATEGORIES.find((s) => s.kind === kind && s.name.test(name))?.category ?? 'unclassified';
}

export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (value?.v !== 1) return null;
    return {
      v: 1,
      functional: value.functional === true,
      statistic: value.statistic === true,
      marketing: value.marketing === true,
      unclassified: value.unclassified === true,
      at: typeof value.at === 'number' ? value.at : 0,
    };
  } catch {
    return null;
  }
}

export function choiceOf(
  allowed: Partial<Record<OptionalCategory, boolean>>,
  at = Date.now(),
): ConsentChoice {
  return {
    v: 1,
    functional: allowed.functional === true,
    statistic: allowed.statistic === true,
    marketing: allowed.marketing === true,
    unclassified: allowed.unclassified === true,
    at,
  };
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

let cached: { raw: string | null; choice: ConsentChoice | null } | null = null;

/** The person's choice in this browser, or null while they have not chosen. */
export function readConsent(): ConsentChoice | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (cached?.raw !== raw) cached = { raw, choice: parseConsent(raw) };
  return cached.choice;
}

/** May the app store things of this category? Necessary: always; the rest only once allowed. */
export function allows(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return readConsent()?.[category] ?? false;
}

const listeners = new Set<(choice: ConsentChoice) => void>();

/** Told when the person makes or changes their choice (the language cookie is written then, for one). */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes what the categories not allowed had stored. */
export function purgeDisallowed(choice: ConsentChoice | null = readConsent()): void {
  const allowed = (c: ConsentCategory) => c === 'necessary' || (choice?.[c] ?? false);
  if (typeof document !== 'undefined') {
    for (const part of document.cookie.split(';')) {
      const name = part.trim().split('=')[0];
      const known = name
        ? STORAGE_CATEGORIES.find((s) => s.kind === 'cookie' && s.name.test(name))
        : undefined;
      if (name && known && !allowed(known.category))
        document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
    }
  }
  for (const [kind, storage] of [
    ['local', typeof window === 'undefined' ? null : window.localStorage],
    ['session', typeof window === 'undefined' ? null : window.sessionStorage],
  ] as const) {
    if (!storage) continue;
    try {
      const names = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (k): k is string => k !== null,
      );
      // only what we know to be of a category not allowed (an unknown key is somebody's necessary state)
      for (const name of names) {
        const known = STORAGE_CATEGORIES.find((s) => s.kind === kind && s.name.test(name));
        if (known && !allowed(known.category)) storage.removeItem(name);
      }
    } catch {
      // storage blocked: nothing stored either
    }
  }
}

export function saveConsent(choice: ConsentChoice): void {
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  purgeDisallowed(choice);
  listeners.forEach((l) => l(choice));
}

/**
 * Set on <html> while a scorer's console fills the screen: the banner is then one short strip at the
 * bottom, and it writes the height it takes into BANNER_SPACE_VAR on <html>, which the console leaves
 * free, so that no scoring button is under it (decision 052).
 */
export const CONSOLE_MARK = 'data-scoring-console';
export const BANNER_SPACE_VAR = '--consent-banner-space';

/** "Accept all" (the banner's and the settings dialog's): every category allowed, saved at once. */
export function acceptAll(): ConsentChoice {
  const choice = choiceOf({ functional: true, statistic: true, marketing: true, unclassified: true });
  saveConsent(choice);
  return choice;
}

/** "Necessary only": every optional category off, saved at once (what they stored goes). */
export function necessaryOnly(): ConsentChoice {
  const choice = choiceOf({});
  saveConsent(choice);
  return choice;
}

const OPEN_SETTINGS = 'spz:cookie-settings';

/** Opens the cookie settings (the embedded dialog, or the third-party service's). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS));
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener);
  return () => window.removeEventListener(OPEN_SETTINGS, listener);
}
