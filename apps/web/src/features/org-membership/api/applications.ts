import type { Application, PagedResult } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { MembershipListQuery } from '../lib/query';

/** GET /api/organization/{id}/applications (owners, organizers): pending first. */
export function fetchOrganizationApplications(
  organizationId: number,
  query: MembershipListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Application>> {
  return api.get(`/api/organization/${organizationId}/applications`, { query: { ...query }, signal });
}

/** PUT /api/application/{id}/accept | reject, with an optional reason; accepting makes the applicant a member. */
export function decideApplication(
  id: number,
  decision: 'accept' | 'reject',
  reason: string | null,
): Promise<Application> {
  return api.put(`/api/application/${id}/${decision}`, { reason });
}

/** GET /api/application: the signed-in user's own applications, pending first. */
export function fetchMyApplications(
  query: MembershipListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Application>> {
  return api.get('/api/application', { query: { ...query }, signal });
}

/** DELETE /api/application/{id}: take back a pending application. */
export function withdrawApplication(id: number): Promise<void> {
  return api.delete(`/api/application/${id}`);
}
