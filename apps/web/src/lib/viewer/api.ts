import type {
  Follow,
  FollowKind,
  FollowState,
  GuestLinkCreated,
  Match,
  MatchEventRecord,
  NotificationSettings,
  PagedResult,
  PublicConfig,
} from '@sportzone/contracts';
import { ApiError, apiErrorOf } from '@/lib/api/api-error';
import { isApiUrl } from '@/lib/api/api-url';
import { getToken } from '@/lib/auth/token';
import { getPublicConfig, loadPublicConfig } from '@/lib/config/public-config';

/*
 * The viewer pages' API access (decision 013): plain fetch, no sign-in library, no toasts, no loading bar.
 * The page shows its own states. A signed-in visitor's token (SPZ_TOKEN) is sent only where it adds
 * something (the match's permissions, making a guest link) and only to the configured API base.
 */

let configLoad: Promise<PublicConfig | null> | null = null;

/** GET /api/config once (again after a failure): the API base, the version for the footer. */
export function viewerConfig(): Promise<PublicConfig | null> {
  const held = getPublicConfig();
  if (held) return Promise.resolve(held);
  configLoad ??= loadPublicConfig().catch(() => {
    configLoad = null;
    return null;
  });
  return configLoad;
}

/** The API base; this origin when the configuration could not be read (the server serving the page is the API). */
async function base(): Promise<string> {
  return (await viewerConfig())?.apiBase ?? window.location.origin;
}

export interface ViewerRequest {
  method?: string;
  body?: unknown;
  /** send the signed-in visitor's token */
  auth?: boolean;
  signal?: AbortSignal;
}

async function read<T>(response: Response): Promise<T> {
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

export async function viewerRequest<T>(path: string, options: ViewerRequest = {}): Promise<T> {
  const root = await base();
  const url = `${root}${path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.auth ? getToken() : null;
  if (token && isApiUrl(url, root)) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network error', { code: 'network_error' });
  }
  return read<T>(response);
}

const earlyMatch = new Map<number, Promise<Match>>();
const readyMatch = new Map<number, Match>();

/**
 * GET /api/matches/{id} on this origin, exactly as the server's `Link: rel=preload` header for the page
 * asks for it (no custom headers, credentials same-origin), so the answer that started downloading
 * with the HTML is reused. Called first thing by the viewer entry; the page takes it once.
 */
export function startMatchFetch(id: number): Promise<Match> {
  let pending = earlyMatch.get(id);
  if (!pending) {
    pending = fetchMatchOnce(id).then((match) => {
      if (earlyMatch.has(id)) readyMatch.set(id, match);
      return match;
    });
    earlyMatch.set(id, pending);
  }
  return pending;
}

async function fetchMatchOnce(id: number): Promise<Match> {
  let response: Response;
  try {
    response = await fetch(`/api/matches/${id}`);
  } catch {
    throw new ApiError(0, 'network error', { code: 'network_error' });
  }
  return read<Match>(response);
}

/** The early fetch's answer when it is already in (the page's first render shows it at once), once. */
export function takeReadyMatch(id: number): Match | null {
  const match = readyMatch.get(id) ?? null;
  if (match) {
    readyMatch.delete(id);
    earlyMatch.delete(id);
  }
  return match;
}

/** The match as anyone sees it: the early fetch the first time, a fresh one after. */
export function fetchPublicMatch(id: number): Promise<Match> {
  const pending = earlyMatch.get(id);
  earlyMatch.delete(id);
  readyMatch.delete(id);
  return pending ?? fetchMatchOnce(id);
}

/** The match as the signed-in visitor sees it (with what they may do), or null without a sign-in. */
export async function fetchOwnMatch(id: number): Promise<Match | null> {
  if (!getToken()) return null;
  return viewerRequest<Match>(`/api/matches/${id}`, { auth: true });
}

/** GET /api/matches/{id}/events: oldest first; `after` = the seq to start after (signed in for a private match). */
export async function fetchEvents(
  id: number,
  query: { after: number; pageSize: number },
): Promise<PagedResult<MatchEventRecord>> {
  const path = `/api/matches/${id}/events?after=${query.after}&pageSize=${query.pageSize}`;
  try {
    return await viewerRequest<PagedResult<MatchEventRecord>>(path);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404 || !getToken()) throw error;
    return viewerRequest<PagedResult<MatchEventRecord>>(path, { auth: true });
  }
}

/** POST /api/matches/{id}/guest-links: a scoring link for someone without an account. */
export function createGuestLink(matchId: number, expiresInMinutes: number): Promise<GuestLinkCreated> {
  return viewerRequest<GuestLinkCreated>(`/api/matches/${matchId}/guest-links`, {
    method: 'POST',
    body: { expiresInMinutes },
    auth: true,
  });
}

/**
 * The score delay a signed-in visitor watches with becomes their account's results delay (the spoiler
 * guard, decision 021): a result reaches them in the app or by push no sooner than the score on their
 * screen. Nothing without a sign-in; an unchanged value is not written again.
 */
export async function saveResultsDelay(seconds: number): Promise<void> {
  if (!getToken()) return;
  const path = '/api/user/notifications/settings';
  const current = await viewerRequest<NotificationSettings>(path, { auth: true });
  if (current.delaySeconds === seconds) return;
  await viewerRequest<NotificationSettings>(path, {
    method: 'PUT',
    auth: true,
    body: { ...current, delaySeconds: seconds },
  });
}

/** A token is stored: the visitor signed in here (the app renews it on its next visit). */
export function isSignedIn(): boolean {
  return !!getToken();
}

/** The ids of one kind the signed-in visitor follows (GET /api/follow, first 100), for the follow buttons. */
export async function fetchFollowedIds(kind: FollowKind, signal?: AbortSignal): Promise<Set<number>> {
  const page = await viewerRequest<PagedResult<Follow>>(`/api/follow?kind=${kind}&page=1&pageSize=100`, {
    auth: true,
    signal,
  });
  return new Set(page.items.map((f) => f.id));
}

/** PUT / DELETE /api/follow/{kind}/{id}: the follower count after following, null after unfollowing. */
export async function setFollowing(kind: FollowKind, id: number, on: boolean): Promise<number | null> {
  if (on)
    return (await viewerRequest<FollowState>(`/api/follow/${kind}/${id}`, { method: 'PUT', auth: true }))
      .followers;
  const root = await base();
  const token = getToken();
  const response = await fetch(`${root}/api/follow/${kind}/${id}`, {
    method: 'DELETE',
    headers: token && isApiUrl(`${root}/api/follow`, root) ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ApiError(0, 'network error', { code: 'network_error' });
  });
  if (!response.ok) throw await apiErrorOf(response);
  return null;
}
