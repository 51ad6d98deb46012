import { API_KEY_PREFIX, API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@sportzone/contracts';
import { placeFieldErrors } from '@/lib/api/api-error';

/**
 * The pure part of the API keys screen: how a key's status, scopes, hint and expiry read, and the
 * example a program's author copies. The server decides what a key may do; this only shows it.
 */

export type ApiKeyStatus = ApiKey['status'];

/** The texts' key of each scope (i18next reads a ':' as a namespace separator, so not the scope itself). */
export const SCOPE_TEXT = {
  'results:read': 'resultsRead',
  'scores:write': 'scoresWrite',
  'tournaments:manage': 'tournamentsManage',
  'people:manage': 'peopleManage',
} as const satisfies Record<ApiKeyScope, string>;

export function scopeLabelKey(scope: ApiKeyScope) {
  return `apiKeys.scopes.${SCOPE_TEXT[scope]}.label` as const;
}
export function scopeHintKey(scope: ApiKeyScope) {
  return `apiKeys.scopes.${SCOPE_TEXT[scope]}.hint` as const;
}

/** A key's scopes in the order the form lists them (the server may keep them as they were sent). */
export function orderedScopes(scopes: readonly ApiKeyScope[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((s) => scopes.includes(s));
}

/**
 * The status to show: revoked wins; a key whose expiry passed while the page was open reads as
 * expired without waiting for the next load (the server refuses it already).
 */
export function keyStatus(
  key: Pick<ApiKey, 'status' | 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): ApiKeyStatus {
  if (key.status === 'revoked' || key.revokedAt) return 'revoked';
  if (key.status === 'expired') return 'expired';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

export const STATUS_COLOR: Record<ApiKeyStatus, string> = {
  active: 'teal',
  expired: 'orange',
  revoked: 'gray',
};

/** `szk_ab12…`: the first characters of the secret, marked as the beginning of something longer. */
export function displayHint(hint: string): string {
  const start = hint.trim().replace(/(…|\.\.\.)$/, '');
  return `${start.startsWith(API_KEY_PREFIX) || !start ? start : `${API_KEY_PREFIX}${start}`}…`;
}

/** The day as typed in a date field → the last moment of that day in the user's time zone, or null. */
export function expiresAtFromDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** Today in the user's time zone as a date field writes it (YYYY-MM-DD): the earliest expiry. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A call a program could make with the key: the organization's tournaments. */
export function curlExample(apiBase: string, organizationId: number, secret: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return `curl -H "Authorization: Bearer ${secret}" ${base}/api/organization/${organizationId}/tournaments`;
}

/** The list after a key was revoked here: that key marked revoked at once, the rest as they were. */
export function markRevoked(keys: readonly ApiKey[], keyId: number, at: string): ApiKey[] {
  return keys.map((k) =>
    k.id === keyId ? { ...k, status: 'revoked' as const, revokedAt: k.revokedAt ?? at } : k,
  );
}

/** The list after a key was made: the new one first (the server lists newest first). */
export function withCreated(keys: readonly ApiKey[] | undefined, created: ApiKey): ApiKey[] {
  return [created, ...(keys ?? []).filter((k) => k.id !== created.id)];
}

export type KeyFormErrors = Partial<Record<'name' | 'scopes' | 'expiresOn', string>>;

/** The server's 400 field messages placed on the form's fields (`scopes.1` → scopes, `expiresAt` → the day). */
export function formErrors(fields: Record<string, string>): KeyFormErrors {
  return placeFieldErrors(fields, { name: 'name', scopes: 'scopes', expiresAt: 'expiresOn' }, ['scopes']);
}
