import type { BoardMatch } from '@sportzone/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayAndTime, monthShort, opponentOf } from '@/features/board/lib/board-format';
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

const match = (extra: Partial<BoardMatch> = {}): BoardMatch => ({
  id: 1,
  sport: 'tennis',
  status: 'upcoming',
  homeName: 'James Whitfield',
  awayName: 'Winner of quarter-final 2',
  side: 'home',
  opponent: 'Winner of quarter-final 2',
  score: '',
  winner: null,
  outcome: null,
  scheduledAt: null,
  startedAt: null,
  endedAt: null,
  venue: null,
  court: null,
  timeZone: null,
  organizationName: 'Sofia Racquet Club',
  competition: null,
  ...extra,
});

describe('the board’s words for months, times and opponents', () => {
  it('names short months in both languages (Bulgarian ones are not numbers)', () => {
    expect(monthShort('2026-11', 'en')).toBe('Nov');
    expect(monthShort('2026-11', 'bg')).toBe('ное');
    expect(monthShort('2026-01', 'bg')).toBe('яну');
  });

  it('writes times on a 24-hour clock', () => {
    expect(dayAndTime('2026-12-03T18:30:00Z', 'en').time).toMatch(/^\d\d:30$/);
  });

  it('names an opponent not known yet from where they come, in the reader’s language', () => {
    const pending = match({
      competition: {
        tournamentId: 3,
        name: 'Winter Open',
        phase: 'winners',
        round: 2,
        group: 1,
        roundsInPhase: 3,
        stageType: 'single_elimination',
        pending: {
          home: null,
          away: {
            take: 'winner',
            phase: 'winners',
            group: 1,
            round: 1,
            number: 2,
            of: 4,
            roundsInPhase: 3,
            doubleElimination: false,
          },
        },
      },
    });
    expect(opponentOf(i18n.getFixedT('en'), pending)).toBe('Winner of Quarter-final 2');
    expect(opponentOf(i18n.getFixedT('bg'), pending)).toBe('Победителят от Четвъртфинал 2');
    expect(opponentOf(i18n.getFixedT('en'), match({ side: 'away', homeName: 'Ivan Georgiev' }))).toBe(
      'Ivan Georgiev',
    );
  });
});
