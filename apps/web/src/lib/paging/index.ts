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
} from './paging';
export { usePagedList, type PagedListState } from './use-paged-list';
