import type { PagedResult, RequestStatus, UserRequest } from '@sportzone/contracts';
import { api } from '@/lib/api';

/** GET /api/admin/user-requests?status=…: requests by status, in pages. */
export function fetchUserRequests(
  status: RequestStatus,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedResult<UserRequest>> {
  return api.get<PagedResult<UserRequest>>('/api/admin/user-requests', {
    query: { status, page, pageSize },
    signal,
  });
}

export type Decision = 'accept' | 'reject';

/** PUT /api/admin/user-requests/{id}/accept|reject with an optional reason. */
export function decideUserRequest(
  id: number,
  decision: Decision,
  reason: string | null,
): Promise<UserRequest> {
  return api.put<UserRequest>(`/api/admin/user-requests/${id}/${decision}`, { reason });
}
