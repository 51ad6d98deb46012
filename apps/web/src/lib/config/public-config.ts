import type { PublicConfig } from '@sportzone/contracts';

export type { PublicConfig };

let current: PublicConfig | null = null;

/** The configuration the app booted with (GET /api/config), or null before boot / when it failed. */
export function getPublicConfig(): PublicConfig | null {
  return current;
}

function isPublicConfig(value: unknown): value is PublicConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const oidc = v.oidc as Record<string, unknown> | undefined;
  return (
    typeof v.apiBase === 'string' &&
    !!oidc &&
    typeof oidc.authority === 'string' &&
    typeof oidc.clientId === 'string' &&
    typeof oidc.scope === 'string' &&
    (oidc.resource === undefined || typeof oidc.resource === 'string')
  );
}

/** `https://x.test/` → `https://x.test`; a relative base is taken against this origin. */
export function normalizeApiBase(apiBase: string): string {
  const absolute = new URL(apiBase || '/', window.location.origin).href;
  return absolute.replace(/\/+$/, '');
}

/** One web build serves every deployment: everything environment-specific comes from the server. */
export async function loadPublicConfig(timeoutMs = 10_000): Promise<PublicConfig> {
  const response = await fetch('/api/config', {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isPublicConfig(body)) throw new Error('GET /api/config returned an unexpected body');
  current = { ...body, apiBase: normalizeApiBase(body.apiBase) };
  return current;
}
