import type { Organization } from '@sportzone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The query key of one organization (GET /api/organization/{id}). */
export const organizationKey = (organizationId: number) => ['organization', organizationId] as const;

/** GET /api/organization/{id}: the organization with the caller's roles (myRoles, canManage, canOwn …). */
export function fetchOrganization(organizationId: number, signal?: AbortSignal): Promise<Organization> {
  return api.get<Organization>(`/api/organization/${organizationId}`, { signal, expect: [404] });
}

export const organizationQuery = (organizationId: number) =>
  queryOptions({
    queryKey: organizationKey(organizationId),
    queryFn: ({ signal }) => fetchOrganization(organizationId, signal),
    enabled: Number.isInteger(organizationId) && organizationId > 0,
    retry: false,
  });

/** One organization, with what the signed-in user may do in it (canManage: owners, organizers, admins). */
export function useOrganization(organizationId: number) {
  return useQuery(organizationQuery(organizationId));
}
