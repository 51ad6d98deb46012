import { describe, expect, it } from 'vitest';
import { isApiUrl } from '@/lib/api/api-url';
import { claimRoles, landingPath, safeReturnPath, unionRoles } from '@/lib/auth/roles';
import { isChunkLoadError } from '@/lib/chunk-reload';
import { normalizeLocale } from '@/lib/i18n/locale';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';

describe('the token goes only to the configured API (SPEC §7)', () => {
  const base = 'https://sportzone.example';
  it('accepts the base and paths under it', () => {
    expect(isApiUrl('https://sportzone.example/api/user/current', base)).toBe(true);
    expect(isApiUrl('https://sportzone.example', base)).toBe(true);
    expect(isApiUrl('https://sportzone.example?x=1', `${base}/`)).toBe(true);
  });
  it('refuses look-alike hosts, other origins and a missing base', () => {
    expect(isApiUrl('https://sportzone.example.evil.test/api', base)).toBe(false);
    expect(isApiUrl('https://sportzone.examplex/api', base)).toBe(false);
    expect(isApiUrl('http://sportzone.example/api', base)).toBe(false);
    expect(isApiUrl('https://cdn.example/api', base)).toBe(false);
    expect(isApiUrl('https://sportzone.example/api', null)).toBe(false);
  });
});

describe('landing after sign-in (SPEC §2)', () => {
  it('reads the roles claim as an array or a string, keeping known roles', () => {
    expect(claimRoles({ roles: ['Organizer', 'user', 'Hacker'] })).toEqual(['Organizer', 'User']);
    expect(claimRoles({ roles: 'Admin Player' })).toEqual(['Admin', 'Player']);
    expect(claimRoles({})).toEqual([]);
    expect(claimRoles(null)).toEqual([]);
  });
  it('sends organizers to their organizations and everyone else to the user dashboard', () => {
    expect(landingPath(unionRoles(['User'], ['Organizer']))).toBe('/organizer/organizations');
    expect(landingPath(['User', 'Player'])).toBe('/user/dashboard');
    expect(landingPath([])).toBe('/user/dashboard');
  });
  it('follows only same-site return paths', () => {
    expect(safeReturnPath('/profile?x=1')).toBe('/profile?x=1');
    expect(safeReturnPath('//evil.test/x')).toBeNull();
    expect(safeReturnPath('/\\evil.test')).toBeNull();
    expect(safeReturnPath('https://evil.test')).toBeNull();
    expect(safeReturnPath('/login?returnTo=/x')).toBeNull();
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('locales (SPEC §1, §9)', () => {
  it('maps en, en-US, bg, bg-BG to en and bg', () => {
    expect(normalizeLocale('en')).toBe('en');
    expect(normalizeLocale('en-US')).toBe('en');
    expect(normalizeLocale('bg-BG')).toBe('bg');
    expect(normalizeLocale('BG_bg')).toBe('bg');
    expect(normalizeLocale('de-DE')).toBeNull();
    expect(normalizeLocale('')).toBeNull();
  });
  it('has every English text in Bulgarian too, in Cyrillic where it is prose', () => {
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${prefix}${k}`, v]] : flat(v as object, `${prefix}${k}.`),
      );
    const enKeys = flat(en).map(([k]) => k);
    const bgTexts = new Map(flat(bg));
    expect([...bgTexts.keys()].sort()).toEqual([...enKeys].sort());
    const untranslated = flat(en)
      // prose only: a text that is nothing but placeholders and signs ("{{won}}–{{lost}}") reads the same
      .filter(
        ([k, v]) => v.length > 12 && /[A-Za-z]/.test(v.replace(/\{\{\w+\}\}/g, '')) && bgTexts.get(k) === v,
      )
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});

describe('chunk-load failures (SPEC §4)', () => {
  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
