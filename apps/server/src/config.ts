import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the default data folder and the built web app are found from here. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** folder for the embedded database and local files (pictures); created when missing */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** the address people open; the embedded issuer and redirect URIs are derived from it */
  publicUrl: string;
  /** external OpenID Connect issuer; absent = the embedded provider at `${publicUrl}/oidc` */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  /** the `aud` the API requires in access tokens */
  oidcAudience: string;
  /** scopes the browser asks for */
  oidcScopes: string;
  smtpUrl: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  /** create demo accounts and data on first start (embedded provider only) */
  demoData: boolean;
  /** the built web app; served with history fallback when present */
  webDist: string;
  trustProxy: boolean;
  version: string;
  /** cookie consent by the third-party service (SPEC §1): its site id; none = the app's own banner */
  consentSiteId: string | null;
  /** the embedded provider's access token life in seconds (OIDC_ACCESS_TOKEN_TTL); the browser renews it */
  oidcAccessTokenTtl: number;
  /** live hub: viewer WebSocket connections this process holds at most (below the open-file limit) */
  liveMaxConnections: number;
  /** on SIGTERM: how long the instance stays up, not ready, for the load balancer to notice (DRAIN_NOTICE_MS) */
  drainNoticeMs: number;
  /** demo data: a built-in simulator keeps the demo matches playing */
  simulator: boolean;
  /** live video ingest: the RTMP port encoders publish to; null = off (RTMP_PORT=0 or off) */
  rtmpPort: number | null;
  /** the ffmpeg program that turns the ingest into HLS (FFMPEG_PATH, default `ffmpeg` on PATH) */
  ffmpegPath: string;
  /** GET /metrics on the app's port answers a scraper with this bearer token (METRICS_TOKEN); null = not there */
  metricsToken: string | null;
  /** calls one organization API key may make a minute (API_KEY_CALLS_PER_MINUTE, 600 by default) */
  apiKeyCallsPerMinute: number;
  /**
   * webhooks may call http: URLs and private or loopback addresses (WEBHOOK_ALLOW_PRIVATE; on by default
   * only when PUBLIC_URL is a loopback address: a local install)
   */
  webhookAllowPrivate: boolean;
  /** the first wait before a failed webhook is tried again; the schedule grows from it to ~24 h (WEBHOOK_RETRY_BASE_MS, 5000) */
  webhookRetryBaseMs: number;
  /** /metrics on a port of its own, for scrapers inside the network (METRICS_PORT; 0 = any free port); null = none */
  metricsPort: number | null;
  /** YouTube Live (decision 019): OAuth client and endpoints; tests point the bases at a fake */
  youtube: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    oauthBase: string;
    authUrl: string;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the environment; throws ConfigError listing every wrong value at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const url = (name: string, protocols: string[]) => {
    const v = value(name);
    if (v === undefined) return undefined;
    try {
      const u = new URL(v);
      if (!protocols.includes(u.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${v}")`);
      }
      return v.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} is not a valid URL (got "${v}")`);
      return undefined;
    }
  };
  const bool = (name: string, fallback: boolean) => {
    const v = value(name)?.toLowerCase();
    if (v === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    problems.push(`${name} must be true or false (got "${v}")`);
    return fallback;
  };
  /** a whole number from `min` to `max` (`unit`: "of seconds", "of milliseconds", as the message says it) */
  const whole = (name: string, fallback: number, min: number, max: number, unit = '') => {
    const text = value(name) ?? String(fallback);
    const n = Number(text);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    problems.push(
      `${name} must be a whole number ${unit ? `${unit} ` : ''}from ${min} to ${max} (got "${text}")`,
    );
    return fallback;
  };

  const portText = value('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }
  const host = value('HOST') ?? '0.0.0.0';
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port || 3000}`;
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const oidcIssuer = url('OIDC_ISSUER', ['http:', 'https:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  if (oidcIssuer && !value('OIDC_CLIENT_ID'))
    problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  if (oidcIssuer && !value('OIDC_AUDIENCE'))
    problems.push('OIDC_AUDIENCE is required when OIDC_ISSUER is set');
  const corsOrigins = (value('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    try {
      new URL(origin);
    } catch {
      problems.push(`CORS_ORIGINS has an invalid origin "${origin}"`);
    }
  }

  const liveMaxConnections = whole('LIVE_MAX_CONNECTIONS', 15_000, 0, 1_000_000);
  const drainNoticeMs = whole('DRAIN_NOTICE_MS', 2000, 0, 10_000, 'of milliseconds');
  const oidcAccessTokenTtl = whole('OIDC_ACCESS_TOKEN_TTL', 43_200, 30, 86_400, 'of seconds');
  const simulator = bool('SIMULATOR', true);
  const rtmpText = value('RTMP_PORT')?.toLowerCase() ?? '1935';
  const rtmpNumber = ['off', 'false', 'no'].includes(rtmpText) ? 0 : Number(rtmpText);
  if (!Number.isInteger(rtmpNumber) || rtmpNumber < 0 || rtmpNumber > 65535) {
    problems.push(`RTMP_PORT must be a whole number from 0 to 65535, or off (got "${rtmpText}")`);
  }

  const metricsToken = value('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,200}$/.test(metricsToken))
    problems.push('METRICS_TOKEN must be 16 to 200 printable characters without spaces');
  const metricsPortText = value('METRICS_PORT');
  const metricsPort = metricsPortText === undefined ? null : Number(metricsPortText);
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535))
    problems.push(`METRICS_PORT must be a whole number from 0 to 65535 (got "${metricsPortText}")`);
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port)
    problems.push('METRICS_PORT must differ from PORT');

  const apiKeyCallsPerMinute = whole('API_KEY_CALLS_PER_MINUTE', 600, 1, 1_000_000);
  const webhookRetryBaseMs = whole('WEBHOOK_RETRY_BASE_MS', 5000, 10, 600_000, 'of milliseconds');

  const youtubeApiBase = url('YOUTUBE_API_BASE', ['http:', 'https:']);
  const youtubeOauthBase = url('YOUTUBE_OAUTH_BASE', ['http:', 'https:']);
  const youtubeAuthUrl = url('YOUTUBE_AUTH_URL', ['http:', 'https:']);
  if (!!value('YOUTUBE_CLIENT_ID') !== !!value('YOUTUBE_CLIENT_SECRET'))
    problems.push('YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET are set together');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir: resolve(value('DATA_DIR') ?? resolve(REPO_ROOT, 'data')),
    databaseUrl,
    redisUrl,
    publicUrl,
    oidcIssuer,
    oidcClientId: value('OIDC_CLIENT_ID') ?? 'sportzone-web',
    oidcAudience: value('OIDC_AUDIENCE') ?? `${publicUrl}/api`,
    oidcScopes: value('OIDC_SCOPES') ?? 'openid profile email offline_access sportzone.user sportzone.read',
    smtpUrl,
    corsOrigins,
    logLevel,
    // Demo accounts have a published password: on by default only for a local, embedded setup.
    demoData: bool('DEMO_DATA', !oidcIssuer && isLoopback(publicUrl)),
    webDist: resolve(value('WEB_DIST') ?? resolve(REPO_ROOT, 'apps/web/dist')),
    trustProxy: bool('TRUST_PROXY', false),
    version: value('APP_VERSION') ?? '0.1.0',
    consentSiteId: value('CONSENT_SITE_ID') ?? null,
    oidcAccessTokenTtl,
    liveMaxConnections,
    drainNoticeMs,
    simulator,
    rtmpPort: rtmpNumber > 0 ? rtmpNumber : null,
    ffmpegPath: value('FFMPEG_PATH') ?? 'ffmpeg',
    metricsToken,
    metricsPort,
    apiKeyCallsPerMinute,
    webhookAllowPrivate: bool('WEBHOOK_ALLOW_PRIVATE', isLoopback(publicUrl)),
    webhookRetryBaseMs,
    youtube: {
      clientId: value('YOUTUBE_CLIENT_ID'),
      clientSecret: value('YOUTUBE_CLIENT_SECRET'),
      apiBase: youtubeApiBase ?? 'https://www.googleapis.com/youtube/v3',
      oauthBase: youtubeOauthBase ?? 'https://oauth2.googleapis.com',
      authUrl: youtubeAuthUrl ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    },
  };
}
