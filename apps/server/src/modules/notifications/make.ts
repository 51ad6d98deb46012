import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  type NotificationSettings,
} from '@sportzone/contracts';
import {
  enqueueNotificationJobs,
  insertNotifications,
  notificationSettingsOf,
  pushSubscriptionsOf,
  type MatchHeadRow,
  type NotificationRow,
  type NotificationSettingsRow,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';

export interface NewNotification {
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  /** one notification per person and key (a match starts once) */
  dedupeKey: string | null;
}

/**
 * Tells these people (as far as their settings want it): the notification rows and their sending jobs
 * in one transaction, then the worker is woken. Returns how many were made.
 */
export type Notify = (userIds: number[], n: NewNotification) => Promise<number>;

const DEFAULT_KINDS = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, { app: true, push: true }]),
) as NotificationSettings['kinds'];

/** a person's settings: every kind in the app and by push unless they said otherwise */
export function settingsDto(row: NotificationSettingsRow | undefined): NotificationSettings {
  const kinds = { ...DEFAULT_KINDS };
  for (const k of NOTIFICATION_KINDS) {
    const v = row?.kinds[k];
    if (v) kinds[k] = { app: v.app !== false, push: v.push !== false };
  }
  return { kinds, delaySeconds: row?.delaySeconds ?? 0 };
}

/** a kind's setting (settingsDto fills every kind; a kind the settings shape makes optional is on) */
const kindOf = (s: NotificationSettings, kind: NotificationKind) =>
  s.kinds[kind] ?? { app: true, push: true };

export const notificationDto = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  at: row.visibleAt.toISOString(),
  read: row.readAt !== null,
});

/** Where the score stands from the winner's side: "2–1 (6–4 3–6 7–5)". */
export function resultFromWinner(head: MatchHeadRow): {
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

type Wanted = { userId: number; s: NotificationSettings };
interface Job {
  notificationId: number;
  channel: 'live' | 'push';
  subscriptionId?: number;
  nextAttemptAt: Date;
}

/** The rows one notification makes for these people, by their settings at `now`. */
export function notificationRows(wanted: Wanted[], n: NewNotification, now: number) {
  return wanted.map(({ userId, s }) => ({
    userId,
    kind: n.kind,
    params: n.params,
    link: n.link,
    dedupeKey: n.dedupeKey,
    // the spoiler guard: a result reaches someone watching with video delay after it
    visibleAt: new Date(now + (n.kind === 'match_finished' ? s.delaySeconds * 1000 : 0)),
    // push only: kept in the history, but no badge
    readAt: kindOf(s, n.kind).app ? null : new Date(now),
  }));
}

/** The sending jobs of the rows made: one live job when the app channel is on, one per device for push. */
export function jobsOf(
  rows: { id: number; userId: number; visibleAt: Date }[],
  kind: NotificationKind,
  wanted: Wanted[],
  subscriptions: { id: number; userId: number }[],
): Job[] {
  const byUser = new Map(wanted.map((w) => [w.userId, w.s]));
  return rows.flatMap((row) => {
    const s = byUser.get(row.userId)!;
    const at = row.visibleAt;
    return [
      ...(kindOf(s, kind).app
        ? [{ notificationId: row.id, channel: 'live' as const, nextAttemptAt: at }]
        : []),
      ...(kindOf(s, kind).push
        ? subscriptions
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
}

export interface NotifierDeps {
  database: AppDatabase;
  /** the queue worker: there are jobs to send now */
  wake(): void;
}

export function createNotifier(deps: NotifierDeps): Notify {
  const { wake } = deps;
  const db = () => deps.database.db;
  return async function notify(userIds, n) {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return 0;
    const settings = await notificationSettingsOf(db(), unique);
    const subs = await pushSubscriptionsOf(db(), unique);
    const now = Date.now();
    const wanted = unique
      .map((userId) => ({ userId, s: settingsDto(settings.get(userId)) }))
      .filter(({ s }) => kindOf(s, n.kind).app || kindOf(s, n.kind).push);
    if (wanted.length === 0) return 0;
    const made = await deps.database.transaction(async (tx) => {
      const rows = await insertNotifications(tx, notificationRows(wanted, n, now));
      await enqueueNotificationJobs(tx, jobsOf(rows, n.kind, wanted, subs));
      return rows.length;
    });
    if (made > 0) wake();
    return made;
  };
}
