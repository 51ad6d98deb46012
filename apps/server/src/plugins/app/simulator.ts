import {
  countMatches,
  demoMatches,
  deleteMatch,
  findUserByEmail,
  insertMatch,
  insertMatchEvents,
  listPlayers,
  listTeams,
  searchOrganizations,
  type DbOrTx,
  type MatchHeadRow,
  type NewMatchRow,
  type NewMatchEventRow,
} from '@sportzone/db';
import { createMatch, replay, summarize, type Sport } from '@sportzone/scoring';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import {
  DEMO_FIXTURES,
  DEMO_PACE_SECONDS,
  LIVE_DEMO_SPORTS,
  REAL_PACE_SECONDS,
  playMatch,
  playNext,
  seededRandom,
  type DemoFixture,
  type Random,
} from './live/demo';
import { toListItem } from './live/dto';
import { DEMO_ORGANIZATIONS } from './seed-organizations';

/** The demo organizer owns the demo matches (created by plugins/app/seed.ts). */
const DEMO_OWNER_EMAIL = 'organizer@sportzone.test';
const TICK_MS = 1000;
const REFRESH_MS = 5000;
/** A finished demo match is replaced by a new one after this long. */
export const RESTART_AFTER_MS = 60_000;
/** The replacement is announced as upcoming this long before it starts. */
const ANNOUNCE_MS = 30_000;
/** Finished demo matches kept per sport (older ones are removed when a new one starts). */
const ARCHIVE_PER_SPORT = 12;

export interface Simulator {
  /** demo matches were created at this start */
  seeded: boolean;
  /** one round: start due matches, play due events, restart finished ones (tests call it directly) */
  tick(now?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    simulator: Simulator;
  }
}

const strengthOf = (id: number) => ((((id * 2654435761) >>> 0) % 1000) / 1000 - 0.5) * 0.12;
const jitter = (seconds: number) => seconds * 1000 * (0.6 + Math.random() * 0.8);

interface Seeded {
  fixture: DemoFixture;
  status: 'finished' | 'active' | 'upcoming';
  /** finished: days ago; upcoming: hours ahead */
  offset: number;
  /** the demo club's own matches: its organization and the players or formations of each side */
  links?: Pick<
    NewMatchRow,
    'organizationId' | 'homePlayerId' | 'awayPlayerId' | 'homeFormationId' | 'awayFormationId'
  >;
}

/**
 * The demo club's own matches (its players and doubles formations on its courts), so that the club's page
 * and its players' profiles have results, a live match and a next one from the first start.
 */
async function clubMatches(db: DbOrTx): Promise<Seeded[]> {
  const found = await searchOrganizations(db, {
    searchTerm: DEMO_ORGANIZATIONS.club,
    scope: 'all',
    page: 1,
    pageSize: 1,
  });
  const club = found.rows[0];
  if (!club || club.name !== DEMO_ORGANIZATIONS.club) return [];
  const people = await listPlayers(db, club.id, {
    searchTerm: null,
    status: null,
    sex: null,
    nationality: null,
    page: 1,
    pageSize: 100,
  });
  const formations = await listTeams(db, club.id, {
    searchTerm: null,
    kind: 'formation',
    competitorType: 'double',
    sport: 'tennis',
    page: 1,
    pageSize: 100,
  });
  const player = new Map(people.rows.map((p) => [p.lastName, p]));
  const formation = new Map(formations.rows.map((f) => [f.name, f]));
  const venue = 'Borisova Gradina Tennis Centre';
  const singles = (
    sport: Sport,
    home: string,
    away: string,
    court: string,
    status: Seeded['status'],
    offset: number,
  ): Seeded | null => {
    const h = player.get(home);
    const a = player.get(away);
    if (!h || !a) return null;
    const name = (p: typeof h) => `${p.firstName} ${p.lastName}`;
    return {
      fixture: {
        sport,
        format: sport === 'tennis' ? { bestOf: 3 } : {},
        home: { name: name(h), players: [name(h)] },
        away: { name: name(a), players: [name(a)] },
        venue,
        court,
      },
      status,
      offset,
      links: { organizationId: club.id, homePlayerId: h.id, awayPlayerId: a.id },
    };
  };
  const doubles = formation.get('Whitfield / Georgiev');
  const rival = formation.get('Petkova / Lindqvist');
  const plan: (Seeded | null)[] = [
    singles('tennis', 'Whitfield', 'Georgiev', 'Centre Court', 'finished', 1),
    singles('tennis', 'Petkova', 'Lindqvist', 'Court 1', 'finished', 2),
    singles('tennis', 'Todorov', 'Whitfield', 'Court 1', 'finished', 3),
    singles('table-tennis', 'Moreno', 'Petkova', 'Table 1', 'finished', 4),
    singles('tennis', 'Georgiev', 'Whitfield', 'Court 2', 'finished', 6),
    singles('tennis', 'Lindqvist', 'Moreno', 'Court 2', 'upcoming', 20),
    doubles && rival
      ? {
          fixture: {
            sport: 'tennis',
            format: { bestOf: 3, finalSet: 'mtb10', doubles: true },
            home: { name: doubles.name, players: ['James Whitfield', 'Ivan Georgiev'] },
            away: { name: rival.name, players: ['Mila Petkova', 'Sara Lindqvist'] },
            venue,
            court: 'Centre Court',
          },
          status: 'active',
          offset: 0,
          links: { organizationId: club.id, homeFormationId: doubles.id, awayFormationId: rival.id },
        }
      : null,
  ];
  return plan.filter((m): m is Seeded => m !== null);
}

/**
 * Demo matches for a first start (DEMO_DATA, no match yet): one in progress per sport, two finished ones
 * per sport in the archive, a few upcoming ones. Every score is real: generated rallies replayed through
 * the scoring engine, each event stored with the score after it.
 */
export async function seedDemoMatches(app: FastifyInstance, seed = 20261122): Promise<boolean> {
  const db = app.database.db;
  if ((await countMatches(db)) > 0) return false;
  const owner = await findUserByEmail(db, DEMO_OWNER_EMAIL);
  const rng = seededRandom(seed);
  const plan: Seeded[] = [];
  LIVE_DEMO_SPORTS.forEach((sport, i) => {
    const fixtures = DEMO_FIXTURES[sport];
    plan.push({ fixture: fixtures[0]!, status: 'active', offset: 0 });
    plan.push({ fixture: fixtures[1 % fixtures.length]!, status: 'finished', offset: 1 + (i % 3) });
    plan.push({ fixture: fixtures[2 % fixtures.length]!, status: 'finished', offset: 3 + (i % 4) });
    if (i % 2 === 0)
      plan.push({
        fixture: fixtures[(3 % fixtures.length) as number]!,
        status: 'upcoming',
        offset: 2 + i * 3,
      });
  });
  plan.push(...(await clubMatches(db)));
  const now = Date.now();
  await app.database.transaction(async (tx) => {
    if ((await countMatches(tx)) > 0) return;
    for (const item of plan) {
      const { fixture } = item;
      const options = { sport: fixture.sport, format: fixture.format };
      const played = playMatch(options, rng, (rng() - 0.5) * 0.12);
      const pace = (item.status === 'active' ? DEMO_PACE_SECONDS : REAL_PACE_SECONDS)[fixture.sport] * 1000;
      let events = played.events;
      if (item.status === 'upcoming') events = [];
      if (item.status === 'active')
        events = events.slice(0, Math.floor(events.length * (0.35 + rng() * 0.25)));
      const replayed = replay(
        options,
        events.map((e) => e.event),
      );
      if (!replayed.ok) throw new Error(`demo replay failed: ${replayed.error.message}`);
      const state = replayed.state;
      const summary = summarize(state);
      // Timestamps: live ones end now; finished ones on a past afternoon; upcoming ones ahead.
      const end =
        item.status === 'finished' ? now - item.offset * 86_400_000 - Math.floor(rng() * 6) * 3_600_000 : now;
      const start = end - events.length * pace;
      const scheduledAt =
        item.status === 'upcoming' ? new Date(now + item.offset * 3_600_000) : new Date(start - 10 * 60_000);
      const row = await insertMatch(tx, {
        sport: fixture.sport,
        format: state.format as Record<string, unknown>,
        firstServer: state.firstServer,
        homeName: fixture.home.name,
        homePlayers: fixture.home.players ?? [],
        awayName: fixture.away.name,
        awayPlayers: fixture.away.players ?? [],
        venue: fixture.venue,
        court: fixture.court,
        scheduledAt,
        startedAt: events.length > 0 ? new Date(start) : null,
        endedAt: item.status === 'finished' ? new Date(end) : null,
        status: events.length === 0 ? 'upcoming' : summary.status === 'finished' ? 'finished' : 'active',
        privacy: 'public',
        ownerId: owner?.id ?? null,
        demo: true,
        ...item.links,
        seq: events.length,
        state,
        summary,
        createdAt: new Date(Math.min(start, now) - 86_400_000),
      });
      const rows: NewMatchEventRow[] = events.map((e, i) => ({
        matchId: row.id,
        seq: i + 1,
        clientEventId: randomUUID(),
        event: e.event,
        userId: null,
        guestLinkId: null,
        summary: e.summary,
        status: e.summary.status === 'finished' ? 'finished' : 'active',
        createdAt: new Date(start + (i + 1) * pace),
      }));
      await insertMatchEvents(tx, rows);
    }
  });
  return true;
}

/**
 * The finished rotating demo fixtures, newest first: what the simulator archives away and copies the court
 * of. The club's own and its tournaments' matches are its history: kept, and never a template for a
 * stranger's match at the club's venue.
 */
export function rotatingFinished(demo: readonly MatchHeadRow[]): MatchHeadRow[] {
  return demo
    .filter((m) => m.endedAt !== null && m.organizationId === null && m.containerId === null)
    .sort((a, b) => b.endedAt!.getTime() - a.endedAt!.getTime());
}

/**
 * The demo simulator: keeps the demo matches playing through the same match service as any scorer
 * (so the live hub, the lists and the archive see ordinary events), starts demo matches when their
 * time comes, and replaces a finished one with a new match a minute later. With Redis, one instance
 * leads (a key with a short lifetime), so several instances do not play the same match twice.
 */
export default fp(
  async function simulator(app: FastifyInstance) {
    const enabled = app.config.demoData;
    let seeded = false;
    if (enabled) {
      const started = Date.now();
      seeded = await seedDemoMatches(app);
      if (seeded) app.log.info({ ms: Date.now() - started }, 'demo matches created');
    }

    const instance = randomUUID();
    const LEADER_KEY = `sportzone:simulator:${app.live.namespace}`;
    /** match id → when its next event is due */
    const playing = new Map<number, { nextAt: number; rng: Random }>();
    let lastRefresh = 0;
    let demo: MatchHeadRow[] = [];
    let busy: Promise<void> | null = null;
    let stopped = false;

    async function isLeader(): Promise<boolean> {
      const redis = app.redis;
      if (!redis) return true;
      const ok = await redis.publisher.set(LEADER_KEY, instance, 'PX', REFRESH_MS * 3, 'NX');
      if (ok === 'OK') return true;
      if ((await redis.publisher.get(LEADER_KEY)) !== instance) return false;
      await redis.publisher.pexpire(LEADER_KEY, REFRESH_MS * 3);
      return true;
    }

    async function restartFinished(now: number): Promise<void> {
      for (const sport of LIVE_DEMO_SPORTS) {
        const ofSport = demo.filter((m) => m.sport === sport);
        // Live, or about to start: nothing to do for this sport.
        const open = ofSport.some(
          (m) =>
            m.status === 'active' ||
            (m.status !== 'finished' &&
              (m.scheduledAt === null || m.scheduledAt.getTime() - now < 10 * 60_000)),
        );
        if (open) continue;
        const finished = rotatingFinished(ofSport);
        const last = finished[0];
        if (last && now - last.endedAt!.getTime() < RESTART_AFTER_MS) continue;
        const fixtures = DEMO_FIXTURES[sport as Sport];
        const fixture = fixtures[Math.floor(Math.random() * fixtures.length)]!;
        const template = last ?? null;
        const scheduledAt = new Date(now + ANNOUNCE_MS);
        const owner = await findUserByEmail(app.database.db, DEMO_OWNER_EMAIL);
        const created = createMatch({ sport, format: fixture.format });
        if (!created.ok) throw new Error(`demo format refused: ${created.error.message}`);
        const row = await insertMatch(app.database.db, {
          sport,
          format: created.state.format as Record<string, unknown>,
          firstServer: created.state.firstServer,
          homeName: fixture.home.name,
          homePlayers: fixture.home.players ?? [],
          awayName: fixture.away.name,
          awayPlayers: fixture.away.players ?? [],
          venue: template?.venue ?? fixture.venue,
          court: template?.court ?? fixture.court,
          scheduledAt,
          status: 'upcoming',
          privacy: 'public',
          ownerId: owner?.id ?? null,
          demo: true,
          state: created.state,
          summary: summarize(created.state),
        });
        const { state: _state, ...head } = row;
        app.live.publishList(toListItem(head, null)); // a demo fixture: in no draw
        for (const old of finished.slice(ARCHIVE_PER_SPORT)) await deleteMatch(app.database.db, old.id);
        lastRefresh = 0;
      }
    }

    async function tick(now = Date.now()): Promise<void> {
      if (stopped) return;
      if (now - lastRefresh >= REFRESH_MS) {
        if (!(await isLeader())) {
          playing.clear();
          lastRefresh = now;
          return;
        }
        demo = await demoMatches(app.database.db);
        lastRefresh = now;
        const live = new Set<number>();
        for (const m of demo) {
          const due =
            m.status === 'active' ||
            (m.status !== 'finished' && m.scheduledAt !== null && m.scheduledAt.getTime() <= now);
          if (!due) continue;
          live.add(m.id);
          if (!playing.has(m.id)) {
            playing.set(m.id, { nextAt: now + jitter(DEMO_PACE_SECONDS[m.sport]), rng: Math.random });
          }
        }
        for (const id of playing.keys()) if (!live.has(id)) playing.delete(id);
        await restartFinished(now);
      }
      for (const [id, entry] of playing) {
        if (stopped) return;
        if (entry.nextAt > now) continue;
        const row = await app.matches.row(id);
        if (!row || row.status === 'finished') {
          playing.delete(id);
          continue;
        }
        const next = playNext(row.state, row.summary, entry.rng, strengthOf(id));
        if (!next) {
          playing.delete(id);
          continue;
        }
        const outcome = await app.matches.record(
          id,
          { clientEventId: randomUUID(), seq: row.seq, event: next.event },
          { userId: null, guestLinkId: null, mayCorrect: true },
        );
        if (outcome.kind === 'accepted') {
          if (outcome.result.status === 'finished') {
            playing.delete(id);
            lastRefresh = 0;
          } else entry.nextAt = now + jitter(DEMO_PACE_SECONDS[row.sport]);
        } else if (outcome.kind === 'not_found') {
          playing.delete(id);
        } else {
          entry.nextAt = now + 1000; // someone else scored (stale): read again next time
        }
      }
    }

    const guardedTick = (now?: number) => {
      if (!busy) {
        busy = tick(now)
          .catch((err: unknown) => {
            if (!stopped) app.log.warn({ err }, 'simulator tick failed');
          })
          .finally(() => {
            busy = null;
          });
      }
      return busy;
    };

    let timer: NodeJS.Timeout | null = null;
    if (enabled && app.config.simulator) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void guardedTick(), TICK_MS);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (busy) await busy;
    });

    app.decorate('simulator', { seeded, tick: (now?: number) => guardedTick(now) } satisfies Simulator);
  },
  { name: 'simulator', dependencies: ['seed', 'matches', 'live-hub'] },
);
