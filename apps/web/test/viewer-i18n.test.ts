import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { viewerBg } from '@/lib/i18n/locales/viewer.bg';
import { viewerEn } from '@/lib/i18n/locales/viewer.en';
import lite from '@/viewer/i18n/i18next';

/*
 * The viewer build resolves `i18next` to src/viewer/i18n (decision 013). It must say exactly what
 * i18next says for every text of the viewer pages: each key, in both languages, with counts that pick
 * every plural form and every variable filled.
 */

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

const resources = { en: { translation: viewerEn }, bg: { translation: viewerBg } };
const base = [...new Set(keys(viewerEn as unknown as Tree).map((k) => k.replace(/_(one|other)$/, '')))];
const vars = (count: number) => ({
  count,
  name: 'Ana',
  home: 'A',
  away: 'B',
  n: 3,
  ball: 'red',
  points: 12,
  pins: 7,
  score: '2-1',
  word: 'game',
  time: '18:30',
  frame: 2,
  game: 1,
  other: 'Bo',
  stat: 'Ace',
  path: '/x',
  version: '1.0',
});

describe('the viewer pages’ texts without i18next', () => {
  for (const language of ['en', 'bg'] as const) {
    it(`says what i18next says, in ${language}`, async () => {
      const real = createInstance();
      await real.init({
        resources,
        lng: language,
        fallbackLng: 'en',
        initAsync: false,
        interpolation: { escapeValue: false },
      });
      await lite.init({ resources, lng: language, fallbackLng: 'en' });
      const t = real.t as unknown as (key: string, options?: object) => string;
      for (const key of [...base, 'live.noSuchKey']) {
        expect(lite.t(key), key).toBe(t(key));
        for (const count of [0, 1, 2, 5, 21]) expect(lite.t(key, vars(count)), key).toBe(t(key, vars(count)));
      }
      await lite.changeLanguage(language === 'en' ? 'bg' : 'en');
      expect(lite.language).toBe(language === 'en' ? 'bg' : 'en');
    });
  }
});
