import { MATCH_SPORTS } from '@sportzone/contracts';
import { describe, expect, it } from 'vitest';
import {
  FORMAT_PRESETS,
  HAS_DOUBLES,
  TEAM_SPORTS,
  checkFormat,
  choiceOf,
  formatOf,
  formatWords,
} from '@/lib/matches/formats';
import {
  checkStart,
  dayRange,
  fromLocalInput,
  nextSlot,
  toLocalInput,
} from '@/features/org-matches/lib/when';
import { createMatch } from '@sportzone/scoring';

describe('match formats', () => {
  it('every preset of every sport, with and without its variants, makes a match under the scoring rules', () => {
    for (const sport of MATCH_SPORTS) {
      expect(FORMAT_PRESETS[sport].length).toBeGreaterThan(0);
      for (const preset of FORMAT_PRESETS[sport]) {
        for (const doubles of [false, true]) {
          for (const noAd of [false, true]) {
            const format = formatOf(sport, { preset: preset.id, doubles, noAd });
            expect(checkFormat(sport, format, 'home'), `${sport} ${preset.id}`).toBe(true);
          }
        }
      }
    }
  });

  it('finds the preset and variants back from the stored (normalized) format', () => {
    for (const sport of MATCH_SPORTS) {
      for (const preset of FORMAT_PRESETS[sport]) {
        const doubles = HAS_DOUBLES.has(sport);
        const created = createMatch({
          sport,
          format: formatOf(sport, { preset: preset.id, doubles, noAd: false }),
        });
        if (!created.ok) throw new Error(created.error.message);
        const stored = created.state.format as Record<string, unknown>;
        expect(choiceOf(sport, stored), `${sport} ${preset.id}`).toEqual({
          preset: preset.id,
          doubles,
          noAd: false,
        });
      }
    }
    expect(TEAM_SPORTS.has('volleyball')).toBe(true);
  });

  it('adds doubles and no-ad only where the sport has them', () => {
    expect(formatOf('tennis', { preset: 'bo3', doubles: true, noAd: true })).toEqual({
      bestOf: 3,
      doubles: true,
      noAd: true,
    });
    expect(formatOf('snooker', { preset: 'bo7', doubles: true, noAd: true })).toEqual({ bestOf: 7 });
    expect(formatOf('tennis', { preset: 'nonsense', doubles: false, noAd: false })).toEqual({ bestOf: 3 });
  });
});

describe('match times', () => {
  it('turns a datetime-local value into an instant and back', () => {
    const iso = fromLocalInput('2026-11-25T14:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-11-25T14:30');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('checks the years the browser accepts, as the form says', () => {
    expect(checkStart('')).toBeNull();
    expect(checkStart('2026-11-25T14:30')).toBeNull();
    expect(checkStart('1999-12-31T23:00')).toBe('range');
    expect(checkStart('2101-01-01T10:00')).toBe('range');
    expect(checkStart('garbage')).toBe('invalid');
  });

  it('gives a local day as a range of instants and the next quarter hour as the default start', () => {
    const { from, to } = dayRange('2026-11-25');
    expect(new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(new Date(from).getHours()).toBe(0);
    expect(nextSlot(new Date(2026, 10, 25, 14, 1))).toBe('2026-11-25T14:30');
    expect(nextSlot(new Date(2026, 10, 25, 23, 50))).toBe('2026-11-26T00:15');
  });
});

describe('a format in words', () => {
  it('names the preset that makes exactly the format, with its variants', () => {
    const badminton = createMatch({ sport: 'badminton', format: { variant: '3x15', bestOf: 1 } });
    if (!badminton.ok) throw new Error('no match');
    expect(formatWords('badminton', badminton.state.format as Record<string, unknown>)).toMatchObject({
      preset: 'g1x15',
      bestOf: 1,
      target: 15,
    });
    expect(formatWords('tennis', { bestOf: 3, noAd: true })).toMatchObject({ preset: 'bo3', noAd: true });
  });

  it('falls back to games and points for a format no preset makes', () => {
    expect(formatWords('badminton', { bestOf: 5, target: 11 })).toMatchObject({
      preset: null,
      bestOf: 5,
      target: 11,
    });
  });
});
