import type { Db } from '@sportzone/db';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../../config';
import { accountClaims, activeAccount } from './accounts';
import { DatabaseAdapter } from './adapter';
import { pickLocale } from './i18n';
import type { PrivateJwks } from './keys';
import { logoutPage, messagePage } from './pages';

export const MOUNT_PATH = '/oidc';
/** Resource-server scopes of the API (SPEC §7: a user scope and a read scope). */
export const API_SCOPES = 'sportzone.user sportzone.read';
/** Paths of the web app that receive the authorization response / are returned to after sign-out. */
export const REDIRECT_PATHS = ['/authorization-response', '/silent-renew'];
export const POST_LOGOUT_PATHS = ['/', '/login'];

const DAY = 24 * 60 * 60;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `http://localhost:<any port>` or `http://127.0.0.1:<any port>` (or [::1]) with one of the given paths
 * and no fragment. Tests and local development run the app on ports that PUBLIC_URL does not name.
 */
export function isLoopbackUri(value: string, paths: readonly string[]): boolean {
  const url = URL.parse(value);
  return (
    url !== null &&
    url.protocol === 'http:' &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.username === '' &&
    url.password === '' &&
    url.hash === '' &&
    !value.includes('#') &&
    paths.includes(url.pathname)
  );
}

function isLoopbackOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  return (
    url !== null && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin
  );
}

/** Adds an origin to the CSP form-action of a page whose form ends in a redirect to that origin. */
export function allowFormActionTo(csp: string | undefined, target: string | undefined): string | undefined {
  if (!csp || !target) return csp;
  const origin = URL.parse(target)?.origin;
  if (!origin || origin === 'null') return csp;
  return csp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('form-action ') && !trimmed.split(/\s+/).includes(origin)
        ? `${trimmed} ${origin}`
        : trimmed;
    })
    .join(';');
}

function localeOf(ctx: KoaContextWithOIDC) {
  let uiLocales: unknown;
  try {
    uiLocales = ctx.oidc?.params?.ui_locales;
  } catch {
    uiLocales = undefined;
  }
  return pickLocale({
    uiLocales,
    cookieHeader: ctx.get('cookie'),
    acceptLanguage: ctx.get('accept-language'),
  });
}

export interface ProviderOptions {
  config: AppConfig;
  db: () => Db;
  jwks: PrivateJwks;
  cookieKeys: string[];
  log: FastifyBaseLogger;
}

type Features = NonNullable<Configuration['features']>;

/** The account behind a session or a token: only an active one, with its claims read fresh. */
function accountLookups(db: () => Db): Pick<Configuration, 'findAccount' | 'extraTokenClaims'> {
  return {
    async findAccount(_ctx, sub) {
      const account = await activeAccount(db(), sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ ...(await accountClaims(db(), account)) }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || typeof token.accountId !== 'string')
        return undefined;
      const account = await activeAccount(db(), token.accountId);
      if (!account) return undefined;
      const claims = await accountClaims(db(), account);
      return { roles: claims.roles, email: claims.email };
    },
  };
}

/** The API as the one resource server: its scopes, audience and JWT access tokens. */
function apiResource(config: AppConfig): Features['resourceIndicators'] {
  const audience = config.oidcAudience;
  return {
    enabled: true,
    defaultResource: (_ctx, _client, oneOf) => oneOf ?? audience,
    useGrantedResource: () => true,
    getResourceServerInfo: (_ctx, resourceIndicator) => {
      if (resourceIndicator !== audience) throw new errors.InvalidTarget();
      return {
        scope: API_SCOPES,
        audience,
        accessTokenTTL: config.oidcAccessTokenTtl,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      };
    },
  };
}

/** Sign-out: our own pages for the question and for the goodbye. */
function logoutPages(home: string): Features['rpInitiatedLogout'] {
  return {
    enabled: true,
    logoutSource: (ctx, form) => {
      // Our page: a plain form and buttons, no auto-submit script. Its redirect may leave this origin.
      const csp = allowFormActionTo(
        ctx.response.get('content-security-policy') || undefined,
        ctx.oidc.params?.post_logout_redirect_uri as string | undefined,
      );
      if (csp) ctx.set('content-security-policy', csp);
      ctx.type = 'html';
      ctx.body = logoutPage({ locale: localeOf(ctx), homeUrl: home, form });
    },
    postLogoutSuccessSource: (ctx) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        locale: localeOf(ctx),
        homeUrl: home,
        title: 'loggedOutTitle',
        text: 'loggedOutText',
      });
    },
  };
}

/** An error of the provider as our page; a server-side one (or one not the provider's) is logged. */
function errorPage(log: FastifyBaseLogger, home: string): Configuration['renderError'] {
  return async (ctx, out, error) => {
    if (!(error instanceof errors.OIDCProviderError) || error.statusCode >= 500) {
      log.error({ err: error }, 'oidc provider error');
    }
    ctx.type = 'html';
    ctx.body = messagePage({
      locale: localeOf(ctx),
      homeUrl: home,
      title: 'errorTitle',
      text: 'errorText',
      detail: [out.error, out.error_description].filter(Boolean).join(': '),
    });
  };
}

/**
 * Redirect URIs: those derived from PUBLIC_URL are registered. When PUBLIC_URL is itself a loopback
 * address, loopback ones on any port (same paths) are accepted too, so tests and local development
 * work whatever port they listen on.
 */
function acceptLoopbackRedirects(provider: Provider, clientId: string): void {
  const proto = provider.Client.prototype;
  const redirectUriAllowed = proto.redirectUriAllowed;
  const postLogoutRedirectUriAllowed = proto.postLogoutRedirectUriAllowed;
  proto.redirectUriAllowed = function (this: InstanceType<typeof provider.Client>, value: string) {
    return (
      redirectUriAllowed.call(this, value) ||
      (this.clientId === clientId && isLoopbackUri(value, REDIRECT_PATHS))
    );
  };
  proto.postLogoutRedirectUriAllowed = function (this: InstanceType<typeof provider.Client>, value: string) {
    return (
      postLogoutRedirectUriAllowed.call(this, value) ||
      (this.clientId === clientId && isLoopbackUri(value, POST_LOGOUT_PATHS))
    );
  };
}

export function createProvider({ config, db, jwks, cookieKeys, log }: ProviderOptions): Provider {
  const issuer = `${config.publicUrl}${MOUNT_PATH}`;
  const clientId = config.oidcClientId;
  const home = `${config.publicUrl}/`;
  const allowedOrigins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  // Development and tests (PUBLIC_URL on this machine): any loopback port may be the web app. A public
  // deployment accepts only the URIs derived from PUBLIC_URL.
  const loopbackAllowed = LOOPBACK_HOSTS.has(new URL(config.publicUrl).hostname);

  const configuration: Configuration = {
    adapter: (name: string) => new DatabaseAdapter(name, db),
    jwks: { keys: jwks.keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: cookieKeys,
      names: { session: 'spz_oidc_session', interaction: 'spz_oidc_interaction', resume: 'spz_oidc_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: clientId,
        client_name: 'Sportzone',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: REDIRECT_PATHS.map((p) => `${config.publicUrl}${p}`),
        post_logout_redirect_uris: POST_LOGOUT_PATHS.map((p) => `${config.publicUrl}${p}`),
        id_token_signed_response_alg: 'RS256',
      },
    ],
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', 'roles'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
      email: ['email', 'email_verified'],
    },
    // Scope claims (and roles) go into the id_token: the web reads roles from it (loadUserInfo: false).
    conformIdTokenClaims: false,
    extraParams: ['screen'],
    clientBasedCORS: (_ctx, origin) =>
      allowedOrigins.has(origin) || (loopbackAllowed && isLoopbackOrigin(origin)),
    ...accountLookups(db),
    interactions: {
      url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      resourceIndicators: apiResource(config),
      rpInitiatedLogout: logoutPages(home),
    },
    ttl: {
      AccessToken: config.oidcAccessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 30 * DAY,
      // Every refresh token (rotated on each use) lives 30 days; the grant behind them at most a year.
      RefreshToken: 30 * DAY,
      Grant: 365 * DAY,
    },
    renderError: errorPage(log, home),
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  if (loopbackAllowed) acceptLoopbackRedirects(provider, clientId);

  provider.on('server_error', (_ctx: unknown, err: Error) => log.error({ err }, 'oidc server error'));
  provider.on('grant.error', (_ctx: unknown, err: Error) =>
    log.info({ reason: err.message }, 'oidc token request refused'),
  );
  return provider;
}
