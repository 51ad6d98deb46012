import type { OrganizerUserInput, PagedResult, User } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { ListQuery } from './organizations';

/**
 * GET /api/organization/{id}/users (owners, organizers, admins): the people with an account in the
 * organization, searched by name and filtered by nationality (an ISO code; absent: any), page by page.
 */
export function fetchOrganizationUsers(
  organizationId: number,
  query: ListQuery & { nationality: string | null },
  signal?: AbortSignal,
): Promise<PagedResult<User>> {
  return api.get(`/api/organization/${organizationId}/users`, {
    query: {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.searchTerm ? { searchTerm: query.searchTerm } : {}),
      ...(query.nationality ? { nationality: query.nationality } : {}),
    },
    signal,
  });
}

/**
 * POST /api/organizer/user (owners, organizers): an account made for the organization, which the
 * person joins as a member. 400 and 409 (the email is taken) are placed on the form's fields.
 */
export function createOrganizationUser(input: OrganizerUserInput): Promise<User> {
  return api.post('/api/organizer/user', input, { expect: [400, 409] });
}
