import type { Invitation, InvitationInput, PagedResult, UserRef } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { MembershipListQuery } from '../lib/query';

/** GET /api/organization/{id}/invitations (owners, organizers): pending first. */
export function fetchOrganizationInvitations(
  organizationId: number,
  query: MembershipListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Invitation>> {
  return api.get(`/api/organization/${organizationId}/invitations`, { query: { ...query }, signal });
}

/** POST /api/organization/{id}/invitations: a user (userId) or an address (email), not both. */
export function createInvitation(organizationId: number, input: InvitationInput): Promise<Invitation> {
  return api.post(`/api/organization/${organizationId}/invitations`, input, { expect: [400, 409] });
}

/** DELETE /api/invitation/{id}: withdraw a pending invitation. */
export function withdrawInvitation(id: number): Promise<void> {
  return api.delete(`/api/invitation/${id}`);
}

/** GET /api/organization/{id}/user-lookup?email=: the user with exactly this address; 404 when none. */
export function lookupUser(organizationId: number, email: string, signal?: AbortSignal): Promise<UserRef> {
  return api.get(`/api/organization/${organizationId}/user-lookup`, {
    query: { email: email.trim() },
    signal,
    expect: [400, 404],
  });
}

/** GET /api/invitation: the signed-in user's invitations (to them, or to their verified address). */
export function fetchMyInvitations(
  query: MembershipListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Invitation>> {
  return api.get('/api/invitation', { query: { ...query }, signal });
}

/** GET /api/invitation/token?token=: the invitation an emailed link points at. */
export function fetchInvitationByToken(token: string, signal?: AbortSignal): Promise<Invitation> {
  return api.get('/api/invitation/token', { query: { token }, signal, expect: [400, 404] });
}

/** PUT /api/invitation/{id}/accept | reject; an invitation to an address may need the emailed token. */
export function answerInvitation(
  id: number,
  answer: 'accept' | 'reject',
  token?: string | null,
): Promise<Invitation> {
  return api.put(`/api/invitation/${id}/${answer}`, token ? { token } : {});
}
