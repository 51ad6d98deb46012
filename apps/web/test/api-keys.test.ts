import { API_KEY_SCOPES, type ApiKey } from '@sportzone/contracts';
import { describe, expect, it } from 'vitest';
import {
  curlExample,
  displayHint,
  expiresAtFromDay,
  formErrors,
  keyStatus,
  markRevoked,
  orderedScopes,
  scopeHintKey,
  scopeLabelKey,
  todayInput,
  withCreated,
} from '@/features/api-keys/lib/api-keys';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  organizationId: 7,
  name: 'Club website',
  scopes: ['results:read'],
  hint: 'szk_ab12',
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: { id: 3, name: 'Maria Petrova' },
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
  ...over,
});

/** the text at a dotted path of a locale ('apiKeys.scopes.resultsRead.label') */
const at = (messages: unknown, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);

describe('API keys', () => {
  it('names every scope in both languages, with a one-line explanation', () => {
    for (const scope of API_KEY_SCOPES) {
      for (const messages of [en, bg]) {
        expect(at(messages, scopeLabelKey(scope))).toEqual(expect.any(String));
        expect(at(messages, scopeHintKey(scope))).toEqual(expect.any(String));
      }
      // never the raw id, whose ':' i18next would read as a namespace
      expect(scopeLabelKey(scope)).not.toContain(':');
    }
    expect(orderedScopes(['scores:write', 'results:read'])).toEqual(['results:read', 'scores:write']);
  });

  it('reads revoked before expired before active, and an expiry passed while the page was open', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    expect(keyStatus(key(), now)).toBe('active');
    expect(keyStatus(key({ expiresAt: '2026-07-01T00:00:00.000Z' }), now)).toBe('active');
    expect(keyStatus(key({ expiresAt: '2026-05-31T23:59:59.999Z' }), now)).toBe('expired');
    expect(keyStatus(key({ status: 'expired' }), now)).toBe('expired');
    expect(keyStatus(key({ status: 'revoked', revokedAt: '2026-05-01T00:00:00.000Z' }), now)).toBe('revoked');
    expect(
      keyStatus(
        key({ status: 'expired', revokedAt: '2026-05-01T00:00:00.000Z', expiresAt: '2026-05-02' }),
        now,
      ),
    ).toBe('revoked');
  });

  it('shows the hint as the start of a longer secret', () => {
    expect(displayHint('szk_ab12')).toBe('szk_ab12…');
    expect(displayHint('szk_ab12…')).toBe('szk_ab12…');
    expect(displayHint('szk_ab12...')).toBe('szk_ab12…');
    expect(displayHint('ab12')).toBe('szk_ab12…');
  });

  it('lets a key work to the end of the chosen day, in the user’s time zone', () => {
    const iso = expiresAtFromDay('2026-12-31')!;
    const end = new Date(iso);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 11, 31, 23, 59,
    ]);
    expect(expiresAtFromDay('')).toBeNull();
    expect(expiresAtFromDay('31.12.2026')).toBeNull();
    expect(todayInput(new Date(2026, 0, 5, 8))).toBe('2026-01-05');
  });

  it('writes a call to try the key with', () => {
    expect(curlExample('https://sportzone.example/', 7, 'szk_secret')).toBe(
      'curl -H "Authorization: Bearer szk_secret" https://sportzone.example/api/organization/7/tournaments',
    );
  });

  it('places the server’s field messages on the form', () => {
    expect(
      formErrors({ name: 'is required', 'scopes.1': 'must be a known scope', expiresAt: 'must be later' }),
    ).toEqual({ name: 'is required', scopes: 'must be a known scope', expiresOn: 'must be later' });
    expect(formErrors({ other: 'x' })).toEqual({});
  });

  it('puts a new key first and marks a revoked one in place', () => {
    const older = key({ id: 1 });
    const created = key({ id: 2, name: 'Scoreboard' });
    expect(withCreated([older], created).map((k) => k.id)).toEqual([2, 1]);
    expect(withCreated(undefined, created)).toEqual([created]);
    const after = markRevoked([created, older], 1, '2026-06-01T12:00:00.000Z');
    expect(after[1]).toMatchObject({ id: 1, status: 'revoked', revokedAt: '2026-06-01T12:00:00.000Z' });
    expect(after[0]).toBe(created);
  });
});
