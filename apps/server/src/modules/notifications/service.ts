import {
  pageOf,
  type MarkReadResult,
  type Notification,
  type NotificationListQuery,
  type NotificationSettings,
  type PagedResult,
  type PushSubscriptionInput,
  type PushSubscriptionResult,
} from '@sportzone/contracts';
import {
  deleteOwnPushSubscription,
  markNotificationsRead,
  notificationSettingsOf,
  pageNotifications,
  pushSubscriptionsOf,
  saveNotificationSettings,
  unreadNotificationCount,
  upsertPushSubscription,
  type NotificationRow,
} from '@sportzone/db';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { notificationDto, settingsDto, type Notify } from './make';

export type { NewNotification } from './make';

export interface NotificationsService {
  list(actor: Actor, query: NotificationListQuery): Promise<PagedResult<Notification>>;
  unread(actor: Actor): Promise<number>;
  markRead(actor: Actor, ids: number[] | undefined): Promise<MarkReadResult>;
  settings(actor: Actor): Promise<NotificationSettings>;
  saveSettings(actor: Actor, input: NotificationSettings): Promise<NotificationSettings>;
  /** `userAgent`: the browser's, shown beside the device in the settings */
  subscribe(
    actor: Actor,
    input: PushSubscriptionInput,
    userAgent: string | null,
  ): Promise<PushSubscriptionResult>;
  unsubscribe(actor: Actor, endpoint: string): Promise<void>;
  /** the VAPID public key (base64url): the browser's applicationServerKey */
  publicKey: string;
  notify: Notify;
  /** Runs the queue once (the worker's loop calls it; tests too). Returns the jobs handled. */
  processQueue(): Promise<number>;
  toDto(row: NotificationRow): Notification;
}

export interface NotificationsServiceDeps {
  database: AppDatabase;
  access: AccessService;
  /** this server's address: a push endpoint on loopback is allowed only when it is plain http */
  publicUrl: string;
  publicKey: string;
  notify: Notify;
  processQueue(): Promise<number>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Where a subscription's pushes go, checked: our server POSTs to this address, so only https push
 * services, and a loopback test double when this server itself runs on plain http (development, tests).
 */
export function pushEndpoint(input: PushSubscriptionInput, publicUrl: URL): URL {
  let endpoint: URL;
  try {
    endpoint = new URL(input.endpoint);
  } catch {
    throw badRequest('The endpoint is not a URL.', { endpoint: 'is not a URL' });
  }
  const local = publicUrl.protocol === 'http:' && LOOPBACK.has(endpoint.hostname);
  if (endpoint.protocol !== 'https:' && !local)
    throw badRequest('A push endpoint is an https address of a push service.', {
      endpoint: 'must be https',
    });
  if (Buffer.from(input.keys.p256dh, 'base64url').length !== 65)
    throw badRequest('p256dh is not a P-256 public key.', { 'keys.p256dh': 'must be 65 bytes' });
  if (Buffer.from(input.keys.auth, 'base64url').length !== 16)
    throw badRequest('auth is not a 16-byte secret.', { 'keys.auth': 'must be 16 bytes' });
  return endpoint;
}

/** The signed-in person's notifications: history, unread count, settings, push subscriptions. */
export function createNotificationsService({
  database,
  access,
  publicUrl,
  publicKey,
  notify,
  processQueue,
}: NotificationsServiceDeps): NotificationsService {
  const db = () => database.db;
  const ownUrl = new URL(publicUrl);

  return {
    publicKey,
    toDto: notificationDto,
    notify,
    processQueue,

    async list(actor, query) {
      const me = await access.me(actor);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await pageNotifications(db(), me.id, {
        page,
        pageSize,
        unreadOnly: query.unread === true,
      });
      return pageOf(rows.map(notificationDto), page, pageSize, total);
    },

    async unread(actor) {
      const me = await access.me(actor);
      return unreadNotificationCount(db(), me.id);
    },

    async markRead(actor, ids) {
      const me = await access.me(actor);
      const changed = await markNotificationsRead(db(), me.id, ids === undefined ? 'all' : ids);
      return { changed, unread: await unreadNotificationCount(db(), me.id) };
    },

    async settings(actor) {
      const me = await access.me(actor);
      return settingsDto((await notificationSettingsOf(db(), [me.id])).get(me.id));
    },

    async saveSettings(actor, input) {
      const me = await access.me(actor);
      return settingsDto(
        await saveNotificationSettings(db(), me.id, {
          kinds: input.kinds,
          delaySeconds: input.delaySeconds,
        }),
      );
    },

    async subscribe(actor, input, userAgent) {
      const me = await access.me(actor);
      const endpoint = pushEndpoint(input, ownUrl);
      const row = await upsertPushSubscription(db(), {
        userId: me.id,
        endpoint: endpoint.toString(),
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      const devices = (await pushSubscriptionsOf(db(), [me.id])).length;
      return { id: row.id, devices };
    },

    async unsubscribe(actor, endpoint) {
      const me = await access.me(actor);
      let normal = endpoint;
      try {
        normal = new URL(endpoint).toString();
      } catch {
        // compared as given
      }
      if (!(await deleteOwnPushSubscription(db(), me.id, normal)))
        throw notFound('No such push subscription of yours.');
    },
  };
}
