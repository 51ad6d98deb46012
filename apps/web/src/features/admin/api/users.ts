import type { PagedResult, Role, User } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { UserListQueryValues } from '../paging';

/** GET /api/user (admins): search, nationality filter and paging; null values are left out of the query. */
export function fetchUsers(query: UserListQueryValues, signal?: AbortSignal): Promise<PagedResult<User>> {
  return api.get<PagedResult<User>>('/api/user', { query: { ...query }, signal });
}

/** PUT /api/user/{id}/update/roles: everyone keeps User; an admin cannot drop their own Admin role. */
export function setUserRoles(id: number, roles: Role[]): Promise<User> {
  return api.put<User>(`/api/user/${id}/update/roles`, { roles });
}

/** DELETE /api/user/{id} (admins). */
export function deleteUser(id: number): Promise<void> {
  return api.delete(`/api/user/${id}`);
}
