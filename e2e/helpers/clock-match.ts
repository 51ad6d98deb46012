/**
 * A live tennis match of the demo club with the clock video (helpers/clock-video.ts) as its stream: a
 * channel, a station at Court 1 of the club's venue with a camera on the channel, the clock encoder
 * publishing to it, and a match on that court started by its first point, so the court's livestream
 * becomes the match's. Used by the video latency bench and the score-in-step browser test.
 */
import type { Channel, Livestream, Match, PagedResult, Station, Venue } from '@sportzone/contracts';
import type { Browser } from 'playwright-core';
import { apiCall, demoClub, tokenOf } from './api';
import { clockEncoder, type ClockEncoder, type ClockEncoderOptions } from './clock-video';
import type { RunningServer } from './server';

const VENUE = 'Borisova Gradina Tennis Centre';
const COURT = 'Court 1';

export interface ClockMatch {
  matchId: number;
  /** the livestream's playlist, a full address */
  playlist: string;
  encoder: ClockEncoder;
  /** scores a point for `side`; resolves with the moment it was scored (ms: the middle of its request) */
  point(side: 'home' | 'away'): Promise<number>;
}

/** Polls `fn` every 200 ms until it gives something (or throws after `ms`). */
export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function clockMatch(
  server: RunningServer,
  browser: Browser,
  rtmpPort: number,
  encoderOptions: ClockEncoderOptions = {},
): Promise<ClockMatch> {
  const token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(server.url, token, method, path, body);
  const club = await demoClub(server.url, token);
  const channel = await call<Channel>('PUT', '/api/channel/', {
    name: 'Clock camera',
    organizationId: club.id,
  });
  const venues = await call<PagedResult<Venue>>(
    'GET',
    `/api/organization/${club.id}/venues?page=1&pageSize=100`,
  );
  const venue = venues.items.find((v) => v.name === VENUE)!;
  const court = venue.spaces.find((s) => s.name === COURT)!;
  const station = await call<Station>('PUT', '/api/station', {
    venueId: venue.id,
    playingSpaceId: court.id,
    name: 'Court 1 station',
  });
  await call('PUT', '/api/camera', { station: { id: station.id }, channelId: channel.id, name: 'Main' });

  const encoder = clockEncoder(`rtmp://127.0.0.1:${rtmpPort}/live/${channel.streamKey}`, encoderOptions);
  await until('the channel’s livestream to go live', async () => {
    const mine = await call<PagedResult<Livestream>>('GET', '/api/user/livestream');
    return mine.items.find((l) => l.status === 'live');
  });
  const match = await call<Match>('POST', '/api/matches', {
    sport: 'tennis',
    organizationId: club.id,
    venue: VENUE,
    court: COURT,
    home: { name: 'Clock Home' },
    away: { name: 'Clock Away' },
  });
  let seq = 0;
  const point = async (side: 'home' | 'away') => {
    const sent = Date.now();
    await call('POST', `/api/matches/${match.id}/events`, {
      clientEventId: crypto.randomUUID(),
      seq: seq++,
      event: { type: 'point', side },
    });
    // the server records it between sending and the answer: on loopback a few ms apart
    return Math.round((sent + Date.now()) / 2);
  };
  // the first point starts the match: the court's stream becomes the match's
  await point('home');
  const live = await until('the match’s livestream', async () => {
    const list = await call<PagedResult<Livestream>>(
      'GET',
      `/api/livestream?matchId=${match.id}&status=live`,
    );
    return list.items[0]?.playbackUrl ? list.items[0] : null;
  });
  const playlist = `${server.url}${live.playbackUrl}`;
  await until('two HLS segments', async () => {
    const res = await fetch(playlist);
    return res.ok && ((await res.text()).match(/\.ts(\?|$)/gm) ?? []).length >= 2;
  });
  return { matchId: match.id, playlist, encoder, point };
}
