import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { Notification } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { usePagedList } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchNotifications, unreadKey, useMarkRead, useUnreadCount } from '../api/notifications';
import { useNotificationStream } from '../lib/stream';
import { NotificationItem } from './notification-item';

/** /user/notifications: the history, newest first, page by page (SPEC §4); mark read, mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const client = useQueryClient();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const unread = useUnreadCount(true).data ?? 0;
  const markRead = useMarkRead();
  // a new notification arriving live: the list is read again from page 1
  const [version, setVersion] = useState(0);
  useNotificationStream();
  const list = usePagedList<Notification>({
    filterKey: `${filter}:${version}`,
    fetchPage: (page, pageSize, signal) => fetchNotifications(page, pageSize, filter === 'unread', signal),
    itemKey: (n) => n.id,
  });
  const [readHere, setReadHere] = useState<Set<number>>(new Set());
  const items = list.items.map((n) => (readHere.has(n.id) ? { ...n, read: true } : n));

  // the bell's count moving without us: something new arrived, show it
  const [seen, setSeen] = useState(unread);
  if (unread !== seen) {
    setSeen(unread);
    if (unread > seen) setVersion((v) => v + 1);
  }

  const read = (ids?: number[]) =>
    markRead.mutate(ids, {
      onSuccess: () => {
        setReadHere((prev) => new Set([...prev, ...(ids ?? list.items.map((n) => n.id))]));
        if (!ids) void client.invalidateQueries({ queryKey: unreadKey });
        if (filter === 'unread' && !ids) setVersion((v) => v + 1);
      },
    });

  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="notifications-page">
        <PageHeader
          title={t('notifications.title')}
          intro={t('notifications.intro')}
          actions={
            <Button
              variant="light"
              leftSection={<IconChecks size={18} aria-hidden="true" />}
              onClick={() => read()}
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables === undefined}
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </Button>
          }
        />
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as 'all' | 'unread')}
          data={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unreadOnly') },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        {list.error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            {t('notifications.loadFailed')}
            <Button mt="sm" size="xs" variant="white" color="red" onClick={list.refresh} display="block">
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        <Card withBorder radius="lg" p={0} data-testid="notifications-list">
          {list.loading === 'first' && items.length === 0 ? (
            <Stack p="md" gap="md">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={56} radius="md" />
              ))}
            </Stack>
          ) : items.length === 0 && !list.error ? (
            <Stack align="center" gap="xs" p="xl" data-testid="notifications-empty">
              <ThemeIcon variant="light" color="gray" size={48} radius="xl">
                <IconBellOff size={26} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={700}>{t('notifications.empty')}</Text>
              <Text size="sm" c="dimmed" ta="center" maw={360}>
                {t('notifications.emptyHint')}
              </Text>
            </Stack>
          ) : (
            items.map((n) => <NotificationItem key={n.id} notification={n} onRead={(id) => read([id])} />)
          )}
        </Card>
        {list.hasMore ? (
          <Group justify="center">
            <Button variant="default" onClick={list.loadMore} loading={list.loading === 'more'}>
              {t('notifications.more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
