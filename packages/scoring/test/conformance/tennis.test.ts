/**
 * Tennis conformance: every row of tennis_slam_sample.csv and tennis_tour_pbp_sample.csv is replayed
 * point by point through the public API. OK rows must reproduce the set scores, tiebreak points,
 * winner, the official score where the file has one, and the server of every point; the other rows
 * must be refused or left unfinished, as their verification column says.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  summarize,
  type MatchState,
  type Period,
  type Side,
} from '../../src/index.js';
import { DATA_PRESENT, printTallies, readCsv, tally } from './harness.js';

const SLAM = 'tennis_slam_sample.csv';
const TOUR = 'tennis_tour_pbp_sample.csv';

const sideOf = (c: string): Side => (c === '1' ? 'home' : 'away');

/** The data's side1-first notation: "6-7(2-7)" (both tiebreak points), match tiebreak "1-0(11-9)". */
const bothPoints = (periods: readonly Period[]): string =>
  periods
    .map((p) =>
      p.tiebreak ? `${p.home}-${p.away}(${p.tiebreak.home}-${p.tiebreak.away})` : `${p.home}-${p.away}`,
    )
    .join(' ');

/** Official notation, winner first: "7-6(6)" with the tiebreak loser's points. */
function winnerFirst(periods: readonly Period[], winner: Side): string {
  return periods
    .map((p) => {
      const [w, l] = winner === 'home' ? [p.home, p.away] : [p.away, p.home];
      if (!p.tiebreak) return `${w}-${l}`;
      const loserPoints = p.home > p.away ? p.tiebreak.away : p.tiebreak.home;
      return `${w}-${l}(${loserPoints})`;
    })
    .join(' ');
}

/** The engine's compact text derived from the data's notation: "(2-7)" → "(2)", "1-0(11-9)" → "[11-9]". */
const compactFromData = (score: string): string =>
  score
    .split(' ')
    .map((set) => {
      const m = /^(\d+)-(\d+)\((\d+)-(\d+)\)$/.exec(set);
      if (!m) return set;
      const [, h, a, th, ta] = m.map(Number) as [number, number, number, number, number];
      if (h + a === 1) return `[${th}-${ta}]`;
      return `${h}-${a}(${h > a ? ta : th})`;
    })
    .join(' ');

interface Replay {
  state: MatchState;
  /** index and message of the first refused point or server disagreement, if any */
  refusal: { at: number; reason: string } | null;
}

/** Feeds the points one by one; before each, the engine's server must equal the file's server. */
function replayRow(
  format: Record<string, unknown>,
  firstServer: Side,
  winners: string,
  servers: string,
): Replay {
  const created = createMatch({ sport: 'tennis', format, firstServer });
  if (!created.ok) throw new Error(`createMatch: ${created.error.message}`);
  let state = created.state;
  for (let i = 0; i < winners.length; i++) {
    const expected = servers[i];
    if (expected === '1' || expected === '2') {
      const server = summarize(state).server;
      if (server !== sideOf(expected)) {
        return { state, refusal: { at: i, reason: `server: engine ${server}, file ${sideOf(expected)}` } };
      }
    }
    const r = applyEvent(state, { type: 'point', side: sideOf(winners[i] as string) });
    if (!r.ok) return { state, refusal: { at: i, reason: r.error.code } };
    state = r.state;
  }
  return { state, refusal: null };
}

afterAll(() => {
  if (DATA_PRESENT) printTallies();
});

describe.skipIf(!DATA_PRESENT)('tennis conformance: Grand Slam point-by-point sample', () => {
  const rows = DATA_PRESENT ? readCsv(SLAM) : [];
  const t = tally(SLAM);

  it('has the rows the README describes', () => {
    expect(rows.length).toBe(28);
  });

  for (const row of rows) {
    const ok = row.verification?.startsWith('OK') ?? false;
    it(`${row.match_id} ${row.event} ${row.best_of} sets, final set ${row.final_set_rule}${row.no_ad === '1' ? ', no-ad' : ''}: ${ok ? 'reproduces' : row.verification}`, () => {
      t.rows++;
      const format = {
        bestOf: Number(row.best_of),
        finalSet: row.final_set_rule,
        noAd: row.no_ad === '1',
        doubles: /^[MWX]D$/.test(row.event ?? ''),
      };
      const winners = row.point_winners ?? '';
      const { state, refusal } = replayRow(
        format,
        sideOf(row.first_server_side ?? '1'),
        winners,
        row.servers ?? '',
      );
      const s = summarize(state);
      if (ok) {
        expect(refusal).toBeNull();
        expect(winners.length).toBe(Number(row.n_points));
        expect(s.status).toBe('finished');
        expect(bothPoints(s.periods)).toBe(row.replayed_score_side1_first);
        expect(s.text).toBe(compactFromData(row.replayed_score_side1_first ?? ''));
        expect(s.winner).toBe(sideOf(row.winner_side ?? ''));
        expect(s.score).toEqual({
          home: s.periods.filter((p) => p.home > p.away).length,
          away: s.periods.filter((p) => p.away > p.home).length,
        });
        if (row.official_score_winner_first) {
          expect(winnerFirst(s.periods, s.winner as Side)).toBe(row.official_score_winner_first);
        }
        t.reproduced++;
      } else if (row.verification === 'UNFINISHED') {
        // A retirement: the sequence is consistent but stops; the engine must not finish the match.
        expect(refusal).toBeNull();
        expect(s.status).toBe('in_progress');
        expect(s.winner).toBeNull();
        expect(bothPoints(s.periods.filter((p, i) => i < s.periods.length - 1))).toBe(
          row.replayed_score_side1_first,
        );
        // The official result is recorded with the retire event and keeps the score frozen.
        const retired = applyEvent(state, {
          type: 'retire',
          side: sideOf(row.winner_side === '1' ? '2' : '1'),
        });
        expect(retired.ok).toBe(true);
        t.unfinished++;
      } else {
        // A data error ("MISMATCH at point N; OFFICIAL SCORE DIFFERS"): the engine must not "fix" it.
        // The file's server of point N contradicts the rotation the engine derives from the points
        // before it, so the replay refuses the row exactly there.
        const official = row.official_score_winner_first ?? '';
        const at = /point (\d+)/.exec(row.verification ?? '');
        expect(refusal).not.toBeNull();
        if (at) expect((refusal?.at ?? -1) + 1).toBe(Number(at[1]));
        // Replayed without the server check, the points give the data's own (wrong) score, not the official one.
        const blind = replayRow(format, sideOf(row.first_server_side ?? '1'), winners, '');
        const b = summarize(blind.state);
        expect(bothPoints(b.periods)).toBe(row.replayed_score_side1_first);
        expect(b.winner ? winnerFirst(b.periods, b.winner) : null).not.toBe(official);
        t.refused++;
      }
    });
  }
});

/** Sackmann's compact string: S/A = server won, R/D = receiver won; ';' game, '.' set, '/' tiebreak serve change. */
function checkSackmann(pbp: string, firstServer: Side, format: Record<string, unknown>): MatchState {
  const created = createMatch({ sport: 'tennis', format, firstServer });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const gamesPlayed = (st: MatchState): number =>
    summarize(st).periods.reduce((n, p) => n + p.home + p.away, 0);
  let gamesBefore = 0;
  let setsBefore = 0;
  let lastServer: Side | null = null;
  let serveChange = false;
  for (const ch of pbp) {
    if (ch === ';' || ch === '.') {
      // The engine must have just finished a game (and a set on '.').
      expect(gamesPlayed(state)).toBe(gamesBefore + 1);
      gamesBefore++;
      if (ch === '.') {
        const sets = summarize(state).score.home + summarize(state).score.away;
        expect(sets).toBe(setsBefore + 1);
        setsBefore = sets;
      }
      lastServer = null;
      continue;
    }
    if (ch === '/') {
      serveChange = true;
      continue;
    }
    const server = summarize(state).server as Side;
    // Within a game or a tiebreak turn the server stays; '/' marks each tiebreak serve change.
    if (lastServer !== null)
      expect(server === lastServer ? 'same' : 'changed').toBe(serveChange ? 'changed' : 'same');
    serveChange = false;
    lastServer = server;
    const won =
      ch === 'S' || ch === 'A'
        ? server
        : ch === 'R' || ch === 'D'
          ? server === 'home'
            ? 'away'
            : 'home'
          : null;
    expect(won, `unexpected character ${ch}`).not.toBeNull();
    const r = applyEvent(state, { type: 'point', side: won as Side });
    expect(r.ok).toBe(true);
    if (r.ok) state = r.state;
  }
  return state;
}

describe.skipIf(!DATA_PRESENT)('tennis conformance: tour point-by-point sample', () => {
  const rows = DATA_PRESENT ? readCsv(TOUR) : [];
  const t = tally(TOUR);

  it('has the rows the README describes', () => {
    expect(rows.length).toBe(10);
  });

  for (const row of rows) {
    const ok = row.verification?.startsWith('OK') ?? false;
    const format = { bestOf: Number(row.best_of), finalSet: row.final_set_rule };
    it(`${row.pbp_id} ${row.tour} ${row.official_score}: ${ok ? 'reproduces' : row.verification}`, () => {
      t.rows++;
      const { state, refusal } = replayRow(format, 'home', row.point_winners ?? '', row.servers ?? '');
      const s = summarize(state);
      if (!ok) {
        expect(refusal !== null || s.status !== 'finished').toBe(true);
        if (refusal) t.refused++;
        else t.unfinished++;
        return;
      }
      expect(refusal).toBeNull();
      expect(s.status).toBe('finished');
      expect(bothPoints(s.periods)).toBe(row.replayed_score_side1_first);
      expect(s.text).toBe(compactFromData(row.replayed_score_side1_first ?? ''));
      expect(s.winner).toBe(sideOf(row.winner_side ?? ''));
      expect(winnerFirst(s.periods, s.winner as Side)).toBe(row.official_score);
      t.reproduced++;
    });

    if (ok) {
      it(`${row.pbp_id}: the compact S/R string gives the same game, set and tiebreak-serve boundaries`, () => {
        const state = checkSackmann(row.sackmann_pbp ?? '', 'home', format);
        const s = summarize(state);
        expect(s.status).toBe('finished');
        expect(bothPoints(s.periods)).toBe(row.replayed_score_side1_first);
      });
    }
  }
});
