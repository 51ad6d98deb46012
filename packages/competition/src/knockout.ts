/** Single and double elimination: the bracket's matches and how results flow through it (§1, §2). */
import { bracketSize, dropOrder, seedingOrder } from './seeding.js';
import type { Feed, Match } from './types.js';

const LOSERS_ORDERS = ['natural', 'reverse', 'half_shift', 'reverse_half_shift'] as const;

export const wid = (round: number, i: number): string => `W${round}-${i}`;
export const lid = (round: number, i: number): string => `L${round}-${i}`;
export const GF1 = 'GF-1';
export const GF2 = 'GF-2';
export const THIRD = '3P';

function pending(id: string, round: number, bracket: Match['bracket'], home: Feed, away: Feed): Match {
  return {
    id,
    group: 1,
    round,
    bracket,
    home: null,
    away: null,
    status: 'waiting',
    winner: null,
    from: { home, away },
  };
}

const winnerOf = (match: string): Feed => ({ match, take: 'winner' });
const loserOf = (match: string): Feed => ({ match, take: 'loser' });

/** The winners bracket: round 1 by the standard seeding order (byes to the top seeds), then winners meet. */
function winnersBracket(ids: readonly string[]): { matches: Match[]; rounds: number } {
  const size = bracketSize(ids.length);
  const order = seedingOrder(size);
  const matches: Match[] = [];
  for (let i = 0; i < size / 2; i++) {
    const home = ids[(order[2 * i] as number) - 1] ?? null;
    const away = ids[(order[2 * i + 1] as number) - 1] ?? null;
    matches.push({
      id: wid(1, i + 1),
      group: 1,
      round: 1,
      bracket: 'winners',
      home,
      away,
      status: 'waiting',
      winner: null,
    });
  }
  let rounds = 1;
  for (let count = size / 4; count >= 1; count /= 2) {
    rounds++;
    for (let i = 1; i <= count; i++) {
      matches.push(
        pending(
          wid(rounds, i),
          rounds,
          'winners',
          winnerOf(wid(rounds - 1, 2 * i - 1)),
          winnerOf(wid(rounds - 1, 2 * i)),
        ),
      );
    }
  }
  return { matches, rounds };
}

export function buildSingleElimination(ids: readonly string[], thirdPlace: boolean): Match[] {
  const { matches, rounds } = winnersBracket(ids);
  if (thirdPlace && rounds >= 2) {
    matches.push(
      pending(THIRD, rounds, 'third_place', loserOf(wid(rounds - 1, 1)), loserOf(wid(rounds - 1, 2))),
    );
  }
  return resolveKnockout(matches);
}

/**
 * Double elimination. Losers round 1: the losers of winners round 1, in pairs. Losers round 2r (r ≥ 1, "major"):
 * the survivors meet the losers of winners round r + 1, placed in the order reverse, half shift, reverse half
 * shift, natural, … (brackets-manager's convention, which avoids rematches in the first round with drop-ins).
 * Losers round 2r + 1 ("minor"): survivors meet survivors. Then the grand final, and its reset.
 */
export function buildDoubleElimination(ids: readonly string[], grandFinal: 'reset' | 'single'): Match[] {
  const { matches, rounds } = winnersBracket(ids);
  const size = bracketSize(ids.length);
  let lbFinal: Feed;
  if (rounds === 1) {
    lbFinal = loserOf(wid(1, 1));
  } else {
    for (let i = 1; i <= size / 4; i++) {
      matches.push(pending(lid(1, i), 1, 'losers', loserOf(wid(1, 2 * i - 1)), loserOf(wid(1, 2 * i))));
    }
    let lround = 1;
    for (let r = 1; r <= rounds - 1; r++) {
      const m = size / 2 ** (r + 1);
      const order = dropOrder(m, LOSERS_ORDERS[r % 4] as (typeof LOSERS_ORDERS)[number]);
      lround++;
      for (let i = 1; i <= m; i++) {
        matches.push(
          pending(
            lid(lround, i),
            lround,
            'losers',
            winnerOf(lid(lround - 1, i)),
            loserOf(wid(r + 1, (order[i - 1] as number) + 1)),
          ),
        );
      }
      if (r < rounds - 1) {
        lround++;
        for (let i = 1; i <= m / 2; i++) {
          matches.push(
            pending(
              lid(lround, i),
              lround,
              'losers',
              winnerOf(lid(lround - 1, 2 * i - 1)),
              winnerOf(lid(lround - 1, 2 * i)),
            ),
          );
        }
      }
    }
    lbFinal = winnerOf(lid(lround, 1));
  }
  const wbFinal = winnerOf(wid(rounds, 1));
  matches.push(pending(GF1, 1, 'grand_final', wbFinal, lbFinal));
  if (grandFinal === 'reset') matches.push(pending(GF2, 2, 'grand_final', wbFinal, lbFinal));
  return resolveKnockout(matches);
}

/** The participant a finished or bye match sends on: undefined while it is not decided, null for nobody. */
function sent(src: Match | undefined, take: Feed['take']): string | null | undefined {
  if (!src) return null;
  if (src.status === 'finished') {
    const w = src.winner === 'home' ? src.home : src.away;
    const l = src.winner === 'home' ? src.away : src.home;
    return take === 'winner' ? w : l;
  }
  if (src.status === 'bye') {
    if (take === 'loser') return null;
    return src.winner === 'home' ? src.home : src.winner === 'away' ? src.away : null;
  }
  return undefined;
}

/** The match with these sides: keeps a recorded result while the sides are unchanged; unchanged → the same object. */
function settle(m: Match, home: string | null | undefined, away: string | null | undefined): Match {
  let status: Match['status'];
  let winner: Match['winner'] = null;
  if (home === undefined || away === undefined) {
    status = 'waiting';
  } else if (home !== null && away !== null) {
    if (m.status === 'finished' && m.home === home && m.away === away) return m;
    status = 'ready';
  } else {
    status = 'bye';
    winner = home !== null ? 'home' : away !== null ? 'away' : null;
  }
  const h = home ?? null;
  const a = away ?? null;
  if (
    m.home === h &&
    m.away === a &&
    m.status === status &&
    m.winner === winner &&
    m.games === undefined &&
    m.walkover === undefined
  ) {
    return m;
  }
  const next: Match = {
    id: m.id,
    group: m.group,
    round: m.round,
    bracket: m.bracket,
    home: h,
    away: a,
    status,
    winner,
  };
  if (m.from) next.from = m.from;
  return next;
}

/**
 * Works out every side and status of a knockout stage from the first round and the recorded results (matches are
 * in an order where every feed comes before the match it feeds). Unchanged matches are returned as they were.
 */
export function resolveKnockout(matches: readonly Match[]): Match[] {
  const byId = new Map<string, Match>();
  const out: Match[] = [];
  for (const m of matches) {
    let r: Match;
    if (m.bracket === 'grand_final' && m.round === 2) {
      const gf = byId.get(GF1);
      if (!gf || gf.status !== 'finished') r = settle(m, undefined, undefined);
      else if (gf.winner === 'home') r = settle(m, null, null);
      else r = settle(m, gf.home, gf.away);
    } else if (m.from) {
      r = settle(
        m,
        sent(byId.get(m.from.home.match), m.from.home.take),
        sent(byId.get(m.from.away.match), m.from.away.take),
      );
    } else {
      r = settle(m, m.home, m.away);
    }
    byId.set(r.id, r);
    out.push(r);
  }
  return out;
}

/** The matches whose sides depend on `id`, directly or through matches without a result (byes). */
export function dependents(matches: readonly Match[], id: string): Match[] {
  const fed = new Map<string, Match[]>();
  for (const m of matches) {
    const feeds =
      m.bracket === 'grand_final' && m.round === 2
        ? [GF1]
        : m.from
          ? [m.from.home.match, m.from.away.match]
          : [];
    for (const f of feeds) {
      const list = fed.get(f);
      if (list) list.push(m);
      else fed.set(f, [m]);
    }
  }
  const seen = new Set<string>();
  const out: Match[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const cur = queue.pop() as string;
    for (const d of fed.get(cur) ?? []) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      out.push(d);
      queue.push(d.id);
    }
  }
  return out;
}
