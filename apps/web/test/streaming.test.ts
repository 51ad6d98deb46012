import type { Livestream } from '@sportzone/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingFields, placeRefusal } from '@/features/streaming/lib/form-check';
import { byLiveThenNewest } from '@/features/streaming/lib/order';
import { ApiError } from '@/lib/api/api-error';
import { TOKEN_KEY } from '@/lib/auth/token';
import { CONSENT_COOKIE, categoryOf } from '@/lib/consent/consent';
import { hlsAuthorization } from '@/lib/video/hls-video';
import { saveResultsDelay } from '@/lib/viewer/api';
import { youtubeVideoId } from '@/features/live-scoreboard/components/match-video';
import {
  DELAY_STORAGE_KEY,
  clampDelay,
  clock,
  pickMatchStream,
  readDelay,
  saveDelay,
  secondsInto,
} from '@/lib/video/video';

function stream(over: Partial<Livestream>): Livestream {
  return {
    id: 1,
    channelId: 1,
    channelName: 'Court 1',
    organizationId: null,
    platform: 'embedded',
    cameraId: null,
    matchId: 7,
    title: 'A – B',
    description: null,
    status: 'ended',
    startTime: '2026-11-25T10:00:00.000Z',
    endTime: null,
    showOverlay: false,
    viewerCount: 0,
    playbackUrl: '/api/livestream/1/hls/index.m3u8',
    recording: true,
    health: null,
    ...over,
  };
}

describe('which stream a match page plays', () => {
  it('takes the live one before any recording', () => {
    const live = stream({ id: 2, status: 'live', recording: false });
    expect(pickMatchStream([stream({ id: 1 }), live])?.id).toBe(2);
  });
  it('a YouTube stream live now counts (the page links to it); one ended does not', () => {
    const yt = stream({ id: 5, platform: 'youtube', status: 'live', playbackUrl: null, recording: false });
    expect(pickMatchStream([yt])?.watchUrl ?? null).toBeNull();
    const watched = { ...yt, watchUrl: 'https://www.youtube.com/watch?v=abc' };
    expect(pickMatchStream([watched])?.id).toBe(5);
    expect(pickMatchStream([{ ...watched, status: 'ended' }])).toBeNull();
  });
  it('else the newest recording; nothing without video', () => {
    const older = stream({ id: 1, startTime: '2026-11-25T09:00:00.000Z' });
    const newer = stream({ id: 3, startTime: '2026-11-25T11:00:00.000Z' });
    expect(pickMatchStream([older, newer])?.id).toBe(3);
    expect(
      pickMatchStream([stream({ recording: false }), stream({ status: 'scheduled', playbackUrl: null })]),
    ).toBeNull();
    expect(pickMatchStream([])).toBeNull();
  });
});

describe('a point in a recording', () => {
  it('is the event time minus the stream start, within the video', () => {
    expect(secondsInto('2026-11-25T10:01:30.500Z', '2026-11-25T10:00:00.000Z')).toBe(90.5);
    expect(secondsInto('2026-11-25T09:59:00.000Z', '2026-11-25T10:00:00.000Z')).toBe(0);
    expect(secondsInto('2026-11-25T12:00:00.000Z', '2026-11-25T10:00:00.000Z', 600)).toBe(600);
    expect(secondsInto(null, '2026-11-25T10:00:00.000Z')).toBeNull();
    expect(secondsInto('2026-11-25T10:00:00.000Z', null)).toBeNull();
    expect(secondsInto('not a date', '2026-11-25T10:00:00.000Z')).toBeNull();
  });
  it('reads as a clock', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(90.5)).toBe('1:30');
    expect(clock(3723)).toBe('1:02:03');
  });
});

const g = globalThis as unknown as {
  document?: { cookie: string };
  window?: { localStorage: MemoryStorage };
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('the score delay (0–30 s, remembered only with functional cookies)', () => {
  beforeEach(() => {
    g.document = { cookie: '' };
    g.window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete g.document;
    delete g.window;
  });
  const consent = (functional: boolean) => {
    g.document!.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(
      JSON.stringify({ v: 1, functional, statistic: false, marketing: false, unclassified: false, at: 1 }),
    )}`;
  };
  it('is clamped to whole seconds from 0 to 30', () => {
    expect(clampDelay(-4)).toBe(0);
    expect(clampDelay(12.4)).toBe(12);
    expect(clampDelay('45')).toBe(30);
    expect(clampDelay('x')).toBe(0);
  });
  it('is kept with functional cookies allowed', () => {
    consent(true);
    saveDelay(12);
    expect(window.localStorage.getItem(DELAY_STORAGE_KEY)).toBe('12');
    expect(readDelay()).toBe(12);
  });
  it('is not stored (and an old value forgotten) without that consent', () => {
    window.localStorage.setItem(DELAY_STORAGE_KEY, '20');
    consent(false);
    expect(readDelay()).toBe(0);
    saveDelay(8);
    expect(window.localStorage.getItem(DELAY_STORAGE_KEY)).toBeNull();
  });
  it('is a functional item for the cookie settings', () => {
    expect(categoryOf('local', DELAY_STORAGE_KEY)).toBe('functional');
  });
});

describe('the livestream list', () => {
  it('puts live ones first, then the newest start, planned ones without a time last', () => {
    const items = [
      stream({ id: 1, startTime: '2026-11-25T09:00:00.000Z' }),
      stream({ id: 2, status: 'scheduled', startTime: null }),
      stream({ id: 3, status: 'live', startTime: '2026-11-25T08:00:00.000Z' }),
      stream({ id: 4, startTime: '2026-11-25T11:00:00.000Z' }),
    ];
    expect(items.sort(byLiveThenNewest).map((l) => l.id)).toEqual([3, 4, 1, 2]);
  });
});

describe('the player’s sign-in for a private stream', () => {
  beforeEach(() => {
    g.window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete g.window;
  });
  const src = '/api/livestream/7/hls/index.m3u8';
  const page = 'https://sportzone.example/tennis/live/3';
  it('goes with the video’s own playlists and segments only', () => {
    expect(hlsAuthorization(`https://sportzone.example${src}`, src, page)).toBeNull();
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    expect(hlsAuthorization('https://sportzone.example/api/livestream/7/hls/seg3.ts', src, page)).toBe(
      'Bearer abc',
    );
    expect(hlsAuthorization('https://cdn.example/api/livestream/7/hls/seg3.ts', src, page)).toBeNull();
    expect(hlsAuthorization('https://sportzone.example/api/user', src, page)).toBeNull();
  });
});

describe('the score delay as the account’s results delay', () => {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let stored = { kinds: {}, delaySeconds: 0 };
  beforeEach(() => {
    calls.length = 0;
    stored = { kinds: {}, delaySeconds: 0 };
    g.window = { localStorage: new MemoryStorage() };
    (g.window as unknown as { location: { origin: string } }).location = { origin: 'https://sz.example' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
        const method = init.method ?? 'GET';
        calls.push({ method, url, ...(init.body ? { body: JSON.parse(init.body) } : {}) });
        if (url.endsWith('/api/config')) return new Response('{}', { status: 404 });
        if (method === 'PUT') stored = JSON.parse(init.body!);
        return new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete g.window;
  });
  const settingsCalls = () => calls.filter((c) => c.url.endsWith('/api/user/notifications/settings'));

  it('is written for a signed-in viewer, once per change', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    await saveResultsDelay(12);
    expect(settingsCalls().map((c) => c.method)).toEqual(['GET', 'PUT']);
    expect(stored.delaySeconds).toBe(12);
    await saveResultsDelay(12);
    expect(settingsCalls().map((c) => c.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('asks nothing of a signed-out viewer', async () => {
    await saveResultsDelay(12);
    expect(settingsCalls()).toEqual([]);
  });
});

describe('a YouTube livestream’s video id (the embedded player)', () => {
  it('reads the watch, short, live and embed addresses, and refuses anything else', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://m.youtube.com/watch?v=abcDEF12345&t=30')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://youtu.be/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://www.youtube.com/live/abcDEF12345?si=x')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://www.youtube.com/embed/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://evil.example/watch?v=abcDEF12345')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=a"><script>')).toBeNull();
    expect(youtubeVideoId('not a url')).toBeNull();
    expect(youtubeVideoId(null)).toBeNull();
  });
});

describe('the streaming forms’ checks', () => {
  it('names each required field left empty with its text, and nothing when all are there', () => {
    expect(missingFields({ venueId: 'Please select one', playingSpaceId: false, name: null })).toEqual({
      venueId: 'Please select one',
    });
    expect(missingFields({ channelId: false })).toEqual({});
  });

  it('puts the server’s field messages under the form’s fields, any other refusal above the buttons', () => {
    const fields = ['name', 'referrer'] as const;
    const onField = new ApiError(400, 'Invalid input', { fields: { referrer: 'must be an https address' } });
    expect(placeRefusal(onField, fields, 'fallback')).toEqual({
      errors: { referrer: 'must be an https address' },
      message: null,
    });
    const elsewhere = new ApiError(409, 'This playing space already has a station.', {
      fields: { playingSpaceId: 'taken' },
    });
    expect(placeRefusal(elsewhere, fields, 'fallback')).toEqual({
      errors: {},
      message: 'This playing space already has a station.',
    });
    expect(placeRefusal('odd', fields, 'fallback').message).toBe('fallback');
  });
});
