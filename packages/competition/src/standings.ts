/** Standings and every tiebreak chain of COMPETITION-RULES.md §4 (Swiss) and §5. */
import { finishingPositions } from './positions.js';
import type { Match, RuleSet, Stage, StandingsRow, TiebreakCode } from './types.js';

/** One participant's figures over a set of matches. */
export interface Line {
  id: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  gamesWon: number;
  gamesLost: number;
  scoreFor: number;
  scoreAgainst: number;
  highGame: number;
  gamesPlayed: number;
}

const emptyLine = (id: string): Line => ({
  id,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  points: 0,
  gamesWon: 0,
  gamesLost: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  highGame: 0,
  gamesPlayed: 0,
});

/** A ratio; nothing lost is infinite (above every finite ratio), nothing won and nothing lost is 0. */
export const ratio = (won: number, lost: number): number =>
  lost === 0 ? (won === 0 ? 0 : Infinity) : won / lost;
const jsonRatio = (won: number, lost: number): number | null => {
  const r = ratio(won, lost);
  return r === Infinity ? null : r;
};
const percent = (won: number, lost: number): number => (won + lost === 0 ? 0 : won / (won + lost));

/** The points a result gives each side under a rule set (see the README's table). */
function matchPoints(
  stage: Stage,
  m: Match,
  hg: number,
  ag: number,
  hs: number,
  as: number,
): [number, number] {
  const rules: RuleSet = stage.type === 'swiss' ? 'generic' : stage.options.rules;
  const w = m.winner;
  const walkover = m.walkover === true;
  switch (rules) {
    case 'generic': {
      const p = stage.options.points;
      return w === 'draw' ? [p.draw, p.draw] : w === 'home' ? [p.win, p.loss] : [p.loss, p.win];
    }
    case 'table-tennis': {
      const loser = walkover ? 0 : 1;
      return w === 'home' ? [2, loser] : [loser, 2];
    }
    case 'volleyball': {
      const loserSets = w === 'home' ? ag : hg;
      const five = !walkover && loserSets >= 2;
      const [win, loss] = five ? [2, 1] : [3, 0];
      return w === 'home' ? [win, loss] : [loss, win];
    }
    case 'bowling':
      return [hs, as];
    default:
      return w === 'home' ? [1, 0] : w === 'away' ? [0, 1] : [0, 0];
  }
}

/** The lines of `ids` over the finished matches among `matches`; with `only`, matches between them only. */
export function lines(
  stage: Stage,
  matches: readonly Match[],
  ids: readonly string[],
  only: boolean,
): Map<string, Line> {
  const out = new Map<string, Line>();
  for (const id of ids) out.set(id, emptyLine(id));
  for (const m of matches) {
    if (m.status !== 'finished' || m.home === null || m.away === null) continue;
    const h = out.get(m.home);
    const a = out.get(m.away);
    if (only ? !h || !a : !h && !a) continue;
    let hg = 0;
    let ag = 0;
    let hs = 0;
    let as = 0;
    let hh = 0;
    let ah = 0;
    const games = m.games ?? [];
    for (const g of games) {
      if (g.home > g.away) hg++;
      else if (g.away > g.home) ag++;
      hs += g.home;
      as += g.away;
      if (g.home > hh) hh = g.home;
      if (g.away > ah) ah = g.away;
    }
    const [hp, ap] = matchPoints(stage, m, hg, ag, hs, as);
    const add = (
      l: Line | undefined,
      mine: Side3,
      gw: number,
      gl: number,
      sf: number,
      sa: number,
      p: number,
      hi: number,
    ) => {
      if (!l) return;
      l.played++;
      if (mine === 'won') l.won++;
      else if (mine === 'drawn') l.drawn++;
      else l.lost++;
      l.points += p;
      l.gamesWon += gw;
      l.gamesLost += gl;
      l.scoreFor += sf;
      l.scoreAgainst += sa;
      if (hi > l.highGame) l.highGame = hi;
      l.gamesPlayed += games.length;
    };
    const hr: Side3 = m.winner === 'draw' ? 'drawn' : m.winner === 'home' ? 'won' : 'lost';
    const ar: Side3 = m.winner === 'draw' ? 'drawn' : m.winner === 'away' ? 'won' : 'lost';
    add(h, hr, hg, ag, hs, as, hp, hh);
    add(a, ar, ag, hg, as, hs, ap, ah);
  }
  return out;
}
type Side3 = 'won' | 'drawn' | 'lost';

// ---------------------------------------------------------------------------------------------------------
// ordering: blocks of tied ids, each with the step that separated it from the block above

interface Block {
  ids: string[];
  by: TiebreakCode | null;
}

/** Orders `ids` by `key` (higher first, compared component by component); equal keys stay in the given order. */
function split(
  ids: readonly string[],
  key: (id: string) => number[],
  codes: (TiebreakCode | null)[],
): Block[] {
  const keyed = ids.map((id) => ({ id, k: key(id) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < x.k.length; i++) {
      const a = x.k[i] as number;
      const b = y.k[i] as number;
      if (a !== b) return a > b ? -1 : 1;
    }
    return 0;
  });
  const blocks: Block[] = [];
  let prev: number[] | null = null;
  for (const { id, k } of keyed) {
    if (prev === null) {
      blocks.push({ ids: [id], by: null });
    } else {
      const at = k.findIndex((v, i) => v !== prev![i]);
      if (at === -1) (blocks[blocks.length - 1] as Block).ids.push(id);
      else blocks.push({ ids: [id], by: codes[at] ?? null });
    }
    prev = k;
  }
  return blocks;
}

/** Applies `f` to every block still tied; the first sub-block keeps the block's own separation. */
function then(blocks: Block[], f: (ids: string[]) => Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    if (b.ids.length < 2) {
      out.push(b);
      continue;
    }
    const sub = f(b.ids);
    sub.forEach((s, i) => out.push(i === 0 ? { ids: s.ids, by: b.by } : s));
  }
  return out;
}

const tied = (ids: string[]): Block[] => [{ ids, by: null }];

interface Ctx {
  stage: Stage;
  matches: readonly Match[];
  full: Map<string, Line>;
}

const L = (m: Map<string, Line>, id: string): Line => m.get(id) as Line;

/** The head-to-head winner of two (most wins in the matches between them), or still tied. */
function h2h2(ctx: Ctx, ids: string[]): Block[] {
  const mini = lines(ctx.stage, ctx.matches, ids, true);
  return split(ids, (id) => [L(mini, id).won], ['head_to_head']);
}

const chains: Record<RuleSet | 'swiss' | 'knockout', (ctx: Ctx, ids: string[]) => Block[]> = {
  generic(ctx, ids) {
    const F = ctx.full;
    let b = split(ids, (id) => [L(F, id).points], [null]);
    b = then(b, (t) => {
      const M = lines(ctx.stage, ctx.matches, t, true);
      return split(
        t,
        (id) => {
          const l = L(M, id);
          return [l.points, l.scoreFor - l.scoreAgainst, l.scoreFor];
        },
        ['h2h_points', 'h2h_score_difference', 'h2h_score_for'],
      );
    });
    return then(b, (t) =>
      split(
        t,
        (id) => {
          const l = L(F, id);
          return [l.scoreFor - l.scoreAgainst, l.scoreFor];
        },
        ['score_difference', 'score_for'],
      ),
    );
  },

  badminton(ctx, ids) {
    const F = ctx.full;
    const pair = (t: string[], rest: (t: string[]) => Block[]): Block[] =>
      t.length === 2 ? h2h2(ctx, t) : rest(t);
    return then(
      split(ids, (id) => [L(F, id).won], [null]),
      (t) =>
        pair(t, (t3) =>
          then(
            split(t3, (id) => [L(F, id).gamesWon - L(F, id).gamesLost], ['games_difference']),
            (u) =>
              pair(u, (u3) =>
                then(
                  split(u3, (id) => [L(F, id).scoreFor - L(F, id).scoreAgainst], ['points_difference']),
                  (v) => pair(v, tied),
                ),
              ),
          ),
        ),
    );
  },

  'table-tennis'(ctx, ids) {
    const among = (t: string[]): Block[] => {
      const M = lines(ctx.stage, ctx.matches, t, true);
      const steps: [(l: Line) => number, TiebreakCode][] = [
        [(l) => l.points, 'h2h_match_points'],
        [(l) => ratio(l.gamesWon, l.gamesLost), 'h2h_games_ratio'],
        [(l) => ratio(l.scoreFor, l.scoreAgainst), 'h2h_points_ratio'],
      ];
      for (const [f, code] of steps) {
        const b = split(t, (id) => [f(L(M, id))], [code]);
        if (b.length > 1) return then(b, among);
      }
      return tied(t);
    };
    return then(
      split(ids, (id) => [L(ctx.full, id).points], [null]),
      among,
    );
  },

  volleyball(ctx, ids) {
    const F = ctx.full;
    const b = split(
      ids,
      (id) => {
        const l = L(F, id);
        return [l.won, l.points, ratio(l.gamesWon, l.gamesLost), ratio(l.scoreFor, l.scoreAgainst)];
      },
      [null, 'match_points', 'sets_ratio', 'points_ratio'],
    );
    return then(b, (t) => (t.length === 2 ? h2h2(ctx, t) : tied(t)));
  },

  tennis(ctx, ids) {
    const F = ctx.full;
    const pair = (t: string[], rest: (t: string[]) => Block[]): Block[] =>
      t.length === 2 ? h2h2(ctx, t) : rest(t);
    const atp = (t: string[]): Block[] =>
      pair(t, (t3) =>
        then(
          split(t3, (id) => [percent(L(F, id).gamesWon, L(F, id).gamesLost)], ['sets_percentage']),
          (u) =>
            pair(u, (u3) =>
              then(
                split(u3, (id) => [percent(L(F, id).scoreFor, L(F, id).scoreAgainst)], ['games_percentage']),
                (v) => pair(v, tied),
              ),
            ),
        ),
      );
    return then(
      then(
        split(ids, (id) => [L(F, id).won], [null]),
        (t) => split(t, (id) => [L(F, id).played], ['matches_played']),
      ),
      atp,
    );
  },

  snooker(ctx, ids) {
    const F = ctx.full;
    let b = split(ids, (id) => [L(F, id).won, L(F, id).gamesWon - L(F, id).gamesLost], [
      null,
      'frame_difference',
    ]);
    b = then(b, (t) => {
      const M = lines(ctx.stage, ctx.matches, t, true);
      return split(t, (id) => [L(M, id).won], ['head_to_head']);
    });
    return then(b, (t) => split(t, (id) => [L(F, id).gamesWon], ['frames_won']));
  },

  bowling(ctx, ids) {
    const F = ctx.full;
    return split(ids, (id) => [L(F, id).scoreFor, L(F, id).highGame, L(F, id).gamesPlayed], [
      null,
      'highest_game',
      'games_played',
    ]);
  },

  swiss(ctx, ids) {
    const extra = swissFigures(ctx.stage, ctx.full);
    return split(
      ids,
      (id) => {
        const e = extra.get(id) as SwissFigures;
        return [e.points, e.buchholz, e.sonnebornBerger];
      },
      [null, 'buchholz', 'sonneborn_berger'],
    );
  },

  knockout(ctx, ids) {
    const pos = new Map(finishingPositions(ctx.stage).map((p) => [p.id, p.position]));
    return split(ids, (id) => [-(pos.get(id) ?? 0)], [null]);
  },
};

interface SwissFigures {
  points: number;
  buchholz: number;
  sonnebornBerger: number;
}

/** Swiss points (a bye is worth a win), Buchholz (sum of the opponents' points) and Sonneborn–Berger. */
export function swissFigures(stage: Stage, full: Map<string, Line>): Map<string, SwissFigures> {
  const pts = new Map<string, number>();
  for (const [id, l] of full) pts.set(id, l.points);
  for (const m of stage.matches) {
    if (m.status === 'bye' && m.home !== null && pts.has(m.home)) {
      pts.set(m.home, (pts.get(m.home) as number) + stage.options.points.win);
    }
  }
  const out = new Map<string, SwissFigures>();
  for (const id of full.keys())
    out.set(id, { points: pts.get(id) as number, buchholz: 0, sonnebornBerger: 0 });
  for (const m of stage.matches) {
    if (m.status !== 'finished' || m.home === null || m.away === null) continue;
    const h = out.get(m.home);
    const a = out.get(m.away);
    if (!h || !a) continue;
    const hp = pts.get(m.home) as number;
    const ap = pts.get(m.away) as number;
    h.buchholz += ap;
    a.buchholz += hp;
    if (m.winner === 'home') h.sonnebornBerger += ap;
    else if (m.winner === 'away') a.sonnebornBerger += hp;
    else {
      h.sonnebornBerger += ap / 2;
      a.sonnebornBerger += hp / 2;
    }
  }
  return out;
}

/** The rows of one set of participants ranked by the stage's chain. */
function rank(stage: Stage, ids: string[], group: number): StandingsRow[] {
  const knockout = stage.type === 'single_elimination' || stage.type === 'double_elimination';
  const matches =
    stage.type === 'round_robin' ? stage.matches.filter((m) => m.group === group) : stage.matches;
  const full = lines(stage, matches, ids, false);
  const ctx: Ctx = { stage, matches, full };
  const chain = knockout
    ? chains.knockout
    : stage.type === 'swiss'
      ? chains.swiss
      : chains[stage.options.rules];
  const blocks = chain(ctx, ids);
  const swiss = stage.type === 'swiss' ? swissFigures(stage, full) : null;
  const positions = knockout ? new Map(finishingPositions(stage).map((p) => [p.id, p.position])) : null;
  const rows: StandingsRow[] = [];
  for (const b of blocks) {
    const r = rows.length + 1;
    b.ids.forEach((id, i) => {
      const l = L(full, id);
      const row: StandingsRow = {
        id,
        rank: r,
        played: l.played,
        won: l.won,
        drawn: l.drawn,
        lost: l.lost,
        points: l.points,
        group,
        gamesWon: l.gamesWon,
        gamesLost: l.gamesLost,
        scoreFor: l.scoreFor,
        scoreAgainst: l.scoreAgainst,
        gamesRatio: jsonRatio(l.gamesWon, l.gamesLost),
        scoreRatio: jsonRatio(l.scoreFor, l.scoreAgainst),
        highGame: l.highGame,
      };
      if (swiss) {
        const s = swiss.get(id) as SwissFigures;
        row.points = s.points;
        row.buchholz = s.buchholz;
        row.sonnebornBerger = s.sonnebornBerger;
      }
      if (positions) row.position = positions.get(id) ?? null;
      if (i === 0 && b.by !== null) row.tiebreak = b.by;
      rows.push(row);
    });
  }
  return rows;
}

export function standingsOf(stage: Stage, group?: number): StandingsRow[] {
  if (stage.type === 'round_robin') {
    const out: StandingsRow[] = [];
    stage.groups.forEach((members, gi) => {
      if (group === undefined || group === gi + 1) out.push(...rank(stage, members.slice(), gi + 1));
    });
    return out;
  }
  if (group !== undefined && group !== 1) return [];
  return rank(
    stage,
    stage.participants.map((p) => p.id),
    1,
  );
}
