import type {
  MarkReadResult,
  NotificationPage,
  NotificationSettings,
  PushSubscriptionResult,
  UnreadCount,
} from '@sportzone/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const notificationsKey = ['notifications'] as const;
export const unreadKey = ['notifications', 'unread'] as const;
export const settingsKey = ['notifications', 'settings'] as const;

/** GET /api/user/notifications: one page (SPEC §4 paging), newest first. */
export function fetchNotifications(
  page: number,
  pageSize: number,
  unread: boolean,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api.get<NotificationPage>('/api/user/notifications', {
    query: { page, pageSize, ...(unread ? { unread: true } : {}) },
    signal,
  });
}

export const unreadQuery = queryOptions({
  queryKey: unreadKey,
  queryFn: ({ signal }) =>
    api.get<UnreadCount>('/api/user/notifications/unread', { signal }).then((r) => r.unread),
  staleTime: 60_000,
});

/** The bell's count; the live topic keeps it current (useNotificationStream). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadQuery, enabled });
}

/** POST /api/user/notifications/read: these ids, or all. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api.post<MarkReadResult>('/api/user/notifications/read', ids ? { ids } : {}),
    onSuccess: (result) => {
      client.setQueryData(unreadKey, result.unread);
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => api.get<NotificationSettings>('/api/user/notifications/settings', { signal }),
});

export function useNotificationSettings() {
  return useQuery(settingsQuery);
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      api.put<NotificationSettings>('/api/user/notifications/settings', input),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}

/** POST /api/user/notifications/push: this browser's PushSubscription. */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<PushSubscriptionResult> {
  return api.post<PushSubscriptionResult>('/api/user/notifications/push', {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys?.p256dh, auth: subscription.keys?.auth },
  });
}

export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return api.delete('/api/user/notifications/push', { query: { endpoint } });
}
