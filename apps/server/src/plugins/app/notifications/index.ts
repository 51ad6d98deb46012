import {
  NOTIFICATION_KINDS,
  pageOf,
  type MarkReadResult,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationParams,
  type NotificationSettings,
  type PagedResult,
  type PushPayload,
  type PushSubscriptionInput,
  type PushSubscriptionResult,
} from '@sportzone/contracts';
import {
  claimNotificationJobs,
  deleteNotificationJob,
  deleteOwnPushSubscription,
  deletePushSubscription,
  enqueueNotificationJobs,
  entryUserIds,
  findMatchHead,
  findNotification,
  findPushSubscription,
  findTournament,
  tournamentMatchOf,
  followerIds,
  getOrInitSetting,
  insertNotifications,
  managedOrganizationIds,
  markNotificationsRead,
  matchScorerIds,
  memberOrganizationIds,
  nextNotificationJobAt,
  notificationSettingsOf,
  organizationAncestry,
  pageNotifications,
  pushSubscriptionsOf,
  rescheduleNotificationJob,
  rolesOf,
  saveNotificationSettings,
  touchPushSubscription,
  unreadNotificationCount,
  upsertPushSubscription,
  userIdsOfSides,
  type MatchHeadRow,
  type NotificationRow,
  type NotificationSettingsRow,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import { badRequest, notFound } from '../../../lib/http-errors';
import { pushTexts } from './texts';

/** A job is tried this many times (about a day with the backoff below), then dropped with a warning. */
export const MAX_ATTEMPTS = 10;
/** Backoff after the n-th failed attempt: BASE · 2^(n-1), at most 1 hour. */
export const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 3600_000;
/** A claimed job is not taken by another worker for this long (the send's own timeout is shorter). */
const LEASE_MS = 60_000;
/** Other instances' rows (and delayed results) are looked for at least this often. */
const POLL_MS = 5_000;
const BATCH = 50;
const PUSH_TIMEOUT_MS = 15_000;
/** Push services keep a message for a day at most when the device is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;

export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

export interface NewNotification {
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  /** one notification per person and key (a match starts once) */
  dedupeKey: string | null;
}

export interface NotificationsService {
  list(request: FastifyRequest, query: NotificationListQuery): Promise<PagedResult<Notification>>;
  unread(request: FastifyRequest): Promise<number>;
  markRead(request: FastifyRequest, ids: number[] | undefined): Promise<MarkReadResult>;
  settings(request: FastifyRequest): Promise<NotificationSettings>;
  saveSettings(request: FastifyRequest, input: NotificationSettings): Promise<NotificationSettings>;
  subscribe(request: FastifyRequest, input: PushSubscriptionInput): Promise<PushSubscriptionResult>;
  unsubscribe(request: FastifyRequest, endpoint: string): Promise<void>;
  /** the VAPID public key (base64url): the browser's applicationServerKey */
  publicKey: string;
  /**
   * Tells these people (as far as their settings want it): the notification rows and their sending jobs
   * in one transaction, then the worker is woken. Returns how many were made.
   */
  notify(userIds: number[], n: NewNotification): Promise<number>;
  /** Runs the queue once (the worker's loop calls it; tests too). Returns the jobs handled. */
  processQueue(): Promise<number>;
  toDto(row: NotificationRow): Notification;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

const DEFAULT_KINDS = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, { app: true, push: true }]),
) as NotificationSettings['kinds'];

function settingsDto(row: NotificationSettingsRow | undefined): NotificationSettings {
  const kinds = { ...DEFAULT_KINDS };
  for (const k of NOTIFICATION_KINDS) {
    const v = row?.kinds[k];
    if (v) kinds[k] = { app: v.app !== false, push: v.push !== false };
  }
  return { kinds, delaySeconds: row?.delaySeconds ?? 0 };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Where the score stands from the winner's side: "2–1 (6–4 3–6 7–5)". */
function resultFromWinner(head: MatchHeadRow): {
  winner: string | null;
  loser: string | null;
  score: string;
  outcome: string | null;
} {
  const s = head.summary as {
    winner?: 'home' | 'away' | null;
    outcome?: string | null;
    score?: { home: number; away: number };
    periods?: { home: number; away: number }[];
  };
  const w = s.winner ?? null;
  const l = w === 'home' ? 'away' : 'home';
  const score = s.score ?? { home: 0, away: 0 };
  const first = w ?? 'home';
  const second = w ? l : 'away';
  const periods = (s.periods ?? []).map((p) => `${p[first]}–${p[second]}`).join(' ');
  const main = `${score[first]}–${score[second]}`;
  return {
    winner: w ? (w === 'home' ? head.homeName : head.awayName) : null,
    loser: w ? (w === 'home' ? head.awayName : head.homeName) : null,
    score: periods && (s.periods?.length ?? 0) > 1 ? `${main} (${periods})` : main,
    /** played, retired, walkover, default, conceded */
    outcome: s.outcome ?? null,
  };
}

export default fp(
  async function notifications(app: FastifyInstance) {
    const db = () => app.database.db;
    const publicUrl = new URL(app.config.publicUrl);
    const vapid = await getOrInitSetting(db(), 'push.vapid', () => webpush.generateVAPIDKeys());
    const vapidDetails = {
      subject: `mailto:notifications@${publicUrl.hostname.includes('.') ? publicUrl.hostname : 'sportzone.invalid'}`,
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
    };

    const toDto = (row: NotificationRow): Notification => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      link: row.link,
      at: row.visibleAt.toISOString(),
      read: row.readAt !== null,
    });

    // ─── who may hear of a match (decision 012) ─────────────────────────

    /** Those of `userIds` who may see the match: everyone unless it (or its organization) is private. */
    async function mayHear(head: MatchHeadRow, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const ancestry = head.organizationId ? await organizationAncestry(db(), head.organizationId) : [];
      const orgPrivate = ancestry.some((o) => o.privacy === 'private');
      if (head.privacy !== 'private' && !orgPrivate) return userIds;
      const scorers = new Set(await matchScorerIds(db(), head.id));
      const out: number[] = [];
      for (const userId of userIds) {
        if (head.ownerId === userId || scorers.has(userId)) out.push(userId);
        else if ((await rolesOf(db(), userId)).includes('Admin')) out.push(userId);
        else if (
          head.organizationId &&
          (await managedOrganizationIds(db(), userId)).includes(head.organizationId)
        )
          out.push(userId);
        else if (
          head.privacy !== 'private' &&
          head.organizationId &&
          (await memberOrganizationIds(db(), userId)).includes(head.organizationId)
        )
          out.push(userId);
      }
      return out;
    }

    async function followersOfMatch(head: MatchHeadRow): Promise<number[]> {
      const ancestry = head.organizationId ? await organizationAncestry(db(), head.organizationId) : [];
      const ids = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
      return followerIds(db(), {
        playerIds: ids([head.homePlayerId, head.awayPlayerId]),
        teamIds: ids([head.homeTeamId, head.awayTeamId, head.homeFormationId, head.awayFormationId]),
        organizationIds: ancestry.map((o) => o.id),
      });
    }

    const matchLink = (head: MatchHeadRow) => `/${head.sport}/live/${head.id}`;

    // ─── making notifications ───────────────────────────────────────────

    let kick: () => void = () => {};

    async function notify(userIds: number[], n: NewNotification): Promise<number> {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return 0;
      const settings = await notificationSettingsOf(db(), unique);
      const subs = await pushSubscriptionsOf(db(), unique);
      const now = Date.now();
      const wanted = unique
        .map((userId) => ({ userId, s: settingsDto(settings.get(userId)) }))
        .filter(({ s }) => s.kinds[n.kind].app || s.kinds[n.kind].push);
      if (wanted.length === 0) return 0;
      const made = await app.database.transaction(async (tx) => {
        const rows = await insertNotifications(
          tx,
          wanted.map(({ userId, s }) => ({
            userId,
            kind: n.kind,
            params: n.params,
            link: n.link,
            dedupeKey: n.dedupeKey,
            // the spoiler guard: a result reaches someone watching with video delay after it
            visibleAt: new Date(now + (n.kind === 'match_finished' ? s.delaySeconds * 1000 : 0)),
            // push only: kept in the history, but no badge
            readAt: s.kinds[n.kind].app ? null : new Date(now),
          })),
        );
        const byUser = new Map(wanted.map((w) => [w.userId, w.s]));
        const jobs = rows.flatMap((row) => {
          const s = byUser.get(row.userId)!;
          const at = row.visibleAt;
          return [
            ...(s.kinds[n.kind].app
              ? [{ notificationId: row.id, channel: 'live' as const, nextAttemptAt: at }]
              : []),
            ...(s.kinds[n.kind].push
              ? subs
                  .filter((x) => x.userId === row.userId)
                  .map((x) => ({
                    notificationId: row.id,
                    channel: 'push' as const,
                    subscriptionId: x.id,
                    nextAttemptAt: at,
                  }))
              : []),
          ];
        });
        await enqueueNotificationJobs(tx, jobs);
        return rows.length;
      });
      if (made > 0) kick();
      return made;
    }

    // ─── the queue worker ───────────────────────────────────────────────

    async function sendPush(row: NotificationRow, sub: { endpoint: string; p256dh: string; auth: string }) {
      const texts = pushTexts(row.kind, row.params);
      const payload: PushPayload = { ...toDto(row), title: texts.title, body: texts.body };
      // web-push encrypts (RFC 8291 aes128gcm) and signs (VAPID, RFC 8292); we send the request
      // ourselves so a push service double on plain http works in tests as well
      const details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    }

    async function handleJob(job: Awaited<ReturnType<typeof claimNotificationJobs>>[number]): Promise<void> {
      const row = await findNotification(db(), job.notificationId);
      if (!row) return deleteNotificationJob(db(), job.id);
      if (job.channel === 'live') {
        const unread = await unreadNotificationCount(db(), row.userId);
        app.live.publishUser(row.userId, { type: 'notification', notification: toDto(row), unread });
        return deleteNotificationJob(db(), job.id);
      }
      const sub = job.subscriptionId ? await findPushSubscription(db(), job.subscriptionId) : null;
      if (!sub) return deleteNotificationJob(db(), job.id);
      let failure: string;
      try {
        const status = await sendPush(row, sub);
        if (status >= 200 && status < 300) {
          await touchPushSubscription(db(), sub.id);
          return deleteNotificationJob(db(), job.id);
        }
        if (status === 404 || status === 410) {
          // the subscription expired or was revoked: gone, with its other jobs (cascade)
          app.log.info({ subscriptionId: sub.id, status }, 'notifications: push subscription gone');
          return deletePushSubscription(db(), sub.id);
        }
        failure = `push service answered ${status}`;
      } catch (err) {
        failure = err instanceof Error ? err.message : String(err);
      }
      if (job.attempts >= MAX_ATTEMPTS) {
        app.log.warn({ jobId: job.id, failure }, 'notifications: push given up');
        return deleteNotificationJob(db(), job.id);
      }
      await rescheduleNotificationJob(db(), job.id, new Date(Date.now() + backoffMs(job.attempts)), failure);
    }

    let running: Promise<number> | null = null;
    async function runOnce(): Promise<number> {
      let handled = 0;
      for (;;) {
        const jobs = await claimNotificationJobs(db(), BATCH, LEASE_MS);
        if (jobs.length === 0) break;
        await Promise.all(
          jobs.map((job) =>
            handleJob(job).catch((err: unknown) =>
              app.log.error({ err, jobId: job.id }, 'notifications: a job failed'),
            ),
          ),
        );
        handled += jobs.length;
        if (jobs.length < BATCH) break;
      }
      return handled;
    }
    function processQueue(): Promise<number> {
      if (!running)
        running = runOnce().finally(() => {
          running = null;
        });
      return running;
    }

    let timer: NodeJS.Timeout | null = null;
    let closing = false;
    function schedule(ms: number) {
      if (closing) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void tick();
      }, ms);
      timer.unref();
    }
    async function tick() {
      try {
        await processQueue();
        const next = await nextNotificationJobAt(db());
        const wait = next ? Math.max(50, Math.min(POLL_MS, next.getTime() - Date.now())) : POLL_MS;
        schedule(wait);
      } catch (err) {
        if (!closing) app.log.warn({ err }, 'notifications: queue run failed');
        schedule(POLL_MS);
      }
    }
    kick = () => schedule(0);
    app.addHook('onReady', async () => {
      schedule(0);
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    });

    // ─── listeners: matches and tournaments ─────────────────────────────

    /** A match started or finished: its followers who may see it hear of it (once). */
    async function matchStatus(head: MatchHeadRow, status: 'active' | 'finished') {
      const users = await mayHear(head, await followersOfMatch(head));
      const base = { home: head.homeName, away: head.awayName, sport: head.sport };
      if (status === 'active')
        await notify(users, {
          kind: 'match_started',
          params: base,
          link: matchLink(head),
          dedupeKey: `match_started:${head.id}`,
        });
      else {
        const r = resultFromWinner(head);
        await notify(users, {
          kind: 'match_finished',
          params: { ...base, winner: r.winner, loser: r.loser, score: r.score, outcome: r.outcome },
          link: matchLink(head),
          dedupeKey: `match_finished:${head.id}`,
        });
      }
    }

    app.matches.onStatusChange(async (matchId, status) => {
      if (status !== 'active' && status !== 'finished') return;
      const head = await findMatchHead(db(), matchId);
      if (head) await matchStatus(head, status);
    });

    app.tournaments.onChange(async (change) => {
      const t = await findTournament(db(), change.tournamentId);
      if (!t) return;
      const heads = (await Promise.all(change.matchIds.map((id) => findMatchHead(db(), id)))).filter(
        (h): h is MatchHeadRow => h !== null,
      );
      if (change.reason === 'draw' && heads[0]) {
        const ancestry = await organizationAncestry(db(), t.organizationId);
        const users = [
          ...(await entryUserIds(db(), t.id)),
          ...(await followerIds(db(), {
            playerIds: [],
            teamIds: [],
            organizationIds: ancestry.map((o) => o.id),
          })),
        ];
        await notify(await mayHear(heads[0], users), {
          kind: 'draw_published',
          params: { tournament: t.name, matches: heads.length },
          link: `/container/${t.id}/views`,
          dedupeKey: `draw_published:${t.id}:${Math.min(...heads.map((h) => h.id))}`,
        });
      }
      // a result entered by hand finishes a match without a score event: its followers hear of it here
      // (a match finished by scoring was told already; the dedupe key keeps it to once)
      if (change.reason === 'sides')
        for (const head of heads) if (head.status === 'finished') await matchStatus(head, 'finished');
      for (const head of heads) await callPlayers(head, t.name);
    });

    /**
     * A match of a draw with both sides, a time and a court: its players are called. Once per time and
     * court: the draw's schedule and a single match moved by hand (`PATCH /api/matches/{id}`) call
     * again only when either changed.
     */
    async function callPlayers(head: MatchHeadRow, tournament: string) {
      if (!head.scheduledAt || !head.court || (head.status !== 'upcoming' && head.status !== 'queued'))
        return;
      const playerIds = [head.homePlayerId, head.awayPlayerId].filter((x): x is number => x !== null);
      const teamIds = [head.homeTeamId, head.awayTeamId, head.homeFormationId, head.awayFormationId].filter(
        (x): x is number => x !== null,
      );
      const homeKnown = head.homePlayerId ?? head.homeTeamId ?? head.homeFormationId;
      const awayKnown = head.awayPlayerId ?? head.awayTeamId ?? head.awayFormationId;
      if (homeKnown === null || awayKnown === null) return;
      const users = await mayHear(head, await userIdsOfSides(db(), playerIds, teamIds));
      await notify(users, {
        kind: 'match_called',
        params: {
          home: head.homeName,
          away: head.awayName,
          court: head.court,
          at: head.scheduledAt.toISOString(),
          tournament,
        },
        link: matchLink(head),
        dedupeKey: `match_called:${head.id}:${head.scheduledAt.toISOString()}:${head.court}`,
      });
    }

    app.matches.onReschedule(async (matchId) => {
      const head = await findMatchHead(db(), matchId);
      // matches of a draw only: a friendly match moved is not "called"
      const inDraw = head ? await tournamentMatchOf(db(), head.id) : null;
      const t = inDraw ? await findTournament(db(), inDraw.tournamentId) : null;
      if (head && t) await callPlayers(head, t.name);
    });

    // ─── the service ────────────────────────────────────────────────────

    app.decorate('notifications', {
      publicKey: vapid.publicKey,
      toDto,
      notify,
      processQueue,

      async list(request, query) {
        const me = await app.access.me(request);
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 20;
        const { rows, total } = await pageNotifications(db(), me.id, {
          page,
          pageSize,
          unreadOnly: query.unread === true,
        });
        return pageOf(rows.map(toDto), page, pageSize, total);
      },

      async unread(request) {
        const me = await app.access.me(request);
        return unreadNotificationCount(db(), me.id);
      },

      async markRead(request, ids) {
        const me = await app.access.me(request);
        const changed = await markNotificationsRead(db(), me.id, ids === undefined ? 'all' : ids);
        return { changed, unread: await unreadNotificationCount(db(), me.id) };
      },

      async settings(request) {
        const me = await app.access.me(request);
        return settingsDto((await notificationSettingsOf(db(), [me.id])).get(me.id));
      },

      async saveSettings(request, input) {
        const me = await app.access.me(request);
        return settingsDto(
          await saveNotificationSettings(db(), me.id, {
            kinds: input.kinds,
            delaySeconds: input.delaySeconds,
          }),
        );
      },

      async subscribe(request, input) {
        const me = await app.access.me(request);
        let endpoint: URL;
        try {
          endpoint = new URL(input.endpoint);
        } catch {
          throw badRequest('The endpoint is not a URL.', { endpoint: 'is not a URL' });
        }
        // Our server POSTs to this address: only https push services, and a loopback test double
        // when this server itself runs on plain http (development, tests)
        const local = publicUrl.protocol === 'http:' && LOOPBACK.has(endpoint.hostname);
        if (endpoint.protocol !== 'https:' && !local)
          throw badRequest('A push endpoint is an https address of a push service.', {
            endpoint: 'must be https',
          });
        if (Buffer.from(input.keys.p256dh, 'base64url').length !== 65)
          throw badRequest('p256dh is not a P-256 public key.', { 'keys.p256dh': 'must be 65 bytes' });
        if (Buffer.from(input.keys.auth, 'base64url').length !== 16)
          throw badRequest('auth is not a 16-byte secret.', { 'keys.auth': 'must be 16 bytes' });
        const row = await upsertPushSubscription(db(), {
          userId: me.id,
          endpoint: endpoint.toString(),
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        });
        const devices = (await pushSubscriptionsOf(db(), [me.id])).length;
        return { id: row.id, devices };
      },

      async unsubscribe(request, endpoint) {
        const me = await app.access.me(request);
        let normal = endpoint;
        try {
          normal = new URL(endpoint).toString();
        } catch {
          // compared as given
        }
        if (!(await deleteOwnPushSubscription(db(), me.id, normal)))
          throw notFound('No such push subscription of yours.');
      },
    } satisfies NotificationsService);
  },
  {
    name: 'notifications',
    dependencies: ['db', 'access', 'live-hub', 'matches', 'tournaments'],
  },
);
