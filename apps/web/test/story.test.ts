import type { MatchEvent, MatchSport } from '@sportzone/contracts';
import { applyEvent, createMatch, summarize, type Side } from '@sportzone/scoring';
import { describe, expect, it } from 'vitest';
import { buildStory, isKeyRow, type StoryEntry } from '@/lib/matches/story';

/** Plays the events through the real scoring engine and keeps what the timeline keeps: each event with the summary after it. */
function play(sport: MatchSport, events: MatchEvent[], format?: Record<string, unknown>): StoryEntry[] {
  const created = createMatch({ sport, format });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  return events.map((event, i) => {
    const next = applyEvent(state, event as never);
    if (!next.ok) throw new Error(`${i}: ${next.error.message}`);
    state = next.state;
    return { seq: i + 1, event, summary: summarize(state), at: null };
  });
}

const pts = (sides: string): MatchEvent[] =>
  [...sides].map((c) => ({ type: 'point', side: (c === 'h' ? 'home' : 'away') as Side }) as MatchEvent);

const marks = (row: { markers: { kind: string; side: Side; saved: boolean }[] } | undefined) =>
  (row?.markers ?? []).map((m) => `${m.kind}:${m.side}${m.saved ? ':saved' : ''}`).sort();

describe('the story of a tennis match', () => {
  it('groups by set and game and marks break points, saved and converted; a broken game is told from a hold', () => {
    // home serves: 0-15 0-30 15-30 15-40 (break point) 30-40 (saved; break point again) game away
    const entries = play('tennis', pts('aahahahhhh'));
    const story = buildStory(entries, 'tennis');
    expect(story).toHaveLength(1);
    const [game1, game2] = story[0]!.chunks;
    expect(game1!.rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(game1!.side).toBe('home');
    expect(game1!.winner).toBe('away');
    expect(game1!.broken).toBe(true);
    expect(game1!.score).toBe('0-1');
    expect(marks(game1!.rows[3])).toEqual([]); // 15-30: nothing at stake yet
    expect(marks(game1!.rows[4])).toEqual(['break:away:saved']);
    expect(marks(game1!.rows[5])).toEqual(['break:away']);
    // game 2: away serves and holds to love; the home side had no break point
    expect(game2!.side).toBe('away');
    expect(game2!.rows).toHaveLength(4);
    expect(game2!.winner).toBe('home');
    expect(game2!.broken).toBe(true);
    expect(game2!.rows.flatMap((r) => r.markers).filter((m) => m.kind === 'break')).toHaveLength(1);
  });

  it('marks set points and match points (with the break point they also are)', () => {
    // home wins every point: 6-0 6-0 in a best of three
    const entries = play('tennis', pts('h'.repeat(48)));
    const story = buildStory(entries, 'tennis');
    expect(story.map((p) => [p.n, p.home, p.away, p.winner])).toEqual([
      [1, 6, 0, 'home'],
      [2, 6, 0, 'home'],
    ]);
    expect(story[0]!.chunks).toHaveLength(6);
    // the last point of set 1: home at 40-0 in game 6, served by away
    expect(marks(story[0]!.chunks[5]!.rows[3])).toEqual(['break:home', 'set:home']);
    expect(marks(story[0]!.chunks[5]!.rows[2])).toEqual([]); // 30-0
    expect(marks(story[0]!.chunks[4]!.rows[3])).toEqual([]); // 4-0, 40-0 on serve: a game point only
    expect(marks(story[1]!.chunks[5]!.rows[3])).toEqual(['break:home', 'match:home']);
    expect(story[1]!.chunks[5]!.rows.filter(isKeyRow)).toHaveLength(1);
    // best of five: the same point is a set point, not a match point
    const five = buildStory(play('tennis', pts('h'.repeat(48)), { bestOf: 5 }), 'tennis', { bestOf: 5 });
    expect(marks(five[1]!.chunks[5]!.rows[3])).toEqual(['break:home', 'set:home']);
  });

  it('a tiebreak has set points but no break points', () => {
    // 6-6 by holding serve alternately, then a 7-point tiebreak to 7-0
    const hold = (server: 'h' | 'a') => server.repeat(4);
    let seq = '';
    for (let g = 0; g < 12; g++) seq += hold(g % 2 === 0 ? 'h' : 'a');
    const entries = play('tennis', pts(seq + 'h'.repeat(7)));
    const set = buildStory(entries, 'tennis')[0]!;
    const tb = set.chunks[12]!;
    expect(tb.kind).toBe('tiebreak');
    expect(tb.rows).toHaveLength(7);
    expect(marks(tb.rows[6])).toEqual(['set:home']);
    expect(tb.rows.flatMap((r) => r.markers).some((m) => m.kind === 'break')).toBe(false);
    expect(set.chunks.slice(0, 12).every((c) => !c.broken)).toBe(true);
  });
});

describe('the story of a rally sport', () => {
  it('volleyball: rows under their set, set points and match points from the engine', () => {
    // 25-0 25-0 then 24-0 in the third set: a match point
    const entries = play('volleyball', pts('h'.repeat(25 + 25 + 25)));
    const story = buildStory(entries, 'volleyball');
    expect(story.map((p) => [p.n, p.home, p.away])).toEqual([
      [1, 25, 0],
      [2, 25, 0],
      [3, 25, 0],
    ]);
    expect(story[0]!.rows).toHaveLength(25);
    expect(marks(story[0]!.rows[24])).toEqual(['game:home']);
    expect(marks(story[0]!.rows[23])).toEqual([]);
    expect(marks(story[2]!.rows[24])).toEqual(['match:home']);
  });

  it('badminton: a saved game point is marked saved', () => {
    const entries = play('badminton', pts('h'.repeat(20) + 'a'));
    const [game] = buildStory(entries, 'badminton');
    expect(marks(game!.rows[20])).toEqual(['game:home:saved']);
  });
});

describe('the story of a snooker match', () => {
  it('totals each visit into a break; a correction takes its pot out of the total', () => {
    const entries = play('snooker', [
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'black' },
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'pink' },
      { type: 'pot', ball: 'red' },
      { type: 'undo' },
      { type: 'end-visit' },
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'blue' },
      { type: 'foul', points: 4 },
    ] as MatchEvent[]);
    const [frame] = buildStory(entries, 'snooker');
    expect(frame!.n).toBe(1);
    expect(frame!.chunks.map((c) => [c.side, c.total, c.rows.length])).toEqual([
      ['home', 15, 7],
      ['away', 6, 3],
    ]);
  });
});

describe('the story of a bowling match', () => {
  it('names strikes and spares', () => {
    const entries = play('bowling', [
      { type: 'roll', side: 'home', pins: 10 },
      { type: 'roll', side: 'away', pins: 7 },
      { type: 'roll', side: 'away', pins: 3 },
      { type: 'roll', side: 'home', pins: 4 },
      { type: 'roll', side: 'home', pins: 5 },
    ] as MatchEvent[]);
    const [game] = buildStory(entries, 'bowling');
    expect(game!.n).toBe(1);
    expect(game!.rows.map((r) => r.roll)).toEqual(['strike', null, 'spare', null, null]);
    expect(game!.rows.filter(isKeyRow).map((r) => r.seq)).toEqual([1, 3]);
  });
});

describe('the phone-sized summary', () => {
  it('keeps break, set and match points (saved too) and game points won, not a rally sport’s saved game points', () => {
    const entries = play('badminton', pts('h'.repeat(20) + 'a' + 'h'));
    const [game] = buildStory(entries, 'badminton');
    expect(game!.rows.filter(isKeyRow).map((r) => r.seq)).toEqual([22]);
    const tennis = buildStory(play('tennis', pts('aahaha')), 'tennis');
    expect(tennis[0]!.chunks[0]!.rows.filter(isKeyRow).map((r) => r.seq)).toEqual([5, 6]);
  });
});
