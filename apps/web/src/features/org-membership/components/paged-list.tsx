import {
  ActionIcon,
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagingState } from '@/lib/paging';
import classes from './membership.module.css';

export interface ListLike<T> {
  items: T[];
  paging: PagingState;
  loading: false | 'first' | 'more';
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
}

export interface StatusFilter {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  label: string;
}

interface PagedListProps<T> {
  list: ListLike<T>;
  /** a search box (absent: no search) */
  search?: { value: string; onChange: (value: string) => void; label: string; placeholder: string };
  filter?: StatusFilter;
  /** SPEC §8 empty text, e.g. "There are no invitations" */
  emptyTitle: string;
  emptyHint: string;
  emptyIcon: ReactNode;
  emptyAction?: ReactNode;
  loadFailed: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** data-testid prefix, e.g. "invitations" */
  testId: string;
}

function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={classes.row} aria-hidden="true">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="45%" />
            <Skeleton height={10} width="70%" />
          </Stack>
        </li>
      ))}
    </>
  );
}

/** A searchable, filterable list loaded page by page (SPEC §4), with loading, empty and error states. */
export function PagedList<T>({
  list,
  search,
  filter,
  emptyTitle,
  emptyHint,
  emptyIcon,
  emptyAction,
  loadFailed,
  itemKey,
  renderItem,
  testId,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const filtered = (search?.value.trim() ?? '') !== '' || (filter ? filter.value !== 'all' : false);
  const total = list.paging.totalCount;
  const firstLoad = list.loading === 'first' && list.items.length === 0;
  const empty = !firstLoad && list.paging.loaded && list.items.length === 0;
  const clear = () => {
    search?.onChange('');
    filter?.onChange('all');
  };

  return (
    <Stack gap="sm" data-testid={`${testId}-list-block`}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        {search ? (
          <TextInput
            style={{ flex: 1 }}
            label={search.label}
            placeholder={search.placeholder}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            rightSection={
              search.value ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => search.onChange('')}
                  aria-label={t('orgMembership.common.clearSearch')}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              ) : null
            }
            value={search.value}
            onChange={(e) => search.onChange(e.currentTarget.value)}
            type="search"
            autoComplete="off"
            data-testid={`${testId}-search`}
          />
        ) : (
          <div style={{ flex: 1 }} />
        )}
        <Tooltip label={t('orgMembership.common.refresh')}>
          <ActionIcon
            variant="default"
            size={36}
            onClick={list.refresh}
            loading={list.loading === 'first' && list.items.length > 0}
            aria-label={t('orgMembership.common.refresh')}
            data-testid={`${testId}-refresh`}
          >
            <IconRefresh size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>

      <Group justify="space-between" gap="sm" wrap="wrap">
        {filter ? (
          <SegmentedControl
            aria-label={filter.label}
            value={filter.value}
            onChange={filter.onChange}
            data={filter.options}
            size="xs"
            radius="md"
            data-testid={`${testId}-filter`}
          />
        ) : null}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${testId}-count`}>
          {total !== undefined && total > 0
            ? t('orgMembership.common.showing', { shown: list.items.length, total })
            : null}
        </Text>
      </Group>

      {list.error && list.items.length === 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={loadFailed}
          role="alert"
          data-testid={`${testId}-error`}
        >
          <Button mt="sm" size="xs" variant="white" color="red" onClick={list.refresh}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : empty ? (
        <Card withBorder radius="lg" p="xl" data-testid={`${testId}-empty`}>
          <EmptyState
            variant="light"
            icon={emptyIcon}
            title={filtered ? t('orgMembership.common.emptyFiltered') : emptyTitle}
            description={filtered ? t('orgMembership.common.emptyFilteredHint') : emptyHint}
          >
            {filtered ? (
              <EmptyState.Actions>
                <Button variant="light" onClick={clear}>
                  {t('orgMembership.common.showAll')}
                </Button>
              </EmptyState.Actions>
            ) : emptyAction ? (
              <EmptyState.Actions>{emptyAction}</EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Card>
      ) : (
        <Card withBorder radius="lg" p={0} aria-busy={list.loading !== false}>
          <ul className={classes.list} data-testid={`${testId}-list`}>
            {firstLoad ? (
              <SkeletonRows count={3} />
            ) : (
              list.items.map((item) => (
                <li key={itemKey(item)} className={classes.row}>
                  {renderItem(item)}
                </li>
              ))
            )}
            {list.loading === 'more' ? <SkeletonRows count={2} /> : null}
          </ul>
        </Card>
      )}

      {list.hasMore ? (
        <Group justify="center">
          <Button
            variant="light"
            onClick={list.loadMore}
            loading={list.loading === 'more'}
            disabled={list.loading === 'first'}
            data-testid={`${testId}-load-more`}
          >
            {t('orgMembership.common.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
