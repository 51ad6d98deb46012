/**
 * Paging of lists, as SPEC §4 describes it (pure: no React, no requests).
 *
 * - default page 1, page size 20 (SPEC §9)
 * - reset: currentPage 1, nextPage 1, no totalPages / totalCount / previousPage
 * - a next page may be loaded when a forced refresh is asked for, when it is the first page, or when
 *   nextPage is greater than currentPage
 * - a forced refresh asks for page 1
 * - a next page exists whenever nextPage is defined
 */
export const FIRST_PAGE = 1;
export const PAGE_SIZE = 20;

export interface PagingState {
  /** the last page loaded (FIRST_PAGE before anything is loaded) */
  currentPage: number;
  pageSize: number;
  /** the page to load next; undefined once the last page is loaded */
  nextPage?: number | undefined;
  previousPage?: number | undefined;
  totalCount?: number | undefined;
  totalPages?: number | undefined;
  /** false until the first answer since the last reset */
  loaded: boolean;
}

/** What a paged answer carries (SPEC §3 "Paged response"). */
export interface PageInfo {
  currentPage: number;
  pageSize: number;
  totalCount: number;
  totalPages?: number | undefined;
  nextPage?: number | undefined;
  previousPage?: number | undefined;
}

export function initialPaging(pageSize = PAGE_SIZE): PagingState {
  return { currentPage: FIRST_PAGE, nextPage: FIRST_PAGE, pageSize, loaded: false };
}

/** A new search or filter starts over: page 1 next, totals forgotten. */
export function resetPaging(state: PagingState): PagingState {
  return {
    currentPage: FIRST_PAGE,
    nextPage: FIRST_PAGE,
    pageSize: state.pageSize,
    totalPages: undefined,
    totalCount: undefined,
    previousPage: undefined,
    loaded: false,
  };
}

/** Nothing loaded since the last reset: the next load is the first page. */
export function isFirstPage(state: PagingState): boolean {
  return !state.loaded;
}

export function canLoadNext(state: PagingState, force = false): boolean {
  if (force || isFirstPage(state)) return true;
  return state.nextPage !== undefined && state.nextPage > state.currentPage;
}

/** The page to ask for: page 1 on a forced refresh or at the start, otherwise nextPage. Null when none may be loaded. */
export function pageToLoad(state: PagingState, force = false): number | null {
  if (!canLoadNext(state, force)) return null;
  if (force || isFirstPage(state)) return FIRST_PAGE;
  return state.nextPage ?? null;
}

export function hasNextPage(state: PagingState): boolean {
  return state.nextPage !== undefined;
}

/** Takes in an answer: the page it is, and where to go next. */
export function applyPage(state: PagingState, page: PageInfo): PagingState {
  const pageSize = page.pageSize > 0 ? page.pageSize : state.pageSize;
  return {
    currentPage: page.currentPage,
    pageSize,
    nextPage: page.nextPage,
    previousPage: page.previousPage,
    totalCount: page.totalCount,
    totalPages: page.totalPages ?? Math.max(1, Math.ceil(page.totalCount / pageSize)),
    loaded: true,
  };
}

/**
 * Items after loading a page: page 1 replaces the list (a forced refresh, a new search), a later page
 * is appended; items already shown (same key) are not repeated when the list shifted in between.
 */
export function mergeItems<T>(
  current: readonly T[],
  incoming: readonly T[],
  page: number,
  key: (item: T) => unknown,
): T[] {
  if (page === FIRST_PAGE) return [...incoming];
  const seen = new Set(current.map(key));
  return [...current, ...incoming.filter((item) => !seen.has(key(item)))];
}
