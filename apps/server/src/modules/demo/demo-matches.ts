import {
  countMatches,
  findUserByEmail,
  listPlayers,
  listTeams,
  searchOrganizations,
  type DbOrTx,
  type NewMatchRow,
} from '@sportzone/db';
import { replay, summarize, type Sport } from '@sportzone/scoring';
import { randomUUID } from 'node:crypto';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import {
  DEMO_FIXTURES,
  DEMO_PACE_SECONDS,
  LIVE_DEMO_SPORTS,
  REAL_PACE_SECONDS,
  playMatch,
  seededRandom,
  type DemoFixture,
} from './play';
import type { MatchesService } from '../matches/index';
import type { AppDatabase } from '../../plugins/external/db';

/** The demo organizer owns the demo matches (created by plugins/app/demo.ts). */
export const DEMO_OWNER_EMAIL = 'organizer@sportzone.test';

/** What demo play needs: the database to read, and the match service for every write. */
export interface DemoDeps {
  database: Pick<AppDatabase, 'db' | 'transaction'>;
  matches: Pick<MatchesService, 'row' | 'record' | 'createDemo' | 'removeDemo'>;
}

/** A demo match to create: its fixture, how far it is played, and when. */
interface PlannedMatch {
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
async function clubMatches(db: DbOrTx): Promise<PlannedMatch[]> {
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
    status: PlannedMatch['status'],
    offset: number,
  ): PlannedMatch | null => {
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
  const plan: (PlannedMatch | null)[] = [
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
  return plan.filter((m): m is PlannedMatch => m !== null);
}

/**
 * Demo matches for a first start (DEMO_DATA, no match yet): one in progress per sport, two finished ones
 * per sport in the archive, a few upcoming ones. Every score is real: generated rallies replayed through
 * the scoring engine, each event stored with the score after it.
 */
export async function createDemoMatches({ database, matches }: DemoDeps, seed = 20261122): Promise<boolean> {
  const db = database.db;
  if ((await countMatches(db)) > 0) return false;
  const owner = await findUserByEmail(db, DEMO_OWNER_EMAIL);
  const rng = seededRandom(seed);
  const plan: PlannedMatch[] = [];
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
  await database.transaction(async (tx) => {
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
      const events_ = events.map((e, i) => ({
        seq: i + 1,
        clientEventId: randomUUID(),
        event: e.event,
        userId: null,
        guestLinkId: null,
        summary: e.summary,
        status: e.summary.status === 'finished' ? ('finished' as const) : ('active' as const),
        createdAt: new Date(start + (i + 1) * pace),
      }));
      const values: NewMatchRow = {
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
      };
      await matches.createDemo(tx, values, { events: events_ });
    }
  });
  return true;
}
