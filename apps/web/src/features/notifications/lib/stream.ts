import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth';
import { useLiveUser } from '@/lib/live';
import { notificationsKey, unreadKey } from '../api/notifications';

/**
 * Keeps the bell and the lists current from the tab's live socket (topic `user`, decision 021): each
 * notification carries the unread count after it; after a reconnect the count is read again.
 */
export function useNotificationStream(): void {
  const client = useQueryClient();
  const signedIn = useSession().status === 'signed-in';
  useLiveUser(signedIn, (message) => {
    if (message === 'reconnected') {
      void client.invalidateQueries({ queryKey: notificationsKey });
      return;
    }
    client.setQueryData(unreadKey, message.unread);
    void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  });
}
