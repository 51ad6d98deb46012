import type { DecisionStatus } from '@sportzone/contracts';

/** A page of a list, optionally searched and narrowed to one status (SPEC §4 paging). */
export interface MembershipListQuery {
  searchTerm: string | null;
  status: DecisionStatus | null;
  page: number;
  pageSize: number;
}

/** SPEC §5: the search is trimmed and lower-cased; empty filters are not sent. */
export function listQuery(
  search: string,
  status: DecisionStatus | null,
  page: number,
  pageSize: number,
): MembershipListQuery {
  const term = search.trim().toLowerCase();
  return { searchTerm: term || null, status, page, pageSize };
}
