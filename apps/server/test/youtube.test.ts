import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { addRoles, findChannel, findLivestream } from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { TestApp } from './helpers/app';
import { createTestDatabase, TEST_DB } from './helpers/db';
import { startFakeYouTube, type FakeYouTube } from './helpers/fake-youtube';
import { organization, person } from './helpers/people';

/**
 * YouTube Live channels (decision 019) against a local fake of Google's OAuth token endpoint and the
 * YouTube Live Streaming API: connecting a channel (consent → callback → sealed tokens), the channel's
 * YouTube stream key, a livestream's broadcast created → bound → live → complete, an expired access
 * token refreshed once, a revoked authorization, the quota and an invalid transition as clear messages,
 * and a match on a camera's court taking the YouTube channel live by itself.
 */

type Headers = Record<string, string> | undefined;
let t: TestApp;
let yt: FakeYouTube;
const as = {} as Record<'owner' | 'outsider', Headers>;
let orgId: number;
const logged: string[] = [];

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const ok = async (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) => {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
};
const until = async <T>(what: string, fn: () => Promise<T | null | undefined>, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const apiCalls = (path: string) => yt.requests.filter((r) => r.path === `/youtube/v3${path}`);
const tokenCalls = (grant: string) =>
  yt.requests.filter((r) => r.path === '/token' && (r.body as { grant_type?: string }).grant_type === grant);

/** A YouTube channel of the organization, connected through the consent flow. */
async function connectedChannel(name: string) {
  const channel = await ok('PUT', '/api/channel/', as.owner, {
    name,
    organizationId: orgId,
    streamingPlatform: 'youtube',
  });
  const { url } = await ok('GET', `/api/channel/${channel.id}/youtube/authorize`, as.owner);
  const state = new URL(url).searchParams.get('state')!;
  const back = await call(
    'GET',
    `/api/channel/youtube/callback?code=${encodeURIComponent(yt.issueCode())}&state=${encodeURIComponent(state)}&scope=${encodeURIComponent('https://www.googleapis.com/auth/youtube')}`,
    undefined,
  );
  expect(back.statusCode, back.body).toBe(302);
  expect(back.headers.location).toBe(
    `http://localhost:3000/channels?youtube=connected&channel=${channel.id}`,
  );
  return channel as { id: number };
}

/** A connected YouTube channel receiving video, with a camera on a venue's only court. */
async function youTubeCamera(venueName: string, court: string) {
  const channel = await connectedChannel(`${court} on YouTube`);
  yt.receiveVideo([...yt.streams.values()].at(-1)!.id);
  const venue = await ok('POST', `/api/organization/${orgId}/venues`, as.owner, {
    name: venueName,
    spaces: [{ sport: 'tennis', name: court }],
  });
  const station = await ok('PUT', '/api/station', as.owner, {
    venueId: venue.id,
    playingSpaceId: venue.spaces[0].id,
  });
  await ok('PUT', '/api/camera', as.owner, {
    station: { id: station.id },
    channelId: channel.id,
    name: 'Main',
  });
  return channel;
}

beforeAll(async () => {
  yt = await startFakeYouTube();
  // as createTestApp, with the log kept (at debug) to look for secrets in it
  const db = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'debug',
    DEMO_DATA: 'false',
    RTMP_PORT: 'off',
    SIMULATOR: 'false',
    ...yt.env,
  });
  const app = await buildApp({
    config,
    database: db.database,
    logStream: { write: (l) => void logged.push(l) },
  });
  await app.ready();
  t = {
    app,
    config,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
  const owner = await person(t, 'owner@youtube.test', { firstName: 'Owner' });
  const outsider = await person(t, 'outsider@youtube.test', { firstName: 'Outsider' });
  as.owner = owner.headers;
  as.outsider = outsider.headers;
  await addRoles(t.app.database.db, owner.user.id, ['Organizer']);
  orgId = (await organization(t, 'Tube club', [{ userId: owner.user.id, role: 'owner' }], 'public')).id;
});
afterAll(async () => {
  await t?.close();
  await yt?.close();
});

describe(`YouTube channels (${TEST_DB})`, () => {
  it('connects a channel: consent page, code exchanged, tokens sealed and never returned, YouTube stream key', async () => {
    const channel = await ok('PUT', '/api/channel/', as.owner, {
      name: 'Centre court on YouTube',
      organizationId: orgId,
      streamingPlatform: 'youtube',
    });
    expect(channel.hasAccessCode).toBe(false);
    expect(channel.streamingEndpoints[0]).toMatchObject({ platform: 'youtube', ingestUrl: null });

    // only the channel's managers get the consent page
    expect((await call('GET', `/api/channel/${channel.id}/youtube/authorize`, undefined)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/channel/${channel.id}/youtube/authorize`, as.outsider)).statusCode).toBe(
      403,
    );
    const auth = await ok('GET', `/api/channel/${channel.id}/youtube/authorize`, as.owner);
    expect(auth.redirectUri).toBe('http://localhost:3000/api/channel/youtube/callback');
    const consent = new URL(auth.url);
    expect(`${consent.origin}${consent.pathname}`).toBe(`${yt.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: yt.clientId,
      redirect_uri: auth.redirectUri,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube',
      access_type: 'offline',
      prompt: 'consent',
    });
    const state = consent.searchParams.get('state')!;

    // a state not signed here, or tampered with: refused
    const forged = state.replace(/^\d+/, String(channel.id + 1));
    expect(
      (await call('GET', `/api/channel/youtube/callback?code=x&state=${forged}`, undefined)).statusCode,
    ).toBe(400);
    // the person declined on Google's page
    const declined = await call(
      'GET',
      `/api/channel/youtube/callback?error=access_denied&state=${state}`,
      undefined,
    );
    expect(declined.statusCode).toBe(302);
    expect(declined.headers.location).toContain('youtube=denied');
    // a code Google does not know: back to /channels with the reason
    const bad = await call('GET', `/api/channel/youtube/callback?code=nope&state=${state}`, undefined);
    expect(bad.headers.location).toContain('youtube=error');
    expect(bad.headers.location).toContain('reason=youtube_reconnect');

    const code = yt.issueCode();
    const back = await call(
      'GET',
      `/api/channel/youtube/callback?code=${encodeURIComponent(code)}&state=${state}`,
      undefined,
    );
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe(
      `http://localhost:3000/channels?youtube=connected&channel=${channel.id}`,
    );

    // the exchange: a form POST with the code, the redirect URI and the client's credentials
    const exchange = tokenCalls('authorization_code').at(-1)!;
    expect(exchange.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(exchange.body).toEqual({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:3000/api/channel/youtube/callback',
      client_id: yt.clientId,
      client_secret: yt.clientSecret,
    });
    // the channel's reusable stream was made with the new access token
    const streamInsert = apiCalls('/liveStreams').at(-1)!;
    expect(streamInsert.authorization).toBe(`Bearer ${yt.accessTokens.at(-1)}`);
    expect(streamInsert.query.part).toBe('snippet,cdn,contentDetails');
    expect(streamInsert.body).toMatchObject({
      snippet: { title: 'Centre court on YouTube' },
      cdn: { ingestionType: 'rtmp', resolution: 'variable', frameRate: 'variable' },
      contentDetails: { isReusable: true },
    });

    // at rest: sealed; in the API: only "connected" and YouTube's ingest address
    const row = (await findChannel(t.app.database.db, channel.id))!;
    expect(row.accessCode).toMatch(/^yt1\./);
    for (const token of yt.accessTokens) expect(row.accessCode).not.toContain(token);
    const mine = await ok('GET', '/api/user/channel', as.owner);
    const listed = mine.items.find((c: { id: number }) => c.id === channel.id);
    expect(listed).toMatchObject({
      hasAccessCode: true,
      streamingEndpoints: [{ platform: 'youtube', ingestUrl: 'rtmp://a.rtmp.youtube.com/live2' }],
    });
    const text = JSON.stringify(mine);
    for (const token of yt.accessTokens) expect(text).not.toContain(token);
    const stream = [...yt.streams.values()].at(-1)!;
    const youTubeKey = (stream.cdn as { ingestionInfo: { streamName: string } }).ingestionInfo.streamName;
    expect(text).not.toContain(youTubeKey);

    // rotating the key of a YouTube channel: a new YouTube stream, its key in that answer only
    const rotated = await ok('PUT', '/api/channel/', as.owner, { id: channel.id, rotateKey: true });
    const newStream = [...yt.streams.values()].at(-1)!;
    expect(newStream.id).not.toBe(stream.id);
    expect(rotated.streamKey).toBe(
      (newStream.cdn as { ingestionInfo: { streamName: string } }).ingestionInfo.streamName,
    );
    expect(JSON.stringify(await ok('GET', '/api/user/channel', as.owner))).not.toContain(rotated.streamKey);
  });

  it('goes live: broadcast created, bound to the channel\u2019s stream, live, then complete; the watch URL is YouTube\u2019s', async () => {
    const channel = await connectedChannel('Court 2 on YouTube');
    const stream = [...yt.streams.values()].at(-1)!;
    const planned = await ok('POST', '/api/livestream', as.owner, {
      channelId: channel.id,
      title: 'Final: Ann \u2013 Bea',
      description: 'tennis \u00b7 Arena, Court 2',
      startTime: '2026-11-25T18:00:00.000Z',
    });
    expect(planned).toMatchObject({
      platform: 'youtube',
      status: 'scheduled',
      watchUrl: null,
      playbackUrl: null,
    });
    expect((await call('POST', `/api/livestream/${planned.id}/start`, as.outsider)).statusCode).toBe(403);

    // the encoder is not sending yet: YouTube refuses the transition, said clearly; the broadcast is kept
    const early = await call('POST', `/api/livestream/${planned.id}/start`, as.owner);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'youtube_invalid_transition' });
    expect(early.json().message).toContain('YouTube receives no video on this channel\u2019s stream yet');
    expect(apiCalls('/liveBroadcasts').filter((r) => r.method === 'POST')).toHaveLength(1);
    const insert = apiCalls('/liveBroadcasts').find((r) => r.method === 'POST')!;
    expect(insert.query.part).toBe('snippet,status,contentDetails');
    expect(insert.authorization).toMatch(/^Bearer ya29\./);
    expect(insert.body).toMatchObject({
      snippet: {
        title: 'Final: Ann \u2013 Bea',
        description: 'tennis \u00b7 Arena, Court 2',
        scheduledStartTime: '2026-11-25T18:00:00.000Z',
      },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
      contentDetails: { enableAutoStart: false, enableAutoStop: false },
    });
    const broadcast = [...yt.broadcasts.values()].at(-1)!;
    const bind = apiCalls('/liveBroadcasts/bind').at(-1)!;
    expect(bind.query).toMatchObject({ id: broadcast.id, streamId: stream.id });
    expect(broadcast.status.lifeCycleStatus).toBe('ready');
    expect((await ok('GET', `/api/livestream/${planned.id}`, undefined)).status).toBe('scheduled');

    // the encoder sends to YouTube: start again takes the same broadcast live
    yt.receiveVideo(stream.id);
    const live = await ok('POST', `/api/livestream/${planned.id}/start`, as.owner);
    expect(live).toMatchObject({
      status: 'live',
      platform: 'youtube',
      watchUrl: `https://www.youtube.com/watch?v=${broadcast.id}`,
      playbackUrl: null,
    });
    expect(apiCalls('/liveBroadcasts').filter((r) => r.method === 'POST')).toHaveLength(1);
    const list = apiCalls('/liveBroadcasts').find((r) => r.method === 'GET')!;
    expect(list.query).toMatchObject({ id: broadcast.id });
    expect(apiCalls('/liveBroadcasts/transition').at(-1)!.query).toMatchObject({
      broadcastStatus: 'live',
      id: broadcast.id,
    });
    expect(broadcast.status.lifeCycleStatus).toBe('live');
    // the broadcast is the livestream's own column; there is no video of ours (the HLS route has none)
    const stored = (await findLivestream(t.app.database.db, planned.id))!;
    expect(stored).toMatchObject({ broadcastId: broadcast.id, recordingPath: null });
    expect((await call('GET', `/api/livestream/${planned.id}/hls/index.m3u8`, undefined)).statusCode).toBe(
      404,
    );
    // everybody sees where to watch
    expect((await ok('GET', `/api/livestream/${planned.id}`, undefined)).watchUrl).toBe(
      `https://www.youtube.com/watch?v=${broadcast.id}`,
    );

    const ended = await ok('POST', `/api/livestream/${planned.id}/stop`, as.owner);
    expect(ended).toMatchObject({
      status: 'ended',
      watchUrl: `https://www.youtube.com/watch?v=${broadcast.id}`,
    });
    expect(apiCalls('/liveBroadcasts/transition').at(-1)!.query).toMatchObject({
      broadcastStatus: 'complete',
      id: broadcast.id,
    });
    expect(broadcast.status.lifeCycleStatus).toBe('complete');
    expect((await call('POST', `/api/livestream/${planned.id}/stop`, as.owner)).statusCode).toBe(409);
  });

  it('refreshes an expired access token once; a revoked authorization asks to reconnect', async () => {
    const channel = await connectedChannel('Court 3 on YouTube');
    yt.receiveVideo([...yt.streams.values()].at(-1)!.id);
    const refreshesBefore = tokenCalls('refresh_token').length;
    const stale = yt.accessTokens.at(-1)!;
    yt.expireAccessTokens();

    const planned = await ok('POST', '/api/livestream', as.owner, { channelId: channel.id, title: 'Semi' });
    const live = await ok('POST', `/api/livestream/${planned.id}/start`, as.owner);
    expect(live.status).toBe('live');
    // one 401 with the old token, one refresh, then the new token
    expect(tokenCalls('refresh_token')).toHaveLength(refreshesBefore + 1);
    const refresh = tokenCalls('refresh_token').at(-1)!;
    expect(refresh.body).toMatchObject({ client_id: yt.clientId, client_secret: yt.clientSecret });
    expect((refresh.body as { refresh_token: string }).refresh_token).toMatch(/^1\/\//);
    const fresh = yt.accessTokens.at(-1)!;
    expect(fresh).not.toBe(stale);
    expect(apiCalls('/liveBroadcasts/transition').at(-1)!.authorization).toBe(`Bearer ${fresh}`);
    // the refreshed token is kept (sealed): the next call uses it without another refresh
    await ok('POST', `/api/livestream/${planned.id}/stop`, as.owner);
    expect(tokenCalls('refresh_token')).toHaveLength(refreshesBefore + 1);

    // the person removed Sportzone's access on Google: refresh fails once, then the clear message
    yt.revokeAll();
    const next = await ok('POST', '/api/livestream', as.owner, { channelId: channel.id, title: 'Final' });
    const refused = await call('POST', `/api/livestream/${next.id}/start`, as.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'youtube_reconnect',
      message: expect.stringContaining('Reconnect the YouTube account'),
    });
    expect(tokenCalls('refresh_token')).toHaveLength(refreshesBefore + 2);
    expect((await ok('GET', `/api/livestream/${next.id}`, undefined)).status).toBe('scheduled');
  });

  it('turns the quota error into the clear message', async () => {
    const channel = await connectedChannel('Court 4 on YouTube');
    const planned = await ok('POST', '/api/livestream', as.owner, { channelId: channel.id, title: 'Quota' });
    yt.quotaExceeded = true;
    try {
      const refused = await call('POST', `/api/livestream/${planned.id}/start`, as.owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'youtube_quota',
        message: 'YouTube\u2019s daily quota is used up; try again tomorrow.',
      });
    } finally {
      yt.quotaExceeded = false;
    }
    expect((await ok('GET', `/api/livestream/${planned.id}`, undefined)).status).toBe('scheduled');
  });

  it('a match starting on a camera\u2019s court takes the YouTube channel live; finishing completes it', async () => {
    const channel = await youTubeCamera('Tube Arena', 'Court 5');
    const match = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgId,
      venue: 'Tube Arena',
      court: 'Court 5',
      home: { name: 'Cleo' },
      away: { name: 'Dora' },
    });
    await ok('POST', `/api/matches/${match.id}/events`, as.owner, {
      clientEventId: randomUUID(),
      seq: 0,
      event: { type: 'point', side: 'home' },
    });
    const live = await until('the match\u2019s YouTube livestream', async () => {
      const page = await ok('GET', `/api/livestream?matchId=${match.id}`, undefined);
      return page.items.find((l: { status: string }) => l.status === 'live');
    });
    expect(live).toMatchObject({ channelId: channel.id, title: 'Cleo \u2013 Dora', platform: 'youtube' });
    const broadcastId = new URL(live.watchUrl).searchParams.get('v')!;
    expect(yt.broadcasts.get(broadcastId)?.status.lifeCycleStatus).toBe('live');
    expect(yt.broadcasts.get(broadcastId)?.snippet.title).toBe('Cleo \u2013 Dora');

    await ok('POST', `/api/matches/${match.id}/events`, as.owner, {
      clientEventId: randomUUID(),
      seq: 1,
      event: { type: 'retire', side: 'away' },
    });
    await until('the livestream to end', async () => {
      const l = await ok('GET', `/api/livestream/${live.id}`, undefined);
      return l.status === 'ended' ? l : null;
    });
    expect(yt.broadcasts.get(broadcastId)?.status.lifeCycleStatus).toBe('complete');
  });

  it('a running broadcast takes the match started on its court as its title; a new title reaches YouTube', async () => {
    const channel = await youTubeCamera('Tube Hall', 'Court 6');
    // live before any match: the warm-up
    const planned = await ok('POST', '/api/livestream', as.owner, {
      channelId: channel.id,
      title: 'Warm-up',
    });
    const live = await ok('POST', `/api/livestream/${planned.id}/start`, as.owner);
    const broadcastId = new URL(live.watchUrl).searchParams.get('v')!;
    expect(yt.broadcasts.get(broadcastId)?.snippet.title).toBe('Warm-up');

    const match = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgId,
      venue: 'Tube Hall',
      court: 'Court 6',
      home: { name: 'Eve' },
      away: { name: 'Fay' },
    });
    await ok('POST', `/api/matches/${match.id}/events`, as.owner, {
      clientEventId: randomUUID(),
      seq: 0,
      event: { type: 'point', side: 'home' },
    });
    await until('the broadcast to take the match’s title', async () =>
      yt.broadcasts.get(broadcastId)?.snippet.title === 'Eve \u2013 Fay' ? true : null,
    );
    expect((await ok('GET', `/api/livestream/${planned.id}`, undefined)).matchId).toBe(match.id);
    const update = apiCalls('/liveBroadcasts')
      .filter((r) => r.method === 'PUT')
      .at(-1)!;
    expect(update.query.part).toBe('snippet');
    expect(update.body).toMatchObject({ id: broadcastId, snippet: { title: 'Eve \u2013 Fay' } });

    // the panel renames it
    await ok('PUT', `/api/livestream/${planned.id}`, as.owner, { title: 'Final: Eve \u2013 Fay' });
    expect(yt.broadcasts.get(broadcastId)?.snippet.title).toBe('Final: Eve \u2013 Fay');
    // YouTube refusing (its quota) does not lose the title here
    yt.quotaExceeded = true;
    const kept = await ok('PUT', `/api/livestream/${planned.id}`, as.owner, { title: 'Final' });
    yt.quotaExceeded = false;
    expect(kept.title).toBe('Final');
    expect(yt.broadcasts.get(broadcastId)?.snippet.title).toBe('Final: Eve \u2013 Fay');
    await ok('POST', `/api/livestream/${planned.id}/stop`, as.owner);
  });

  it('says to connect first; an authorization code saved with the channel (SPEC accessCode) is exchanged on first use', async () => {
    const bare = await ok('PUT', '/api/channel/', as.owner, {
      name: 'Not connected',
      organizationId: orgId,
      streamingPlatform: 'youtube',
    });
    const planned = await ok('POST', '/api/livestream', as.owner, {
      channelId: bare.id,
      title: 'Nothing yet',
    });
    const refused = await call('POST', `/api/livestream/${planned.id}/start`, as.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'youtube_not_connected' });

    const code = yt.issueCode();
    const channel = await ok('PUT', '/api/channel/', as.owner, {
      name: 'Code saved',
      organizationId: orgId,
      streamingPlatform: 'youtube',
      accessCode: code,
    });
    expect(channel.hasAccessCode).toBe(true);
    const next = await ok('POST', '/api/livestream', as.owner, { channelId: channel.id, title: 'By code' });
    // exchanged now; the new stream receives nothing yet
    const early = await call('POST', `/api/livestream/${next.id}/start`, as.owner);
    expect(early.json()).toMatchObject({ code: 'youtube_invalid_transition' });
    expect(tokenCalls('authorization_code').at(-1)!.body).toMatchObject({ code });
    const row = (await findChannel(t.app.database.db, channel.id))!;
    expect(row.accessCode).toMatch(/^yt1\./);
    yt.receiveVideo([...yt.streams.values()].at(-1)!.id);
    expect((await ok('POST', `/api/livestream/${next.id}/start`, as.owner)).status).toBe('live');
    await ok('POST', `/api/livestream/${next.id}/stop`, as.owner);
  });

  it('deleting a channel completes its live YouTube broadcast', async () => {
    const channel = await connectedChannel('Court 6 on YouTube');
    yt.receiveVideo([...yt.streams.values()].at(-1)!.id);
    const planned = await ok('POST', '/api/livestream', as.owner, { channelId: channel.id, title: 'Gone' });
    const live = await ok('POST', `/api/livestream/${planned.id}/start`, as.owner);
    const broadcastId = new URL(live.watchUrl).searchParams.get('v')!;
    expect(yt.broadcasts.get(broadcastId)?.status.lifeCycleStatus).toBe('live');
    await ok('DELETE', `/api/channel/${channel.id}`, as.owner);
    expect(yt.broadcasts.get(broadcastId)?.status.lifeCycleStatus).toBe('complete');
    expect((await call('GET', `/api/livestream/${planned.id}`, undefined)).statusCode).toBe(404);
  });

  it('never writes a code, a token or a YouTube stream key to the log', () => {
    const log = logged.join('');
    expect(log).toContain('youtube access token refreshed');
    expect(log).toContain('youtube account connected');
    const secrets = yt.secrets();
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
