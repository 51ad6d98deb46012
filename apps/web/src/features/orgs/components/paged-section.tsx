import { ActionIcon, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PagedResult } from '@sportzone/contracts';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '@/lib/paging';
import { EmptyNote, LoadFailed } from './parts';
import classes from './orgs.module.css';

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
          <TextInput
            style={{ flex: 1 }}
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={
              search ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setSearch('')}
                  aria-label={t('orgs.search.clear')}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              ) : null
            }
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            size="sm"
            data-testid={`${testId}-search`}
          />
          {total !== undefined && total > 0 ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-count`}>
              {t('orgs.common.showing', { shown: list.items.length, total })}
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
          {firstLoad
            ? [0, 1, 2].map((i) => (
                <li key={i} className={classes.row} aria-hidden="true">
                  <Skeleton circle height={40} />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Skeleton height={14} width="45%" />
                    <Skeleton height={10} width="65%" />
                  </Stack>
                </li>
              ))
            : list.items.map((item) => (
                <li key={itemKey(item)} className={`${classes.row} ${classes.rowWrap}`}>
                  {renderItem(item)}
                </li>
              ))}
        </ul>
      )}
      {list.hasMore ? (
        <Group justify="center" pb="md" pt="xs">
          <Button
            variant="light"
            size="sm"
            onClick={list.loadMore}
            loading={list.loading === 'more'}
            data-testid={`${testId}-load-more`}
          >
            {t('orgs.common.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
