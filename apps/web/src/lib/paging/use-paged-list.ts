import type { PagedResult } from '@sportzone/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FIRST_PAGE,
  PAGE_SIZE,
  applyPage,
  hasNextPage,
  initialPaging,
  mergeItems,
  pageToLoad,
  resetPaging,
  type PagingState,
} from './paging';

export interface PagedListState<T> {
  paging: PagingState;
  items: T[];
  /** 'first': page 1 is loading (the list shows skeletons or stays as it was); 'more': a next page */
  loading: false | 'first' | 'more';
  error: unknown;
}

interface PagedListOptions<T> {
  /** a change (a new search or filter) restarts paging */
  filterKey: string;
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<PagedResult<T>>;
  itemKey: (item: T) => string | number;
  pageSize?: number;
  enabled?: boolean;
}

/**
 * A list loaded page by page under the rules of ../paging (SPEC §4): a new filter resets paging and
 * loads page 1; "load more" asks for nextPage while it is allowed; a forced refresh asks for page 1.
 * Answers to superseded requests are dropped.
 */
export function usePagedList<T>({
  filterKey,
  fetchPage,
  itemKey,
  pageSize = PAGE_SIZE,
  enabled = true,
}: PagedListOptions<T>) {
  const [state, setState] = useState<PagedListState<T>>(() => ({
    paging: initialPaging(pageSize),
    items: [],
    loading: enabled ? 'first' : false,
    error: null,
  }));
  // the source of truth between renders: loads started in the same tick see each other
  const current = useRef(state);
  const commit = useCallback((next: PagedListState<T>) => {
    current.current = next;
    setState(next);
  }, []);

  const latest = useRef({ fetchPage, itemKey });
  useEffect(() => {
    latest.current = { fetchPage, itemKey };
  });

  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (force: boolean) => {
      const before = current.current;
      if (!force && before.loading) return;
      const page = pageToLoad(before.paging, force);
      if (page === null) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const id = ++sequence.current;
      commit({ ...before, loading: page === FIRST_PAGE ? 'first' : 'more', error: null });
      try {
        const result = await latest.current.fetchPage(page, before.paging.pageSize, controller.signal);
        if (id !== sequence.current) return;
        const s = current.current;
        commit({
          paging: applyPage(s.paging, result),
          items: mergeItems(s.items, result.items, page, latest.current.itemKey),
          loading: false,
          error: null,
        });
      } catch (error) {
        if (id !== sequence.current || controller.signal.aborted) return;
        commit({ ...current.current, loading: false, error });
      }
    },
    [commit],
  );

  useEffect(() => {
    if (!enabled) return;
    commit({ paging: resetPaging(current.current.paging), items: [], loading: false, error: null });
    void load(false);
    const requests = sequence;
    const running = inFlight;
    return () => {
      // a new filter (or leaving the page) drops whatever is still on its way
      requests.current++;
      running.current?.abort();
    };
  }, [filterKey, enabled, load, commit]);

  /** Replaces an item in place (after an edit). */
  const updateItem = useCallback(
    (item: T) => {
      const s = current.current;
      const key = latest.current.itemKey(item);
      commit({ ...s, items: s.items.map((i) => (latest.current.itemKey(i) === key ? item : i)) });
    },
    [commit],
  );

  /** Takes an item out of the list (deleted, or decided and so no longer in this list). */
  const removeItem = useCallback(
    (key: string | number) => {
      const s = current.current;
      const items = s.items.filter((i) => latest.current.itemKey(i) !== key);
      if (items.length === s.items.length) return;
      const totalCount = s.paging.totalCount === undefined ? undefined : Math.max(0, s.paging.totalCount - 1);
      commit({ ...s, items, paging: { ...s.paging, totalCount } });
    },
    [commit],
  );

  return {
    ...state,
    hasMore: state.paging.loaded && hasNextPage(state.paging),
    loadMore: useCallback(() => void load(false), [load]),
    refresh: useCallback(() => void load(true), [load]),
    updateItem,
    removeItem,
  };
}
