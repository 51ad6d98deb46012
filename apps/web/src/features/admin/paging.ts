/**
 * The admin's user lists: search and nationality filter (SPEC §4, §5). The generic paging rules live
 * in @/lib/paging and are re-exported here.
 */
import { FIRST_PAGE, PAGE_SIZE } from '@/lib/paging';

export {
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
  type PageInfo,
  type PagingState,
} from '@/lib/paging';

/** SPEC §4: the placeholder word shown in the nationality filter; choosing it (or nothing) means no filter. */
export const NATIONALITY_PLACEHOLDER = 'Nationality';

export interface UserListFilter {
  searchTerm: string;
  /** an ISO code, the placeholder word, or empty */
  nationality: string | null;
}

export interface UserListQueryValues {
  searchTerm: string | null;
  nationality: string | null;
  page: number;
  pageSize: number;
}

/** SPEC §5: the search text trimmed (the server lower-cases it); empty search and nationality are sent as null. */
export function userListQuery(
  filter: UserListFilter,
  page: number,
  pageSize = PAGE_SIZE,
): UserListQueryValues {
  const searchTerm = filter.searchTerm.trim();
  const nationality = filter.nationality?.trim() ?? '';
  return {
    searchTerm: searchTerm ? searchTerm : null,
    nationality:
      nationality && nationality.toLowerCase() !== NATIONALITY_PLACEHOLDER.toLowerCase() ? nationality : null,
    page,
    pageSize,
  };
}

/** Whether two filters ask for the same list (a change restarts paging; typing spaces does not). */
export function sameFilter(a: UserListFilter, b: UserListFilter): boolean {
  const qa = userListQuery(a, FIRST_PAGE);
  const qb = userListQuery(b, FIRST_PAGE);
  return qa.searchTerm === qb.searchTerm && qa.nationality === qb.nationality;
}
