/**
 * Indoor volleyball (FIVB Official Rules 6, 7, 12, 15, 16, 21): rally-point sets to 25 by 2 without cap,
 * the deciding set to 15 with a change of courts at 8, best of 5 (or 3), time-outs. See README.md.
 */
import type { FormatResult, SportEngine } from '../../engine.js';
import {
  finish,
  formatReader,
  makeRallyEngine,
  readGameFormat,
  type RallyConfig,
  type RallyGame,
} from '../rally-core/index.js';

export interface VolleyballFormat {
  bestOf: number;
  target: number;
  winBy: number;
  cap: number | null;
  /** Target of the deciding set (the 5th of 5, the 3rd of 3). */
  finalTarget: number;
  /** Change of courts in the deciding set when the leading team first reaches this (null = none). */
  switchEndsAt: number | null;
  /** Technical time-outs at 8 and 16 in the non-deciding sets (a per-competition option). */
  technicalTimeouts: boolean;
  /** Time-outs each team may request per set. */
  timeoutsPerSet: number;
}

const KEYS = [
  'bestOf',
  'target',
  'winBy',
  'cap',
  'finalTarget',
  'switchEndsAt',
  'technicalTimeouts',
  'timeoutsPerSet',
] as const;

export function normalizeVolleyballFormat(
  raw: Record<string, unknown> | undefined,
): FormatResult<VolleyballFormat> {
  const r = formatReader(raw, KEYS);
  const g = readGameFormat(r, { bestOf: 5, target: 25, winBy: 2, cap: null, finalTarget: 15 });
  const switchEndsAt = r.intOrNull('switchEndsAt', Math.ceil(g.finalTarget / 2), 1);
  const technicalTimeouts = r.bool('technicalTimeouts', false);
  const timeoutsPerSet = r.int('timeoutsPerSet', 2, 0, 99);
  return finish(r, { ...g, switchEndsAt, technicalTimeouts, timeoutsPerSet });
}

const TECHNICAL_AT: readonly number[] = [8, 16];

function config(f: VolleyballFormat): RallyConfig {
  return {
    bestOf: f.bestOf,
    target: f.target,
    winBy: f.winBy,
    cap: f.cap,
    finalTarget: f.finalTarget,
    serve: 'winner',
    serveEvery: 1,
    nextGameServer: 'alternate',
    decidingToss: true,
    intervalAt: null,
    switchEndsAt: f.switchEndsAt,
    technicalTimeoutsAt: f.technicalTimeouts ? TECHNICAL_AT : [],
    timeouts: true,
    timeoutsPerGame: f.timeoutsPerSet,
    timeoutsPerMatch: null,
    expedite: false,
    doubles: null,
  };
}

/** Volleyball's extra `current` fields (see README.md). */
export interface VolleyballCurrentExtra {
  /** The point just played started a technical time-out (only with `technicalTimeouts`). */
  technicalTimeout: boolean;
  timeoutsLeft: { home: number; away: number };
}

function current(g: RallyGame, c: RallyConfig): VolleyballCurrentExtra {
  const per = c.timeoutsPerGame ?? 0;
  return {
    technicalTimeout: g.technicalTimeout,
    timeoutsLeft: { home: Math.max(0, per - g.toH), away: Math.max(0, per - g.toA) },
  };
}

export const volleyballEngine: SportEngine<VolleyballFormat, RallyGame> = makeRallyEngine<VolleyballFormat>({
  sport: 'volleyball',
  normalizeFormat: normalizeVolleyballFormat,
  config,
  current: (g, c) => current(g, c),
});
