import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  PAGE_SIZE,
  applyPage,
  canLoadNext,
  hasNextPage,
  initialPaging,
  isFirstPage,
  mergeItems,
  pageToLoad,
  resetPaging,
  sameFilter,
  userListQuery,
  type PageInfo,
} from '@/features/admin/paging';

/** What the server answers for 45 users in pages of 20 (contracts' pageOf). */
function answer(page: number, total = 45, pageSize = PAGE_SIZE): PageInfo {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    currentPage: page,
    pageSize,
    totalCount: total,
    totalPages,
    ...(page < totalPages ? { nextPage: page + 1 } : {}),
    ...(page > 1 ? { previousPage: page - 1 } : {}),
  };
}

describe('paging defaults (SPEC §4, §9)', () => {
  it('starts on page 1 with 20 a page, page 1 next, and nothing known about totals', () => {
    const s = initialPaging();
    expect(FIRST_PAGE).toBe(1);
    expect(s).toMatchObject({ currentPage: 1, nextPage: 1, pageSize: 20 });
    expect(s.totalCount).toBeUndefined();
    expect(s.totalPages).toBeUndefined();
    expect(s.previousPage).toBeUndefined();
    expect(isFirstPage(s)).toBe(true);
  });
});

describe('loading the next page', () => {
  it('is allowed for the first page, asking for page 1', () => {
    const s = initialPaging();
    expect(canLoadNext(s)).toBe(true);
    expect(pageToLoad(s)).toBe(1);
  });

  it('walks 45 users in three pages, then stops', () => {
    let s = applyPage(initialPaging(), answer(1));
    expect(s).toMatchObject({ currentPage: 1, nextPage: 2, totalCount: 45, totalPages: 3 });
    expect(isFirstPage(s)).toBe(false);
    expect(canLoadNext(s)).toBe(true);
    expect(pageToLoad(s)).toBe(2);
    s = applyPage(s, answer(2));
    expect(pageToLoad(s)).toBe(3);
    s = applyPage(s, answer(3));
    expect(s.nextPage).toBeUndefined();
    expect(s.previousPage).toBe(2);
    expect(hasNextPage(s)).toBe(false);
    expect(canLoadNext(s)).toBe(false);
    expect(pageToLoad(s)).toBeNull();
  });

  it('is refused when nextPage is not greater than currentPage (no going back, no repeats)', () => {
    const loaded = applyPage(initialPaging(), answer(2));
    expect(canLoadNext({ ...loaded, nextPage: 2 })).toBe(false);
    expect(canLoadNext({ ...loaded, nextPage: 1 })).toBe(false);
    expect(canLoadNext({ ...loaded, nextPage: 3 })).toBe(true);
  });

  it('is always allowed when a refresh is forced, and a forced refresh asks for page 1', () => {
    const last = applyPage(applyPage(initialPaging(), answer(1)), answer(3));
    expect(canLoadNext(last)).toBe(false);
    expect(canLoadNext(last, true)).toBe(true);
    expect(pageToLoad(last, true)).toBe(1);
    const middle = applyPage(initialPaging(), answer(2));
    expect(pageToLoad(middle, true)).toBe(1);
  });

  it('says a next page exists exactly when nextPage is defined', () => {
    expect(hasNextPage(initialPaging())).toBe(true);
    expect(hasNextPage(applyPage(initialPaging(), answer(1)))).toBe(true);
    expect(hasNextPage(applyPage(initialPaging(), answer(1, 5)))).toBe(false);
    expect(hasNextPage(applyPage(initialPaging(), answer(1, 0)))).toBe(false);
  });

  it('works out totalPages when the answer leaves it out', () => {
    const { totalPages: _omitted, ...info } = answer(1, 41);
    expect(applyPage(initialPaging(), info).totalPages).toBe(3);
    expect(applyPage(initialPaging(), { ...info, totalCount: 0, nextPage: undefined }).totalPages).toBe(1);
  });
});

describe('reset (a new search or filter)', () => {
  it('returns to page 1 with page 1 next and clears totals and the previous page', () => {
    const s = applyPage(applyPage(initialPaging(10), answer(1, 45, 10)), answer(2, 45, 10));
    const r = resetPaging(s);
    expect(r).toMatchObject({ currentPage: 1, nextPage: 1, pageSize: 10 });
    expect(r.totalCount).toBeUndefined();
    expect(r.totalPages).toBeUndefined();
    expect(r.previousPage).toBeUndefined();
    expect(isFirstPage(r)).toBe(true);
    expect(pageToLoad(r)).toBe(1);
  });
});

describe('items across pages', () => {
  const key = (u: { id: number }) => u.id;
  it('replaces the list with page 1 and appends later pages without repeats', () => {
    const a = [{ id: 1 }, { id: 2 }];
    expect(mergeItems(a, [{ id: 3 }], 1, key)).toEqual([{ id: 3 }]);
    expect(mergeItems(a, [{ id: 2 }, { id: 3 }], 2, key)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});

describe('the user list query (SPEC §4, §5)', () => {
  it('trims the search term and sends empty values as null', () => {
    expect(userListQuery({ searchTerm: '  Maria ', nationality: 'BG' }, 2)).toEqual({
      searchTerm: 'Maria',
      nationality: 'BG',
      page: 2,
      pageSize: 20,
    });
    expect(userListQuery({ searchTerm: '   ', nationality: '' }, 1)).toEqual({
      searchTerm: null,
      nationality: null,
      page: 1,
      pageSize: 20,
    });
    expect(userListQuery({ searchTerm: '', nationality: null }, 1, 50).pageSize).toBe(50);
  });

  it('treats the placeholder word Nationality as no filter', () => {
    expect(userListQuery({ searchTerm: '', nationality: 'Nationality' }, 1).nationality).toBeNull();
    expect(userListQuery({ searchTerm: '', nationality: 'nationality' }, 1).nationality).toBeNull();
  });

  it('sees a change of search or nationality (which restarts paging), not a change of spaces', () => {
    const base = { searchTerm: 'bulk', nationality: null };
    expect(sameFilter(base, { searchTerm: ' bulk ', nationality: '' })).toBe(true);
    expect(sameFilter(base, { searchTerm: 'bulk', nationality: 'Nationality' })).toBe(true);
    expect(sameFilter(base, { searchTerm: 'bulk', nationality: 'DE' })).toBe(false);
    expect(sameFilter(base, { searchTerm: 'bulk1', nationality: null })).toBe(false);
  });
});
