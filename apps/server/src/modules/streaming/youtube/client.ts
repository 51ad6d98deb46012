/**
 * The YouTube Live platform (decision 019): OAuth 2.0 authorization-code exchange and refresh,
 * and the Live Streaming API calls a livestream needs (liveBroadcasts.insert, liveStreams.insert,
 * liveBroadcasts.bind, liveBroadcasts.transition, liveBroadcasts.list), with their real request and
 * response shapes. The endpoints are configurable (YOUTUBE_API_BASE, YOUTUBE_OAUTH_BASE,
 * YOUTUBE_AUTH_URL), so the tests speak to a local fake of the API.
 *
 * Tokens never leave this module in a message: errors carry YouTube's reason, never a request's headers.
 */

/** A platform's RTMP ingest: where the encoder publishes, and the key that goes after it (a secret). */
export interface IngestStream {
  streamId: string;
  ingestUrl: string;
  streamKey: string;
}
/** What a livestream needs from a streaming platform other than our own ingest. */
export interface BroadcastCreated extends IngestStream {
  broadcastId: string;
  /** where people watch */
  watchUrl: string;
}
/** What a new broadcast is called, when it is planned for, and who may find it. */
export interface BroadcastInput {
  title: string;
  description: string | null;
  scheduledStart: Date;
  privacy: 'public' | 'unlisted';
}
export type BroadcastStatus = 'created' | 'ready' | 'testing' | 'live' | 'complete' | 'revoked';

export interface StreamingPlatformAdapter {
  createBroadcast(
    accessToken: string,
    input: BroadcastInput,
    stream?: IngestStream,
  ): Promise<BroadcastCreated>;
  createStream(accessToken: string, title: string): Promise<IngestStream>;
  bind(accessToken: string, broadcastId: string, streamId: string): Promise<void>;
  transition(accessToken: string, broadcastId: string, to: 'live' | 'complete'): Promise<BroadcastStatus>;
  status(accessToken: string, broadcastId: string): Promise<BroadcastStatus | null>;
}

export type YouTubeErrorCode =
  | 'youtube_not_configured'
  | 'youtube_not_connected'
  | 'youtube_reconnect'
  | 'youtube_quota'
  | 'youtube_redundant_transition'
  | 'youtube_invalid_transition'
  | 'youtube_error';

/** A YouTube failure, said for people; `code` for programs. */
export class YouTubeError extends Error {
  constructor(
    readonly code: YouTubeErrorCode,
    message: string,
    /** YouTube's HTTP status (0: none) */
    readonly status = 0,
  ) {
    super(message);
  }
}

export const RECONNECT =
  'YouTube no longer accepts this channel\u2019s authorization: Reconnect the YouTube account.';
export const QUOTA = 'YouTube\u2019s daily quota is used up; try again tomorrow.';

export interface YouTubeConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** https://www.googleapis.com/youtube/v3 */
  apiBase: string;
  /** https://oauth2.googleapis.com (the token endpoint is `${oauthBase}/token`) */
  oauthBase: string;
  /** https://accounts.google.com/o/oauth2/v2/auth (the consent page) */
  authUrl: string;
}

export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube';
export const watchUrlOf = (broadcastId: string) => `https://www.youtube.com/watch?v=${broadcastId}`;
/** YouTube's ids: letters, digits, - and _ */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface TokenSet {
  accessToken: string;
  /** epoch ms */
  expiresAt: number;
  refreshToken: string | null;
}

interface GoogleErrorBody {
  error?:
    | string
    | { code?: number; message?: string; errors?: { reason?: string; message?: string }[]; status?: string };
  error_description?: string;
}

const TIMEOUT_MS = 15_000;

/** YouTube's answer as a YouTubeError with a clear message. */
function errorOf(status: number, body: GoogleErrorBody | null): YouTubeError {
  const err = body?.error;
  if (typeof err === 'string') {
    // the token endpoint: { error: "invalid_grant", error_description }
    if (err === 'invalid_client' || err === 'unauthorized_client')
      return new YouTubeError(
        'youtube_error',
        'Google does not accept this server\u2019s OAuth client: check YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET.',
        status,
      );
    if (err === 'invalid_grant' || status === 401)
      return new YouTubeError('youtube_reconnect', RECONNECT, status);
    return new YouTubeError('youtube_error', `YouTube refused the authorization (${err}).`, status);
  }
  const reason = err?.errors?.[0]?.reason ?? '';
  if (status === 401) return new YouTubeError('youtube_reconnect', RECONNECT, status);
  if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded')
    return new YouTubeError('youtube_quota', QUOTA, status);
  if (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded')
    return new YouTubeError('youtube_error', 'YouTube asks to slow down: try again in a minute.', status);
  if (reason === 'redundantTransition')
    return new YouTubeError(
      'youtube_redundant_transition',
      'The YouTube broadcast is in that state already.',
      status,
    );
  if (reason === 'invalidTransition')
    return new YouTubeError(
      'youtube_invalid_transition',
      'YouTube cannot move the broadcast to that state now: a broadcast goes live only while its stream receives video, and completes only after it was live.',
      status,
    );
  if (reason === 'liveStreamingNotEnabled' || reason === 'insufficientLivePermissions')
    return new YouTubeError(
      'youtube_error',
      'This YouTube account may not stream live yet: enable live streaming in YouTube Studio (it takes up to 24 hours).',
      status,
    );
  const what = err?.message ? `: ${err.message.slice(0, 200)}` : '';
  return new YouTubeError(
    'youtube_error',
    `YouTube answered ${status}${reason ? ` (${reason})` : ''}${what}`,
    status,
  );
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** OAuth 2.0 against Google's token endpoint, and the YouTube Live Streaming API calls. */
export class YouTubeClient implements StreamingPlatformAdapter {
  constructor(readonly config: YouTubeConfig) {}

  get configured(): boolean {
    return !!this.config.clientId && !!this.config.clientSecret;
  }

  private requireConfig() {
    if (!this.configured)
      throw new YouTubeError(
        'youtube_not_configured',
        'YouTube is not set up on this server: set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET and restart.',
      );
    return { clientId: this.config.clientId!, clientSecret: this.config.clientSecret! };
  }

  /** The consent page a channel's manager opens (offline access: a refresh token comes back). */
  consentUrl(redirectUri: string, state: string): string {
    const { clientId } = this.requireConfig();
    const u = new URL(this.config.authUrl);
    u.searchParams.set('client_id', clientId);
    u.searchParams.set('redirect_uri', redirectUri);
    u.searchParams.set('response_type', 'code');
    u.searchParams.set('scope', YOUTUBE_SCOPE);
    u.searchParams.set('access_type', 'offline');
    u.searchParams.set('prompt', 'consent');
    u.searchParams.set('include_granted_scopes', 'true');
    u.searchParams.set('state', state);
    return u.toString();
  }

  private async token(params: Record<string, string>): Promise<TokenSet> {
    const { clientId, clientSecret } = this.requireConfig();
    let res: Response;
    try {
      res = await fetch(`${this.config.oauthBase}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...params, client_id: clientId, client_secret: clientSecret }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new YouTubeError(
        'youtube_error',
        `Google's sign-in could not be reached (${(err as Error).name}).`,
      );
    }
    const body = (await readJson(res)) as
      (GoogleErrorBody & { access_token?: string; expires_in?: number; refresh_token?: string }) | null;
    if (!res.ok || !body?.access_token) throw errorOf(res.status, body);
    return {
      accessToken: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
      refreshToken: body.refresh_token ?? null,
    };
  }

  /** The authorization code from the consent page for tokens (grant_type=authorization_code). */
  exchangeCode(code: string, redirectUri: string): Promise<TokenSet> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  /** A new access token (grant_type=refresh_token); Google keeps the refresh token. */
  async refresh(refreshToken: string): Promise<TokenSet> {
    const t = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    return { ...t, refreshToken: t.refreshToken ?? refreshToken };
  }

  private async api<T>(
    accessToken: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ): Promise<T> {
    const url = `${this.config.apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new YouTubeError('youtube_error', `YouTube could not be reached (${(err as Error).name}).`);
    }
    const json = await readJson(res);
    if (!res.ok) throw errorOf(res.status, json as GoogleErrorBody | null);
    return json as T;
  }

  /** liveStreams.insert (part=snippet,cdn,contentDetails): a reusable RTMP ingest the encoder publishes to. */
  async createStream(accessToken: string, title: string): Promise<IngestStream> {
    const stream = await this.api<{
      id: string;
      cdn?: { ingestionInfo?: { ingestionAddress?: string; streamName?: string } };
    }>(
      accessToken,
      'POST',
      '/liveStreams',
      { part: 'snippet,cdn,contentDetails' },
      {
        snippet: { title: title.slice(0, 100) },
        cdn: { frameRate: 'variable', ingestionType: 'rtmp', resolution: 'variable' },
        contentDetails: { isReusable: true },
      },
    );
    const info = stream.cdn?.ingestionInfo;
    if (!YOUTUBE_ID.test(stream.id ?? '') || !info?.ingestionAddress || !info.streamName)
      throw new YouTubeError('youtube_error', 'YouTube answered without an ingest address for the stream.');
    return { streamId: stream.id, ingestUrl: info.ingestionAddress, streamKey: info.streamName };
  }

  /**
   * liveBroadcasts.insert (part=snippet,status,contentDetails), and liveStreams.insert unless the
   * channel's reusable stream is given. The broadcast neither starts nor stops by itself: transition does.
   */
  async createBroadcast(
    accessToken: string,
    input: BroadcastInput,
    stream?: IngestStream,
  ): Promise<BroadcastCreated> {
    const broadcast = await this.api<{ id: string }>(
      accessToken,
      'POST',
      '/liveBroadcasts',
      { part: 'snippet,status,contentDetails' },
      {
        snippet: {
          // YouTube's limits: title 100 characters, description 5000 bytes
          title: input.title.slice(0, 100),
          description: (input.description ?? '').slice(0, 4500),
          scheduledStartTime: input.scheduledStart.toISOString(),
        },
        status: { privacyStatus: input.privacy, selfDeclaredMadeForKids: false },
        contentDetails: {
          enableAutoStart: false,
          enableAutoStop: false,
          latencyPreference: 'low',
          monitorStream: { enableMonitorStream: false },
        },
      },
    );
    if (!YOUTUBE_ID.test(broadcast.id ?? ''))
      throw new YouTubeError('youtube_error', 'YouTube answered without a broadcast.');
    const s = stream ?? (await this.createStream(accessToken, input.title));
    return { broadcastId: broadcast.id, ...s, watchUrl: watchUrlOf(broadcast.id) };
  }

  /**
   * liveBroadcasts.update (part=snippet): a new title and description. YouTube replaces the whole
   * snippet, so the scheduled start goes with them.
   */
  async updateBroadcast(
    accessToken: string,
    broadcastId: string,
    input: { title: string; description: string | null; scheduledStart: Date },
  ): Promise<void> {
    await this.api(
      accessToken,
      'PUT',
      '/liveBroadcasts',
      { part: 'snippet' },
      {
        id: broadcastId,
        snippet: {
          title: input.title.slice(0, 100),
          description: (input.description ?? '').slice(0, 4500),
          scheduledStartTime: input.scheduledStart.toISOString(),
        },
      },
    );
  }

  /** liveBroadcasts.bind: the stream's video is the broadcast's. */
  async bind(accessToken: string, broadcastId: string, streamId: string): Promise<void> {
    await this.api(accessToken, 'POST', '/liveBroadcasts/bind', {
      id: broadcastId,
      streamId,
      part: 'id,contentDetails',
    });
  }

  /** liveBroadcasts.transition (broadcastStatus=live|complete); the broadcast's state afterwards. */
  async transition(
    accessToken: string,
    broadcastId: string,
    to: 'live' | 'complete',
  ): Promise<BroadcastStatus> {
    const b = await this.api<{ status?: { lifeCycleStatus?: BroadcastStatus } }>(
      accessToken,
      'POST',
      '/liveBroadcasts/transition',
      { broadcastStatus: to, id: broadcastId, part: 'id,status' },
    );
    return b.status?.lifeCycleStatus ?? to;
  }

  /** liveBroadcasts.list by id: the broadcast's life-cycle status (null: YouTube has no such broadcast). */
  async status(accessToken: string, broadcastId: string): Promise<BroadcastStatus | null> {
    const list = await this.api<{ items?: { id: string; status?: { lifeCycleStatus?: BroadcastStatus } }[] }>(
      accessToken,
      'GET',
      '/liveBroadcasts',
      { part: 'id,status', id: broadcastId },
    );
    return list.items?.[0]?.status?.lifeCycleStatus ?? null;
  }
}
