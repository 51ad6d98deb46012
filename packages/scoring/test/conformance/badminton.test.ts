/**
 * Badminton conformance: every game of badminton_shuttleset_games.csv (ShuttleSet, 94 BWF World Tour
 * singles matches) replayed through the public API.
 *
 * Columns: `rally_winners` and `rally_servers` hold one letter per rally, A = player A = home (the match
 * winner), B = away; `?` = server unknown. `recorded_final_roundscore` is the official game score (A first).
 * `verification` is per MATCH (repeated on each game row); its notes name the game they concern
 * ("game 2: …"), so a game row whose own game has no note is a clean game of a glitchy match.
 *
 * Each row is replayed as a one-game badminton match (bestOf 1, so a rally after the game ends is refused)
 * with the file's first server, checking the engine's server before every rally; then each match is
 * replayed as a whole best-of-3 match, where the engine alone decides every game's first server.
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

const FILE = 'badminton_shuttleset_games.csv';
const rows = DATA_PRESENT ? readCsv(FILE) : [];

const sideOf = (c: string): Side => (c === 'A' ? 'home' : 'away');
const serverOf = (c: string): Side | null => (c === '?' ? null : sideOf(c));
const scoreText = (s: MatchState): string => {
  const p = summarize(s).periods;
  const last = p[p.length - 1];
  return last ? `${last.home}-${last.away}` : '';
};

type Kind = 'reproduced' | 'refused' | 'unfinished' | 'diverged';
interface Run {
  kind: Kind;
  /** Engine score of the (last) game played, home first. */
  score: string;
  /** Rally indexes where the engine's server differs from a known server in the file. */
  serverMismatches: number[];
  refusedAt: number | null;
  code: string | null;
  state: MatchState;
  events: MatchEvent[];
}

/** Feeds rally winners one by one, checking the server before each rally. */
function run(
  format: Record<string, unknown>,
  firstServer: Side,
  winners: string,
  servers: string,
  expected: string,
): Run {
  const created = createMatch({ sport: 'badminton', format, firstServer });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const serverMismatches: number[] = [];
  const events: MatchEvent[] = [];
  for (let i = 0; i < winners.length; i++) {
    const known = serverOf(servers[i] ?? '?');
    if (known !== null && summarize(state).server !== known) serverMismatches.push(i);
    const event: MatchEvent = { type: 'point', side: sideOf(winners[i] ?? '') };
    const r = applyEvent(state, event);
    if (!r.ok)
      return {
        kind: 'refused',
        score: scoreText(state),
        serverMismatches,
        refusedAt: i,
        code: r.error.code,
        state,
        events,
      };
    state = r.state;
    events.push(event);
  }
  const s = summarize(state);
  const kind: Kind =
    s.status !== 'finished' ? 'unfinished' : scoreText(state) === expected ? 'reproduced' : 'diverged';
  return { kind, score: scoreText(state), serverMismatches, refusedAt: null, code: null, state, events };
}

/** The notes of `verification` that concern game `game`. */
function notesFor(verification: string, game: string): string[] {
  if (verification === 'OK') return [];
  return verification
    .split(';')
    .map((n) => n.trim())
    .filter((n) => n.startsWith(`game ${game}:`) || n.startsWith(`game ${game} `));
}

const gameTally = tally(FILE);
const matchTally = tally(`${FILE} (matches)`);
const extra = { rowsDiverged: 0, rowsServerMismatch: 0, matchesDiverged: 0, matchServerMismatches: 0 };

afterAll(() => {
  printTallies();
  if (DATA_PRESENT) {
    console.log(
      `[conformance] ${FILE}: games finished at a score other than the recorded one (missing rallies, as noted): ${extra.rowsDiverged}; ` +
        `games with server mismatches (all noted): ${extra.rowsServerMismatch}; matches diverged: ${extra.matchesDiverged}; ` +
        `server mismatches in whole-match replays (all noted): ${extra.matchServerMismatches}\n`,
    );
  }
});

describe.skipIf(!DATA_PRESENT)('badminton conformance (ShuttleSet)', () => {
  // Game rows keyed by match, in game order; the winner of each game (by the file) for the '?' first servers.
  const matches = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const key = r.match_video ?? '';
    matches.set(key, [...(matches.get(key) ?? []), r]);
  }

  const runs = rows.map((r) => {
    const servers = r.rally_servers ?? '';
    let first = serverOf(servers[0] ?? '?');
    if (first === null) {
      // Unknown first server: by the rules it is the winner of the previous game (game 1: arbitrary, unchecked).
      const games = matches.get(r.match_video ?? '') ?? [];
      const prev = games.find((g) => Number(g.game) === Number(r.game) - 1);
      const [a = 0, b = 0] = (prev?.recorded_final_roundscore ?? '').split('-').map(Number);
      first = prev ? (a > b ? 'home' : 'away') : 'home';
    }
    return {
      row: r,
      run: run({ bestOf: 1 }, first, r.rally_winners ?? '', servers, r.recorded_final_roundscore ?? ''),
    };
  });

  it('reads all 223 game rows of 94 matches', () => {
    expect(rows.length).toBe(223);
    expect(matches.size).toBe(94);
  });

  it('replays every game row: OK rows exactly, the others as their notes say', () => {
    const failures: string[] = [];
    for (const { row, run: r } of runs) {
      gameTally.rows++;
      if (r.kind === 'reproduced') gameTally.reproduced++;
      else if (r.kind === 'refused') gameTally.refused++;
      else if (r.kind === 'unfinished') gameTally.unfinished++;
      else extra.rowsDiverged++;
      if (r.serverMismatches.length > 0) extra.rowsServerMismatch++;

      const id = `${row.match_video} game ${row.game}`;
      const notes = notesFor(row.verification ?? '', row.game ?? '');
      const note = notes.join('; ');
      if (notes.length === 0) {
        // OK rows, and clean games of matches whose note concerns another game: exact.
        if (r.kind !== 'reproduced')
          failures.push(
            `${id}: ${r.kind} at ${r.score} (${r.code ?? ''}), recorded ${row.recorded_final_roundscore}`,
          );
        if (r.serverMismatches.length > 0)
          failures.push(`${id}: server differs at rallies ${r.serverMismatches.join(',')}`);
        continue;
      }
      if (/not finished/.test(note) && r.kind !== 'unfinished')
        failures.push(`${id}: expected unfinished (${note}), got ${r.kind}`);
      if (/score jumps|not a legal end/.test(note) && r.kind === 'reproduced') {
        failures.push(`${id}: reproduced although the note says rallies are missing (${note})`);
      }
      if (!/score jumps|not finished|not a legal end/.test(note) && r.kind !== 'reproduced') {
        failures.push(`${id}: ${r.kind} at ${r.score} though its note does not touch the score (${note})`);
      }
      if (r.kind === 'refused' && r.code !== 'match_over') failures.push(`${id}: refused with ${r.code}`);
      if (r.serverMismatches.length > 0 && !/score jumps|server != previous rally winner/.test(note)) {
        failures.push(`${id}: server mismatches not explained by the note (${note})`);
      }
    }
    expect(failures).toEqual([]);
    expect(gameTally.reproduced + gameTally.refused + gameTally.unfinished + extra.rowsDiverged).toBe(
      rows.length,
    );
  });

  it('OK rows: the rally winner serves next and the score, winner and text match the record', () => {
    for (const { row, run: r } of runs.filter((x) => x.row.verification === 'OK')) {
      const s = summarize(r.state);
      const [a, b] = (row.recorded_final_roundscore ?? '').split('-').map(Number);
      expect(s.status).toBe('finished');
      expect(s.winner).toBe((a ?? 0) > (b ?? 0) ? 'home' : 'away');
      expect(s.text).toBe(row.recorded_final_roundscore);
      expect(s.stats.home.pointsWon + s.stats.away.pointsWon).toBe((row.rally_winners ?? '').length);
    }
  });

  it('replay() of the accepted events equals the event-by-event state', () => {
    for (const { run: r } of runs) {
      const again = replay(
        { sport: 'badminton', format: { bestOf: 1 }, firstServer: r.state.firstServer },
        r.events,
      );
      expect(again.ok).toBe(true);
      if (again.ok) expect(summarize(again.state)).toEqual(summarize(r.state));
    }
  });

  it('replays every match as a best-of-3 match: the engine picks each game’s first server', () => {
    const failures: string[] = [];
    for (const [key, games] of matches) {
      matchTally.rows++;
      const winners = games.map((g) => g.rally_winners ?? '').join('');
      const servers = games.map((g) => g.rally_servers ?? '').join('');
      const first = serverOf((games[0]?.rally_servers ?? '?')[0] ?? '?') ?? 'home';
      const expected = games.map((g) => g.recorded_final_roundscore).join(' ');
      const r = run({}, first, winners, servers, '');
      const s = summarize(r.state);
      const reproduced = r.kind !== 'refused' && s.status === 'finished' && s.text === expected;
      const allRowsClean = runs
        .filter((x) => x.row.match_video === key)
        .every((x) => x.run.kind === 'reproduced');
      if (reproduced) matchTally.reproduced++;
      else if (r.kind === 'refused') matchTally.refused++;
      else if (s.status !== 'finished') matchTally.unfinished++;
      else extra.matchesDiverged++;
      extra.matchServerMismatches += r.serverMismatches.length;

      const verification = games[0]?.verification ?? '';
      if (verification === 'OK') {
        if (!reproduced) failures.push(`${key}: ${s.text} (${r.kind} ${r.code ?? ''}) vs ${expected}`);
        if (s.winner !== 'home') failures.push(`${key}: winner ${s.winner}, the file's player A won`);
        if (r.serverMismatches.length > 0)
          failures.push(`${key}: server differs at rallies ${r.serverMismatches.join(',')}`);
      } else {
        // A glitchy match reproduces exactly when each of its games does on its own.
        if (reproduced !== allRowsClean)
          failures.push(
            `${key}: match ${reproduced ? 'reproduced' : r.kind} but games ${allRowsClean ? 'clean' : 'not clean'}`,
          );
        if (r.serverMismatches.length > 0 && !/server|score jumps/.test(verification)) {
          failures.push(`${key}: unexplained server mismatches at ${r.serverMismatches.join(',')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the match whose game 2 was served first by the game-1 loser: one mismatch, none after a correction event', () => {
    const games = [...matches.values()].find((g) =>
      /first server B is not previous game winner A/.test(g[0]?.verification ?? ''),
    );
    expect(games).toBeDefined();
    if (!games) return;
    const winners = games.map((g) => g.rally_winners ?? '').join('');
    const servers = games.map((g) => g.rally_servers ?? '').join('');
    const first = serverOf((games[0]?.rally_servers ?? '?')[0] ?? '?') ?? 'home';
    const r = run({}, first, winners, servers, '');
    const game1 = (games[0]?.rally_winners ?? '').length;
    expect(r.serverMismatches).toEqual([game1]);
    expect(summarize(r.state).text).toBe(games.map((g) => g.recorded_final_roundscore).join(' '));

    // The engine refuses a first server the rules do not give, unless it is entered as a correction.
    const at = replay({ sport: 'badminton', firstServer: first }, r.events.slice(0, game1));
    expect(at.ok).toBe(true);
    if (!at.ok) return;
    const b = serverOf((games[1]?.rally_servers ?? '?')[0] ?? '?') ?? 'away';
    const refused = applyEvent(at.state, { type: 'first-server', side: b } as unknown as MatchEvent);
    expect(!refused.ok && refused.error.code).toBe('server_fixed');
    const fixed = applyEvent(at.state, {
      type: 'first-server',
      side: b,
      correction: true,
    } as unknown as MatchEvent);
    expect(fixed.ok).toBe(true);
    if (!fixed.ok) return;
    let state = fixed.state;
    const rest = (games[1]?.rally_winners ?? '') + (games[2]?.rally_winners ?? '');
    const restServers = (games[1]?.rally_servers ?? '') + (games[2]?.rally_servers ?? '');
    for (let i = 0; i < rest.length; i++) {
      const known = serverOf(restServers[i] ?? '?');
      if (known) expect(summarize(state).server).toBe(known);
      const next = applyEvent(state, { type: 'point', side: sideOf(rest[i] ?? '') });
      expect(next.ok).toBe(true);
      if (next.ok) state = next.state;
    }
    expect(summarize(state).text).toBe(games.map((g) => g.recorded_final_roundscore).join(' '));
  });
});
