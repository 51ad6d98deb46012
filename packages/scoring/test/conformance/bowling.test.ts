/**
 * Bowling conformance: every row of bowling_test_vectors.csv (canonical games, rejected games, unfinished games)
 * and of bowling_real_games.csv (328 real games ball by ball), replayed through the public API.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { applyEvent, replay, summarize, type MatchEvent, type Side } from '../../src/index.js';
import type { BowlingCurrent } from '../../src/sports/bowling/index.js';
import { DATA_PRESENT, printTallies, readCsv, tally } from './harness.js';

/** "10 7 3 F 9" → roll events for `side`; F is a foul (the delivery counts, no pins credited). */
const rolls = (text: string, side: Side = 'home'): MatchEvent[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((x) =>
      x === 'F' ? { type: 'roll', side, pins: 0, foul: true } : { type: 'roll', side, pins: Number(x) },
    );

const ONE_GAME = { sport: 'bowling' as const, format: { games: 1 } };

afterAll(printTallies);

describe.skipIf(!DATA_PRESENT)('bowling_test_vectors.csv', () => {
  const rows = DATA_PRESENT ? readCsv('bowling_test_vectors.csv') : [];
  const t = tally('bowling_test_vectors.csv');

  it('has the 22 canonical games', () => {
    expect(rows.length).toBe(22);
  });

  for (const row of rows) {
    it(`${row.name} (${row.valid === '1' ? row.expected_total : row.valid === '0' ? 'rejected' : 'unfinished'})`, () => {
      t.rows++;
      const r = replay(ONE_GAME, rolls(row.deliveries ?? ''));
      if (row.valid === '1') {
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const s = summarize(r.state);
        const c = s.current as BowlingCurrent;
        expect(c.finished.home).toBe(true);
        expect(s.score.home).toBe(Number(row.expected_total));
        expect(c.frames.home[9]?.score).toBe(Number(row.expected_total));
        expect(String(s.score.home)).toBe(row.engine_result);
        t.reproduced++;
      } else if (row.valid === '0') {
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(['invalid_pins', 'side_finished']).toContain(r.error.code);
        if (/extra deliver/.test(row.engine_result ?? '')) expect(r.error.code).toBe('side_finished');
        else expect(r.error.code).toBe('invalid_pins');
        t.refused++;
      } else {
        expect(row.valid).toBe('incomplete');
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const s = summarize(r.state);
        const c = s.current as BowlingCurrent;
        expect(s.status).toBe('in_progress');
        expect(c.finished.home).toBe(false);
        expect(c.frames.home[9]?.score).toBeNull();
        t.unfinished++;
      }
    });
  }
});

describe.skipIf(!DATA_PRESENT)('bowling_real_games.csv', () => {
  const rows = DATA_PRESENT ? readCsv('bowling_real_games.csv') : [];
  const t = tally('bowling_real_games.csv');
  const deliveries = (row: Record<string, string>): string => row['deliveries_raw(F=foul)'] ?? '';

  it('has 328 games', () => {
    expect(rows.length).toBe(328);
  });

  it('reproduces every game: total, cumulative frames, strikes, spares, fouls', () => {
    const mismatches: string[] = [];
    for (const [i, row] of rows.entries()) {
      t.rows++;
      const label = `row ${i + 2} (${row.bowler_id} ${row.date} game ${row.game_num})`;
      const r = replay(ONE_GAME, rolls(deliveries(row)));
      if (row.verification !== 'OK') {
        // Kept glitches must be refused or left unfinished, never "fixed".
        if (!r.ok) t.refused++;
        else if (!(summarize(r.state).current as BowlingCurrent).finished.home) t.unfinished++;
        else mismatches.push(`${label}: not OK in the data but accepted as a finished game`);
        continue;
      }
      if (!r.ok) {
        mismatches.push(`${label}: refused ${r.error.code} ${r.error.message}`);
        continue;
      }
      const s = summarize(r.state);
      const c = s.current as BowlingCurrent;
      const got = {
        finished: c.finished.home,
        total: s.score.home,
        frames: c.frames.home.map((f) => f.score).join(' '),
        strikes: s.stats.home.extra.strikes,
        spares: s.stats.home.extra.spares,
        fouls: s.stats.home.extra.fouls,
      };
      const want = {
        finished: true,
        total: Number(row.recorded_score),
        frames: row.computed_cumulative_frames,
        strikes: Number(row.recorded_strikes),
        spares: Number(row.recorded_spares),
        fouls: Number(row.recorded_fouls),
      };
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(`${label}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
      else {
        expect(Number(row.computed_total)).toBe(want.total);
        t.reproduced++;
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('decides head-to-head matches of consecutive real games (home v away, one game each)', () => {
    let decided = 0;
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const a = rows[i] as Record<string, string>;
      const b = rows[i + 1] as Record<string, string>;
      const home = rolls(deliveries(a), 'home');
      const away = rolls(deliveries(b), 'away');
      // Alternate: whoever the engine names as the next bowler bowls next.
      let r = replay({ ...ONE_GAME, firstServer: 'home' }, []);
      while (r.ok && (home.length || away.length)) {
        const next = summarize(r.state).server;
        const e = (next === 'away' ? away.shift() : home.shift()) ?? home.shift() ?? away.shift();
        if (!e) break;
        r = applyEvent(r.state, e);
      }
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const s = summarize(r.state);
      const [hs, as] = [Number(a.recorded_score), Number(b.recorded_score)];
      expect(s.score).toEqual({ home: hs, away: as });
      if (hs === as) {
        expect(s.status).toBe('in_progress');
        expect(s.winner).toBeNull();
      } else {
        expect(s.status).toBe('finished');
        expect(s.winner).toBe(hs > as ? 'home' : 'away');
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(150);
  });
});
