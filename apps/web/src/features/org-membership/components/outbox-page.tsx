import { Alert, Badge, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OutboxItem, OutboxStatus } from '@sportzone/contracts';
import { IconChevronDown, IconChevronUp, IconInfoCircle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { usePagedList } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchOutbox } from '../api/outbox';
import { useDateTime } from '../lib/dates';
import { PagedList } from '@/components/ui/paged-list';
import classes from './membership.module.css';

const FILTERS = ['all', 'stored', 'failed', 'sent'] as const;
type Filter = (typeof FILTERS)[number];
const COLOR: Record<OutboxStatus, string> = { stored: 'yellow', failed: 'red', sent: 'teal' };

/** the first line of the body worth showing as a preview */
function preview(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  );
}

function OutboxRow({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const [open, setOpen] = useState(false);
  const kind = ['invitation'].includes(item.kind)
    ? t(`orgMembership.outbox.kind.${item.kind as 'invitation'}`)
    : item.kind;
  return (
    <Stack
      gap={6}
      className={classes.grow}
      data-testid="outbox-row"
      data-to={item.to}
      data-status={item.status}
      data-subject={item.subject}
    >
      <Group gap={8} wrap="wrap" justify="space-between" align="flex-start">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 220px' }}>
          {item.subject}
        </Text>
        <Group gap={6}>
          <Badge size="sm" variant="light" color="gray" radius="sm">
            {kind}
          </Badge>
          <Badge size="sm" variant="light" color={COLOR[item.status]} radius="sm" data-testid="outbox-status">
            {t(`orgMembership.outbox.status.${item.status}`)}
          </Badge>
        </Group>
      </Group>
      <div className={classes.meta}>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('orgMembership.outbox.to')}{' '}
          <Text span inherit fw={600} c="var(--mantine-color-text)" data-testid="outbox-to">
            {item.to}
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {t('orgMembership.outbox.createdAt', { date: date(item.createdAt) })}
        </Text>
        {item.sentAt ? (
          <Text size="xs" c="dimmed">
            {t('orgMembership.outbox.sentAt', { date: date(item.sentAt) })}
          </Text>
        ) : null}
      </div>
      {item.error ? (
        <Text size="xs" c="red.8" className={classes.message} data-testid="outbox-error">
          {t('orgMembership.outbox.error', { error: item.error })}
        </Text>
      ) : null}
      {open ? (
        <pre className={classes.mail} id={`outbox-body-${item.id}`} data-testid="outbox-body">
          {item.text}
        </pre>
      ) : (
        <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {preview(item.text)}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={open ? `outbox-body-${item.id}` : undefined}
          leftSection={
            open ? (
              <IconChevronUp size={16} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} aria-hidden="true" />
            )
          }
          data-testid="outbox-toggle"
        >
          {open ? t('orgMembership.outbox.hide') : t('orgMembership.outbox.show')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/outbox (admins): every email the app sent or kept, newest first, with its body. */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('orgMembership.outbox.title'));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<Filter>('all');
  const status = filter === 'all' ? null : filter;
  const list = usePagedList<OutboxItem>({
    filterKey: `${debounced.trim()}|${filter}`,
    fetchPage: (page, pageSize, signal) =>
      fetchOutbox({ searchTerm: debounced.trim().toLowerCase() || null, status, page, pageSize }, signal),
    itemKey: (i) => i.id,
  });
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg" data-testid="outbox-page">
        <PageHeader title={t('orgMembership.outbox.title')} intro={t('orgMembership.outbox.intro')} />
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} aria-hidden="true" />} py="xs">
          {t('orgMembership.outbox.note')}
        </Alert>
        <PagedList
          list={list}
          search={search}
          onSearch={setSearch}
          searchLabel={t('orgMembership.outbox.search')}
          searchPlaceholder={t('orgMembership.outbox.searchPlaceholder')}
          align="start"
          statusFilter={{
            value: filter,
            onChange: (v) => setFilter((FILTERS as readonly string[]).includes(v) ? (v as Filter) : 'all'),
            label: t('common.statusFilter'),
            options: FILTERS.map((f) => ({ value: f, label: t(`orgMembership.outbox.filter.${f}`) })),
          }}
          emptyTitle={t('orgMembership.outbox.empty')}
          emptyHint={t('orgMembership.outbox.emptyHint')}
          emptyIcon={<IconMail size={28} aria-hidden="true" />}
          loadFailed={t('orgMembership.outbox.loadFailed')}
          itemKey={(i) => i.id}
          testId="outbox"
          renderItem={(item) => <OutboxRow item={item} />}
        />
      </Stack>
    </Container>
  );
}
