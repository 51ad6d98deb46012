import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/auth';
import { useUnreadCount } from '../api/notifications';
import { useNotificationStream } from '../lib/stream';

/** The header's bell: the unread count as a badge, kept live over the tab's socket; opens /user/notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const signedIn = useSession().status === 'signed-in';
  useNotificationStream();
  const unread = useUnreadCount(signedIn).data ?? 0;
  if (!signedIn) return null;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red"
        inline
        data-testid="notification-badge"
        data-count={unread}
      >
        <ActionIcon
          component={Link}
          to="/user/notifications"
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          aria-label={label}
          data-testid="notification-bell"
        >
          <IconBell size={22} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
