import type { StagesInput, TournamentStage } from '@sportzone/contracts';

/**
 * The structures an organizer picks from (SPEC §2 containers/{id}/structure), each with its few options,
 * turned into the server's StagesInput. Pure: no React, no requests.
 */
export const STAGE_PRESETS = ['groups_knockout', 'single', 'double', 'round_robin', 'swiss'] as const;
export type StagePreset = (typeof STAGE_PRESETS)[number];

export interface PresetOptions {
  /** groups of the round robin ("Groups then knockout", "Round robin") */
  groups: number;
  /** the top k of each group go on to the knockout */
  qualifiersPerGroup: number;
  /** a match for third place in a knockout */
  thirdPlace: boolean;
  /** double elimination: the grand final is reset when the losers' side wins it */
  grandFinal: 'reset' | 'single';
  /** round robin: each pair plays once or twice */
  legs: 1 | 2;
  /** Swiss rounds */
  rounds: number;
}

export const DEFAULT_PRESET_OPTIONS: PresetOptions = {
  groups: 2,
  qualifiersPerGroup: 2,
  thirdPlace: false,
  grandFinal: 'reset',
  legs: 1,
  rounds: 4,
};

/** The rule set the engine scores a sport's results with (sports without one count generically). */
const RULES = new Set(['badminton', 'table-tennis', 'volleyball', 'tennis', 'snooker', 'bowling']);
export function rulesOf(sport: string) {
  return (RULES.has(sport) ? sport : 'generic') as NonNullable<
    StagesInput['stages'][number]['options']
  >['rules'];
}

/** Stage names in the organizer's language. */
export interface StageNames {
  groups: string;
  knockout: string;
  single: string;
  double: string;
  roundRobin: string;
  swiss: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n) || min));

export function stagesOf(
  preset: StagePreset,
  options: PresetOptions,
  sport: string,
  names: StageNames,
): StagesInput {
  const rules = rulesOf(sport);
  const thirdPlace = options.thirdPlace;
  switch (preset) {
    case 'groups_knockout':
      return {
        stages: [
          {
            name: names.groups,
            type: 'round_robin',
            options: { groups: clamp(options.groups, 1, 64), legs: options.legs, rules },
          },
          {
            name: names.knockout,
            type: 'single_elimination',
            options: { thirdPlace, rules },
            qualifiersPerGroup: clamp(options.qualifiersPerGroup, 1, 1024),
          },
        ],
      };
    case 'single':
      return { stages: [{ name: names.single, type: 'single_elimination', options: { thirdPlace, rules } }] };
    case 'double':
      return {
        stages: [
          {
            name: names.double,
            type: 'double_elimination',
            options: { grandFinal: options.grandFinal, rules },
          },
        ],
      };
    case 'round_robin':
      return {
        stages: [
          {
            name: names.roundRobin,
            type: 'round_robin',
            options: { groups: clamp(options.groups, 1, 64), legs: options.legs, rules },
          },
        ],
      };
    case 'swiss':
      return {
        stages: [
          { name: names.swiss, type: 'swiss', options: { rounds: clamp(options.rounds, 1, 64), rules } },
        ],
      };
  }
}

/** The preset and options that stored stages came from (null when they match none). */
export function presetOf(
  stages: Pick<TournamentStage, 'type' | 'options' | 'qualifiersPerGroup'>[],
): { preset: StagePreset; options: PresetOptions } | null {
  const o = (s: (typeof stages)[number]) => s.options as Record<string, unknown>;
  const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
  const d = DEFAULT_PRESET_OPTIONS;
  const [first, second] = stages;
  if (!first) return null;
  if (stages.length === 2 && first.type === 'round_robin' && second?.type === 'single_elimination') {
    return {
      preset: 'groups_knockout',
      options: {
        ...d,
        groups: num(o(first).groups, d.groups),
        legs: o(first).legs === 2 ? 2 : 1,
        qualifiersPerGroup: second.qualifiersPerGroup ?? d.qualifiersPerGroup,
        thirdPlace: o(second).thirdPlace === true,
      },
    };
  }
  if (stages.length !== 1) return null;
  if (first.type === 'single_elimination')
    return { preset: 'single', options: { ...d, thirdPlace: o(first).thirdPlace === true } };
  if (first.type === 'double_elimination')
    return {
      preset: 'double',
      options: { ...d, grandFinal: o(first).grandFinal === 'single' ? 'single' : 'reset' },
    };
  if (first.type === 'round_robin')
    return {
      preset: 'round_robin',
      options: { ...d, groups: num(o(first).groups, 1), legs: o(first).legs === 2 ? 2 : 1 },
    };
  return { preset: 'swiss', options: { ...d, rounds: num(o(first).rounds, d.rounds) } };
}

/** The options a preset asks for, in the form's order. */
export function optionsOfPreset(preset: StagePreset): (keyof PresetOptions)[] {
  switch (preset) {
    case 'groups_knockout':
      return ['groups', 'qualifiersPerGroup', 'legs', 'thirdPlace'];
    case 'single':
      return ['thirdPlace'];
    case 'double':
      return ['grandFinal'];
    case 'round_robin':
      return ['groups', 'legs'];
    case 'swiss':
      return ['rounds'];
  }
}

/** Whether a draw with these stages has begun play: a redraw is refused then (the server says so too). */
export function drawStarted(stages: Pick<TournamentStage, 'matches'>[]): boolean {
  return stages.some((s) =>
    s.matches.some((m) => m.status === 'finished' || (m.liveStatus !== null && m.liveStatus !== 'upcoming')),
  );
}
