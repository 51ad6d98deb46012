import { Box, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PagedResult } from '@sportzone/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '@/lib/paging';
import { EmptyNote, LoadFailed } from './parts';
import classes from './orgs.module.css';
import { LoadMore, SearchInput, SkeletonRows } from '@/components/ui/list-parts';

/**
 * A list inside a section, loaded page by page (SPEC §4: a new search restarts paging, "show more"
 * loads the next page), with an optional search, skeletons, an error and an empty note.
 */
export function PagedRows<T>({
  fetchPage,
  itemKey,
  renderItem,
  filterKey,
  empty,
  emptyHint,
  searchLabel,
  testId,
  pageSize,
}: {
  fetchPage: (search: string, page: number, pageSize: number, signal: AbortSignal) => Promise<PagedResult<T>>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  filterKey: string;
  empty: string;
  emptyHint?: string;
  /** shows a search field */
  searchLabel?: string;
  testId: string;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const list = usePagedList<T>({
    filterKey: `${filterKey}|${term}`,
    fetchPage: (page, size, signal) => fetchPage(term, page, size, signal),
    itemKey,
    ...(pageSize ? { pageSize } : {}),
  });
  const firstLoad = list.loading === 'first' && list.items.length === 0;
  const total = list.paging.totalCount;
  return (
    <Stack gap={0} data-testid={testId}>
      {searchLabel ? (
        <Group px="md" pb="sm" gap="sm" wrap="nowrap">
          <SearchInput
            value={search}
            onChange={setSearch}
            label={searchLabel}
            hiddenLabel
            style={{ flex: 1 }}
            size="sm"
            testId={`${testId}-search`}
          />
          {total !== undefined && total > 0 ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-count`}>
              {t('common.showing', { shown: list.items.length, total })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {list.error && list.items.length === 0 ? (
        <Stack px="md" pb="md">
          <LoadFailed onRetry={list.refresh} />
        </Stack>
      ) : !firstLoad && list.paging.loaded && list.items.length === 0 ? (
        <Stack px="md" pb="md">
          <EmptyNote
            title={term ? t('orgs.search.noMatch', { term }) : empty}
            hint={term ? t('orgs.search.noMatchHint') : emptyHint}
            testId={`${testId}-empty`}
          />
        </Stack>
      ) : (
        <ul className={classes.list} aria-busy={list.loading !== false} data-testid={`${testId}-list`}>
          {firstLoad ? (
            <SkeletonRows count={3} className={classes.row} />
          ) : (
            list.items.map((item) => (
              <li key={itemKey(item)} className={`${classes.row} ${classes.rowWrap}`}>
                {renderItem(item)}
              </li>
            ))
          )}
        </ul>
      )}
      {list.hasMore ? (
        <Box pb="md" pt="xs">
          <LoadMore list={list} size="sm" testId={`${testId}-load-more`} />
        </Box>
      ) : null}
    </Stack>
  );
}
