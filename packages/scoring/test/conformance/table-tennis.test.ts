/**
 * Table tennis conformance: every game of tabletennis_ttbl_sets.csv (TTBL live feed, 2 325 games) replayed
 * through the public API, row by row and match by match.
 *
 * Columns: `point_winners_H_A` and `server_inferred_H_A` hold one letter per point, H = home, A = away;
 * `first_server` is the game's first server; `official_game_score` the game score home first;
 * `replayed_game_score` what the point sequence gives; `official_individual_match_games` the match in games.
 * `verification` is per individual match (repeated on each game row); notes name their game as "set N: …".
 *
 * Rows: a one-game match (bestOf 1, so a point after the game ends is refused) with the file's first
 * server, checking the engine's server before every point. Matches: best of 5, the engine deciding the
 * first server of games 2–5 (the side that received first in the previous game).
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

const FILE = 'tabletennis_ttbl_sets.csv';
const rows = DATA_PRESENT ? readCsv(FILE) : [];
const sideOf = (c: string): Side => (c === 'H' ? 'home' : 'away');

type Kind = 'reproduced' | 'refused' | 'unfinished' | 'diverged';
interface Run {
  kind: Kind;
  state: MatchState;
  events: MatchEvent[];
  /** Point indexes where the engine's server differs from the file's. */
  serverMismatches: number[];
  /** Point indexes before which a service-order correction was entered (only when asked to correct). */
  corrections: number[];
  refusedAt: number | null;
  code: string | null;
}

function lastScore(s: MatchState): string {
  const p = summarize(s).periods;
  const last = p[p.length - 1];
  return last ? `${last.home}-${last.away}` : '';
}

/** The service-order correction of ITTF 2.14.1 (an event not yet in the shared MatchEvent union). */
const correction = (side: Side): MatchEvent =>
  ({ type: 'first-server', side, correction: true }) as unknown as MatchEvent;

/**
 * Feeds the point winners, checking the engine's server before each point against the file. With
 * `correct`, a server that differs is answered with a service-order correction event (what a scorer
 * does when the umpire restores the order), and counted; without it, it is only counted as a mismatch.
 */
function run(
  format: Record<string, unknown>,
  first: Side,
  winners: string,
  servers: string,
  expectedText: string,
  correct = false,
): Run {
  const created = createMatch({ sport: 'table-tennis', format, firstServer: first });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const events: MatchEvent[] = [];
  const serverMismatches: number[] = [];
  const corrections: number[] = [];
  for (let i = 0; i < winners.length; i++) {
    const srv = servers[i];
    const s = summarize(state);
    if (srv !== undefined && srv !== '?' && s.server !== sideOf(srv)) {
      const gameFirst = (s.current as { firstServer: Side }).firstServer;
      const fix = correction(gameFirst === 'home' ? 'away' : 'home');
      const c = correct ? applyEvent(state, fix) : null;
      if (c?.ok && summarize(c.state).server === sideOf(srv)) {
        state = c.state;
        events.push(fix);
        corrections.push(i);
      } else serverMismatches.push(i);
    }
    const event: MatchEvent = { type: 'point', side: sideOf(winners[i] ?? '') };
    const r = applyEvent(state, event);
    if (!r.ok)
      return {
        kind: 'refused',
        state,
        events,
        serverMismatches,
        corrections,
        refusedAt: i,
        code: r.error.code,
      };
    state = r.state;
    events.push(event);
  }
  const s = summarize(state);
  const kind: Kind =
    s.status !== 'finished' ? 'unfinished' : s.text === expectedText ? 'reproduced' : 'diverged';
  return { kind, state, events, serverMismatches, corrections, refusedAt: null, code: null };
}

function notesFor(verification: string, game: string): string[] {
  if (verification === 'OK') return [];
  return verification
    .split(';')
    .map((n) => n.trim())
    .filter((n) => n.startsWith(`set ${game}:`));
}

const gameTally = tally(FILE);
const matchTally = tally(`${FILE} (matches)`);
const extra = {
  rowsDiverged: 0,
  rowsServerMismatch: 0,
  okRowsCorrected: 0,
  matchesDiverged: 0,
  okMatchCorrections: 0,
};
afterAll(() => {
  printTallies();
  if (DATA_PRESENT) {
    console.log(
      `[conformance] ${FILE}: games finished at the replayed score, not the official one (as noted): ${extra.rowsDiverged}; ` +
        `games whose servers differ from the ITTF order: ${extra.rowsServerMismatch}, of them OK games that reproduce with one ` +
        `service-order correction: ${extra.okRowsCorrected}; matches diverged: ${extra.matchesDiverged}; ` +
        `corrections needed in whole-match replays of OK matches: ${extra.okMatchCorrections}\n`,
    );
  }
});

describe.skipIf(!DATA_PRESENT)('table tennis conformance (TTBL)', () => {
  const runs = rows.map((row) => ({
    row,
    run: run(
      { bestOf: 1, doubles: row.singles_or_doubles === 'D' },
      sideOf(row.first_server ?? ''),
      row.point_winners_H_A ?? '',
      row.server_inferred_H_A ?? '',
      row.official_game_score ?? '',
    ),
  }));
  const matches = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const key = `${r.season}|${r.team_match_id}|${r.individual_match_index}`;
    matches.set(key, [...(matches.get(key) ?? []), r]);
  }

  it('reads 2 325 game rows (individual matches: season × team match × index)', () => {
    expect(rows.length).toBe(2325);
    expect(matches.size).toBe(598);
    expect(rows.filter((r) => r.singles_or_doubles === 'D').length).toBe(136);
  });

  it('replays every game row: OK rows exactly (score, winner, every server), the others as their notes say', () => {
    const failures: string[] = [];
    for (const { row, run: r } of runs) {
      gameTally.rows++;
      if (r.kind === 'reproduced') gameTally.reproduced++;
      else if (r.kind === 'refused') gameTally.refused++;
      else if (r.kind === 'unfinished') gameTally.unfinished++;
      else extra.rowsDiverged++;
      if (r.serverMismatches.length > 0) extra.rowsServerMismatch++;

      const id = `${row.team_match_id} #${row.individual_match_index} game ${row.game_no}`;
      // Whatever the row, the engine stops exactly where the file's own replay stopped.
      if (lastScore(r.state) !== row.replayed_game_score)
        failures.push(`${id}: engine ${lastScore(r.state)} vs replayed ${row.replayed_game_score}`);
      const notes = notesFor(row.verification ?? '', row.game_no ?? '');
      const note = notes.join('; ');
      if (notes.length === 0) {
        if (r.kind !== 'reproduced')
          failures.push(`${id}: ${r.kind} ${lastScore(r.state)} vs ${row.official_game_score}`);
        if (r.serverMismatches.length > 0) {
          // The feed switched the service order once (ITTF 2.14.1): one correction event must reproduce every server.
          const fixed = run(
            { bestOf: 1, doubles: row.singles_or_doubles === 'D' },
            sideOf(row.first_server ?? ''),
            row.point_winners_H_A ?? '',
            row.server_inferred_H_A ?? '',
            row.official_game_score ?? '',
            true,
          );
          if (
            fixed.kind !== 'reproduced' ||
            fixed.serverMismatches.length > 0 ||
            fixed.corrections.length !== 1
          ) {
            failures.push(
              `${id}: server differs at points ${r.serverMismatches.join(',')}, corrections ${fixed.corrections.join(',')}`,
            );
          } else if (row.verification === 'OK') extra.okRowsCorrected++;
        }
        continue;
      }
      const after = /rally (\d+) played after game already over/.exec(note);
      if (after) {
        if (r.kind !== 'refused' || r.code !== 'match_over' || r.refusedAt !== Number(after[1]) - 1) {
          failures.push(
            `${id}: expected point ${after[1]} refused (${note}), got ${r.kind} at ${r.refusedAt}`,
          );
        }
      } else if (/game not finished/.test(note)) {
        if (r.kind !== 'unfinished') failures.push(`${id}: expected unfinished (${note}), got ${r.kind}`);
      } else if (/replay \S+ != official/.test(note)) {
        if (r.kind !== 'diverged')
          failures.push(`${id}: expected the replayed score (${note}), got ${r.kind}`);
      } else if (r.kind !== 'reproduced') {
        failures.push(`${id}: ${r.kind} though the note leaves the score alone (${note})`);
      }
    }
    expect(failures).toEqual([]);
    expect(extra.okRowsCorrected).toBe(2);
    expect(gameTally.reproduced + gameTally.refused + gameTally.unfinished + extra.rowsDiverged).toBe(
      rows.length,
    );
  });

  it('OK rows: the serve changes every 2 points and every point from 10-10', () => {
    let deuceGames = 0;
    for (const { row, run: r } of runs.filter((x) => x.row.verification === 'OK')) {
      const s = summarize(r.state);
      expect(s.status).toBe('finished');
      expect(s.text).toBe(row.official_game_score);
      if ((row.point_winners_H_A ?? '').length > 20) deuceGames++;
    }
    expect(deuceGames).toBeGreaterThan(300);
  });

  it('replay() of the accepted events equals the event-by-event state', () => {
    for (const { row, run: r } of runs) {
      const again = replay(
        {
          sport: 'table-tennis',
          format: { bestOf: 1, doubles: row.singles_or_doubles === 'D' },
          firstServer: r.state.firstServer,
        },
        r.events,
      );
      expect(again.ok).toBe(true);
      if (again.ok) expect(summarize(again.state)).toEqual(summarize(r.state));
    }
  });

  it('replays every individual match as best of 5: OK matches give the official games and result', () => {
    const failures: string[] = [];
    for (const [key, games] of matches) {
      matchTally.rows++;
      const doubles = games[0]?.singles_or_doubles === 'D';
      const winners = games.map((g) => g.point_winners_H_A ?? '').join('');
      const servers = games.map((g) => g.server_inferred_H_A ?? '').join('');
      const expected = games.map((g) => g.official_game_score).join(' ');
      const r = run(
        { bestOf: 5, doubles },
        sideOf(games[0]?.first_server ?? ''),
        winners,
        servers,
        expected,
        true,
      );
      const s = summarize(r.state);
      if (r.kind === 'reproduced') matchTally.reproduced++;
      else if (r.kind === 'refused') matchTally.refused++;
      else if (r.kind === 'unfinished') matchTally.unfinished++;
      else extra.matchesDiverged++;
      if (games.every((g) => g.verification === 'OK')) {
        const [h = 0, a = 0] = (games[0]?.official_individual_match_games ?? '').split('-').map(Number);
        if (r.kind !== 'reproduced') failures.push(`${key}: ${r.kind} ${s.text} vs ${expected}`);
        if (s.score.home !== h || s.score.away !== a)
          failures.push(`${key}: ${s.score.home}-${s.score.away} vs ${h}-${a}`);
        if (r.serverMismatches.length > 0)
          failures.push(`${key}: server differs at ${r.serverMismatches.join(',')}`);
        extra.okMatchCorrections += r.corrections.length;
      } else if (r.kind === 'reproduced') {
        // A glitchy match can only reproduce when every game of it does.
        const clean = runs.filter(
          (x) => `${x.row.season}|${x.row.team_match_id}|${x.row.individual_match_index}` === key,
        );
        if (!clean.every((x) => x.run.kind === 'reproduced'))
          failures.push(`${key}: reproduced despite glitches`);
      }
    }
    expect(failures).toEqual([]);
    // Two games where the order was switched during game 1, one where game 2 opened with the wrong server.
    expect(extra.okMatchCorrections).toBe(3);
  });
});
