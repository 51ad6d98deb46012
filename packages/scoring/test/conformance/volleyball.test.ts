/**
 * Volleyball conformance: the 20 sets of volleyball_dvw_sets.csv (5 DataVolley matches, 828 rallies)
 * replayed match by match through the public API.
 *
 * Columns: `rally_winners` and `serving_team` hold one digit per rally, 1 = home, 2 = away (`?` = unknown);
 * `official_score_3SET` is the set score home first, `match_result_sets` the match in sets.
 * Each match is one best-of-5 match; the engine decides the first server of sets 2–4 by itself; the
 * deciding set's toss (a free choice) is entered with the `first-server` event, read from the file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchState,
  type Side,
} from '../../src/index.js';
import { DATA_PRESENT, printTallies, readCsv, tally } from './harness.js';

const FILE = 'volleyball_dvw_sets.csv';
const rows = DATA_PRESENT ? readCsv(FILE) : [];
const sideOf = (c: string): Side => (c === '1' ? 'home' : 'away');
const serverOf = (c: string): Side | null => (c === '1' ? 'home' : c === '2' ? 'away' : null);
/** Not in the shared MatchEvent union yet (see the volleyball README). */
const firstServer = (side: Side): MatchEvent => ({ type: 'first-server', side }) as unknown as MatchEvent;

const setTally = tally(FILE);
const matchTally = tally(`${FILE} (matches)`);
afterAll(() => printTallies());

interface SetCheck {
  row: Record<string, string>;
  score: string;
  serverMismatches: number[];
  refused: string | null;
}

function playMatch(sets: Record<string, string>[]): {
  state: MatchState;
  checks: SetCheck[];
  events: MatchEvent[];
  first: Side;
} {
  const first = serverOf((sets[0]?.serving_team ?? '')[0] ?? '?') ?? 'home';
  const created = createMatch({ sport: 'volleyball', firstServer: first });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const events: MatchEvent[] = [];
  const checks: SetCheck[] = [];
  for (const row of sets) {
    const winners = row.rally_winners ?? '';
    const servers = row.serving_team ?? '';
    const check: SetCheck = { row, score: '', serverMismatches: [], refused: null };
    checks.push(check);
    const set = Number(row.set);
    const toss = serverOf(servers[0] ?? '?');
    if (set === 5 && toss !== null) {
      const r = applyEvent(state, firstServer(toss));
      if (!r.ok) check.refused = r.error.code;
      else {
        state = r.state;
        events.push(firstServer(toss));
      }
    }
    for (let i = 0; i < winners.length && check.refused === null; i++) {
      const s = summarize(state);
      expect((s.current as { game: number }).game).toBe(set);
      const known = serverOf(servers[i] ?? '?');
      if (known !== null && s.server !== known) check.serverMismatches.push(i);
      const event: MatchEvent = { type: 'point', side: sideOf(winners[i] ?? '') };
      const r = applyEvent(state, event);
      if (!r.ok) check.refused = r.error.code;
      else {
        state = r.state;
        events.push(event);
      }
    }
    const p = summarize(state).periods[set - 1];
    check.score = p ? `${p.home}-${p.away}` : '';
  }
  return { state, checks, events, first };
}

describe.skipIf(!DATA_PRESENT)('volleyball conformance (DataVolley)', () => {
  const matches = new Map<string, Record<string, string>[]>();
  for (const r of rows) matches.set(r.match_file ?? '', [...(matches.get(r.match_file ?? '') ?? []), r]);
  const played = [...matches.entries()].map(([key, sets]) => ({ key, sets, ...playMatch(sets) }));

  it('reads 20 sets of 5 matches, 828 rallies', () => {
    expect(rows.length).toBe(20);
    expect(matches.size).toBe(5);
    expect(rows.reduce((n, r) => n + (r.rally_winners ?? '').length, 0)).toBe(828);
  });

  it('every set reproduces its official score, and the engine’s server matches every known serving team', () => {
    const failures: string[] = [];
    for (const { checks } of played) {
      for (const c of checks) {
        setTally.rows++;
        const ok =
          c.refused === null && c.score === c.row.official_score_3SET && c.serverMismatches.length === 0;
        if (ok) setTally.reproduced++;
        else if (c.refused) setTally.refused++;
        if (c.row.verification === 'OK' && !ok) {
          failures.push(
            `${c.row.match_file} set ${c.row.set}: ${c.score} vs ${c.row.official_score_3SET}, servers ${c.serverMismatches.join(',')}, ${c.refused ?? ''}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every match ends with the official result in sets, and the text lists the sets', () => {
    for (const { sets, state, events, first } of played) {
      matchTally.rows++;
      const s = summarize(state);
      const [h = 0, a = 0] = (sets[0]?.match_result_sets ?? '').split('-').map(Number);
      expect(s.status).toBe('finished');
      expect(s.score).toEqual({ home: h, away: a });
      expect(s.winner).toBe(h > a ? 'home' : 'away');
      expect(s.text).toBe(sets.map((r) => r.official_score_3SET).join(' '));
      const again = replay({ sport: 'volleyball', firstServer: first }, events);
      expect(again.ok && summarize(again.state)).toEqual(s);
      matchTally.reproduced++;
    }
  });

  it('sets 2–4 open with the team that did not serve first in the previous set (no toss needed)', () => {
    for (const { sets } of played) {
      for (let i = 1; i < sets.length && i < 4; i++) {
        expect((sets[i]?.serving_team ?? '')[0]).not.toBe((sets[i - 1]?.serving_team ?? '')[0]);
      }
    }
  });

  it('the deciding sets: courts change when the leading team first reaches 8; the toss went both ways', () => {
    const deciding = played.filter((m) => m.sets.length === 5);
    expect(deciding.length).toBe(2);
    const tosses = new Set<string>();
    for (const m of deciding) {
      const s1 = (m.sets[0]?.serving_team ?? '')[0];
      const s5 = (m.sets[4]?.serving_team ?? '')[0];
      tosses.add(s1 === s5 ? 'same' : 'other');
      // Replay the deciding set point by point and watch the court change.
      let state = replay(
        { sport: 'volleyball', firstServer: m.first },
        m.events.slice(0, m.events.length - (m.sets[4]?.rally_winners ?? '').length),
      );
      expect(state.ok).toBe(true);
      let changes = 0;
      for (const e of m.events.slice(m.events.length - (m.sets[4]?.rally_winners ?? '').length)) {
        if (!state.ok) break;
        const before = summarize(state.state).current as { homeEnd: string };
        state = applyEvent(state.state, e);
        if (!state.ok) break;
        const cur = summarize(state.state).current as {
          points: { home: number; away: number };
          changeEnds: boolean;
          homeEnd: string;
        };
        if (cur.changeEnds) {
          changes++;
          expect(Math.max(cur.points.home, cur.points.away)).toBe(8);
          expect(cur.homeEnd).not.toBe(before.homeEnd);
        }
      }
      expect(changes).toBe(1);
    }
    expect([...tosses].sort()).toEqual(['other', 'same']);
  });
});
