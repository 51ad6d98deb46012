import { ActionIcon, Group, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import type { Notification, NotificationKind } from '@sportzone/contracts';
import {
  IconBell,
  IconCheck,
  IconFlag,
  IconMail,
  IconMessageCheck,
  IconPlayerPlay,
  IconPlugConnectedX,
  IconSitemap,
  IconTrophy,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhen, notificationText } from '../lib/text';
import classes from './notifications.module.css';

const ICONS: Record<NotificationKind, { icon: ComponentType<{ size?: number }>; color: string }> = {
  match_started: { icon: IconPlayerPlay, color: 'red' },
  match_finished: { icon: IconTrophy, color: 'yellow' },
  draw_published: { icon: IconSitemap, color: 'grape' },
  match_called: { icon: IconFlag, color: 'orange' },
  invitation: { icon: IconMail, color: 'teal' },
  application_accepted: { icon: IconUserCheck, color: 'teal' },
  request_answered: { icon: IconMessageCheck, color: 'blue' },
  webhook_disabled: { icon: IconPlugConnectedX, color: 'red' },
};

/** One notification: icon, title and body in the reader's language, when, and a dot while unread. */
export function NotificationItem({
  notification: n,
  onRead,
  compact = false,
}: {
  notification: Notification;
  onRead?: (id: number) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { title, body } = notificationText(t, n, i18n.language);
  const { icon: Icon, color } = ICONS[n.kind] ?? { icon: IconBell, color: 'gray' };
  const content = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={color} size={compact ? 32 : 38} radius="xl">
        <Icon size={compact ? 16 : 20} />
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          {!n.read ? <span className={classes.dot} aria-label={t('notifications.newOne')} /> : null}
          <Text fw={n.read ? 600 : 800} size={compact ? 'sm' : 'md'} lh={1.3} className={classes.title}>
            {title}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lh={1.35} className={classes.body}>
          {body}
        </Text>
        <Text size="xs" c="dimmed">
          {formatWhen(n.at, i18n.language)}
        </Text>
      </Stack>
    </Group>
  );
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      className={n.read || compact ? classes.item : `${classes.item} ${classes.unread}`}
      data-testid="notification-item"
      data-kind={n.kind}
      data-read={n.read}
    >
      {n.link ? (
        <UnstyledButton
          component={Link}
          to={n.link}
          className={classes.link}
          onClick={() => (!n.read ? onRead?.(n.id) : undefined)}
        >
          {content}
        </UnstyledButton>
      ) : (
        <div className={classes.link}>{content}</div>
      )}
      {!n.read && onRead ? (
        <Tooltip label={t('notifications.markRead')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('notifications.markRead')}
            onClick={() => onRead(n.id)}
            data-testid="notification-mark-read"
          >
            <IconCheck size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
