import type {
  Member,
  MemberInput,
  MemberUpdate,
  OrganizationRole,
  PagedResult,
  PersonStatus,
  RoleAssignment,
  UserRef,
} from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { ListQuery } from './organizations';

const clean = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Record<string, string | number>;

/** GET /api/organization/{id}/roles (members): owners first, then organizers, then members. */
export function fetchRoles(
  organizationId: number,
  query: ListQuery & { role?: OrganizationRole | undefined },
  signal?: AbortSignal,
): Promise<PagedResult<RoleAssignment>> {
  return api.get(`/api/organization/${organizationId}/roles`, { query: clean(query), signal });
}

export function grantRole(
  organizationId: number,
  userId: number,
  role: OrganizationRole,
): Promise<RoleAssignment> {
  return api.post(`/api/organization/${organizationId}/roles`, { userId, role });
}

export function revokeRole(organizationId: number, userId: number, role: OrganizationRole): Promise<void> {
  return api.delete(`/api/organization/${organizationId}/roles/${userId}/${role}`);
}

/** GET /api/organization/{id}/user-lookup: the user with exactly this email address (404: none). */
export function lookupUser(organizationId: number, email: string, signal?: AbortSignal): Promise<UserRef> {
  return api.get(`/api/organization/${organizationId}/user-lookup`, {
    query: { email: email.trim() },
    signal,
    expect: [400, 404],
  });
}

export function fetchMembers(
  organizationId: number,
  query: ListQuery & { status?: PersonStatus | undefined },
  signal?: AbortSignal,
): Promise<PagedResult<Member>> {
  return api.get(`/api/organization/${organizationId}/members`, { query: clean(query), signal });
}

export function createMember(organizationId: number, input: MemberInput): Promise<Member> {
  return api.post(`/api/organization/${organizationId}/members`, input);
}

export function updateMember(organizationId: number, memberId: number, input: MemberUpdate): Promise<Member> {
  return api.patch(`/api/organization/${organizationId}/members/${memberId}`, input);
}

export function deleteMember(organizationId: number, memberId: number): Promise<void> {
  return api.delete(`/api/organization/${organizationId}/members/${memberId}`);
}
