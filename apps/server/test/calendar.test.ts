import { insertPlayer, insertTournament } from '@sportzone/db';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar } from '../src/modules/calendar/ical';
import { createTestApp, type TestApp } from './helpers/app';
import { organization, person } from './helpers/people';

/**
 * Calendars (decision 020): secret, revocable iCal feeds per person, organization and
 * tournament, parsed with a real iCal parser (ical.js); the calendar page's JSON; privacy (decision 012).
 */
type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers; // owns the public club and the private club
let player: Headers; // a player of the public club (linked to this user), member of nothing
let follower: Headers; // follows the public club's other player
let outsider: Headers;
let ids: {
  club: number;
  hidden: number;
  playerId: number;
  otherPlayerId: number;
  tournament: number;
  mine: number;
  followed: number;
  ownPrivate: number;
  hiddenMatch: number;
  tournamentMatch: number;
};

const inOneDay = new Date(Date.now() + 24 * 3600 * 1000);
inOneDay.setUTCMinutes(30, 0, 0);
const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function createMatch(headers: Headers, body: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matches',
    headers,
    payload: { sport: 'tennis', scheduledAt: inOneDay.toISOString(), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function makeFeed(headers: Headers, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/calendar/feeds', headers, payload: body });
  return res;
}

/** GET the feed's path and parse it: the VEVENTs by UID. */
async function fetchFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  if (res.statusCode !== 200)
    return { status: res.statusCode, events: new Map<string, ICAL.Event>(), body: res.body };
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = new Map(
    calendar.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return [e.uid, e] as const;
    }),
  );
  return { status: 200, events, body: res.body, calendar };
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@calendar.test');
  const p = await person(t, 'player@calendar.test', { firstName: 'Pia', lastName: 'Player' });
  const f = await person(t, 'follower@calendar.test');
  const x = await person(t, 'outsider@calendar.test');
  owner = o.headers;
  player = p.headers;
  follower = f.headers;
  outsider = x.headers;
  const club = await organization(t, 'Calendar Club', [{ userId: o.user.id, role: 'owner' }], 'public');
  const hidden = await organization(
    t,
    'Hidden Calendar Club',
    [{ userId: o.user.id, role: 'owner' }],
    'private',
  );
  const db = t.app.database.db;
  const pl = await insertPlayer(db, {
    organizationId: club.id,
    firstName: 'Pia',
    lastName: 'Player',
    userId: p.user.id,
  });
  const other = await insertPlayer(db, { organizationId: club.id, firstName: 'Otto', lastName: 'Other' });
  // the venues' time zones (decision 023): a match names its venue; a tournament has one
  const venue = async (name: string, timeZone: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${club.id}/venues`,
      headers: o.headers,
      payload: { name, timeZone },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  await venue('Central Park', 'Europe/Sofia');
  const cupHall = await venue('Cup Hall', 'America/New_York');
  const tournament = await insertTournament(db, {
    organizationId: club.id,
    name: 'Autumn Cup',
    sport: 'tennis',
    startsOn: day(1),
    endsOn: day(2),
    durationInMinutes: 50,
    venueId: cupHall,
  });
  const mine = await createMatch(owner, {
    organizationId: club.id,
    home: { name: 'Pia Player', playerId: pl.id },
    away: { name: 'Rival, the; best\\one' },
    venue: 'Central Park',
    court: 'Court 1',
  });
  const followed = await createMatch(owner, {
    organizationId: club.id,
    home: { name: 'Otto Other', playerId: other.id },
    away: { name: 'Someone' },
  });
  // private by its own setting, with the player in it: the player is no organizer, so it is not theirs to see
  const ownPrivate = await createMatch(owner, {
    organizationId: club.id,
    privacy: 'private',
    home: { name: 'Secret Pia', playerId: pl.id },
    away: { name: 'B' },
  });
  const hiddenMatch = await createMatch(owner, {
    organizationId: hidden.id,
    home: { name: 'Hidden Home' },
    away: { name: 'Hidden Away' },
  });
  const tournamentMatch = await createMatch(owner, {
    organizationId: club.id,
    containerId: tournament.id,
    home: { name: 'Cup Home' },
    away: { name: 'Cup Away' },
  });
  // the follower follows the other player and the private club's … nothing they can see
  expect(
    (await t.app.inject({ method: 'PUT', url: `/api/follow/player/${other.id}`, headers: follower }))
      .statusCode,
  ).toBe(200);
  ids = {
    club: club.id,
    hidden: hidden.id,
    playerId: pl.id,
    otherPlayerId: other.id,
    tournament: tournament.id,
    mine,
    followed,
    ownPrivate,
    hiddenMatch,
    tournamentMatch,
  };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the iCal writer', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'Ж'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const text = serializeCalendar({ name: 'X', product: 'Test', events: [] });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
  });
});

describe('a person’s feed', () => {
  it('holds their own matches, parsed by ical.js, with a stable UID, UTC times and the venue', async () => {
    const res = await makeFeed(player, { kind: 'user' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ url: string; webcalUrl: string; feed: { id: number; name: string } }>();
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.url.replace('http:', 'webcal:'));
    expect(created.feed.name).toBe('Pia Player');

    const feed = await fetchFeed(created.url);
    expect(feed.status).toBe(200);
    const e = feed.events.get(`match-${ids.mine}@localhost:3000`)!;
    expect(e).toBeDefined();
    expect(e.summary).toBe('Pia Player vs Rival, the; best\\one');
    expect(e.location).toBe('Central Park · Court 1');
    expect(e.startDate.toJSDate().toISOString()).toBe(inOneDay.toISOString());
    expect(e.startDate.zone?.tzid).toBe('UTC');
    // tennis without a tournament: two hours
    expect(e.endDate.toJSDate().getTime() - inOneDay.getTime()).toBe(120 * 60_000);
    expect(e.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(e.component.getFirstPropertyValue('url'))).toBe(
      `http://localhost:3000/tennis/live/${ids.mine}`,
    );
    // the time stays UTC; the venue's zone names the feed's zone and the local time is said in words
    expect(feed.calendar!.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Sofia');
    const sofia = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Sofia',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(inOneDay);
    expect(e.description).toMatch(new RegExp(`^Local time at the venue: .*${sofia} \\(Europe/Sofia\\)\n`));
    // not the match private by its own setting, not someone else's match
    expect(feed.events.has(`match-${ids.ownPrivate}@localhost:3000`)).toBe(false);
    expect(feed.events.has(`match-${ids.followed}@localhost:3000`)).toBe(false);
  });

  it('holds what they follow and what they score, never what they may not see', async () => {
    const created = (await makeFeed(follower, { kind: 'user' })).json<{ url: string }>();
    const feed = await fetchFeed(created.url);
    expect([...feed.events.keys()]).toEqual([`match-${ids.followed}@localhost:3000`]);
    // a match at no known venue says no local time, and the feed names no zone
    expect(feed.events.get(`match-${ids.followed}@localhost:3000`)!.description).not.toContain('Local time');
    expect(feed.calendar!.getFirstPropertyValue('x-wr-timezone')).toBeNull();

    const own = (await makeFeed(owner, { kind: 'user' })).json<{ url: string }>();
    const ownerFeed = await fetchFeed(own.url);
    // the owner made them all (their own matches, the private ones included)
    for (const id of [ids.mine, ids.followed, ids.ownPrivate, ids.hiddenMatch, ids.tournamentMatch])
      expect(ownerFeed.events.has(`match-${id}@localhost:3000`)).toBe(true);
  });

  it('renewing gives a new URL and the old one answers 404; revoking too', async () => {
    const first = (await makeFeed(outsider, { kind: 'user' })).json<{ url: string; feed: { id: number } }>();
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = (await makeFeed(outsider, { kind: 'user' })).json<{ url: string; feed: { id: number } }>();
    expect(second.feed.id).toBe(first.feed.id);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/api/calendar/feeds', headers: outsider });
    expect(list.json<{ items: { id: number; kind: string }[] }>().items).toEqual([
      expect.objectContaining({ id: first.feed.id, kind: 'user' }),
    ]);
    expect(list.body).not.toContain(new URL(second.url).pathname.slice(14, 40));

    // someone else cannot revoke it
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/feeds/${first.feed.id}`,
      headers: player,
    });
    expect(theirs.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/feeds/${first.feed.id}`,
      headers: outsider,
    });
    expect(del.statusCode).toBe(204);
    expect((await fetchFeed(second.url)).status).toBe(404);
    // an unknown token in the right shape
    expect((await fetchFeed(`http://x/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(400);
  });

  it('cancels a deleted match, keeping its UID, with a higher SEQUENCE', async () => {
    const id = await createMatch(owner, {
      organizationId: ids.club,
      home: { name: 'Pia Player', playerId: ids.playerId },
      away: { name: 'Gone' },
    });
    const created = (await makeFeed(player, { kind: 'user' })).json<{ url: string }>();
    const before = (await fetchFeed(created.url)).events.get(`match-${id}@localhost:3000`)!;
    expect(before.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // at once, no waiting: SEQUENCE counts revisions, not seconds
    const del = await t.app.inject({ method: 'DELETE', url: `/api/matches/${id}`, headers: owner });
    expect(del.statusCode).toBe(204);
    const after = (await fetchFeed(created.url)).events.get(`match-${id}@localhost:3000`)!;
    expect(after.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it('raises SEQUENCE with every schedule change, even two within one second', async () => {
    const id = await createMatch(owner, {
      organizationId: ids.club,
      home: { name: 'Pia Player', playerId: ids.playerId },
      away: { name: 'Quick' },
    });
    const created = (await makeFeed(player, { kind: 'user' })).json<{ url: string }>();
    const uid = `match-${id}@localhost:3000`;
    const seen = [(await fetchFeed(created.url)).events.get(uid)!];
    for (const minutes of [15, 45]) {
      const moved = new Date(inOneDay.getTime() + minutes * 60_000);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/matches/${id}`,
        headers: owner,
        payload: { scheduledAt: moved.toISOString() },
      });
      expect(res.statusCode, res.body).toBe(200);
      const event = (await fetchFeed(created.url)).events.get(uid)!;
      expect(event.startDate.toJSDate().toISOString()).toBe(moved.toISOString());
      seen.push(event);
    }
    // both changes land a few hundred milliseconds apart: whole seconds could not tell them apart
    expect(seen[1]!.sequence).toBeGreaterThan(seen[0]!.sequence);
    expect(seen[2]!.sequence).toBeGreaterThan(seen[1]!.sequence);
  });
});

describe('organization and tournament feeds', () => {
  it('organizers make them; others are refused; the feed holds what members see', async () => {
    expect((await makeFeed(player, { kind: 'organization', organizationId: ids.club })).statusCode).toBe(403);
    expect((await makeFeed(outsider, { kind: 'organization', organizationId: ids.hidden })).statusCode).toBe(
      404,
    );
    expect((await makeFeed(owner, { kind: 'organization' })).statusCode).toBe(400);
    const res = await makeFeed(owner, { kind: 'organization', organizationId: ids.hidden });
    expect(res.statusCode).toBe(201);
    const feed = await fetchFeed(res.json<{ url: string }>().url);
    expect([...feed.events.keys()]).toEqual([`match-${ids.hiddenMatch}@localhost:3000`]);

    const club = await fetchFeed(
      (await makeFeed(owner, { kind: 'organization', organizationId: ids.club })).json<{ url: string }>().url,
    );
    expect(club.events.has(`match-${ids.mine}@localhost:3000`)).toBe(true);
    expect(club.events.has(`match-${ids.ownPrivate}@localhost:3000`)).toBe(false);
    expect(club.events.has(`tournament-${ids.tournament}@localhost:3000`)).toBe(true);
  });

  it('a tournament feed: its matches with the tournament’s duration, and the tournament as all-day days', async () => {
    expect((await makeFeed(player, { kind: 'tournament', tournamentId: ids.tournament })).statusCode).toBe(
      403,
    );
    const res = await makeFeed(owner, { kind: 'tournament', tournamentId: ids.tournament });
    expect(res.statusCode).toBe(201);
    const feed = await fetchFeed(res.json<{ url: string }>().url);
    const m = feed.events.get(`match-${ids.tournamentMatch}@localhost:3000`)!;
    expect(m.endDate.toJSDate().getTime() - m.startDate.toJSDate().getTime()).toBe(50 * 60_000);
    expect(m.description).toContain('Autumn Cup');
    // no venue of its own: the tournament's venue gives the zone
    expect(m.description).toContain('(America/New_York)');
    expect(feed.calendar!.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    const cup = feed.events.get(`tournament-${ids.tournament}@localhost:3000`)!;
    expect(cup.location).toBe('Cup Hall');
    expect(cup.startDate.isDate).toBe(true);
    expect(cup.startDate.toString()).toBe(day(1));
    expect(cup.endDate.toString()).toBe(day(3));
  });

  it('open feeds: a public organization’s and tournament’s public matches; a private one is 404', async () => {
    const org = await fetchFeed(`http://x/api/calendar/organization/${ids.club}/feed.ics`);
    expect(org.status).toBe(200);
    expect(org.events.has(`match-${ids.mine}@localhost:3000`)).toBe(true);
    expect(org.events.has(`match-${ids.ownPrivate}@localhost:3000`)).toBe(false);
    expect((await fetchFeed(`http://x/api/calendar/organization/${ids.hidden}/feed.ics`)).status).toBe(404);
    const cup = await fetchFeed(`http://x/api/calendar/tournament/${ids.tournament}/feed.ics`);
    expect([...cup.events.keys()].sort()).toEqual(
      [`match-${ids.tournamentMatch}@localhost:3000`, `tournament-${ids.tournament}@localhost:3000`].sort(),
    );
  });

  it('a former organizer’s feed answers 404', async () => {
    const p = await person(t, 'organizer@calendar.test');
    const org = await organization(t, 'Short Club', [{ userId: p.user.id, role: 'organizer' }], 'public');
    const created = (await makeFeed(p.headers, { kind: 'organization', organizationId: org.id })).json<{
      url: string;
    }>();
    expect((await fetchFeed(created.url)).status).toBe(200);
    await t.app.database.db.execute(
      (await import('drizzle-orm')).sql`delete from organization_roles where user_id = ${p.user.id}`,
    );
    expect((await fetchFeed(created.url)).status).toBe(404);
  });
});

describe('the calendar page’s data', () => {
  it('lists the person’s matches and tournaments in a window, at most 93 days', async () => {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/calendar',
      query: { from, to },
      headers: player,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{
      items: { kind: string; id: number; title: string; location: string | null; path: string }[];
    }>().items;
    const mine = items.find((i) => i.kind === 'match' && i.id === ids.mine)!;
    expect(mine).toMatchObject({
      title: 'Pia Player vs Rival, the; best\\one',
      location: 'Central Park · Court 1',
      timeZone: 'Europe/Sofia',
      path: `/tennis/live/${ids.mine}`,
    });
    expect(items.some((i) => i.id === ids.ownPrivate && i.kind === 'match')).toBe(false);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/calendar', query: { from, to } });
    expect(anonymous.statusCode).toBe(401);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/api/user/calendar',
      query: { from, to: new Date(Date.now() + 200 * 24 * 3600_000).toISOString() },
      headers: player,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
