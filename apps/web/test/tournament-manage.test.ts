import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESET_OPTIONS,
  STAGE_PRESETS,
  drawStarted,
  optionsOfPreset,
  presetOf,
  rulesOf,
  stagesOf,
} from '@/features/tournaments/lib/manage-stages';
import {
  conflictIds,
  nextStatuses,
  scheduleByCourt,
  tournamentSteps,
} from '@/features/tournaments/lib/manage-steps';
import { managePath, publicResultPath, publicViewsPath } from '@/features/tournaments/lib/manage-paths';
import { dropIndex, moveInOrder, seedOrder, seedsOfOrder } from '@/features/tournaments/lib/manage-seeds';
import { shownStatus } from '@/features/tournaments/lib/status';

const names = {
  groups: 'Groups',
  knockout: 'Knockout',
  single: 'Single',
  double: 'Double',
  roundRobin: 'RR',
  swiss: 'Swiss',
};

describe('stage presets → StagesInput', () => {
  it('makes groups then a knockout of the top k of each group', () => {
    const input = stagesOf(
      'groups_knockout',
      { ...DEFAULT_PRESET_OPTIONS, groups: 2, qualifiersPerGroup: 2 },
      'badminton',
      names,
    );
    expect(input).toEqual({
      stages: [
        { name: 'Groups', type: 'round_robin', options: { groups: 2, legs: 1, rules: 'badminton' } },
        {
          name: 'Knockout',
          type: 'single_elimination',
          options: { thirdPlace: false, rules: 'badminton' },
          qualifiersPerGroup: 2,
        },
      ],
    });
  });

  it('makes each single-stage format with its own options, clamped to what the server takes', () => {
    const o = {
      ...DEFAULT_PRESET_OPTIONS,
      thirdPlace: true,
      grandFinal: 'single' as const,
      rounds: 99,
      groups: 0,
    };
    expect(stagesOf('single', o, 'tennis', names).stages).toEqual([
      { name: 'Single', type: 'single_elimination', options: { thirdPlace: true, rules: 'tennis' } },
    ]);
    expect(stagesOf('double', o, 'tennis', names).stages[0]).toMatchObject({
      type: 'double_elimination',
      options: { grandFinal: 'single' },
    });
    expect(stagesOf('round_robin', o, 'tennis', names).stages[0]!.options).toMatchObject({ groups: 1 });
    expect(stagesOf('swiss', o, 'rally', names).stages[0]).toMatchObject({
      type: 'swiss',
      options: { rounds: 64, rules: 'generic' },
    });
  });

  it('reads stored stages back into their preset', () => {
    for (const preset of STAGE_PRESETS) {
      const input = stagesOf(preset, { ...DEFAULT_PRESET_OPTIONS, groups: 3 }, 'badminton', names);
      const stored = input.stages.map((s) => ({
        type: s.type,
        options: s.options ?? {},
        qualifiersPerGroup: s.qualifiersPerGroup ?? null,
      }));
      expect(presetOf(stored)?.preset).toBe(preset);
    }
    expect(presetOf([])).toBeNull();
    expect(optionsOfPreset('groups_knockout')).toContain('qualifiersPerGroup');
    expect(rulesOf('volleyball')).toBe('volleyball');
  });

  it('knows a draw has started once a match is live or finished', () => {
    const m = (status: string, liveStatus: string | null) => ({ status, liveStatus }) as never;
    expect(drawStarted([{ matches: [m('ready', 'upcoming'), m('waiting', null)] }])).toBe(false);
    expect(drawStarted([{ matches: [m('ready', 'active')] }])).toBe(true);
    expect(drawStarted([{ matches: [m('finished', 'finished')] }])).toBe(true);
  });
});

describe('the tournament checklist', () => {
  const match = (status: string, matchId: number | null = 1) => ({ status, matchId }) as never;
  it('marks sign-ups done at two entries, then the first open step as current', () => {
    const steps = tournamentSteps({
      tournament: { registered: 4, status: 'open', drawn: false },
      stages: [],
      schedule: null,
    });
    expect(steps.map((s) => [s.step, s.state])).toEqual([
      ['signups', 'done'],
      ['structure', 'current'],
      ['draw', 'todo'],
      ['schedule', 'todo'],
      ['play', 'todo'],
      ['finished', 'todo'],
    ]);
    expect(steps[0]).toMatchObject({ count: 4, page: 'signups' });
  });

  it('counts drawn, planned and played matches (not byes)', () => {
    const steps = tournamentSteps({
      tournament: { registered: 4, status: 'active', drawn: true },
      stages: [{ drawn: true, matches: [match('finished'), match('ready', 2), match('bye', null)] }],
      schedule: { items: [{ scheduledAt: '2026-11-25T10:00:00Z' } as never] },
    });
    const by = Object.fromEntries(steps.map((s) => [s.step, s]));
    expect(by.draw).toMatchObject({ state: 'done', count: 2 });
    expect(by.schedule).toMatchObject({ state: 'done', count: 1, total: 2 });
    expect(by.play).toMatchObject({ state: 'current', count: 1, total: 2 });
  });

  it('lets organizers open and close sign-ups only; results move the rest', () => {
    expect(nextStatuses('upcoming')).toEqual(['open']);
    expect(nextStatuses('open')).toEqual(['upcoming']);
    expect(nextStatuses('active')).toEqual([]);
    expect(nextStatuses('finished')).toEqual([]);
  });
});

describe('the schedule by court', () => {
  it('lists each court with matches by time, unplanned last, and names the matches in conflict', () => {
    const item = (matchId: number, court: string | null, at: string | null) =>
      ({ matchId, court, scheduledAt: at }) as never;
    const rows = scheduleByCourt({
      courts: ['Court 1', 'Court 2'],
      items: [
        item(1, 'Court 1', '2026-11-25T11:00:00Z'),
        item(2, 'Court 1', '2026-11-25T10:00:00Z'),
        item(3, null, null),
      ],
    });
    expect(rows.map((r) => [r.court, r.items.map((i) => i.matchId)])).toEqual([
      ['Court 1', [2, 1]],
      [null, [3]],
    ]);
    expect([...conflictIds({ conflicts: [{ matchIds: [1, 2] } as never] })]).toEqual([1, 2]);
  });

  it('builds the organizer and public paths', () => {
    expect(managePath(7, 12, 'signups')).toBe('/organizer/organizations/7/containers/12/signups');
    expect(publicViewsPath(12)).toBe('/container/12/views');
    expect(publicResultPath(12)).toBe('/container/result/12');
  });
});

describe('the seed order', () => {
  it('lists the seeded by seed, then the rest as they signed up; saving seeds the list order', () => {
    const order = seedOrder([
      { id: 10, seed: null },
      { id: 11, seed: 2 },
      { id: 12, seed: null },
      { id: 13, seed: 1 },
    ]);
    expect(order).toEqual([13, 11, 10, 12]);
    // the last lifted and moved up twice
    const moved = moveInOrder(moveInOrder(order, 3, 2), 2, 1);
    expect(moved).toEqual([13, 12, 11, 10]);
    // past the ends it stays at the end
    expect(moveInOrder(moved, 0, -1)).toEqual(moved);
    expect(moveInOrder(moved, 0, 9)).toEqual([12, 11, 10, 13]);
    expect(seedsOfOrder(moved)).toEqual([
      { entryId: 13, seed: 1 },
      { entryId: 12, seed: 2 },
      { entryId: 11, seed: 3 },
      { entryId: 10, seed: 4 },
    ]);
  });

  it('a row dragged with the pointer lands after the rows whose middles it passed', () => {
    const middles = [20, 60, 100, 140];
    expect(dropIndex(middles, 110, 0)).toBe(2);
    expect(dropIndex(middles, 10, 3)).toBe(0);
    expect(dropIndex(middles, 70, 1)).toBe(1);
    expect(dropIndex(middles, 500, 0)).toBe(3);
  });
});

describe('the status shown', () => {
  it('is "Draw made" once drawn, until the first result makes it in play', () => {
    expect(shownStatus({ status: 'open', drawn: false })).toBe('open');
    expect(shownStatus({ status: 'open', drawn: true })).toBe('drawn');
    expect(shownStatus({ status: 'upcoming', drawn: true })).toBe('drawn');
    expect(shownStatus({ status: 'active', drawn: true })).toBe('active');
    expect(shownStatus({ status: 'finished', drawn: true })).toBe('finished');
  });
});
