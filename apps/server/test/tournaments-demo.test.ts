import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../src/modules/demo/demo-organizations';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';

/** The demo club has a finished and a running tournament; the simulator plays the running one. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(`the demo tournaments (${TEST_DB})`, () => {
  it('are a finished one with its ranking and a running one the simulator plays', async () => {
    const orgs = (
      await t.app.inject({ method: 'GET', url: '/api/organization?searchTerm=Sofia' })
    ).json() as {
      items: { id: number; name: string }[];
    };
    const club = orgs.items.find((o) => o.name === DEMO_ORGANIZATIONS.club)!;
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/organization/${club.id}/tournaments` })
    ).json() as { items: { id: number; name: string; status: string }[] };
    const byName = new Map(list.items.map((x) => [x.name, x]));
    expect(byName.get('Autumn Cup')?.status).toBe('finished');
    expect(byName.get('Winter Open')?.status).toBe('active');

    const ranking = (
      await t.app.inject({ method: 'GET', url: `/api/organization/${club.id}/rankings` })
    ).json();
    expect(ranking.items.length).toBeGreaterThanOrEqual(4);
    expect(ranking.items[0]).toMatchObject({ ranking_position: 1, ranking_points: 100 });

    const past = (
      await t.app.inject({ method: 'GET', url: `/api/tournament/${byName.get('Autumn Cup')!.id}/stages` })
    ).json() as { stages: { matches: { matchId: number | null; status: string }[] }[] };
    const played = past.stages[0]!.matches.filter((m) => m.matchId !== null);
    expect(played.every((m) => m.status === 'finished')).toBe(true);
    const final = (
      await t.app.inject({ method: 'GET', url: `/api/matches/${played.at(-1)!.matchId}` })
    ).json();
    expect(final.summary.status).toBe('finished');

    // the simulator starts the running tournament's first round
    await t.app.simulator.tick(Date.now());
    await t.app.simulator.tick(Date.now() + 60_000);
    const running = (
      await t.app.inject({ method: 'GET', url: `/api/tournament/${byName.get('Winter Open')!.id}/stages` })
    ).json() as { stages: { matches: { liveStatus: string | null }[] }[] };
    expect(running.stages[0]!.matches.some((m) => m.liveStatus === 'active')).toBe(true);
  });
});
