import { ActionIcon, Button, Card, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagingState } from '@/lib/paging';
import { EmptyCard, ListError, LoadMore, SearchInput, SkeletonRows } from './list-parts';
import classes from './paged-list.module.css';

/** What a paged list shows: the pages loaded so far (usePagedList in @/lib/paging, or a filtered copy). */
export interface ListLike<T> {
  items: T[];
  paging: PagingState;
  loading: false | 'first' | 'more';
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
}

/** A row of buttons choosing one status ("all" means no filter). */
export interface StatusFilter {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  label: string;
}

interface PagedListProps<T> {
  list: ListLike<T>;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** SPEC §8 empty text, e.g. "There are no members" */
  emptyTitle: string;
  emptyHint: string;
  emptyIcon: ReactNode;
  /** what to do first (organizers), in the empty state */
  emptyAction?: ReactNode | undefined;
  loadFailed: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** data-testid prefix, e.g. "members" */
  testId: string;
  /** a status filter beside the count */
  statusFilter?: StatusFilter | undefined;
  /** other filters under the search */
  filters?: ReactNode;
  /** one of `filters` is on: the empty state says "nothing matches" */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** the add button (organizers), beside the count */
  action?: ReactNode | undefined;
  /** rows of several lines keep their buttons at the top */
  align?: 'center' | 'start';
}

/** A searchable, filterable list loaded page by page (SPEC §4), with loading, empty and error states. */
export function PagedList<T>({
  list,
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  emptyTitle,
  emptyHint,
  emptyIcon,
  emptyAction,
  loadFailed,
  itemKey,
  renderItem,
  testId,
  statusFilter,
  filters,
  filtered: otherFilters = false,
  onClearFilters,
  action,
  align = 'center',
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const statusFiltered = statusFilter ? statusFilter.value !== 'all' : false;
  const filtered = search.trim() !== '' || otherFilters || statusFiltered;
  const total = list.paging.totalCount;
  const firstLoad = list.loading === 'first' && list.items.length === 0;
  const empty = !firstLoad && list.paging.loaded && list.items.length === 0;
  const clear = () => {
    onSearch('');
    statusFilter?.onChange('all');
    onClearFilters?.();
  };

  return (
    <Stack gap="sm" data-testid={`${testId}-list-block`}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <SearchInput
          style={{ flex: 1 }}
          value={search}
          onChange={onSearch}
          label={searchLabel}
          placeholder={searchPlaceholder}
          testId={`${testId}-search`}
        />
        <Tooltip label={t('common.refresh')}>
          <ActionIcon
            variant="default"
            size={36}
            onClick={list.refresh}
            loading={list.loading === 'first' && list.items.length > 0}
            aria-label={t('common.refresh')}
            data-testid={`${testId}-refresh`}
          >
            <IconRefresh size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      {filters}

      <Group justify="space-between" gap="sm" mih={action ? 36 : 20} wrap={statusFilter ? 'wrap' : 'nowrap'}>
        {statusFilter ? (
          <SegmentedControl
            aria-label={statusFilter.label}
            value={statusFilter.value}
            onChange={statusFilter.onChange}
            data={statusFilter.options}
            size="xs"
            radius="md"
            data-testid={`${testId}-filter`}
          />
        ) : null}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${testId}-count`}>
          {total !== undefined && total > 0 ? t('common.showing', { shown: list.items.length, total }) : null}
        </Text>
        {empty && !filtered ? null : action}
      </Group>

      {list.error && list.items.length === 0 ? (
        <ListError title={loadFailed} onRetry={list.refresh} testId={`${testId}-error`} />
      ) : empty ? (
        <EmptyCard
          icon={emptyIcon}
          title={filtered ? t('common.emptyFiltered') : emptyTitle}
          hint={filtered ? t('common.emptyFilteredHint') : emptyHint}
          action={
            filtered ? (
              <Button variant="light" onClick={clear}>
                {otherFilters || statusFiltered ? t('common.clearFilters') : t('common.clearSearch')}
              </Button>
            ) : (
              emptyAction
            )
          }
          testId={`${testId}-empty`}
        />
      ) : (
        <Card withBorder radius="lg" p={0} aria-busy={list.loading !== false}>
          <ul className={classes.list} data-align={align} data-testid={`${testId}-list`}>
            {firstLoad ? (
              <SkeletonRows count={4} className={classes.row} />
            ) : (
              list.items.map((item) => (
                <li key={itemKey(item)} className={classes.row}>
                  {renderItem(item)}
                </li>
              ))
            )}
            {list.loading === 'more' ? <SkeletonRows count={2} className={classes.row} /> : null}
          </ul>
        </Card>
      )}

      <LoadMore list={list} testId={`${testId}-load-more`} />
    </Stack>
  );
}
