import type { Organization, OrganizationInput, OrganizationUpdate, PagedResult } from '@sportzone/contracts';
import { api } from '@/lib/api';
import { PICTURE_ERROR_STATUSES } from '@/lib/picture/crop';

export interface ListQuery {
  searchTerm: string | null;
  page: number;
  pageSize: number;
}

const cleanQuery = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Record<string, string | number>;

/** POST /api/organization: a top-level organization (global Organizer, Admin) or, with parentId, a sub-organization. */
export function createOrganization(input: OrganizationInput): Promise<Organization> {
  return api.post('/api/organization', input);
}

/** PATCH /api/organization/{id} (owners, organizers): only the fields sent change. */
export function updateOrganization(id: number, input: OrganizationUpdate): Promise<Organization> {
  return api.patch(`/api/organization/${id}`, input);
}

/** DELETE /api/organization/{id} (owners): with its sub-organizations and everything in them. */
export function deleteOrganization(id: number): Promise<void> {
  return api.delete(`/api/organization/${id}`);
}

/** POST /api/organization/{id}/logo: the cropped image's bytes with their content type. */
export function uploadLogo(id: number, image: Blob): Promise<Organization> {
  return api.post(`/api/organization/${id}/logo`, image, {
    headers: { 'content-type': image.type },
    expect: PICTURE_ERROR_STATUSES,
  });
}

export function removeLogo(id: number): Promise<Organization> {
  return api.delete(`/api/organization/${id}/logo`);
}

/** GET /api/organization/{id}/organizations: sub-organizations (members see all of them). */
export function fetchChildren(
  id: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Organization>> {
  return api.get(`/api/organization/${id}/organizations`, { query: cleanQuery(query), signal });
}

/** The total of any paged list of the organization (pageSize 1), quietly: a tile without its count is fine. */
export async function countOf(path: string, query: Record<string, string> = {}, signal?: AbortSignal) {
  const page = await api.get<PagedResult<unknown>>(path, {
    query: { ...query, page: 1, pageSize: 1 },
    signal,
    quiet: true,
  });
  return page.totalCount;
}
