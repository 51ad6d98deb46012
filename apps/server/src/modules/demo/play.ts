import {
  applyEvent,
  createMatch,
  summarize,
  type MatchEvent,
  type MatchState,
  type Side,
  type Sport,
  type Summary,
} from '@sportzone/scoring';

/**
 * Demo play: plausible events for every sport, chosen from the current score and checked against the
 * rules (the engine refuses what is impossible, a fallback is tried). Pure apart from the random source,
 * so the archive is reproducible from a seed.
 */
export type Random = () => number;

/** mulberry32: small, fast, seedable. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** How often the server wins the rally, by sport (volleyball: the receiving side usually sides out). */
const SERVER_WINS: Partial<Record<Sport, number>> = {
  tennis: 0.64,
  badminton: 0.52,
  volleyball: 0.42,
  'table-tennis': 0.53,
  rally: 0.5,
};

/** `strength`: how much better home is (−0.1 … 0.1), so matches have a favourite and some upsets. */
function candidates(state: MatchState, summary: Summary, rng: Random, strength: number): MatchEvent[] {
  const sport = state.sport;
  if (sport === 'bowling') {
    const current = summary.current as { standing: Record<Side, number> };
    const side = summary.server ?? 'home';
    const standing = current.standing[side];
    const skill = 0.5 + (side === 'home' ? strength : -strength);
    let pins: number;
    if (standing === 10) {
      const r = rng();
      if (r < 0.3 * skill * 2) pins = 10;
      else if (r < 0.93) pins = 6 + Math.floor(rng() * 4);
      else pins = Math.floor(rng() * 6);
    } else {
      pins = rng() < 0.55 * skill * 2 ? standing : Math.floor(rng() * standing);
    }
    pins = Math.min(pins, standing);
    return [
      { type: 'roll', side, pins },
      { type: 'roll', side, pins: 0 },
      { type: 'roll', side: other(side), pins: 0 },
    ];
  }
  if (sport === 'snooker') {
    const c = summary.current as {
      ball: string | null;
      colours: string[];
      foulMin: number;
      remaining: number;
      break: number;
      snookersRequired: Record<Side, number>;
    };
    const striker = summary.server ?? 'home';
    const skill = 0.72 + (striker === 'home' ? strength : -strength);
    const fallback: MatchEvent[] = [{ type: 'end-visit' }, { type: 'concede' }];
    if (c.snookersRequired[striker] > 0 && c.remaining < 35 && rng() < 0.35)
      return [{ type: 'concede' }, ...fallback];
    if (rng() < 0.025) return [{ type: 'foul', points: Math.max(4, c.foulMin) }, ...fallback];
    // A long break gets harder to extend.
    if (rng() > skill - Math.min(0.25, c.break / 400)) return fallback;
    if (c.ball === 'red') return [{ type: 'pot', ball: 'red' }, ...fallback];
    if (c.ball === 'colour') {
      const preferred =
        rng() < 0.6 ? 'black' : rng() < 0.5 ? 'pink' : pick(rng, ['blue', 'brown', 'green', 'yellow']);
      const ball = c.colours.includes(preferred) ? preferred : (c.colours[c.colours.length - 1] ?? 'black');
      return [{ type: 'pot', ball: ball as 'black' }, ...fallback];
    }
    if (c.ball) return [{ type: 'pot', ball: c.ball as 'black' }, ...fallback];
    return fallback;
  }
  const server = summary.server ?? 'home';
  const serverWins = SERVER_WINS[sport] ?? 0.5;
  const pHome = Math.min(0.9, Math.max(0.1, (server === 'home' ? serverWins : 1 - serverWins) + strength));
  const winner: Side = rng() < pHome ? 'home' : 'away';
  const point: MatchEvent = { type: 'point', side: winner };
  const r = rng();
  if (sport === 'tennis' && winner === server && r < 0.1)
    return [{ type: 'point', side: winner, stat: 'ace' }, point];
  if (sport === 'volleyball' && r < 0.4)
    return [{ type: 'point', side: winner, stat: r < 0.08 ? 'block' : 'attack' }, point];
  if (r < 0.15) return [{ type: 'point', side: winner, stat: 'error' }, point];
  return [point];
}

/** The next event of a demo match and the state after it (null only when the match is over). */
export function playNext(
  state: MatchState,
  summary: Summary,
  rng: Random,
  strength: number,
): { event: MatchEvent; state: MatchState } | null {
  if (summary.status === 'finished') return null;
  for (const event of candidates(state, summary, rng, strength)) {
    const r = applyEvent(state, event);
    if (r.ok) return { event, state: r.state };
  }
  return null;
}

export interface PlayedEvent {
  event: MatchEvent;
  summary: Summary;
}

/** Plays a match from the start: until it is finished, or `maxEvents`. */
export function playMatch(
  options: { sport: Sport; format?: Record<string, unknown>; firstServer?: Side },
  rng: Random,
  strength: number,
  maxEvents = 5000,
): { state: MatchState; summary: Summary; events: PlayedEvent[] } {
  const created = createMatch(options);
  if (!created.ok) throw new Error(`demo format refused: ${created.error.message}`);
  let state = created.state;
  let summary = summarize(state);
  const events: PlayedEvent[] = [];
  while (events.length < maxEvents) {
    const next = playNext(state, summary, rng, strength);
    if (!next) break;
    state = next.state;
    summary = summarize(state);
    events.push({ event: next.event, summary });
  }
  return { state, summary, events };
}

// ---- the demo catalog: realistic (invented) players, teams and venues

export interface DemoFixture {
  sport: Sport;
  format: Record<string, unknown>;
  home: { name: string; players?: string[] };
  away: { name: string; players?: string[] };
  venue: string;
  court: string;
}

const single = (name: string) => ({ name, players: [name] });
const pair = (a: string, b: string) => ({
  name: `${a.split(' ').pop()} / ${b.split(' ').pop()}`,
  players: [a, b],
});

export const DEMO_FIXTURES: Record<Sport, DemoFixture[]> = {
  tennis: [
    {
      sport: 'tennis',
      format: { bestOf: 3 },
      home: single('Lukas Brenner'),
      away: single('Mateo Rios'),
      venue: 'Sofia Tennis Park',
      court: 'Centre Court',
    },
    {
      sport: 'tennis',
      format: { bestOf: 3 },
      home: single('Elena Markova'),
      away: single('Sophie Lambert'),
      venue: 'Sofia Tennis Park',
      court: 'Court 2',
    },
    {
      sport: 'tennis',
      format: { bestOf: 3, finalSet: 'mtb10', doubles: true },
      home: pair('Daniel Okafor', 'Tom Harding'),
      away: pair('Hiroshi Tanaka', 'Kenta Ono'),
      venue: 'Riverside Lawn Tennis Club, London',
      court: 'Court 1',
    },
    {
      sport: 'tennis',
      format: { bestOf: 3 },
      home: single('Ivan Kolev'),
      away: single('Aleksander Nowak'),
      venue: 'Varna Sea Garden Courts',
      court: 'Court 4',
    },
  ],
  badminton: [
    {
      sport: 'badminton',
      format: {},
      home: single('Viktor Lindqvist'),
      away: single('Arjun Menon'),
      venue: 'Arena Sofia',
      court: 'Field 1',
    },
    {
      sport: 'badminton',
      format: {},
      home: single('Mei Ling Tan'),
      away: single('Kirsty Adair'),
      venue: 'Arena Sofia',
      court: 'Field 3',
    },
    {
      sport: 'badminton',
      format: { doubles: true },
      home: pair('Rasmus Holm', 'Mikkel Berg'),
      away: pair('Wei Jian', 'Chen Hao'),
      venue: 'Copenhagen Badminton Hall',
      court: 'Field 2',
    },
  ],
  volleyball: [
    {
      sport: 'volleyball',
      format: {},
      home: { name: 'Varna Sea Hawks' },
      away: { name: 'Plovdiv Thunder' },
      venue: 'Palace of Culture and Sports, Varna',
      court: 'Main court',
    },
    {
      sport: 'volleyball',
      format: {},
      home: { name: 'Sofia Falcons' },
      away: { name: 'Burgas Wave' },
      venue: 'Arena Sofia',
      court: 'Main court',
    },
    {
      sport: 'volleyball',
      format: {},
      home: { name: 'Danube Rivers Ruse' },
      away: { name: 'Pirin Eagles' },
      venue: 'Ruse Sports Hall',
      court: 'Court A',
    },
  ],
  'table-tennis': [
    {
      sport: 'table-tennis',
      format: {},
      home: single('Kenji Morita'),
      away: single('Stefan Wolff'),
      venue: 'Dusseldorf Table Tennis Centre',
      court: 'Table 1',
    },
    {
      sport: 'table-tennis',
      format: {},
      home: single('Ana Petrovic'),
      away: single('Lin Yue'),
      venue: 'Sofia Sports Hall',
      court: 'Table 4',
    },
    {
      sport: 'table-tennis',
      format: {},
      home: single('Marek Dvorak'),
      away: single('Pavel Antonov'),
      venue: 'Sofia Sports Hall',
      court: 'Table 2',
    },
  ],
  snooker: [
    {
      sport: 'snooker',
      format: { bestOf: 3 },
      home: single('Connor Maguire'),
      away: single('Rhys Pritchard'),
      venue: 'Crucible Snooker Club, Sheffield',
      court: 'Table 1',
    },
    {
      sport: 'snooker',
      format: { bestOf: 3 },
      home: single('Liam Docherty'),
      away: single('Zhang Wei'),
      venue: 'Crucible Snooker Club, Sheffield',
      court: 'Table 2',
    },
    {
      sport: 'snooker',
      format: { bestOf: 3 },
      home: single('Ognyan Georgiev'),
      away: single('Barry Keane'),
      venue: 'Sofia Cue Sports Centre',
      court: 'Table 3',
    },
  ],
  bowling: [
    {
      sport: 'bowling',
      format: { games: 3 },
      home: single('Tyler Brooks'),
      away: single('Jesper Nilsson'),
      venue: 'Strike Zone Bowling, Sofia',
      court: 'Lanes 7-8',
    },
    {
      sport: 'bowling',
      format: { games: 3 },
      home: single('Maria Lindgren'),
      away: single('Hannah Cole'),
      venue: 'Strike Zone Bowling, Sofia',
      court: 'Lanes 3-4',
    },
    {
      sport: 'bowling',
      format: { games: 3 },
      home: single('Kaloyan Stoev'),
      away: single('Riku Aalto'),
      venue: 'Northern Lanes, Helsinki',
      court: 'Lanes 11-12',
    },
  ],
  rally: [
    {
      sport: 'rally',
      format: {},
      home: single('Noah Fischer'),
      away: single('Emil Jansen'),
      venue: 'Community Sports Centre',
      court: 'Court 1',
    },
  ],
};

/** Sports the simulator keeps live (one match each at least). */
export const LIVE_DEMO_SPORTS: readonly Sport[] = [
  'tennis',
  'badminton',
  'volleyball',
  'table-tennis',
  'snooker',
  'bowling',
];

/** Seconds between two events of a simulated match, by sport (jittered ±40 %). */
export const DEMO_PACE_SECONDS: Record<Sport, number> = {
  tennis: 4,
  badminton: 3,
  volleyball: 3,
  'table-tennis': 3,
  snooker: 3,
  bowling: 4,
  rally: 3,
};

/** Seconds between two events in the archive's timestamps (real pace, roughly). */
export const REAL_PACE_SECONDS: Record<Sport, number> = {
  tennis: 45,
  badminton: 25,
  volleyball: 30,
  'table-tennis': 20,
  snooker: 40,
  bowling: 60,
  rally: 25,
};
