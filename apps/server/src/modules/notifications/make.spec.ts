import type { NotificationSettings } from '@sportzone/contracts';
import type { MatchHeadRow, NotificationSettingsRow } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import { jobsOf, notificationRows, resultFromWinner, settingsDto, type NewNotification } from './make';
import { backoffMs } from './queue';
import { pushEndpoint } from './service';

const finished: NewNotification = {
  kind: 'match_finished',
  params: { home: 'A', away: 'B' },
  link: '/tennis/live/1',
  dedupeKey: 'match_finished:1',
};
const started: NewNotification = { ...finished, kind: 'match_started', dedupeKey: 'match_started:1' };

/** default settings with one kind's channels set and a video delay */
function settings(kind: NewNotification['kind'], app: boolean, push: boolean, delaySeconds = 0) {
  const s: NotificationSettings = settingsDto(undefined);
  return { ...s, kinds: { ...s.kinds, [kind]: { app, push } }, delaySeconds };
}

describe('a person’s notification settings', () => {
  it('has every kind in the app and by push until they say otherwise', () => {
    const s = settingsDto(undefined);
    expect(Object.values(s.kinds).every((k) => k.app && k.push)).toBe(true);
    expect(s.delaySeconds).toBe(0);
  });

  it('turns off only what was turned off', () => {
    const row = {
      kinds: { match_started: { app: false } },
      delaySeconds: 30,
    } as unknown as NotificationSettingsRow;
    const s = settingsDto(row);
    expect(s.kinds.match_started).toEqual({ app: false, push: true });
    expect(s.kinds.match_finished).toEqual({ app: true, push: true });
    expect(s.delaySeconds).toBe(30);
  });
});

describe('making notifications', () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it('holds a result back by the person’s video delay, and nothing else', () => {
    const wanted = [{ userId: 1, s: settings('match_finished', true, true, 45) }];
    expect(notificationRows(wanted, finished, now)[0]!.visibleAt).toEqual(new Date(now + 45_000));
    const start = [{ userId: 1, s: settings('match_started', true, true, 45) }];
    expect(notificationRows(start, started, now)[0]!.visibleAt).toEqual(new Date(now));
  });

  it('keeps a push-only notification in the history, read, without a badge', () => {
    const [row] = notificationRows([{ userId: 1, s: settings('match_started', false, true) }], started, now);
    expect(row!.readAt).toEqual(new Date(now));
    const [shown] = notificationRows(
      [{ userId: 1, s: settings('match_started', true, false) }],
      started,
      now,
    );
    expect(shown!.readAt).toBeNull();
  });

  it('sends live when the app channel is on, and push to each of the person’s devices', () => {
    const at = new Date(now);
    const wanted = [
      { userId: 1, s: settings('match_started', true, true) },
      { userId: 2, s: settings('match_started', false, true) },
    ];
    const jobs = jobsOf(
      [
        { id: 10, userId: 1, visibleAt: at },
        { id: 11, userId: 2, visibleAt: at },
      ],
      'match_started',
      wanted,
      [
        { id: 100, userId: 1 },
        { id: 101, userId: 1 },
        { id: 200, userId: 2 },
        { id: 300, userId: 3 },
      ],
    );
    expect(jobs).toEqual([
      { notificationId: 10, channel: 'live', nextAttemptAt: at },
      { notificationId: 10, channel: 'push', subscriptionId: 100, nextAttemptAt: at },
      { notificationId: 10, channel: 'push', subscriptionId: 101, nextAttemptAt: at },
      { notificationId: 11, channel: 'push', subscriptionId: 200, nextAttemptAt: at },
    ]);
  });
});

describe('a result as the notification tells it', () => {
  const head = (summary: object) =>
    ({ homeName: 'Ana', awayName: 'Bea', summary }) as unknown as MatchHeadRow;

  it('reads the score from the winner’s side, with the periods when there were several', () => {
    const r = resultFromWinner(
      head({
        winner: 'away',
        score: { home: 1, away: 2 },
        periods: [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 5, away: 7 },
        ],
      }),
    );
    expect(r).toEqual({ winner: 'Bea', loser: 'Ana', score: '2–1 (4–6 6–3 7–5)', outcome: null });
  });

  it('tells a draw from home’s side and keeps how a match ended', () => {
    const r = resultFromWinner(head({ winner: null, score: { home: 1, away: 1 }, outcome: 'played' }));
    expect(r).toEqual({ winner: null, loser: null, score: '1–1', outcome: 'played' });
  });
});

describe('the queue’s backoff', () => {
  it('doubles from ten seconds and stops at an hour', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(3600_000);
  });
});

describe('a push endpoint', () => {
  const keys = {
    p256dh: Buffer.alloc(65, 4).toString('base64url'),
    auth: Buffer.alloc(16, 1).toString('base64url'),
  };
  const input = (endpoint: string) => ({ endpoint, keys });

  it('is an https push service, or a loopback double while this server runs on plain http', () => {
    expect(pushEndpoint(input('https://push.example/abc'), new URL('https://sportzone.example')).host).toBe(
      'push.example',
    );
    expect(pushEndpoint(input('http://127.0.0.1:9/x'), new URL('http://localhost:3000')).port).toBe('9');
    expect(() => pushEndpoint(input('http://127.0.0.1:9/x'), new URL('https://sportzone.example'))).toThrow(
      'A push endpoint is an https address of a push service.',
    );
    expect(() => pushEndpoint(input('not a url'), new URL('https://sportzone.example'))).toThrow(
      'The endpoint is not a URL.',
    );
  });

  it('carries a P-256 key and a 16-byte secret', () => {
    const site = new URL('https://sportzone.example');
    expect(() =>
      pushEndpoint({ endpoint: 'https://push.example/a', keys: { ...keys, auth: 'AAAA' } }, site),
    ).toThrow('auth is not a 16-byte secret.');
    expect(() =>
      pushEndpoint({ endpoint: 'https://push.example/a', keys: { ...keys, p256dh: 'AAAA' } }, site),
    ).toThrow('p256dh is not a P-256 public key.');
  });
});
