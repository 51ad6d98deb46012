import type { Match } from '@sportzone/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  matchPayload,
  serverErrors,
  validateMatch,
  type Pickable,
  type Values,
} from '@/features/org-matches/lib/match-form';
import { liveMatchOnCourt } from '@/features/org-matches/lib/court-clash';

const t = ((key: string) => key) as unknown as TFunction;
const options: Pickable[] = [
  { value: '1', label: 'Ana #7', name: 'Ana', players: ['Ana'] },
  { value: '2', label: 'Bea', name: 'Bea', players: ['Bea'] },
];
const place = { venue: 'Hall', court: 'Court 1' };
const values = (over: Partial<Values> = {}): Values => ({
  ...initialValues(null, 5, 'tennis'),
  homePick: '1',
  awayPick: '2',
  scheduledAt: '2030-05-01T10:00',
  ...over,
});
const existing = { id: 9, seq: 0 } as Match;

describe('the match form without React', () => {
  it('a new match of an organization sends its rules, picked sides, place and scorers', () => {
    const payload = matchPayload(values({ scorerIds: ['4'] }), {
      mode: 'full',
      match: null,
      started: false,
      organizationId: 5,
      options,
      kind: 'player',
      place,
    });
    expect(payload.id).toBeNull();
    if (payload.id !== null) return;
    expect(payload.input).toMatchObject({
      sport: 'tennis',
      organizationId: 5,
      home: { name: 'Ana', playerId: 1, formationId: null, teamId: null, players: ['Ana'] },
      away: { name: 'Bea', playerId: 2 },
      venue: 'Hall',
      court: 'Court 1',
      privacy: 'public',
      scorerIds: [4],
    });
    expect(payload.input.scheduledAt).toBe(new Date('2030-05-01T10:00').toISOString());
  });

  it('an edit after the first point leaves the rules out; a reschedule sends only time and place', () => {
    const started = matchPayload(values(), {
      mode: 'full',
      match: existing,
      started: true,
      organizationId: 5,
      options,
      kind: 'player',
      place,
    });
    expect(started.id).toBe(9);
    if (started.id === null) return;
    expect(started.update).not.toHaveProperty('sport');
    expect(started.update).not.toHaveProperty('format');
    // a reschedule does not read the sides: a pick no longer among the options does not matter
    const rescheduled = matchPayload(values({ homePick: '99' }), {
      mode: 'reschedule',
      match: existing,
      started: true,
      organizationId: 5,
      options,
      kind: 'player',
      place,
    });
    expect(rescheduled).toEqual({
      id: 9,
      update: { scheduledAt: new Date('2030-05-01T10:00').toISOString(), ...place },
    });
  });

  it('checks a side against itself, a missing pick and a missing time to reschedule', () => {
    const context = { mode: 'full' as const, started: false, options, t };
    expect(validateMatch(values(), context)).toEqual({});
    expect(validateMatch(values({ awayPick: '1' }), context)).toEqual({
      awayPick: 'orgMatches.form.sameSides',
    });
    expect(validateMatch(values({ homePick: null }), context)).toEqual({
      homePick: 'orgMatches.form.pickRequired',
    });
    expect(validateMatch(values({ scheduledAt: '' }), { ...context, mode: 'reschedule' })).toEqual({
      scheduledAt: 'orgMatches.form.required',
    });
  });

  it("puts the server's field errors on the form's fields, the place on the pickers of the club's venues", () => {
    const fields = { 'home.playerId': 'no such player', venue: 'too long', 'away.players.0': 'bad' };
    // a field this form does not have (a side's players) is left to the form's general refusal
    expect(serverErrors(fields, false)).toStrictEqual({ homePick: 'no such player', venue: 'too long' });
    expect(serverErrors({ court: 'unknown' }, true)).toEqual({ court: 'unknown', space: 'unknown' });
  });
});

describe('a live match on the chosen court', () => {
  const live = (over: Partial<Match>) =>
    ({ id: 1, status: 'active', venue: 'Hall', court: 'Court 1', ...over }) as Match;

  it('is found on the same venue and court, not on another court, venue or when over', () => {
    const matches = [
      live({ id: 1, court: 'Court 2' }),
      live({ id: 2, venue: 'Arena' }),
      live({ id: 3, status: 'finished' }),
      live({ id: 4 }),
    ];
    expect(liveMatchOnCourt(matches, place, null)?.id).toBe(4);
    expect(liveMatchOnCourt(matches, { venue: 'Hall', court: 'Court 3' }, null)).toBeNull();
  });

  it('is not the edited match itself, and nothing is looked for before a court is chosen', () => {
    expect(liveMatchOnCourt([live({ id: 9 })], place, 9)).toBeNull();
    expect(liveMatchOnCourt([live({ id: 9 })], { venue: 'Hall', court: null }, null)).toBeNull();
  });
});
