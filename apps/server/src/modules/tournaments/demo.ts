/** Tournament demo data: with DEMO_DATA and the simulator, while there is no tournament. */
import type { Stage } from '@sportzone/competition';
import {
  countTournaments,
  findTournament,
  findUserByEmail,
  insertEntry,
  insertStage,
  insertTournament,
  organizationWithPlayers,
  stagesOf,
  tournamentMatchesOf,
  updateTournament,
} from '@sportzone/db';
import { playMatch, seededRandom } from '../demo/play';
import { DEMO_ORGANIZATIONS } from '../demo/demo-organizations';
import type { AppDatabase } from '../../plugins/external/db';
import { drawStage } from './draw';
import { entryKey } from './dto';
import type { LiveMatches } from './live-matches';

const DAY = 86_400_000;

export interface DemoDeps {
  database: AppDatabase;
  /** the draw's live matches, written through the match service */
  liveMatches: LiveMatches;
  /** the results flow: a played match moves the draw on */
  matchChanged(matchId: number): Promise<void>;
}

/**
 * The demo club's tournaments: a finished one whose matches were played through the scoring engine,
 * and a running one whose matches the simulator plays (each next match is due once its sides are
 * known). False when there is a tournament already, or no demo club with four players.
 */
export async function createDemoTournaments(deps: DemoDeps): Promise<boolean> {
  const db = () => deps.database.db;
  if ((await countTournaments(db())) > 0) return false;
  const club = await organizationWithPlayers(db(), DEMO_ORGANIZATIONS.club);
  if (!club || club.players.length < 4) return false;
  const owner = await findUserByEmail(db(), 'organizer@sportzone.test');
  const venueId = club.venues[0]?.id ?? null;
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const make = (name: string, demo: boolean, startsOn: string) =>
    deps.database.transaction(async (tx) => {
      const t = await insertTournament(tx, {
        organizationId: club.organization.id,
        name,
        sport: 'tennis',
        venueId,
        startsOn,
        endsOn: startsOn,
        durationInMinutes: 90,
        restInMinutes: 30,
        status: 'open',
        demo,
        createdBy: owner?.id ?? null,
      });
      const entries = [];
      for (const [i, p] of club.players.slice(0, 8).entries())
        entries.push(
          await insertEntry(tx, {
            tournamentId: t.id,
            playerId: p.id,
            name: `${p.firstName} ${p.lastName}`,
            seed: i < 2 ? i + 1 : null,
            signedUpBy: owner?.id ?? null,
          }),
        );
      const stageRow = await insertStage(tx, {
        tournamentId: t.id,
        position: 1,
        name: 'Main draw',
        type: 'single_elimination',
        options: { thirdPlace: true },
      });
      const participants = entries.map((e) => ({ id: entryKey(e.id), ...(e.seed ? { seed: e.seed } : {}) }));
      await drawStage(tx, deps.liveMatches, t, stageRow, participants, owner?.id ?? null);
      return (await findTournament(tx, t.id))!;
    });

  // the finished one: every match played through the scoring engine, a month ago
  const rng = seededRandom(20261301);
  const past = await make('Autumn Cup', false, day(-30));
  const start = Date.now() - 30 * DAY;
  for (let n = 0; n < 64; n++) {
    const stage = (await stagesOf(db(), past.id))[0]!.state as unknown as Stage;
    const links = new Map((await tournamentMatchesOf(db(), past.id)).map((l) => [l.key, l.matchId]));
    const next = stage.matches.find((m) => m.status === 'ready' && links.has(m.id));
    if (!next) break;
    const matchId = links.get(next.id)!;
    const played = playMatch({ sport: 'tennis' }, rng, (rng() - 0.5) * 0.2);
    const began = start + n * 60 * 60_000;
    await deps.database.transaction((tx) =>
      deps.liveMatches.writePlayed(tx, matchId, played, began, 'Centre Court'),
    );
    await deps.matchChanged(matchId);
  }

  // the running one: its first round is due now (the simulator starts it)
  const running = await make('Winter Open', true, day(0));
  const links = await tournamentMatchesOf(db(), running.id);
  const stage = (await stagesOf(db(), running.id))[0]!.state as unknown as Stage;
  const courts = ['Centre Court', 'Court 1', 'Court 2'];
  let i = 0;
  for (const m of stage.matches) {
    const link = links.find((l) => l.key === m.id);
    if (!link || m.status !== 'ready') continue;
    await deps.liveMatches.plan(
      db(),
      link.matchId,
      new Date(Date.now() - 1000 + i * 60_000),
      courts[i % courts.length]!,
    );
    i++;
  }
  await updateTournament(db(), running.id, { status: 'active' });
  return true;
}
