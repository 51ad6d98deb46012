import type { Organization, OrganizationRole, PagedResult, User } from '@sportzone/contracts';
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

/** The query key of the signed-in user's organizations (GET /api/organization/mine); prefix of every page of it. */
export const myOrganizationsKey = ['organizations', 'mine'] as const;

export interface MyOrganizationsParams {
  searchTerm?: string | null;
  role?: OrganizationRole | undefined;
  page?: number;
  pageSize?: number;
}

/** GET /api/organization/mine: organizations where the caller holds a role (owner, organizer, member), by name. */
export function fetchMyOrganizations(
  params: MyOrganizationsParams = {},
  signal?: AbortSignal,
): Promise<PagedResult<Organization>> {
  const term = params.searchTerm?.trim();
  return api.get<PagedResult<Organization>>('/api/organization/mine', {
    query: {
      ...(term ? { searchTerm: term } : {}),
      ...(params.role ? { role: params.role } : {}),
      page: params.page ?? 1,
      pageSize: params.pageSize ?? 20,
    },
    signal,
  });
}

export const myOrganizationsQuery = (params: MyOrganizationsParams = {}) =>
  queryOptions({
    queryKey: [...myOrganizationsKey, params] as const,
    queryFn: ({ signal }) => fetchMyOrganizations(params, signal),
    staleTime: 30_000,
  });

/** One page of the signed-in user's organizations (the first 100 unless told otherwise). */
export function useMyOrganizations(params: MyOrganizationsParams = { pageSize: 100 }, enabled = true) {
  return useQuery({ ...myOrganizationsQuery(params), enabled });
}

/** GET /api/organization/{id}/users (owners, organizers): the first 20 of its people with an account. */
export function fetchOrganizationUsers(
  organizationId: number,
  search: string,
  signal?: AbortSignal,
): Promise<PagedResult<User>> {
  const term = search.trim();
  return api.get(`/api/organization/${organizationId}/users`, {
    query: { searchTerm: term ? term : null, page: 1, pageSize: 20 },
    signal,
    quiet: true,
  });
}
