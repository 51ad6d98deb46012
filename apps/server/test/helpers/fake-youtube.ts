import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Google's OAuth 2.0 token endpoint and the YouTube Live Streaming API (v3), speaking
 * their real request and response shapes: `POST /token` (form-encoded, authorization_code and
 * refresh_token grants), and under `/youtube/v3`: liveBroadcasts.insert, liveStreams.insert,
 * liveBroadcasts.bind, liveBroadcasts.transition and liveBroadcasts.list. It checks the Authorization
 * header, the client credentials, the `part` parameters and the bodies, keeps broadcasts and streams
 * with YouTube's life cycle (created → ready → live → complete; going live needs the bound stream to
 * receive video), and answers errors as Google does ({ error: { code, message, errors: [{ reason }] } }).
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

interface Broadcast {
  id: string;
  snippet: { title: string; description: string; scheduledStartTime: string; channelId: string };
  status: { lifeCycleStatus: string; privacyStatus: string; recordingStatus: string };
  contentDetails: Record<string, unknown> & { boundStreamId?: string };
}
interface Stream {
  id: string;
  snippet: { title: string; channelId: string };
  cdn: Record<string, unknown>;
  status: { streamStatus: 'ready' | 'active' | 'inactive' };
  contentDetails: { isReusable: boolean };
}

const CHANNEL = 'UCfakeChannel000000000000';
const id = (n: number) => randomBytes(n).toString('base64url').slice(0, n);

export interface FakeYouTube {
  url: string;
  /** the server's settings that point it here (YOUTUBE_CLIENT_ID … YOUTUBE_AUTH_URL) */
  env: Record<string, string>;
  clientId: string;
  clientSecret: string;
  requests: FakeRequest[];
  broadcasts: Map<string, Broadcast>;
  streams: Map<string, Stream>;
  /** a code the consent page would hand back */
  issueCode(): string;
  /** the encoder sends video to this stream now */
  receiveVideo(streamId: string): void;
  /** access tokens issued so far stop working (as when they expire) */
  expireAccessTokens(): void;
  /** refresh tokens stop working too (the user removed the app's access) */
  revokeAll(): void;
  /** the project's daily quota is used up (true) or back (false) */
  quotaExceeded: boolean;
  /** all access tokens issued, newest last */
  accessTokens: string[];
  /** every secret handed out (codes, access and refresh tokens, stream keys): none may reach a log */
  secrets(): string[];
  close(): Promise<void>;
}

function googleError(res: ServerResponse, code: number, reason: string, message: string, domain = 'global') {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(
    JSON.stringify({
      error: {
        code,
        message,
        errors: [{ message, domain, reason }],
        ...(code === 401
          ? { status: 'UNAUTHENTICATED' }
          : code === 403
            ? { status: 'PERMISSION_DENIED' }
            : {}),
      },
    }),
  );
}

function json(res: ServerResponse, body: unknown, code = 200) {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
  });

export async function startFakeYouTube(): Promise<FakeYouTube> {
  const clientId = 'fake-client.apps.googleusercontent.com';
  const clientSecret = 'fake-client-secret';
  const codes = new Set<string>();
  const issued: string[] = [];
  const refreshIssued: string[] = [];
  const access = new Set<string>();
  const refresh = new Set<string>();
  const state = {
    requests: [] as FakeRequest[],
    broadcasts: new Map<string, Broadcast>(),
    streams: new Map<string, Stream>(),
    accessTokens: [] as string[],
    quotaExceeded: false,
  };

  const newAccessToken = () => {
    const t = `ya29.${id(40)}`;
    access.add(t);
    state.accessTokens.push(t);
    return t;
  };

  const broadcastResource = (b: Broadcast) => ({
    kind: 'youtube#liveBroadcast',
    etag: id(27),
    id: b.id,
    snippet: { publishedAt: new Date().toISOString(), ...b.snippet, isDefaultBroadcast: false },
    status: { ...b.status, madeForKids: false, selfDeclaredMadeForKids: false },
    contentDetails: b.contentDetails,
  });
  const streamResource = (s: Stream) => ({
    kind: 'youtube#liveStream',
    etag: id(27),
    id: s.id,
    snippet: { publishedAt: new Date().toISOString(), ...s.snippet, isDefaultStream: false },
    cdn: s.cdn,
    status: { streamStatus: s.status.streamStatus, healthStatus: { status: 'noData' } },
    contentDetails: s.contentDetails,
  });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await readBody(req);
      const contentType = req.headers['content-type'];
      let body: unknown = null;
      if (raw) {
        body = contentType?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(raw))
          : JSON.parse(raw);
      }
      const query = Object.fromEntries(url.searchParams);
      state.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        authorization: req.headers.authorization,
        contentType,
        body,
      });

      // ─── OAuth 2.0 token endpoint ─────────────────────────────────────────
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = (body ?? {}) as Record<string, string>;
        if (!contentType?.startsWith('application/x-www-form-urlencoded'))
          return json(res, { error: 'invalid_request', error_description: 'Bad content type' }, 400);
        if (form.client_id !== clientId || form.client_secret !== clientSecret)
          return json(
            res,
            { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
            401,
          );
        if (form.grant_type === 'authorization_code') {
          if (!form.code || !codes.has(form.code) || !form.redirect_uri)
            return json(res, { error: 'invalid_grant', error_description: 'Malformed auth code.' }, 400);
          codes.delete(form.code);
          const r = `1//${id(40)}`;
          refresh.add(r);
          refreshIssued.push(r);
          return json(res, {
            access_token: newAccessToken(),
            expires_in: 3599,
            refresh_token: r,
            scope: 'https://www.googleapis.com/auth/youtube',
            token_type: 'Bearer',
          });
        }
        if (form.grant_type === 'refresh_token') {
          if (!form.refresh_token || !refresh.has(form.refresh_token))
            return json(
              res,
              { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
              400,
            );
          return json(res, {
            access_token: newAccessToken(),
            expires_in: 3599,
            scope: 'https://www.googleapis.com/auth/youtube',
            token_type: 'Bearer',
          });
        }
        return json(res, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' }, 400);
      }

      // ─── YouTube Data API v3, live streaming ──────────────────────────────
      if (!url.pathname.startsWith('/youtube/v3/')) return json(res, { error: { code: 404 } }, 404);
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !access.has(token))
        return googleError(
          res,
          401,
          'authError',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
      if (state.quotaExceeded)
        return googleError(
          res,
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          'youtube.quota',
        );
      const parts = (query.part ?? '').split(',');
      const path = url.pathname.slice('/youtube/v3'.length);
      const b = body as Record<string, Record<string, unknown>> | null;

      if (path === '/liveBroadcasts' && req.method === 'POST') {
        if (!['snippet', 'status'].every((p) => parts.includes(p)))
          return googleError(res, 400, 'invalidPart', 'part must name snippet and status');
        const title = b?.snippet?.title;
        const start = b?.snippet?.scheduledStartTime;
        const privacy = b?.status?.privacyStatus;
        if (typeof title !== 'string' || !title || title.length > 100)
          return googleError(res, 400, 'invalidTitle', 'Invalid title', 'youtube.liveBroadcast');
        if (typeof start !== 'string' || Number.isNaN(Date.parse(start)))
          return googleError(
            res,
            400,
            'invalidScheduledStartTime',
            'Invalid scheduled start time',
            'youtube.liveBroadcast',
          );
        if (!['public', 'unlisted', 'private'].includes(String(privacy)))
          return googleError(
            res,
            400,
            'invalidPrivacyStatus',
            'Invalid privacy status',
            'youtube.liveBroadcast',
          );
        const broadcast: Broadcast = {
          id: id(11),
          snippet: {
            title,
            description: String(b?.snippet?.description ?? ''),
            scheduledStartTime: start,
            channelId: CHANNEL,
          },
          status: {
            lifeCycleStatus: 'created',
            privacyStatus: String(privacy),
            recordingStatus: 'notRecording',
          },
          contentDetails: { ...(b?.contentDetails ?? {}), enableDvr: true, recordFromStart: true },
        };
        state.broadcasts.set(broadcast.id, broadcast);
        return json(res, broadcastResource(broadcast));
      }

      if (path === '/liveStreams' && req.method === 'POST') {
        if (!['snippet', 'cdn'].every((p) => parts.includes(p)))
          return googleError(res, 400, 'invalidPart', 'part must name snippet and cdn');
        const cdn = b?.cdn ?? {};
        if (
          typeof b?.snippet?.title !== 'string' ||
          cdn.ingestionType !== 'rtmp' ||
          !cdn.resolution ||
          !cdn.frameRate
        )
          return googleError(res, 400, 'invalidCdn', 'Invalid cdn settings', 'youtube.liveStream');
        const key = [4, 4, 4, 4, 4].map(() => id(4).replace(/[-_]/g, 'x').toLowerCase()).join('-');
        const stream: Stream = {
          id: `${id(22)}`,
          snippet: { title: b.snippet.title, channelId: CHANNEL },
          cdn: {
            ingestionType: 'rtmp',
            ingestionInfo: {
              streamName: key,
              ingestionAddress: 'rtmp://a.rtmp.youtube.com/live2',
              backupIngestionAddress: 'rtmp://b.rtmp.youtube.com/live2?backup=1',
              rtmpsIngestionAddress: 'rtmps://a.rtmps.youtube.com/live2',
              rtmpsBackupIngestionAddress: 'rtmps://b.rtmps.youtube.com/live2?backup=1',
            },
            resolution: cdn.resolution,
            frameRate: cdn.frameRate,
          },
          status: { streamStatus: 'ready' },
          contentDetails: {
            isReusable: (b.contentDetails as { isReusable?: boolean } | undefined)?.isReusable ?? true,
          },
        };
        state.streams.set(stream.id, stream);
        return json(res, streamResource(stream));
      }

      if (path === '/liveBroadcasts/bind' && req.method === 'POST') {
        const broadcast = state.broadcasts.get(query.id ?? '');
        if (!broadcast || !query.part)
          return googleError(
            res,
            404,
            'liveBroadcastNotFound',
            'Broadcast not found',
            'youtube.liveBroadcast',
          );
        if (query.streamId && !state.streams.has(query.streamId))
          return googleError(res, 404, 'liveStreamNotFound', 'Stream not found', 'youtube.liveBroadcast');
        broadcast.contentDetails.boundStreamId = query.streamId;
        if (broadcast.status.lifeCycleStatus === 'created') broadcast.status.lifeCycleStatus = 'ready';
        return json(res, broadcastResource(broadcast));
      }

      if (path === '/liveBroadcasts/transition' && req.method === 'POST') {
        const broadcast = state.broadcasts.get(query.id ?? '');
        if (!broadcast || !query.part)
          return googleError(
            res,
            404,
            'liveBroadcastNotFound',
            'Broadcast not found',
            'youtube.liveBroadcast',
          );
        const to = query.broadcastStatus;
        const now = broadcast.status.lifeCycleStatus;
        if (now === to)
          return googleError(
            res,
            403,
            'redundantTransition',
            'Redundant transition',
            'youtube.liveBroadcast',
          );
        const stream = state.streams.get(broadcast.contentDetails.boundStreamId ?? '');
        const ok =
          to === 'testing' || to === 'live'
            ? (now === 'ready' || now === 'testing') && stream?.status.streamStatus === 'active'
            : to === 'complete' && (now === 'live' || now === 'testing');
        if (!ok)
          return googleError(res, 403, 'invalidTransition', 'Invalid transition', 'youtube.liveBroadcast');
        broadcast.status.lifeCycleStatus = to!;
        if (to === 'live') broadcast.status.recordingStatus = 'recording';
        if (to === 'complete') broadcast.status.recordingStatus = 'recorded';
        return json(res, broadcastResource(broadcast));
      }

      if (path === '/liveBroadcasts' && req.method === 'PUT') {
        if (!parts.includes('snippet')) return googleError(res, 400, 'invalidPart', 'part must name snippet');
        const broadcast = state.broadcasts.get(String((body as { id?: unknown } | null)?.id ?? ''));
        if (!broadcast) return googleError(res, 404, 'liveBroadcastNotFound', 'Broadcast not found');
        const title = b?.snippet?.title;
        const start = b?.snippet?.scheduledStartTime;
        if (typeof title !== 'string' || !title || title.length > 100)
          return googleError(res, 400, 'invalidTitle', 'Invalid title', 'youtube.liveBroadcast');
        // the snippet is replaced whole: a missing scheduled start is an error, as on YouTube
        if (typeof start !== 'string' || Number.isNaN(Date.parse(start)))
          return googleError(res, 400, 'invalidScheduledStartTime', 'Invalid scheduled start time');
        broadcast.snippet = {
          ...broadcast.snippet,
          title,
          description: String(b?.snippet?.description ?? ''),
          scheduledStartTime: start,
        };
        return json(res, broadcastResource(broadcast));
      }

      if (path === '/liveBroadcasts' && req.method === 'GET') {
        const ids = (query.id ?? '').split(',').filter(Boolean);
        const items = ids.flatMap((i) => {
          const x = state.broadcasts.get(i);
          return x ? [broadcastResource(x)] : [];
        });
        return json(res, {
          kind: 'youtube#liveBroadcastListResponse',
          etag: id(27),
          pageInfo: { totalResults: items.length, resultsPerPage: 5 },
          items,
        });
      }

      return googleError(res, 404, 'notFound', 'Not Found');
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      YOUTUBE_CLIENT_ID: clientId,
      YOUTUBE_CLIENT_SECRET: clientSecret,
      YOUTUBE_API_BASE: `${url}/youtube/v3`,
      YOUTUBE_OAUTH_BASE: url,
      YOUTUBE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
    },
    clientId,
    clientSecret,
    get requests() {
      return state.requests;
    },
    broadcasts: state.broadcasts,
    streams: state.streams,
    get accessTokens() {
      return state.accessTokens;
    },
    get quotaExceeded() {
      return state.quotaExceeded;
    },
    set quotaExceeded(v: boolean) {
      state.quotaExceeded = v;
    },
    issueCode() {
      const c = `4/0A${id(30)}`;
      codes.add(c);
      issued.push(c);
      return c;
    },
    secrets: () => [
      ...issued,
      ...state.accessTokens,
      ...refreshIssued,
      ...[...state.streams.values()].map(
        (s) => (s.cdn as { ingestionInfo: { streamName: string } }).ingestionInfo.streamName,
      ),
    ],
    receiveVideo(streamId) {
      const s = state.streams.get(streamId);
      if (s) s.status.streamStatus = 'active';
    },
    expireAccessTokens() {
      access.clear();
    },
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
