import type { PublicConfig, Role } from '@sportzone/contracts';
import { ErrorResponse, type User as OidcUser } from 'oidc-client-ts';
import { useSyncExternalStore } from 'react';
import { getPublicConfig, loadPublicConfig } from '@/lib/config/public-config';
import { currentLocale } from '@/lib/i18n';
import { claimRoles } from './roles';
import { clearToken, getToken, setToken, TOKEN_KEY } from './token';
import { createUserManager, REFRESH_OFFSET_SECONDS, type SportzoneUserManager } from './user-manager';

/**
 * The browser session (SPEC §4): logged out (no access token) or logged in (token held).
 *
 * - booting: GET /api/config and the stored sign-in are being read
 * - unavailable: the configuration could not be loaded; public pages still work
 * - signed-out / signed-in
 *
 * Rules, all in this file: a 401 from the API ends the session (endSession, called by lib/api);
 * a silent refresh failing with interaction_required / login_required ends it; no active account
 * (no stored oidc user) on boot clears the token.
 */
export type SessionStatus = 'booting' | 'unavailable' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  config: PublicConfig | null;
  user: OidcUser | null;
  /** the id_token's `roles` claim */
  roles: Role[];
}

export type SessionEndReason = 'unauthorized' | 'renew-failed' | 'expired' | 'signed-out' | 'other-tab';

let state: SessionState = { status: 'booting', config: null, user: null, roles: [] };
const listeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Called whenever a signed-in session ends (the app clears cached data). */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

let manager: SportzoneUserManager | null = null;
let bootPromise: Promise<SessionState> | null = null;
let fallbackRenewTimer: number | undefined;
let renewing: Promise<boolean> | null = null;
let retryRenewal: (() => void) | null = null;
let retryRenewalTimer: number | undefined;

/** How long a renewal that failed for want of the network waits before it is tried again (or until online). */
export const RENEW_RETRY_MS = 60_000;

/** Errors of a silent refresh that mean the sign-in is over; anything else (network) is retried later. */
const SESSION_OVER = new Set(['interaction_required', 'login_required', 'consent_required', 'invalid_grant']);

export function isSessionOverError(error: unknown): boolean {
  return error instanceof ErrorResponse && SESSION_OVER.has(error.error ?? '');
}

function jwtLifetimeSeconds(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      iat?: number;
      exp?: number;
    };
    return typeof payload.iat === 'number' && typeof payload.exp === 'number'
      ? payload.exp - payload.iat
      : null;
  } catch {
    return null;
  }
}

/**
 * The library renews REFRESH_OFFSET_SECONDS (3 h) before expiry. With access tokens that live 3 h or
 * less that would renew again a second after every renewal, so for those the renewal is scheduled
 * here instead, when a quarter of the token's life is left.
 */
function scheduleRenewal(user: OidcUser) {
  if (!manager) return;
  window.clearTimeout(fallbackRenewTimer);
  const remaining = user.expires_in ?? null;
  const lifetime = jwtLifetimeSeconds(user.access_token) ?? remaining;
  if (lifetime === null || remaining === null || lifetime > REFRESH_OFFSET_SECONDS + 60) {
    manager.startSilentRenew();
    return;
  }
  manager.stopSilentRenew();
  if (!user.refresh_token) return;
  const delay = Math.max(5, remaining - lifetime / 4);
  fallbackRenewTimer = window.setTimeout(() => void renewNow(), delay * 1000);
}

function adopt(user: OidcUser) {
  cancelRenewalRetry();
  setToken(user.access_token);
  scheduleRenewal(user);
  update({ status: 'signed-in', user, roles: claimRoles(user.profile) });
}

/** One silent renewal at a time (a timer, the way back online and a request may all ask); true when it worked. */
function renewNow(): Promise<boolean> {
  if (!manager) return Promise.resolve(false);
  renewing ??= manager
    .signinSilent()
    .then(
      (user) => user !== null,
      (error: unknown) => {
        handleRenewError(error);
        return false;
      },
    )
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

function handleRenewError(error: unknown) {
  console.warn('silent token renewal failed', error);
  if (isSessionOverError(error)) void endSession('renew-failed');
  else retryRenewalLater();
}

/**
 * A renewal that failed for want of the network (a phone without signal when the token was due) is tried
 * again as soon as the device is back online, and every minute meanwhile: the library asks only once, and
 * the token would otherwise run out and the first request after it end the session (decision 025).
 */
function retryRenewalLater() {
  if (state.status !== 'signed-in' || !state.user?.refresh_token) return;
  cancelRenewalRetry();
  const retry = () => {
    cancelRenewalRetry();
    if (state.status === 'signed-in') void renewNow();
  };
  retryRenewal = retry;
  window.addEventListener('online', retry);
  retryRenewalTimer = window.setTimeout(retry, RENEW_RETRY_MS);
}

function cancelRenewalRetry() {
  window.clearTimeout(retryRenewalTimer);
  if (retryRenewal) window.removeEventListener('online', retryRenewal);
  retryRenewal = null;
}

/**
 * The access token to send. When it has run out while a renewal was missed (offline at the time), the
 * renewal is done first, so the request goes with a live token instead of drawing a 401 that ends the
 * session (SPEC §4's rule for a 401 stays as it is).
 */
export async function freshToken(): Promise<string | null> {
  if (state.status === 'signed-in' && state.user?.expired && state.user.refresh_token) await renewNow();
  return getToken();
}

/** Clears SPZ_TOKEN and the oidc user; the app shows the public pages again. */
export async function endSession(reason: SessionEndReason): Promise<void> {
  const wasSignedIn = state.status === 'signed-in';
  clearToken();
  window.clearTimeout(fallbackRenewTimer);
  cancelRenewalRetry();
  try {
    await manager?.removeUser();
  } catch {
    // storage blocked: nothing stored either
  }
  if (state.status !== 'unavailable' && state.status !== 'booting')
    update({ status: 'signed-out', user: null, roles: [] });
  if (wasSignedIn) endListeners.forEach((l) => l(reason));
}

function wire(m: SportzoneUserManager) {
  m.events.addUserLoaded((user) => adopt(user));
  m.events.addUserUnloaded(() => {
    clearToken();
    if (state.status === 'signed-in') update({ status: 'signed-out', user: null, roles: [] });
  });
  m.events.addSilentRenewError(handleRenewError);

  // Other tabs share the stored sign-in: follow their renewals and sign-outs.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === TOKEN_KEY && event.newValue === null && state.status === 'signed-in') {
      void endSession('other-tab');
    } else if (event.key?.startsWith('oidc.user:') && event.newValue) {
      void m.getUser(true).catch(() => undefined);
    }
  });
}

async function boot(): Promise<SessionState> {
  let config: PublicConfig;
  try {
    config = getPublicConfig() ?? (await loadPublicConfig());
  } catch (error) {
    console.warn('Sportzone configuration unavailable', error);
    bootPromise = null;
    update({ status: 'unavailable' });
    return state;
  }
  manager = createUserManager(config);
  wire(manager);
  update({ config });

  let user: OidcUser | null = null;
  try {
    user = await manager.getUser();
  } catch {
    user = null;
  }
  if (!user) {
    // No active account: whatever token is left over belongs to nobody.
    clearToken();
    update({ status: 'signed-out', user: null, roles: [] });
    return state;
  }
  if (user.expired) {
    if (!user.refresh_token) {
      await endSession('expired');
      update({ status: 'signed-out' });
      return state;
    }
    try {
      const renewed = await manager.signinSilent();
      if (renewed) user = renewed;
    } catch (error) {
      if (isSessionOverError(error)) {
        clearToken();
        await manager.removeUser().catch(() => undefined);
        update({ status: 'signed-out', user: null, roles: [] });
        return state;
      }
      // offline or the provider is down: keep the account and try again once online (or before a request)
    }
  }
  adopt(user);
  if (user.expired) retryRenewalLater();
  return state;
}

/** Loads the configuration and the stored sign-in once; call again after 'unavailable' to retry. */
export function bootSession(): Promise<SessionState> {
  if (!bootPromise) {
    if (state.status === 'unavailable') update({ status: 'booting' });
    bootPromise = boot();
  }
  return bootPromise;
}

async function readyManager(): Promise<SportzoneUserManager> {
  await bootSession();
  if (!manager) throw new Error('Sign-in is not available: the configuration could not be loaded.');
  return manager;
}

function resourceParams(): Record<string, string> {
  const resource = state.config?.oidc.resource;
  return resource ? { resource } : {};
}

export interface SignInOptions {
  /** where to go after signing in */
  returnTo?: string | null;
  /** open the provider's create-account screen */
  signup?: boolean;
}

/** Redirects to the provider (code + PKCE), asking consent so offline_access yields a refresh token. */
export async function signIn(options: SignInOptions = {}): Promise<void> {
  const m = await readyManager();
  await m.signinRedirect({
    prompt: 'consent',
    ui_locales: currentLocale(),
    state: { returnTo: options.returnTo ?? null },
    // replaces the settings' extraQueryParams, so the resource indicator is repeated here
    extraQueryParams: { ...resourceParams(), ...(options.signup ? { screen: 'signup' } : {}) },
  });
}

export interface CompletedSignIn {
  user: OidcUser;
  roles: Role[];
  returnTo: string | null;
}

let callbackPromise: { url: string; promise: Promise<CompletedSignIn> } | null = null;

/** Completes the redirect (/authorization-response): exchanges the code and stores SPZ_TOKEN. Runs once per URL. */
export function completeSignIn(url = window.location.href): Promise<CompletedSignIn> {
  if (callbackPromise?.url === url) return callbackPromise.promise;
  const promise = (async () => {
    const m = await readyManager();
    const user = await m.signinRedirectCallback(url);
    adopt(user);
    const returnTo = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
    return {
      user,
      roles: claimRoles(user.profile),
      returnTo: typeof returnTo === 'string' ? returnTo : null,
    };
  })();
  callbackPromise = { url, promise };
  return promise;
}

/** Signs out at the provider too (end_session), then comes back to /. */
export async function signOut(): Promise<void> {
  const idToken = state.user?.id_token;
  clearToken();
  if (!manager) {
    await endSession('signed-out');
    return;
  }
  // The embedded provider rotates refresh tokens; revoke ours so a copy left behind is useless.
  await manager.revokeTokens(['refresh_token']).catch(() => undefined);
  try {
    await manager.signoutRedirect({
      ...(idToken ? { id_token_hint: idToken } : {}),
      extraQueryParams: { ui_locales: currentLocale() },
    });
  } catch (error) {
    console.warn('sign-out at the provider failed; signed out here', error);
    await endSession('signed-out');
    window.location.assign('/');
  }
}
