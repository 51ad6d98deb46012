import { randomUUID } from 'node:crypto';
import { TournamentResults, type ApiKeyCreated } from '@sportzone/contracts';
import { addRoles } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/modules/exports/csv';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/**
 * Exports (decision 045): an organization's finished matches, its players, a tournament's standings,
 * entries and full results, as CSV (UTF-8 with a BOM, RFC 4180) and JSON; as visible as the data itself.
 */
type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers;
let member: Headers;
let outsider: Headers;
let club = 0;
let hidden = 0;
let tournamentId = 0;
let hiddenTournament = 0;
/** the players: Иван "Ванко" Петров, мл. / Мария Иванова / Georgi Dimitrov */
const names = ['Иван "Ванко" Петров, мл.', 'Мария Иванова', 'Georgi Dimitrov'];

const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function ok<T = { id: number }>(method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await call(method, url, owner, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

interface Stages {
  stages: {
    matches: { matchId: number | null; home: { name: string }; away: { name: string } }[];
  }[];
}

/** a round robin of three, played to the end: every result entered by hand */
async function playedRoundRobin(organizationId: number, name: string, people: string[][]) {
  const tour = await ok('POST', `/api/organization/${organizationId}/tournaments`, { name, sport: 'tennis' });
  for (const [firstName, lastName] of people) {
    const player = await ok('POST', `/api/organization/${organizationId}/players`, { firstName, lastName });
    await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
  }
  await ok('PUT', `/api/tournament/${tour.id}/stages`, {
    stages: [{ name: 'Група', type: 'round_robin' }],
  });
  const draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
  // three play in rounds of two: a bye a round, which has no live match
  return { id: tour.id, matches: draw.stages[0]!.matches.filter((m) => m.matchId !== null) };
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@exports.test');
  const m = await person(t, 'member@exports.test');
  const x = await person(t, 'outsider@exports.test');
  await addRoles(t.app.database.db, o.user.id, ['Organizer']);
  [owner, member, outsider] = [o.headers, m.headers, x.headers];
  club = (
    await organization(t, 'Тенис клуб "Витоша", София', [
      { userId: o.user.id, role: 'owner' },
      { userId: m.user.id, role: 'member' },
    ])
  ).id;
  hidden = (await organization(t, 'Hidden Club', [{ userId: o.user.id, role: 'owner' }], 'private')).id;

  const people = [
    ['Иван "Ванко"', 'Петров, мл.'],
    ['Мария', 'Иванова'],
    ['Georgi', 'Dimitrov'],
  ];
  const played = await playedRoundRobin(club, 'Купа Витоша', people);
  tournamentId = played.id;
  // every match won by its away side (the score is entered home first), Georgi's by walkover
  for (const match of played.matches) {
    const walkover = match.away.name === names[2] || match.home.name === names[2];
    await ok('POST', `/api/tournament/${tournamentId}/matches/${match.matchId}/result`, {
      winner: 'away',
      ...(walkover
        ? { walkover: true }
        : {
            games: [
              { home: 4, away: 6 },
              { home: 6, away: 7 },
            ],
          }),
    });
  }
  hiddenTournament = (
    await playedRoundRobin(hidden, 'Secret Cup', [
      ['A', 'B'],
      ['C', 'D'],
      ['E', 'F'],
    ])
  ).id;

  // a match of no tournament, at a venue whose name needs quoting
  const single = await ok('POST', '/api/matches', {
    sport: 'tennis',
    organizationId: club,
    home: { name: 'Стефан' },
    away: { name: '=Борис' },
    venue: 'Зала "Арена", Пловдив',
    court: '2',
  });
  const res = await call('POST', `/api/matches/${single.id}/events`, owner, {
    clientEventId: randomUUID(),
    seq: 0,
    event: { type: 'walkover', side: 'home' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const csvOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(body);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
};

describe(`exports (${TEST_DB})`, () => {
  it('list the finished matches, the winner first and the score from the winner’s side', async () => {
    const res = await call('GET', `/api/organization/${club}/exports/matches.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-matches\.csv"$/);
    expect(res.body).toContain('\r\n');
    const rows = csvOf(res.body);
    expect(rows).toHaveLength(4);
    const cup = rows.filter((r) => r.Tournament === 'Купа Витоша');
    expect(cup).toHaveLength(3);
    expect(cup.every((r) => r.Round?.startsWith('group A round'))).toBe(true);
    const played = cup.filter((r) => r.Outcome === 'played');
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({ Sport: 'tennis', Score: '6-4 7-6' });
    expect(names.slice(0, 2)).toContain(played[0]!.Winner);
    const walkovers = cup.filter((r) => r.Outcome === 'walkover');
    expect(walkovers.map((r) => r.Score)).toEqual(['w/o', 'w/o']);
    // the quoted venue, the Cyrillic names and the formula-looking name come back intact
    const single = rows.find((r) => r.Tournament === '')!;
    expect(single).toMatchObject({
      Winner: "'=Борис",
      Loser: 'Стефан',
      Venue: 'Зала "Арена", Пловдив',
      Court: '2',
    });
    expect(res.body).toContain('"Иван ""Ванко"" Петров, мл."');
  });

  it('filter by tournament, sport and days, and refuse bad filters with 400', async () => {
    const url = `/api/organization/${club}/exports/matches.csv`;
    expect(csvOf((await call('GET', `${url}?tournamentId=${tournamentId}`)).body)).toHaveLength(3);
    expect(csvOf((await call('GET', `${url}?sport=badminton`)).body)).toHaveLength(0);
    expect(csvOf((await call('GET', `${url}?from=2000-01-01&to=2000-01-31`)).body)).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(csvOf((await call('GET', `${url}?from=${today}&to=${today}`)).body)).toHaveLength(4);
    for (const bad of ['from=2026-05-02&to=2026-05-01', 'from=yesterday', 'sport=chess', 'tournamentId=x'])
      expect((await call('GET', `${url}?${bad}`)).statusCode, bad).toBe(400);
    // another organization's tournament is not a filter of this one
    expect((await call('GET', `${url}?tournamentId=${hiddenTournament}`, owner)).statusCode).toBe(400);
    expect((await call('GET', `${url}?tournamentId=${hiddenTournament}`)).statusCode).toBe(404);
  });

  it('give a tournament’s standings and entries with placings', async () => {
    const standings = await call('GET', `/api/tournament/${tournamentId}/standings.csv`);
    expect(standings.statusCode, standings.body).toBe(200);
    const table = csvOf(standings.body);
    expect(table.map((r) => r.Rank)).toEqual(['1', '2', '3']);
    expect(table.every((r) => r.Stage === 'Група' && r.Group === 'A')).toBe(true);
    expect(table.map((r) => r.Entry).sort()).toEqual([...names].sort());
    expect(table.every((r) => r.Played === '2')).toBe(true);
    const sum = (k: string) => table.reduce((n, r) => n + Number(r[k]), 0);
    expect([sum('Won'), sum('Lost')]).toEqual([3, 3]);

    const entries = await call('GET', `/api/tournament/${tournamentId}/entries.csv`);
    expect(entries.statusCode).toBe(200);
    const rows = csvOf(entries.body);
    expect(rows.map((r) => r.Placing)).toEqual(['1', '2', '3']);
    expect(rows[2]).toMatchObject({ Entry: names[2], Players: names[2], Status: 'registered' });
    expect(rows.map((r) => r.Entry)).toEqual(table.map((r) => r.Entry));
  });

  it('give the full results as JSON that its schema describes', async () => {
    const res = await call('GET', `/api/tournament/${tournamentId}/results.json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tournament-${tournamentId}-results.json"`,
    );
    const body = res.json() as TournamentResults;
    expect(Compile(TournamentResults).Check(body)).toBe(true);
    expect(body.tournament).toMatchObject({ name: 'Купа Витоша', status: 'finished' });
    expect(body.placings.map((p) => p.position)).toEqual([1, 2, 3]);
    const [stage] = body.stages;
    expect(stage!.groups[0]!.standings).toHaveLength(3);
    expect(stage!.matches).toHaveLength(3);
    for (const m of stage!.matches) {
      expect(m.winner).toBe('away');
      expect(m.result).toBe(m.outcome === 'walkover' ? 'w/o' : '6-4 7-6');
    }
  });

  it('are as hidden as the data: 404 for a private organization’s outsiders', async () => {
    for (const url of [
      `/api/organization/${hidden}/exports/matches.csv`,
      `/api/organization/${hidden}/exports/players.csv`,
      `/api/tournament/${hiddenTournament}/standings.csv`,
      `/api/tournament/${hiddenTournament}/entries.csv`,
      `/api/tournament/${hiddenTournament}/results.json`,
    ]) {
      expect((await call('GET', url, outsider)).statusCode, url).toBe(404);
      expect((await call('GET', url, owner)).statusCode, url).toBe(200);
    }
    expect((await call('GET', `/api/tournament/${hiddenTournament}/results.json`)).statusCode).toBe(404);
  });

  it('give the players with their private fields to owners and organizers only', async () => {
    await ok('POST', `/api/organization/${club}/players`, {
      firstName: 'Елена',
      lastName: 'Георгиева',
      birthday: '2001-03-04',
      nationality: 'BG',
      sex: 'female',
      memberId: 'M-042',
      playerNumber: '7',
    });
    const url = `/api/organization/${club}/exports/players.csv`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, member)).statusCode).toBe(403);
    expect((await call('GET', url, outsider)).statusCode).toBe(403);
    const res = await call('GET', url, owner);
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvOf(res.body);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r['Last name'] === 'Георгиева')).toMatchObject({
      'First name': 'Елена',
      'Birth date': '2001-03-04',
      Nationality: 'BG',
      Sex: 'female',
      'Member ID': 'M-042',
      'Player number': '7',
    });
    expect(rows.find((r) => r['Last name'] === 'Петров, мл.')!['First name']).toBe('Иван "Ванко"');
  });

  it('are open to the organization’s API keys with results:read, players too', async () => {
    const made = await call('POST', `/api/organization/${club}/api-keys`, owner, {
      name: 'Website',
      scopes: ['results:read'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = { authorization: `Bearer ${(made.json() as ApiKeyCreated).secret}` };
    for (const url of [
      `/api/organization/${club}/exports/matches.csv`,
      `/api/organization/${club}/exports/players.csv`,
      `/api/tournament/${tournamentId}/results.json`,
    ])
      expect((await call('GET', url, key)).statusCode, url).toBe(200);
    expect((await call('GET', `/api/organization/${hidden}/exports/players.csv`, key)).statusCode).toBe(404);
    expect((await call('GET', `/api/tournament/${hiddenTournament}/standings.csv`, key)).statusCode).toBe(
      404,
    );
  });
});
