import { demoMatches, findUserByEmail, type MatchHeadRow } from '@sportzone/db';
import { createMatch, summarize, type Sport } from '@sportzone/scoring';
import { randomUUID } from 'node:crypto';
import { DEMO_FIXTURES, DEMO_PACE_SECONDS, LIVE_DEMO_SPORTS, playNext, type Random } from './play';
import { DEMO_OWNER_EMAIL, type DemoDeps } from './demo-matches';

const REFRESH_MS = 5000;
/** A finished demo match is replaced by a new one after this long. */
export const RESTART_AFTER_MS = 60_000;
/** The replacement is announced as upcoming this long before it starts. */
const ANNOUNCE_MS = 30_000;
/** Finished demo matches kept per sport (older ones are removed when a new one starts). */
const ARCHIVE_PER_SPORT = 12;

export interface Simulator {
  /** demo matches were created at this start */
  createdDemoMatches: boolean;
  /** one round: start due matches, play due events, restart finished ones (tests call it directly) */
  tick(now?: number): Promise<void>;
}

export { createDemoMatches } from './demo-matches';

export interface SimulatorDeps extends DemoDeps {
  /** whether this instance plays (with several instances one leads, e.g. through a Redis key) */
  isLeader(): Promise<boolean>;
  log: { warn(data: object, message: string): void };
}

const strengthOf = (id: number) => ((((id * 2654435761) >>> 0) % 1000) / 1000 - 0.5) * 0.12;
const jitter = (seconds: number) => seconds * 1000 * (0.6 + Math.random() * 0.8);

/**
 * The finished rotating demo fixtures, newest first: what the simulator archives away and copies the court
 * of. The club's own and its tournaments' matches are its history: kept, and never a template for a
 * stranger's match at the club's venue.
 */
export function rotatingFinished(demo: readonly MatchHeadRow[]): MatchHeadRow[] {
  return demo
    .filter((m) => m.endedAt !== null && m.organizationId === null && m.tournamentId === null)
    .sort((a, b) => b.endedAt!.getTime() - a.endedAt!.getTime());
}

/**
 * The demo simulator: keeps the demo matches playing through the same match service as any scorer
 * (so the live hub, the lists and the archive see ordinary events), starts demo matches when their
 * time comes, and replaces a finished one with a new match a minute later. With several instances one
 * leads (`isLeader`), so they do not play the same match twice.
 */
export function createSimulator({ database, matches, isLeader, log }: SimulatorDeps): Simulator & {
  stop(): Promise<void>;
} {
  /** match id → when its next event is due */
  const playing = new Map<number, { nextAt: number; rng: Random }>();
  let lastRefresh = 0;
  let demo: MatchHeadRow[] = [];
  let busy: Promise<void> | null = null;
  let stopped = false;

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
      const owner = await findUserByEmail(database.db, DEMO_OWNER_EMAIL);
      const created = createMatch({ sport, format: fixture.format });
      if (!created.ok) throw new Error(`demo format refused: ${created.error.message}`);
      await matches.createDemo(
        database.db,
        {
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
        },
        { announce: true },
      );
      for (const old of finished.slice(ARCHIVE_PER_SPORT)) await matches.removeDemo(database.db, old.id);
      lastRefresh = 0;
    }
  }

  /** The demo matches due now, and the new ones to play. */
  async function refresh(now: number): Promise<void> {
    demo = await demoMatches(database.db);
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

  async function tick(now = Date.now()): Promise<void> {
    if (stopped) return;
    if (now - lastRefresh >= REFRESH_MS) {
      if (!(await isLeader())) {
        playing.clear();
        lastRefresh = now;
        return;
      }
      await refresh(now);
    }
    for (const [id, entry] of playing) {
      if (stopped) return;
      if (entry.nextAt > now) continue;
      const row = await matches.row(id);
      if (!row || row.status === 'finished') {
        playing.delete(id);
        continue;
      }
      const next = playNext(row.state, row.summary, entry.rng, strengthOf(id));
      if (!next) {
        playing.delete(id);
        continue;
      }
      const outcome = await matches.record(
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
          if (!stopped) log.warn({ err }, 'simulator tick failed');
        })
        .finally(() => {
          busy = null;
        });
    }
    return busy;
  };

  return {
    createdDemoMatches: false,
    tick: guardedTick,
    async stop() {
      stopped = true;
      if (busy) await busy;
    },
  };
}
