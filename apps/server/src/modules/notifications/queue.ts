import type { LiveNotificationMessage, PushPayload } from '@sportzone/contracts';
import {
  claimNotificationJobs,
  deleteNotificationJob,
  deletePushSubscription,
  findNotification,
  findPushSubscription,
  nextNotificationJobAt,
  rescheduleNotificationJob,
  touchPushSubscription,
  unreadNotificationCount,
  type NotificationRow,
} from '@sportzone/db';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { AppDatabase } from '../../plugins/external/db';
import { notificationDto } from './make';
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

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface NotificationQueueDeps {
  database: AppDatabase;
  /** the person's open pages hear of a notification at once */
  live: { publishUser(userId: number, message: LiveNotificationMessage): void };
  vapidDetails: VapidDetails;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The durable queue's worker: sends the live and push jobs, retries with backoff, polls for others' rows. */
export interface NotificationQueue {
  /** Runs the queue once (the worker's loop calls it; tests too). Returns the jobs handled. */
  processQueue(): Promise<number>;
  /** there are jobs to send now */
  wake(): void;
  start(): void;
  /** stops the loop and waits for a run in progress */
  stop(): Promise<void>;
}

export function createNotificationQueue({
  database,
  live,
  vapidDetails,
  log,
}: NotificationQueueDeps): NotificationQueue {
  const db = () => database.db;

  async function sendPush(row: NotificationRow, sub: { endpoint: string; p256dh: string; auth: string }) {
    const texts = pushTexts(row.kind, row.params);
    const payload: PushPayload = { ...notificationDto(row), title: texts.title, body: texts.body };
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
      live.publishUser(row.userId, { type: 'notification', notification: notificationDto(row), unread });
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
        log.info({ subscriptionId: sub.id, status }, 'notifications: push subscription gone');
        return deletePushSubscription(db(), sub.id);
      }
      failure = `push service answered ${status}`;
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    if (job.attempts >= MAX_ATTEMPTS) {
      log.warn({ jobId: job.id, failure }, 'notifications: push given up');
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
            log.error({ err, jobId: job.id }, 'notifications: a job failed'),
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
      if (!closing) log.warn({ err }, 'notifications: queue run failed');
      schedule(POLL_MS);
    }
  }

  return {
    processQueue,
    wake: () => schedule(0),
    start: () => schedule(0),
    async stop() {
      closing = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
