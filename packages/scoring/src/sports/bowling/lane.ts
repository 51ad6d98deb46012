/**
 * One ten-pin game read from its deliveries (USBC Playing Rules, Rule 2; World Bowling current-frame scoring).
 * `scan` is the single place that knows the racks: pins standing, marks, frame kinds and completion;
 * `position` is its allocation-light use for validating the next delivery, `walk` the full score sheet.
 */

export type Scoring = 'traditional' | 'current-frame';

/** One delivery as stored: pins credited (0 on a foul), foul and split marks. */
export interface Delivery {
  readonly pins: number;
  readonly foul?: true;
  readonly split?: true;
}

export interface BowlingFrame {
  /** 1 … 10 */
  frame: number;
  /** Pins credited per delivery (a foul counts 0). */
  rolls: number[];
  /** Per delivery: 'X' strike, '/' spare, '-' no pin, 'F' foul, else the digit. */
  marks: string[];
  /** Per delivery: the bowler's split mark. */
  splits: boolean[];
  /** Cumulative game score up to this frame; null while pending (bonus balls not yet bowled) or not bowled. */
  score: number | null;
}

/** Where the next delivery of a game goes. */
export interface Position {
  /** All deliveries of the game are in. */
  complete: boolean;
  /** Pins standing for the next delivery (10 when complete). */
  standing: number;
  /** The next delivery is the first at a full rack. */
  fresh: boolean;
  /** Frames whose deliveries are all bowled. */
  framesDone: number;
  /** A frame has been started and not finished. */
  midFrame: boolean;
}

export interface GameView extends Position {
  frames: BowlingFrame[];
  /** Score of the last resolved frame (the live total, scratch). */
  score: number;
  strikes: number;
  spares: number;
  fouls: number;
  splits: number;
}

type Kind = 'strike' | 'spare' | 'open';

interface Visitor {
  /** A delivery with its mark, in frame `f` (0-based). */
  delivery(f: number, d: Delivery, mark: string): void;
  /** Frame `f` is complete: its kind and the indexes of its first delivery and of the one after its last. */
  frame(f: number, kind: Kind, start: number, end: number): void;
}

const digit = (d: Delivery): string => (d.foul ? 'F' : d.pins === 0 ? '-' : String(d.pins));

function scan(ds: readonly Delivery[], scoring: Scoring, visit: Visitor | null): Position {
  let i = 0;
  let standing = 10;
  let fresh = true;
  for (let f = 0; f < 10; f++) {
    const start = i;
    standing = 10;
    fresh = true;
    const bonusFrame = f === 9 && scoring === 'traditional';
    let kind: Kind | null = null;
    let earned = false;
    let balls = 0;
    let done = false;
    while (!done) {
      const d = ds[i];
      if (d === undefined) break;
      i++;
      balls++;
      let m: string;
      if (fresh && !d.foul && d.pins === 10) {
        m = 'X';
        if (balls === 1) kind = 'strike';
        earned = true;
      } else if (fresh) {
        m = digit(d);
        standing = d.foul ? 10 : 10 - d.pins; // a first-ball foul: the pins are respotted
        fresh = false;
      } else if (!d.foul && d.pins === standing) {
        m = '/';
        if (balls === 2) {
          kind = kind ?? 'spare';
          earned = true;
        }
        standing = 10;
        fresh = true;
      } else {
        // The rack ends with pins standing.
        m = digit(d);
        kind = kind ?? 'open';
        standing = 10;
        fresh = true;
      }
      visit?.delivery(f, d, m);
      if (bonusFrame) done = balls === 3 || (balls === 2 && !earned);
      else done = kind !== null;
    }
    if (!done) {
      return { complete: false, standing, fresh, framesDone: f, midFrame: balls > 0 };
    }
    visit?.frame(f, kind ?? 'open', start, i);
  }
  return { complete: true, standing: 10, fresh: true, framesDone: 10, midFrame: false };
}

/** Where the next delivery goes, without building the score sheet. */
export const position = (ds: readonly Delivery[], scoring: Scoring): Position => scan(ds, scoring, null);

export interface Tally {
  /** Score of the last resolved frame (the live total, scratch). */
  score: number;
  strikes: number;
  spares: number;
  fouls: number;
  splits: number;
  complete: boolean;
}

/**
 * Score and mark counts of a game without building the score sheet. `onScore` receives each resolved
 * frame's cumulative score (frames after a pending one stay unresolved).
 */
export function tally(
  ds: readonly Delivery[],
  scoring: Scoring,
  onScore?: (frame: number, cumulative: number) => void,
): Tally {
  let strikes = 0;
  let spares = 0;
  let fouls = 0;
  let splits = 0;
  let total = 0;
  let pending = false;
  const pos = scan(ds, scoring, {
    delivery(_f, d, mark) {
      if (mark === 'X') strikes++;
      else if (mark === '/') spares++;
      if (d.foul) fouls++;
      if (d.split) splits++;
    },
    frame(f, kind, start, end) {
      if (pending) return;
      let pins = 0;
      for (let k = start; k < end; k++) pins += (ds[k] as Delivery).pins;
      let value: number;
      if (scoring === 'current-frame') {
        // World Bowling: strike 30, spare 10 + the first-ball pinfall of the frame, open the pins.
        value = kind === 'strike' ? 30 : kind === 'spare' ? 10 + (ds[start] as Delivery).pins : pins;
      } else if (f === 9 || kind === 'open') {
        value = pins;
      } else {
        // Strike: 10 + the next two deliveries; spare: 10 + the next one.
        const need = kind === 'strike' ? 2 : 1;
        if (end + need > ds.length) {
          pending = true;
          return;
        }
        value = 10;
        for (let k = end; k < end + need; k++) value += (ds[k] as Delivery).pins;
      }
      total += value;
      onScore?.(f, total);
    },
  });
  return { score: total, strikes, spares, fouls, splits, complete: pos.complete };
}

/** The full score sheet of a game: ten frames with marks and cumulative scores, and the mark counts. */
export function walk(ds: readonly Delivery[], scoring: Scoring): GameView {
  const frames: BowlingFrame[] = [];
  for (let n = 0; n < 10; n++) frames.push({ frame: n + 1, rolls: [], marks: [], splits: [], score: null });
  const pos = scan(ds, scoring, {
    delivery(f, d, mark) {
      const fr = frames[f] as BowlingFrame;
      fr.rolls.push(d.pins);
      fr.marks.push(mark);
      fr.splits.push(d.split === true);
    },
    frame() {},
  });
  const t = tally(ds, scoring, (f, cumulative) => {
    (frames[f] as BowlingFrame).score = cumulative;
  });
  // Built field by field: an object spread here costs more than the whole walk.
  return {
    complete: pos.complete,
    standing: pos.standing,
    fresh: pos.fresh,
    framesDone: pos.framesDone,
    midFrame: pos.midFrame,
    frames,
    score: t.score,
    strikes: t.strikes,
    spares: t.spares,
    fouls: t.fouls,
    splits: t.splits,
  };
}
