import type { NotificationKind } from '@sportzone/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keyBytes } from '@/features/notifications/lib/keys';
import { notificationText } from '@/features/notifications/lib/text';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';
import { LiveClient } from '@/lib/live/live-client';
import { FakeSocket } from './helpers/fake-socket';

/** Notifications in the web app: texts in en and bg from kind + params; the live `user` topic. */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, bg: { translation: bg } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  vi.stubGlobal('window', { setTimeout, clearTimeout, addEventListener: () => {} });
  vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
});

describe('notification texts', () => {
  const finished = {
    kind: 'match_finished' as const,
    params: { home: 'Ana', away: 'Bea', winner: 'Bea', loser: 'Ana', score: '2–1 (4–6 6–3 7–5)' },
  };
  it('writes a result from the winner’s side, in English and Bulgarian', () => {
    expect(notificationText(i18n.getFixedT('en'), finished, 'en')).toEqual({
      title: 'Bea won',
      body: 'Bea beat Ana 2–1 (4–6 6–3 7–5)',
    });
    expect(notificationText(i18n.getFixedT('bg'), finished, 'bg')).toEqual({
      title: 'Bea победи',
      body: 'Bea победи Ana: 2–1 (4–6 6–3 7–5)',
    });
  });
  it('says how a match ended when it was not played out', () => {
    const retired = { ...finished, params: { ...finished.params, score: '1–0', outcome: 'retired' } };
    expect(notificationText(i18n.getFixedT('en'), retired, 'en').body).toBe('Bea beat Ana 1–0 (retired)');
    expect(notificationText(i18n.getFixedT('bg'), retired, 'bg').body).toBe('Bea победи Ana: 1–0 (отказ)');
    const walkover = { ...finished, params: { ...finished.params, score: '0–0', outcome: 'walkover' } };
    expect(notificationText(i18n.getFixedT('en'), walkover, 'en').body).toBe('Bea beat Ana by walkover');
  });
  it('names every kind in both languages', () => {
    const cases: { kind: NotificationKind; params: Record<string, string | number> }[] = [
      { kind: 'match_started', params: { home: 'A', away: 'B' } },
      { kind: 'draw_published', params: { tournament: 'Autumn Cup', matches: 7 } },
      {
        kind: 'match_called',
        params: { home: 'A', away: 'B', court: 'Court 2', at: '2026-11-25T14:30:00.000Z' },
      },
      { kind: 'invitation', params: { organization: 'Sofia Club' } },
      { kind: 'request_answered', params: { request: 'organizer', status: 'accepted' } },
    ];
    for (const n of cases)
      for (const lng of ['en', 'bg'] as const) {
        const { title, body } = notificationText(i18n.getFixedT(lng), n, lng);
        expect(title, `${n.kind} ${lng}`).not.toMatch(/notifications\.|\{\{/);
        expect(body, `${n.kind} ${lng}`).not.toMatch(/notifications\.|\{\{/);
      }
    expect(notificationText(i18n.getFixedT('bg'), cases[0]!, 'bg').body).toBe('A срещу B');
    expect(notificationText(i18n.getFixedT('en'), cases[2]!, 'en').body).toMatch(/^A vs B · Court 2 · /);
  });
  it('turns the VAPID key into the bytes PushManager wants', () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 250)]).toString('base64url');
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes[64]).toBe(250);
  });
});

describe('the live client: the person’s own topic', () => {
  it('connects with the token, subscribes to `user`, passes notifications on, and says so after a reconnect', async () => {
    const client = new LiveClient({
      url: async () => 'ws://x/api/live',
      token: () => 'token-9',
      WebSocketImpl: FakeSocket as never,
    });
    const heard: unknown[] = [];
    const leave = client.subscribeUser((m) => heard.push(m === 'reconnected' ? m : m.unread));
    await new Promise((r) => setTimeout(r, 0));
    const socket = FakeSocket.last!;
    expect(socket.url).toContain('access_token=token-9');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'user' }]);
    socket.receive({ type: 'subscribed', topic: 'user' });
    socket.receive({
      type: 'notification',
      unread: 3,
      notification: { id: 1, kind: 'match_started', params: {}, link: null, at: '', read: false },
    });
    expect(heard).toEqual([3]);
    socket.onclose?.({ code: 1006 });
    await new Promise((r) => setTimeout(r, 600));
    const again = FakeSocket.last!;
    again.open();
    again.receive({ type: 'subscribed', topic: 'user' });
    expect(heard).toEqual([3, 'reconnected']);
    leave();
    expect(again.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'user' });
    client.stop();
  });
});
