/** Single and double elimination, by example (COMPETITION-RULES.md §1, §2). */
import { describe, expect, it } from 'vitest';
import {
  clearResult,
  createStage,
  finishingPositions,
  recordResult,
  seedingOrder,
  standings,
  type Match,
  type Stage,
} from '../src/index.js';
import { create, favourite, match, people, playOut, record } from './helpers.js';

const pairs = (s: Stage, bracket: Match['bracket'], round: number): string[] =>
  s.matches.filter((m) => m.bracket === bracket && m.round === round).map((m) => `${m.home}-${m.away}`);
const played = (s: Stage): number => s.matches.filter((m) => m.status === 'finished').length;

describe('seeding order (§1)', () => {
  it('is 1, 8, 4, 5, 2, 7, 3, 6 for 8, and first-round pairs always sum to size + 1', () => {
    expect(seedingOrder(2)).toEqual([1, 2]);
    expect(seedingOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedingOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedingOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    for (const size of [2, 4, 8, 16, 32, 64, 128]) {
      const o = seedingOrder(size);
      expect(o.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      for (let i = 0; i < size; i += 2) expect((o[i] as number) + (o[i + 1] as number)).toBe(size + 1);
    }
  });

  it('seeds 1 and 2 meet only in the final, 1–4 only in the semi-finals', () => {
    const o = seedingOrder(16);
    const half = (s: number): number => Math.floor(o.indexOf(s) / 8);
    const quarter = (s: number): number => Math.floor(o.indexOf(s) / 4);
    expect(half(1)).not.toBe(half(2));
    expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4);
  });
});

describe('single elimination', () => {
  it('draws 8 by the standard order: 1–8, 4–5, 2–7, 3–6', () => {
    const s = create({ type: 'single_elimination', participants: people(8) });
    expect(pairs(s, 'winners', 1)).toEqual(['p1-p8', 'p4-p5', 'p2-p7', 'p3-p6']);
    expect(s.matches.map((m) => m.id)).toEqual(['W1-1', 'W1-2', 'W1-3', 'W1-4', 'W2-1', 'W2-2', 'W3-1']);
    expect(s.matches.filter((m) => m.status === 'ready')).toHaveLength(4);
    expect(match(s, 'W2-1')).toMatchObject({ status: 'waiting', home: null, away: null, winner: null });
  });

  it('seeds come first, the unseeded follow in the given order', () => {
    const s = create({
      type: 'single_elimination',
      participants: [{ id: 'a' }, { id: 'b', seed: 2 }, { id: 'c', seed: 1 }, { id: 'd' }],
    });
    expect(s.participants).toEqual([
      { id: 'c', seed: 1 },
      { id: 'b', seed: 2 },
      { id: 'a', seed: 3 },
      { id: 'd', seed: 4 },
    ]);
    expect(pairs(s, 'winners', 1)).toEqual(['c-d', 'b-a']);
  });

  it('gives the byes to the top seeds (5 in a draw of 8: seeds 1, 2, 3 advance without playing)', () => {
    let s = create({ type: 'single_elimination', participants: people(5) });
    expect(pairs(s, 'winners', 1)).toEqual(['p1-null', 'p4-p5', 'p2-null', 'p3-null']);
    expect(s.matches.filter((m) => m.status === 'bye').map((m) => m.home)).toEqual(['p1', 'p2', 'p3']);
    expect(match(s, 'W2-2')).toMatchObject({ home: 'p2', away: 'p3', status: 'ready' });
    expect(match(s, 'W2-1')).toMatchObject({ home: 'p1', away: null, status: 'waiting' });
    s = record(s, 'W1-2', { winner: 'away' });
    expect(match(s, 'W2-1')).toMatchObject({ home: 'p1', away: 'p5', status: 'ready' });
    s = playOut(s, favourite);
    expect(played(s)).toBe(4); // N − 1: a bye is not a match
    const p1 = standings(s).find((r) => r.id === 'p1');
    expect(p1).toMatchObject({ played: 2, won: 2, lost: 0, rank: 1, position: 1 });
  });

  it('plays a third-place match between the losing semi-finalists', () => {
    let s = create({ type: 'single_elimination', participants: people(8), options: { thirdPlace: true } });
    s = playOut(s, favourite);
    expect(match(s, '3P')).toMatchObject({ bracket: 'third_place', home: 'p4', away: 'p3', winner: 'away' });
    expect(played(s)).toBe(8);
    expect(finishingPositions(s)).toEqual([
      { id: 'p1', position: 1 },
      { id: 'p2', position: 2 },
      { id: 'p3', position: 3 },
      { id: 'p4', position: 4 },
      { id: 'p5', position: 5 },
      { id: 'p6', position: 5 },
      { id: 'p7', position: 5 },
      { id: 'p8', position: 5 },
    ]);
  });

  it('without a third-place match both losing semi-finalists are 3rd; positions are final as soon as one is out', () => {
    let s = create({ type: 'single_elimination', participants: people(8) });
    s = record(s, 'W1-1', { winner: 'home' });
    expect(finishingPositions(s).find((p) => p.id === 'p8')?.position).toBe(5);
    expect(finishingPositions(s).find((p) => p.id === 'p1')?.position).toBeNull();
    s = playOut(s, favourite);
    expect(
      finishingPositions(s)
        .filter((p) => p.position === 3)
        .map((p) => p.id),
    ).toEqual(['p3', 'p4']);
    const rows = standings(s);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
  });

  it('a walkover counts as a win for the opponent; a draw is refused', () => {
    let s = create({ type: 'single_elimination', participants: people(4) });
    expect(recordResult(s, 'W1-1', { winner: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'draw_not_allowed' },
    });
    s = record(s, 'W1-1', { winner: 'away', walkover: true });
    expect(match(s, 'W2-1').home).toBe('p4');
    expect(match(s, 'W1-1')).toMatchObject({ status: 'finished', winner: 'away', walkover: true });
  });

  it('refuses results of matches not ready, byes and finished matches', () => {
    let s = create({ type: 'single_elimination', participants: people(3) });
    expect(recordResult(s, 'W1-1', { winner: 'home' })).toMatchObject({
      ok: false,
      error: { code: 'match_is_bye' },
    });
    expect(recordResult(s, 'W2-1', { winner: 'home' })).toMatchObject({
      ok: false,
      error: { code: 'match_not_ready' },
    });
    expect(recordResult(s, 'nope', { winner: 'home' })).toMatchObject({
      ok: false,
      error: { code: 'unknown_match' },
    });
    s = record(s, 'W1-2', { winner: 'home' });
    expect(recordResult(s, 'W1-2', { winner: 'away' })).toMatchObject({
      ok: false,
      error: { code: 'match_finished' },
    });
  });

  it('clears a result while nothing later depends on it, and refuses otherwise', () => {
    const s0 = create({ type: 'single_elimination', participants: people(4) });
    const s1 = record(s0, 'W1-1', { winner: 'home' });
    const s2 = record(s1, 'W1-2', { winner: 'home' });
    const s3 = record(s2, 'W2-1', { winner: 'away' });
    expect(clearResult(s3, 'W1-1')).toMatchObject({ ok: false, error: { code: 'result_in_use' } });
    expect(clearResult(s2, 'W2-1')).toMatchObject({ ok: false, error: { code: 'not_finished' } });
    const back = clearResult(s3, 'W2-1');
    expect(back.ok && back.stage).toEqual(s2);
    const undone = clearResult(s2, 'W1-2');
    expect(undone.ok && undone.stage).toEqual(s1);
    expect(undone.ok && match(undone.stage, 'W2-1')).toMatchObject({
      home: 'p1',
      away: null,
      status: 'waiting',
    });
  });
});

describe('double elimination (§2)', () => {
  it('drops the losers into the losers bracket, crossed, and plays 2N − 2 matches when the winners-bracket champion wins', () => {
    let s = create({ type: 'double_elimination', participants: people(8) });
    expect(s.matches.map((m) => m.id)).toEqual([
      'W1-1',
      'W1-2',
      'W1-3',
      'W1-4',
      'W2-1',
      'W2-2',
      'W3-1',
      'L1-1',
      'L1-2',
      'L2-1',
      'L2-2',
      'L3-1',
      'L4-1',
      'GF-1',
      'GF-2',
    ]);
    s = playOut(s, favourite);
    expect(pairs(s, 'losers', 1)).toEqual(['p8-p5', 'p7-p6']);
    // losers round 2: the losers of winners round 2 in reverse order (no rematch of round 1)
    expect(pairs(s, 'losers', 2)).toEqual(['p5-p3', 'p6-p4']);
    expect(pairs(s, 'losers', 3)).toEqual(['p3-p4']);
    expect(pairs(s, 'losers', 4)).toEqual(['p3-p2']);
    expect(pairs(s, 'grand_final', 1)).toEqual(['p1-p2']);
    expect(match(s, 'GF-2')).toMatchObject({ status: 'bye', home: null, away: null, winner: null });
    expect(played(s)).toBe(14);
    expect(finishingPositions(s).map((p) => `${p.id}:${p.position}`)).toEqual([
      'p1:1',
      'p2:2',
      'p3:3',
      'p4:4',
      'p5:5',
      'p6:5',
      'p7:7',
      'p8:7',
    ]);
  });

  it('plays the reset when the losers-bracket champion wins the first final (2N − 1 matches)', () => {
    let s = create({ type: 'double_elimination', participants: people(4) });
    s = playOut(s, (m) => (m.id === 'GF-1' ? { winner: 'away' } : favourite(m)));
    expect(match(s, 'GF-2')).toMatchObject({ home: 'p1', away: 'p2', status: 'finished', winner: 'home' });
    expect(played(s)).toBe(7);
    expect(finishingPositions(s)[0]).toEqual({ id: 'p1', position: 1 });
  });

  it("with grandFinal 'single' the first final decides", () => {
    let s = create({
      type: 'double_elimination',
      participants: people(4),
      options: { grandFinal: 'single' },
    });
    expect(s.matches.some((m) => m.id === 'GF-2')).toBe(false);
    s = playOut(s, (m) => (m.id === 'GF-1' ? { winner: 'away' } : favourite(m)));
    expect(played(s)).toBe(6);
    expect(finishingPositions(s).slice(0, 2)).toEqual([
      { id: 'p2', position: 1 },
      { id: 'p1', position: 2 },
    ]);
  });

  it('two players: the loser of the only winners match meets the winner again in the grand final', () => {
    let s = create({ type: 'double_elimination', participants: people(2) });
    expect(s.matches.map((m) => m.id)).toEqual(['W1-1', 'GF-1', 'GF-2']);
    s = record(s, 'W1-1', { winner: 'home' });
    expect(match(s, 'GF-1')).toMatchObject({ home: 'p1', away: 'p2', status: 'ready' });
    s = record(s, 'GF-1', { winner: 'away' });
    s = record(s, 'GF-2', { winner: 'away' });
    expect(finishingPositions(s)).toEqual([
      { id: 'p2', position: 1 },
      { id: 'p1', position: 2 },
    ]);
  });

  it('with byes (6 players) the empty losers-bracket places are byes too, and nobody is out before two losses', () => {
    let s = create({ type: 'double_elimination', participants: people(6) });
    s = playOut(s, (m) => ({ winner: m.round % 2 === 0 ? 'home' : 'away' }));
    expect(played(s) === 10 || played(s) === 11).toBe(true);
    const losses = new Map<string, number>();
    for (const m of s.matches.filter((x) => x.status === 'finished')) {
      const l = (m.winner === 'home' ? m.away : m.home) as string;
      losses.set(l, (losses.get(l) ?? 0) + 1);
    }
    const champion = finishingPositions(s).find((p) => p.position === 1)?.id as string;
    for (const p of people(6)) {
      if (p.id === champion) expect(losses.get(p.id) ?? 0).toBeLessThan(2);
      else expect(losses.get(p.id)).toBe(2);
    }
  });

  it('clearing a winners-bracket result is refused once the drop-in has played in the losers bracket', () => {
    let s = create({ type: 'double_elimination', participants: people(4) });
    s = record(s, 'W1-1', { winner: 'home' });
    s = record(s, 'W1-2', { winner: 'home' });
    s = record(s, 'L1-1', { winner: 'home' });
    expect(clearResult(s, 'W1-2')).toMatchObject({ ok: false, error: { code: 'result_in_use' } });
    expect(
      createStage({ type: 'double_elimination', participants: people(4), options: { thirdPlace: true } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_options' },
    });
  });
});
