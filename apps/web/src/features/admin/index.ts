export { UserManagement } from './components/user-management';
export { UserRequestsAdmin } from './components/user-requests-admin';
export {
  FIRST_PAGE,
  NATIONALITY_PLACEHOLDER,
  PAGE_SIZE,
  applyPage,
  canLoadNext,
  hasNextPage,
  initialPaging,
  pageToLoad,
  resetPaging,
  userListQuery,
  type PagingState,
  type UserListFilter,
} from './paging';
