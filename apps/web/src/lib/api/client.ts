import { getPublicConfig } from '@/lib/config/public-config';
import { bootSession, endSession, freshToken } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n';
import { beginLoading } from '@/lib/loading-bar';
import { notify } from '@/lib/notify';
import { ApiError } from './api-error';
import { isApiUrl as isUnderBase } from './api-url';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-encoded unless it is a Blob, FormData, ArrayBuffer, URLSearchParams or string */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** no toast (the 401 rule still applies); e.g. "login failure is only logged" */
  quiet?: boolean;
  /** statuses handled by the caller, shown without a toast */
  expect?: readonly number[];
  /** do not drive the top loading bar (background polling) */
  background?: boolean;
}

/** Base of the API, from GET /api/config (SPEC §7). */
export function apiBase(): string | null {
  return getPublicConfig()?.apiBase ?? null;
}

/** SPEC §7: the token is only ever sent to the configured API. */
export function isApiUrl(url: string, base = apiBase()): boolean {
  return isUnderBase(url, base);
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = new URL(/^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) url.searchParams.append(key, String(v));
  }
  return url.href;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof FormData ||
    body instanceof ArrayBuffer ||
    body instanceof URLSearchParams ||
    ArrayBuffer.isView(body)
  );
}

/** SPEC §8: what the user is told, per status. 404 says nothing; errors stay until dismissed. */
export function reportApiError(error: ApiError): void {
  const t = i18n.t.bind(i18n);
  let message: string | null;
  if (error.status === 400) message = t('errors.badRequest');
  else if (error.status === 401) message = t('errors.unauthorized');
  else if (error.status === 403) message = t('errors.forbidden');
  else if (error.status === 404) message = null;
  else if (error.status >= 500) message = t('errors.server');
  else if (error.status === 0) message = t('errors.network');
  else message = error.message || t('errors.unknown');
  if (!message) return;
  // one toast per distinct message: parallel requests failing alike do not stack
  notify.error(message, { id: `api-error-${error.status}-${message.slice(0, 40)}`, autoClose: false });
}

async function parseError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const b = (body && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    code?: unknown;
    fields?: unknown;
  };
  const fields =
    b.fields && typeof b.fields === 'object'
      ? Object.fromEntries(
          Object.entries(b.fields as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
        )
      : undefined;
  return new ApiError(response.status, typeof b.message === 'string' ? b.message : response.statusText, {
    ...(typeof b.code === 'string' ? { code: b.code } : {}),
    ...(fields ? { fields: fields as Record<string, string> } : {}),
    body,
  });
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let base = apiBase();
  if (!base) {
    await bootSession();
    base = apiBase();
  }
  if (!base) {
    const error = new ApiError(503, i18n.t('errors.server'), { code: 'config_unavailable' });
    if (!options.quiet) reportApiError(error);
    throw error;
  }
  const url = buildUrl(base, path, options.query);
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers.set('content-type', 'application/json');
    }
  }
  const token = await freshToken();
  if (token && isApiUrl(url, base)) headers.set('authorization', `Bearer ${token}`);

  const done = options.background ? () => {} : beginLoading();
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (cause) {
    done();
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, i18n.t('errors.network'), { code: 'network_error' });
    if (!options.quiet) reportApiError(error);
    throw error;
  }
  try {
    if (!response.ok) {
      const error = await parseError(response);
      if (error.status === 401) await endSession('unauthorized');
      if (!options.quiet && !options.expect?.includes(error.status)) reportApiError(error);
      throw error;
    }
    if (response.status === 204 || method === 'HEAD') return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) return (await response.json()) as T;
    return (await response.text()) as T;
  } finally {
    done();
  }
}

/** The generic client (SPEC §7): get, post, put, patch, delete, head, options. */
export const api = {
  request,
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  head: (path: string, options?: RequestOptions) => request<void>('HEAD', path, options),
  options: <T = void>(path: string, options?: RequestOptions) => request<T>('OPTIONS', path, options),
};
