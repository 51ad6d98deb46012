import type { MatchEvent, MatchSport } from '@sportzone/contracts';
import type { BowlingCurrent, Side, SnookerCurrent, Summary, TennisCurrent } from '@sportzone/scoring';
import { eventSide } from './describe';
import { rallyMarkers, tennisFormat, tennisMarkers, type Marker } from './points';

export {
  rallyMarkers,
  tennisFormat,
  tennisGamePoint,
  tennisMarkers,
  type Marker,
  type TennisFormatLike,
} from './points';

/**
 * The story of a match: the point-by-point grouped by set / game / frame, with break, set
 * and match points marked, snooker visits totalled into breaks and bowling strikes and spares named.
 * Pure: it reads only the timeline's records (each event with the summary after it) and the match's
 * format options; the summary before an event is the one after the previous record.
 */

const isRally = (sport: MatchSport) => sport !== 'tennis' && sport !== 'snooker' && sport !== 'bowling';

export interface StoryEntry {
  seq: number;
  event: MatchEvent;
  summary: Summary;
  at: string | null;
}

export interface StoryRow {
  seq: number;
  entry: StoryEntry;
  /** the summary before the event (null for the first record held) */
  prev: Summary | null;
  /** the side the event credits (a colour mark), null for a correction */
  side: Side | null;
  markers: Marker[];
  /** bowling: the roll's name */
  roll: 'strike' | 'spare' | 'foul' | null;
  /** snooker: the points a pot added to the break */
  potted: number;
  undone: boolean;
  correction: boolean;
}

/** A tennis game, a snooker visit (a break when it scored), a bowling frame; rally sports: none. */
export interface StoryChunk {
  kind: 'game' | 'tiebreak' | 'visit' | 'frame';
  /** tennis: game number in the set; bowling: frame number; snooker: visit number in the frame */
  n: number;
  /** the server (tennis), the striker (snooker), the bowler (bowling) */
  side: Side | null;
  /** who won the game (tennis), null while it is played */
  winner: Side | null;
  /** tennis: the receiver won the game */
  broken: boolean;
  /** snooker: the break's points; bowling: the pins of the frame's rolls */
  total: number;
  /** tennis: the games after it ("3-2"), empty while it is played */
  score: string;
  rows: StoryRow[];
}

export interface StoryPeriod {
  /** 1-based set, game or frame (bowling: game) */
  n: number;
  /** its score now (the period's cell of the last summary held) */
  home: number;
  away: number;
  tiebreak?: { home: number; away: number };
  winner: Side | null;
  current: boolean;
  chunks: StoryChunk[];
  /** rally sports: the rows straight under the period */
  rows: StoryRow[];
}

/** Builds the story, oldest period first, each period's chunks and rows oldest first. */
export function buildStory(
  entries: readonly StoryEntry[],
  sport: MatchSport,
  format?: Record<string, unknown> | null,
): StoryPeriod[] {
  const tf = sport === 'tennis' ? tennisFormat(format) : null;
  const periods: StoryPeriod[] = [];
  const rows: StoryRow[] = [];
  const effective: StoryRow[] = [];
  // snooker visits ended by a foul, a miss or leaving the table (the same player may be asked back)
  const closed = new WeakSet<StoryChunk>();
  const periodOf = (n: number): StoryPeriod => {
    let p = periods.find((x) => x.n === n);
    if (!p) {
      p = { n, home: 0, away: 0, winner: null, current: false, chunks: [], rows: [] };
      periods.push(p);
      periods.sort((a, b) => a.n - b.n);
    }
    return p;
  };

  entries.forEach((entry, i) => {
    const prev = i > 0 ? entries[i - 1]!.summary : null;
    const after = entry.summary;
    const event = entry.event;
    const correction = event.type === 'undo';
    const side = correction ? null : eventSide(event, after, prev);
    const before = prev ?? after;
    const row: StoryRow = {
      seq: entry.seq,
      entry,
      prev,
      side,
      markers: [],
      roll: null,
      potted: 0,
      undone: false,
      correction,
    };
    rows.push(row);
    if (correction) {
      const undone = effective.pop();
      if (undone) undone.undone = true;
    } else effective.push(row);

    const scores = event.type === 'point' || event.type === 'penalty';
    if (prev && scores && side) {
      const raw = tf ? tennisMarkers(prev, tf) : isRally(sport) ? rallyMarkers(prev) : [];
      row.markers = raw.map((m) => ({ ...m, saved: m.side !== side }));
    }

    // which period the event was played in: the one in play before it
    let n = Math.max(1, before.periods.length);
    if (sport === 'bowling') {
      const c = before.current as BowlingCurrent | null;
      const bowler = event.type === 'roll' ? event.side : (before.server ?? 'home');
      n = c ? Math.max(1, c.games?.[bowler] ?? c.game) : n;
    }
    if (!prev && after.periods.length > 0 && sport !== 'bowling') n = after.periods.length;
    const period = periodOf(n);

    if (sport === 'tennis') {
      const c = before.current as TennisCurrent | null;
      const tiebreak = !!c?.tiebreak;
      const gameNo = c ? c.games.home + c.games.away + 1 : 1;
      let chunk = period.chunks[period.chunks.length - 1];
      const kind = tiebreak ? 'tiebreak' : 'game';
      if (!chunk || chunk.n !== gameNo || chunk.kind !== kind || chunk.winner) {
        chunk = {
          kind,
          n: gameNo,
          side: before.server,
          winner: null,
          broken: false,
          total: 0,
          score: '',
          rows: [],
        };
        period.chunks.push(chunk);
      }
      chunk.rows.push(row);
      // the game ended with this event: the set's games (or the set count) moved
      const ac = after.current as TennisCurrent | null;
      const ended =
        !correction &&
        prev &&
        c &&
        (after.periods.length > prev.periods.length ||
          after.status === 'finished' ||
          (ac && ac.games.home + ac.games.away > c.games.home + c.games.away));
      if (ended && side) {
        chunk.winner = side;
        chunk.broken = !tiebreak && !!chunk.side && side !== chunk.side;
        const cell = after.periods[n - 1];
        // a match tiebreak (kept as a 1-0 set): its points
        chunk.score = !cell
          ? ''
          : cell.tiebreak && cell.home + cell.away === 1
            ? `[${cell.tiebreak.home}-${cell.tiebreak.away}]`
            : `${cell.home}-${cell.away}`;
      }
    } else if (sport === 'snooker') {
      const c = before.current as SnookerCurrent | null;
      const striker = c?.striker ?? before.server;
      let chunk = period.chunks[period.chunks.length - 1];
      if (!chunk || chunk.side !== striker || closed.has(chunk)) {
        chunk = {
          kind: 'visit',
          n: period.chunks.length + 1,
          side: striker,
          winner: null,
          broken: false,
          total: 0,
          score: '',
          rows: [],
        };
        period.chunks.push(chunk);
      }
      chunk.rows.push(row);
      if (event.type === 'pot' && striker && (prev || entry.seq === 1)) {
        // the first event of a match starts from 0-0
        const b = prev ? prev.periods[n - 1] : { home: 0, away: 0 };
        const a = after.periods[n - 1];
        row.potted = a && b ? Math.max(0, a[striker] - b[striker]) : 0;
      }
      if (event.type === 'foul' || event.type === 'end-visit' || event.type === 'concede') {
        closed.add(chunk);
      }
    } else if (sport === 'bowling') {
      const c = before.current as BowlingCurrent | null;
      if (event.type === 'roll' && c) {
        const standing = c.standing[event.side];
        row.roll = event.foul
          ? 'foul'
          : event.pins === standing && standing === 10
            ? 'strike'
            : event.pins === standing
              ? 'spare'
              : null;
      }
      period.rows.push(row);
    } else {
      period.rows.push(row);
    }
  });

  // undone rows do not count in a break
  for (const p of periods) {
    for (const ch of p.chunks) {
      ch.total = ch.rows.reduce((sum, r) => sum + (r.undone ? 0 : r.potted), 0);
    }
  }

  // the periods' scores now: the last summary held
  const last = entries[entries.length - 1]?.summary;
  if (last) {
    const inProgress = last.status !== 'finished';
    for (const p of periods) {
      const cell = last.periods[p.n - 1];
      if (cell) {
        p.home = cell.home;
        p.away = cell.away;
        if (cell.tiebreak) p.tiebreak = cell.tiebreak;
      }
      p.current = inProgress && p.n === last.periods.length;
      p.winner =
        p.current || !cell || cell.home === cell.away ? null : cell.home > cell.away ? 'home' : 'away';
    }
  }
  return periods;
}

/**
 * The rows worth a line in the phone-sized summary: every point that was a break, set or match point
 * (saved or not), a game (volleyball: set) point won, a strike or a spare. A rally sport's saved game
 * points stay in the full log (a 10-0 lead saves ten of them).
 */
export function isKeyRow(row: StoryRow): boolean {
  if (row.undone) return false;
  if (row.roll === 'strike' || row.roll === 'spare') return true;
  return row.markers.some((m) => m.kind !== 'game' || !m.saved);
}
