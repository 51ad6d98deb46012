/** createStage: validates the input and draws the stage. */
import { buildDoubleElimination, buildSingleElimination } from './knockout.js';
import { buildRoundRobin } from './round-robin.js';
import { snakeGroups } from './seeding.js';
import { swissRoundOne } from './swiss.js';
import {
  RULE_SETS,
  STAGE_TYPES,
  fail,
  type Match,
  type NormalizedOptions,
  type RuleSet,
  type StageResult,
  type StageType,
} from './types.js';

/** Most participants in one stage (a 1024 draw has 2 046 double-elimination matches). */
export const MAX_PARTICIPANTS = 1024;
/** Most members of one round-robin group (32 640 matches a leg). */
export const MAX_GROUP = 256;

const OPTION_TYPES: Record<string, StageType[] | 'all'> = {
  thirdPlace: ['single_elimination'],
  grandFinal: ['double_elimination'],
  legs: ['round_robin'],
  groups: ['round_robin'],
  rounds: ['swiss'],
  rules: 'all',
  points: 'all',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The participants' ids in draw order: the seeded ones by seed, then the unseeded in the order given. */
function participantIds(list: unknown): { ok: true; ids: string[] } | ReturnType<typeof fail> {
  if (!Array.isArray(list)) return fail('invalid_participants', 'participants must be an array');
  if (list.length > MAX_PARTICIPANTS) {
    return fail('too_many_participants', `at most ${MAX_PARTICIPANTS} participants`);
  }
  const seen = new Set<string>();
  const seeds = new Set<number>();
  const entries: { id: string; seed: number | undefined; index: number }[] = [];
  for (let i = 0; i < list.length; i++) {
    const p: unknown = list[i];
    if (!isObject(p) || typeof p.id !== 'string' || p.id.length === 0) {
      return fail('invalid_participants', `participant ${i}: an object with a non-empty string id`);
    }
    if (seen.has(p.id))
      return fail('duplicate_participant', `participant ${i}: id ${JSON.stringify(p.id)} twice`);
    seen.add(p.id);
    if (p.seed !== undefined) {
      if (!isInt(p.seed) || p.seed < 1 || p.seed > Number.MAX_SAFE_INTEGER) {
        return fail('invalid_seed', `participant ${i}: seed must be a whole number ≥ 1`);
      }
      if (seeds.has(p.seed)) return fail('duplicate_seed', `participant ${i}: seed ${p.seed} twice`);
      seeds.add(p.seed);
    }
    entries.push({ id: p.id, seed: p.seed as number | undefined, index: i });
  }
  if (entries.length < 2) return fail('too_few_participants', 'a stage needs at least 2 participants');
  // seeded ones by seed, then the unseeded in the given order
  entries.sort((a, b) => {
    if (a.seed !== undefined && b.seed !== undefined) return a.seed - b.seed;
    if (a.seed !== undefined) return -1;
    if (b.seed !== undefined) return 1;
    return a.index - b.index;
  });
  return { ok: true, ids: entries.map((e) => e.id) };
}

export function createStageUnchecked(input: unknown): StageResult {
  if (!isObject(input)) return fail('invalid_input', 'createStage takes { type, participants, options? }');
  const type = input.type;
  if (!(STAGE_TYPES as readonly unknown[]).includes(type)) {
    return fail('invalid_type', `type must be one of ${STAGE_TYPES.join(', ')}`);
  }
  const stageType = type as StageType;
  const participants = participantIds(input.participants);
  if (!participants.ok) return participants;
  const ids = participants.ids;
  const n = ids.length;

  const raw = input.options ?? {};
  if (!isObject(raw)) return fail('invalid_options', 'options must be an object');
  const options: NormalizedOptions = {
    thirdPlace: false,
    grandFinal: 'reset',
    legs: 1,
    groups: 1,
    rounds: Math.max(1, Math.ceil(Math.log2(n))),
    rules: 'generic',
    points: { win: 2, draw: 1, loss: 0 },
  };
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    const allowed = OPTION_TYPES[k];
    if (!allowed) return fail('invalid_options', `unknown option ${JSON.stringify(k)}`);
    if (allowed !== 'all' && !allowed.includes(stageType)) {
      return fail('invalid_options', `option ${k} is for ${allowed.join(', ')}`);
    }
    switch (k) {
      case 'thirdPlace':
        if (typeof v !== 'boolean') return fail('invalid_options', 'thirdPlace must be a boolean');
        if (v && n < 3) return fail('invalid_options', 'a third-place match needs at least 3 participants');
        options.thirdPlace = v;
        break;
      case 'grandFinal':
        if (v !== 'reset' && v !== 'single')
          return fail('invalid_options', "grandFinal must be 'reset' or 'single'");
        options.grandFinal = v;
        break;
      case 'legs':
        if (v !== 1 && v !== 2) return fail('invalid_options', 'legs must be 1 or 2');
        options.legs = v;
        break;
      case 'groups':
        if (!isInt(v) || v < 1 || v > Math.floor(n / 2)) {
          return fail(
            'invalid_options',
            `groups must be a whole number from 1 to ${Math.floor(n / 2)} (2 per group at least)`,
          );
        }
        options.groups = v;
        break;
      case 'rounds': {
        const max = n % 2 === 0 ? n - 1 : n;
        if (!isInt(v) || v < 1 || v > max)
          return fail('invalid_options', `rounds must be a whole number from 1 to ${max}`);
        options.rounds = v;
        break;
      }
      case 'rules':
        if (!(RULE_SETS as readonly unknown[]).includes(v)) {
          return fail('invalid_options', `rules must be one of ${RULE_SETS.join(', ')}`);
        }
        options.rules = v as RuleSet;
        break;
      case 'points': {
        if (!isObject(v)) return fail('invalid_options', 'points must be { win, draw, loss }');
        const { win, draw, loss } = v;
        const ok = [win, draw, loss].every(
          (x) => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= 1e6,
        );
        if (!ok || Object.keys(v).some((x) => !['win', 'draw', 'loss'].includes(x))) {
          return fail('invalid_options', 'points must be { win, draw, loss }, finite numbers');
        }
        if (!((win as number) >= (draw as number) && (draw as number) >= (loss as number))) {
          return fail('invalid_options', 'points must satisfy win ≥ draw ≥ loss');
        }
        options.points = { win: win as number, draw: draw as number, loss: loss as number };
        break;
      }
    }
  }
  if (raw.points !== undefined && options.rules !== 'generic' && stageType !== 'swiss') {
    return fail('invalid_options', 'points are for the generic rules (and Swiss)');
  }
  if (stageType !== 'swiss') options.rounds = 0;

  let groups: string[][] = [];
  let matches: Match[];
  switch (stageType) {
    case 'single_elimination':
      matches = buildSingleElimination(ids, options.thirdPlace);
      break;
    case 'double_elimination':
      matches = buildDoubleElimination(ids, options.grandFinal);
      break;
    case 'round_robin': {
      groups = snakeGroups(n, options.groups).map((g) => g.map((i) => ids[i] as string));
      if (groups.some((g) => g.length > MAX_GROUP)) {
        return fail('too_many_participants', `at most ${MAX_GROUP} participants in a group`);
      }
      matches = buildRoundRobin(groups, options.legs);
      break;
    }
    case 'swiss':
      matches = swissRoundOne(ids);
      break;
  }
  return {
    ok: true,
    stage: {
      version: 1,
      type: stageType,
      participants: ids.map((id, i) => ({ id, seed: i + 1 })),
      options,
      groups,
      matches,
    },
  };
}
