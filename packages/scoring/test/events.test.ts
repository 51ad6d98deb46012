/**
 * The events as data (src/events.ts): the keys the server keeps of a posted event, and the event types
 * derived from EVENTS (checked by the typecheck, which reads this file: `npm run typecheck`).
 */
import { describe, expect, it } from 'vitest';
import { EVENT_FIELDS, EVENT_TYPES, type MatchEvent, type MatchEventOf } from '../src/index.js';

describe('EVENTS', () => {
  it('gives the keys each event type may carry besides its type', () => {
    expect(EVENT_FIELDS).toEqual({
      point: ['side', 'stat'],
      roll: ['side', 'pins', 'foul', 'split'],
      pot: ['ball', 'count'],
      foul: ['points', 'miss'],
      'end-visit': [],
      'free-ball': ['ball'],
      concede: ['side'],
      undo: [],
      penalty: ['side', 'award'],
      retire: ['side'],
      walkover: ['side'],
      default: ['side'],
      stat: ['side', 'stat'],
      'first-server': ['side', 'player', 'receiver', 'correction'],
      timeout: ['side'],
      expedite: [],
    });
    expect(EVENT_TYPES).toEqual(Object.keys(EVENT_FIELDS));
  });

  it('derives each event type from its fields, the optional ones marked', () => {
    const events: MatchEvent[] = [
      { type: 'point', side: 'home' },
      { type: 'point', side: 'away', stat: 'ace' },
      { type: 'roll', side: 'home', pins: 7, split: true },
      { type: 'pot', ball: 'red', count: 2 },
      { type: 'concede' },
      { type: 'first-server', side: 'away', player: 2, receiver: 1, correction: true },
      { type: 'expedite' },
    ];
    const roll: MatchEventOf<'roll'> = { type: 'roll', side: 'away', pins: 10 };
    // @ts-expect-error a required field missing
    const noSide: MatchEventOf<'point'> = { type: 'point' };
    // @ts-expect-error a value outside the field's kind
    const badBall: MatchEvent = { type: 'pot', ball: 'white' };
    // @ts-expect-error a doubles player is 1 or 2
    const badPlayer: MatchEvent = { type: 'first-server', side: 'home', player: 3 };
    expect([...events, roll, noSide, badBall, badPlayer]).toHaveLength(11);
  });
});
