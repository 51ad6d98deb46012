import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint } from '@sportzone/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALL_EVENTS,
  LOG_REFRESH_BUSY_MS,
  LOG_REFRESH_IDLE_MS,
  deliveryLabelKey,
  endpointInput,
  endpointState,
  endpointUpdate,
  eventHintKey,
  eventLabelKey,
  eventTestId,
  eventsFromGroup,
  formErrors,
  formValuesOf,
  groupValue,
  isWebUrl,
  logRefreshMs,
  orderedEvents,
  prettyPayload,
  responseColor,
  verifyExample,
  withCreated,
  withDelivery,
  withUpdated,
} from '@/features/webhooks/lib/webhooks';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 1,
  organizationId: 7,
  url: 'https://club.example/hooks/sportzone',
  description: 'Club website',
  events: ['match.finished', 'match.started'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 10,
  messageId: 'msg_1',
  eventType: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastAttemptAt: '2026-03-01T10:00:01.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-03-01T10:00:01.000Z',
  responseStatus: 200,
  responseMs: 42,
  lastError: null,
  payload: { type: 'webhook.test', timestamp: '2026-03-01T10:00:00.000Z', data: {} },
  ...over,
});

/** the text at a dotted path of a locale ('webhooks.events.matchStarted.label') */
const at = (messages: unknown, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);

describe('webhooks', () => {
  it('names every event in both languages, with a one-line explanation', () => {
    for (const event of WEBHOOK_EVENTS) {
      for (const messages of [en, bg]) {
        expect(at(messages, eventLabelKey(event))).toEqual(expect.any(String));
        expect(at(messages, eventHintKey(event))).toEqual(expect.any(String));
      }
      // never the raw event, whose '.' i18next would read as a deeper key
      expect(eventLabelKey(event).split('.')).toHaveLength(4);
      expect(eventTestId(event)).toMatch(/^webhook-event-[a-z-]+$/);
    }
    expect(eventTestId('match.score_changed')).toBe('webhook-event-match-score-changed');
    expect(orderedEvents(['match.finished', 'match.started', 'other'])).toEqual([
      'match.started',
      'match.finished',
    ]);
  });

  it('labels a delivery’s event, the test message too, and leaves an unknown type raw', () => {
    expect(deliveryLabelKey('webhook.test')).toBe('webhooks.events.test');
    expect(at(en, 'webhooks.events.test')).toBe('Test message');
    expect(deliveryLabelKey('match.finished')).toBe('webhooks.events.matchFinished.label');
    expect(deliveryLabelKey('match.deleted')).toBeNull();
  });

  it('tells on, failing, off and switched off by the server apart', () => {
    expect(endpointState(endpoint())).toBe('on');
    expect(endpointState(endpoint({ failingSince: '2026-03-02T00:00:00.000Z' }))).toBe('failing');
    expect(endpointState(endpoint({ enabled: false }))).toBe('off');
    expect(
      endpointState(
        endpoint({
          enabled: false,
          disabledReason: 'every call failed for 3 days',
          failingSince: '2026-03-02T00:00:00.000Z',
        }),
      ),
    ).toBe('suspended');
  });

  it('colours the receiver’s answer and refreshes the log faster while a call is pending', () => {
    expect(responseColor(204)).toBe('teal');
    expect(responseColor(500)).toBe('red');
    expect(responseColor(301)).toBe('red');
    expect(responseColor(null)).toBe('gray');
    expect(logRefreshMs(undefined)).toBe(LOG_REFRESH_IDLE_MS);
    expect(logRefreshMs([delivery()])).toBe(LOG_REFRESH_IDLE_MS);
    expect(logRefreshMs([delivery(), delivery({ status: 'pending' })])).toBe(LOG_REFRESH_BUSY_MS);
    expect(LOG_REFRESH_BUSY_MS).toBeLessThan(LOG_REFRESH_IDLE_MS);
  });

  it('shows the payload as indented JSON', () => {
    expect(prettyPayload({ type: 'webhook.test', data: { a: 1 } })).toBe(
      '{\n  "type": "webhook.test",\n  "data": {\n    "a": 1\n  }\n}',
    );
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload('not json')).toBe('not json');
    expect(prettyPayload(undefined)).toBe('');
  });

  it('takes only web addresses', () => {
    expect(isWebUrl('https://club.example/hook')).toBe(true);
    expect(isWebUrl(' http://127.0.0.1:8080/hook ')).toBe(true);
    expect(isWebUrl('club.example/hook')).toBe(false);
    expect(isWebUrl('ftp://club.example/hook')).toBe(false);
    expect(isWebUrl('')).toBe(false);
  });

  it('ticks every event with "all" and none by unticking it', () => {
    const all = [...WEBHOOK_EVENTS];
    expect(groupValue(all)).toContain(ALL_EVENTS);
    expect(groupValue(['match.started'])).toEqual(['match.started']);
    expect(eventsFromGroup(['match.started'], ['match.started', ALL_EVENTS])).toEqual(all);
    expect(eventsFromGroup(all, [...all])).toEqual([]);
    // one event unticked while all were: the others stay
    const rest = all.filter((e) => e !== 'match.score_changed');
    expect(eventsFromGroup(all, [...rest, ALL_EVENTS])).toEqual(rest);
    // the last one ticked: all of them (and "all" follows)
    expect(eventsFromGroup(rest, [...rest, 'match.score_changed'])).toEqual(all);
  });

  it('sends a new endpoint trimmed, and of an edit only what changed', () => {
    expect(formValuesOf(null)).toEqual({ url: '', description: '', events: [] });
    const values = {
      url: '  https://club.example/hook ',
      description: ' Website ',
      events: ['match.finished', 'match.started'] as const,
    };
    expect(endpointInput({ ...values, events: [...values.events] })).toEqual({
      url: 'https://club.example/hook',
      description: 'Website',
      events: ['match.started', 'match.finished'],
    });
    const saved = endpoint();
    expect(endpointUpdate(saved, formValuesOf(saved))).toEqual({});
    expect(
      endpointUpdate(saved, { ...formValuesOf(saved), description: 'Chat bot', events: ['match.finished'] }),
    ).toEqual({ description: 'Chat bot', events: ['match.finished'] });
    expect(endpointUpdate(saved, { ...formValuesOf(saved), url: 'https://bot.example/in' })).toEqual({
      url: 'https://bot.example/in',
    });
  });

  it('places the server’s field messages on the form', () => {
    expect(
      formErrors({ url: 'private addresses are not allowed', 'events.0': 'unknown event', other: 'x' }),
    ).toEqual({ url: 'private addresses are not allowed', events: 'unknown event' });
  });

  it('keeps the lists in step: new first, changed in place, a queued test at the top of the log', () => {
    const older = endpoint({ id: 1 });
    const created = endpoint({ id: 2, url: 'https://bot.example/in' });
    expect(withCreated([older], created).map((e) => e.id)).toEqual([2, 1]);
    expect(withCreated(undefined, created)).toEqual([created]);
    const off = { ...older, enabled: false };
    expect(withUpdated([created, older], off)).toEqual([created, off]);
    expect(withUpdated(undefined, off)).toBeUndefined();
    const queued = delivery({ id: 11, status: 'pending' });
    expect(withDelivery([delivery()], queued).map((d) => d.id)).toEqual([11, 10]);
    expect(withDelivery([queued], queued)).toEqual([queued]);
  });

  it('shows how to verify a call with the secret', () => {
    const code = verifyExample('whsec_abc');
    expect(code).toContain("import { Webhook } from 'standardwebhooks';");
    expect(code).toContain("new Webhook('whsec_abc')");
    expect(code).toContain('.verify(body, headers)');
  });
});
