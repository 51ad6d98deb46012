import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { competitionLine, competitionPath, competitionStage } from '@/lib/matches/competition';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, bg: { translation: bg } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const c = (phase: string, round: number, roundsInPhase: number, extra: object = {}) => ({
  tournamentId: 7,
  name: 'Autumn Cup',
  phase,
  round,
  group: 1,
  roundsInPhase,
  stageType: 'single_elimination',
  pending: { home: null, away: null },
  ...extra,
});

describe('a live card’s competition line', () => {
  it('names a knockout’s rounds from the end, in English and Bulgarian', () => {
    const en = i18n.getFixedT('en');
    const bg = i18n.getFixedT('bg');
    expect(competitionLine(c('winners', 5, 5), en)).toBe('Autumn Cup · Final');
    expect(competitionStage(c('winners', 4, 5), en)).toBe('Semi-final');
    expect(competitionStage(c('winners', 3, 5), en)).toBe('Quarter-final');
    expect(competitionStage(c('winners', 2, 5), en)).toBe('Round of 16');
    expect(competitionStage(c('winners', 1, 5), en)).toBe('Round of 32');
    expect(competitionLine(c('winners', 4, 5), bg)).toBe('Autumn Cup · Полуфинал');
    expect(competitionStage(c('winners', 2, 5), bg)).toBe('1/8 финал');
    expect(competitionStage(c('winners', 3, 5), bg)).toBe('Четвъртфинал');
  });

  it('groups by letter, Swiss rounds, a double elimination’s brackets, the grand final and third place', () => {
    const en = i18n.getFixedT('en');
    const bg = i18n.getFixedT('bg');
    expect(competitionStage(c('group', 2, 3, { group: 1, stageType: 'round_robin' }), en)).toBe('Group A');
    expect(competitionStage(c('group', 1, 3, { group: 3, stageType: 'round_robin' }), bg)).toBe('Група C');
    expect(competitionStage(c('swiss', 3, 5, { stageType: 'swiss' }), en)).toBe('Round 3');
    const de = { stageType: 'double_elimination' };
    expect(competitionStage(c('winners', 2, 3, de), en)).toBe('Winners round 2');
    expect(competitionStage(c('losers', 1, 4, de), en)).toBe('Losers round 1');
    expect(competitionStage(c('losers', 1, 4, de), bg)).toBe('Кръг 1 на губещите');
    expect(competitionStage(c('grand_final', 1, 2, de), en)).toBe('Grand final');
    expect(competitionStage(c('third_place', 3, 3), en)).toBe('Third place');
    expect(competitionStage(c('third_place', 3, 3), bg)).toBe('Мач за трето място');
  });

  it('links to the tournament’s page', () => {
    expect(competitionPath(c('winners', 1, 2))).toBe('/container/7/views');
  });
});
