/**
 * Generic rally conformance: the 131 games of rally_generic_cases.csv (120 real games from the badminton,
 * volleyball and table tennis files, 11 rule-derived edge cases), each tagged with its configuration
 * (`target`, `win_by`, `cap_max_score`; empty cap = none).
 *
 * `rally_winners_1_2`: one digit per rally, 1 = home, 2 = away. `expected_game_score` is the game score
 * home first, or "INVALID: …" for a game that must be refused (a rally after the game ended) or left
 * unfinished. Every row is replayed as a one-game match (bestOf 1) through its own sport's engine where
 * the sport exists (badminton, its 3×15 variant, volleyball, table tennis), else through `rally`; and
 * every row also through the generic `rally` engine configured the same way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  summarize,
  type MatchState,
  type Side,
  type Sport,
} from '../../src/index.js';
import { DATA_PRESENT, printTallies, readCsv, tally } from './harness.js';

const FILE = 'rally_generic_cases.csv';
const rows = DATA_PRESENT ? readCsv(FILE) : [];
const sideOf = (c: string): Side => (c === '1' ? 'home' : 'away');

function engineFor(row: Record<string, string>): { sport: Sport; format: Record<string, unknown> } {
  const target = Number(row.target);
  const game = {
    bestOf: 1,
    target,
    winBy: Number(row.win_by),
    cap: row.cap_max_score ? Number(row.cap_max_score) : null,
    finalTarget: target,
  };
  const sport = row.sport ?? '';
  if (sport.startsWith('badminton 3x15')) return { sport: 'badminton', format: { variant: '3x15', ...game } };
  if (sport === 'badminton') return { sport: 'badminton', format: game };
  if (sport === 'volleyball') return { sport: 'volleyball', format: game };
  if (sport === 'table_tennis') return { sport: 'table-tennis', format: game };
  return { sport: 'rally', format: game };
}

interface Outcome {
  kind: 'finished' | 'refused' | 'unfinished';
  score: string;
  refusedAt: number | null;
  code: string | null;
}

function play(sport: Sport, format: Record<string, unknown>, winners: string): Outcome {
  const created = createMatch({ sport, format });
  if (!created.ok) throw new Error(`${sport} ${JSON.stringify(format)}: ${created.error.message}`);
  let state: MatchState = created.state;
  const score = (): string => {
    const p = summarize(state).periods[0];
    return p ? `${p.home}-${p.away}` : '';
  };
  for (let i = 0; i < winners.length; i++) {
    const r = applyEvent(state, { type: 'point', side: sideOf(winners[i] ?? '') });
    if (!r.ok) return { kind: 'refused', score: score(), refusedAt: i, code: r.error.code };
    state = r.state;
  }
  return {
    kind: summarize(state).status === 'finished' ? 'finished' : 'unfinished',
    score: score(),
    refusedAt: null,
    code: null,
  };
}

/** What the row expects, in the same terms. */
function expected(row: Record<string, string>): Outcome {
  const text = row.expected_game_score ?? '';
  const after = /^INVALID: rally (\d+) played after game already over at (\d+-\d+)$/.exec(text);
  if (after)
    return { kind: 'refused', score: after[2] ?? '', refusedAt: Number(after[1]) - 1, code: 'match_over' };
  const open = /^INVALID: game not finished at (\d+-\d+)$/.exec(text);
  if (open) return { kind: 'unfinished', score: open[1] ?? '', refusedAt: null, code: null };
  return { kind: 'finished', score: text, refusedAt: null, code: null };
}

const t = tally(FILE);
afterAll(() => printTallies());

describe.skipIf(!DATA_PRESENT)('generic rally conformance', () => {
  it('reads 131 games: 120 real, 11 edge cases', () => {
    expect(rows.length).toBe(131);
    expect(rows.filter((r) => r.kind === 'real').length).toBe(120);
  });

  it('every row gives its expected score, refusal or unfinished game through its own sport engine', () => {
    const failures: string[] = [];
    for (const row of rows) {
      t.rows++;
      const { sport, format } = engineFor(row);
      const got = play(sport, format, row.rally_winners_1_2 ?? '');
      const want = expected(row);
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        failures.push(`${row.case} (${sport}): got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
        continue;
      }
      if (got.kind === 'finished') t.reproduced++;
      else if (got.kind === 'refused') t.refused++;
      else t.unfinished++;
    }
    expect(failures).toEqual([]);
    expect(t.reproduced + t.refused + t.unfinished).toBe(rows.length);
  });

  it('the generic rally engine, configured the same way, agrees on every row', () => {
    for (const row of rows) {
      const { format } = engineFor(row);
      const { variant: _variant, ...generic } = format;
      expect(play('rally', generic, row.rally_winners_1_2 ?? '')).toEqual(expected(row));
    }
  });

  it('the edge cases are all there: caps 30 and 21, deuce, no cap, the deciding set, refusal, unfinished', () => {
    const cases = rows.filter((r) => r.kind === 'synthetic').map((r) => r.case);
    expect(cases).toEqual(
      expect.arrayContaining([
        '29-29 next point wins (30-29)',
        '20-20 next point wins (21-20)',
        'no cap: 34-32',
        'point after game end must be rejected',
        'unfinished game',
      ]),
    );
  });
});
