import type {
  Application,
  Follow,
  FollowKind,
  FollowState,
  Invitation,
  Organization,
  PagedResult,
  Player,
  ProfileMatch,
  PublicEntity,
  PublicMember,
  PublicOrganization,
  PublicPlayer,
  Team,
  User,
} from '@sportzone/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** SPEC §5: the search trimmed (the server lower-cases it); empty is sent as null. */
export function searchQuery(search: string, page: number, pageSize: number) {
  const term = search.trim();
  return { searchTerm: term ? term : null, page, pageSize };
}

// ─── organizations ────────────────────────────────────────────────────────

/** GET /api/organization/mine: where the signed-in user holds a role, with those roles. */
export function fetchMyOrganizations(
  search: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedResult<Organization>> {
  return api.get('/api/organization/mine', { query: searchQuery(search, page, pageSize), signal });
}

/** GET /api/organization: public organizations by name (unlisted and private ones never show). */
export function searchOrganizations(
  search: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedResult<Organization>> {
  return api.get('/api/organization', { query: searchQuery(search, page, pageSize), signal });
}

/** GET /api/organization/{id}/organizations: the sub-organizations the caller may see. */
export function fetchSubOrganizations(organizationId: number, signal?: AbortSignal) {
  return api.get<PagedResult<Organization>>(`/api/organization/${organizationId}/organizations`, {
    query: { page: 1, pageSize: 100 },
    signal,
  });
}

/** GET /api/organization/{id}/players: its players (private fields for members only). */
export function fetchOrganizationPlayers(
  organizationId: number,
  search: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedResult<Player>> {
  return api.get(`/api/organization/${organizationId}/players`, {
    query: searchQuery(search, page, pageSize),
    signal,
  });
}

/** GET /api/organization/{id}/teams: its teams and formations with their players. */
export function fetchOrganizationTeams(
  organizationId: number,
  search: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedResult<Team>> {
  return api.get(`/api/organization/${organizationId}/teams`, {
    query: searchQuery(search, page, pageSize),
    signal,
  });
}

// ─── public pages (no sign-in) ────────────────────────────────────────────

/** GET /api/public/organizations/{id}: counts and matches of a public or unlisted organization (404 when private). */
export const publicOrganizationQuery = (id: number, enabled = true) =>
  queryOptions({
    queryKey: ['orgs', 'public-organization', id],
    queryFn: ({ signal }) =>
      api.get<PublicOrganization>(`/api/public/organizations/${id}`, { signal, expect: [404] }),
    enabled: enabled && id > 0,
    retry: false,
  });

export const publicPlayerQuery = (id: number) =>
  queryOptions({
    queryKey: ['orgs', 'public-player', id],
    queryFn: ({ signal }) => api.get<PublicPlayer>(`/api/public/players/${id}`, { signal, expect: [404] }),
    enabled: id > 0,
    retry: false,
  });

/** A profile's results history, ten at a time (GET /api/public/{players|members|entities}/{id}/results). */
export type ProfileKind = 'players' | 'members' | 'entities';
export const profileResultsQuery = (kind: ProfileKind, id: number) =>
  infiniteQueryOptions({
    queryKey: ['orgs', 'profile-results', kind, id],
    queryFn: ({ signal, pageParam }) =>
      api.get<PagedResult<ProfileMatch>>(`/api/public/${kind}/${id}/results?page=${pageParam}&pageSize=10`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
  });

export const publicMemberQuery = (id: number) =>
  queryOptions({
    queryKey: ['orgs', 'public-member', id],
    queryFn: ({ signal }) => api.get<PublicMember>(`/api/public/members/${id}`, { signal, expect: [404] }),
    enabled: id > 0,
    retry: false,
  });

export const publicEntityQuery = (id: number) =>
  queryOptions({
    queryKey: ['orgs', 'public-entity', id],
    queryFn: ({ signal }) => api.get<PublicEntity>(`/api/public/entities/${id}`, { signal, expect: [404] }),
    enabled: id > 0,
    retry: false,
  });

// ─── signed-in reads of one record ────────────────────────────────────────

/** GET /api/player/{id}: as readable as its organization; birthday, member id and properties for members. */
export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: ['orgs', 'player', id],
    queryFn: ({ signal }) => api.get<Player>(`/api/player/${id}`, { signal, expect: [404] }),
    enabled: id > 0,
    retry: false,
  });

/** GET /api/team/{id}: a team or formation with its players (members of a private organization too). */
export const teamQuery = (id: number, enabled = true) =>
  queryOptions({
    queryKey: ['orgs', 'team', id],
    queryFn: ({ signal }) => api.get<Team>(`/api/team/${id}`, { signal, expect: [404] }),
    enabled: enabled && id > 0,
    retry: false,
  });

/** GET /api/user/current: who is signed in (to mark "this is you"). */
export const meQuery = () =>
  queryOptions({
    queryKey: ['orgs', 'me'],
    queryFn: ({ signal }) => api.get<User>('/api/user/current', { signal, expect: [404] }),
    retry: false,
    staleTime: 60_000,
  });

// ─── follows ──────────────────────────────────────────────────────────────

/** GET /api/follow: what the user follows, newest first. */
export function fetchFollows(
  kind: FollowKind | null,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedResult<Follow>> {
  return api.get('/api/follow', { query: { kind, page, pageSize }, signal });
}

/** The ids the user follows of one kind (first 100), for follow buttons. */
export const followedIdsQuery = (kind: FollowKind) =>
  queryOptions({
    queryKey: ['orgs', 'follows', kind],
    queryFn: async ({ signal }) => new Set((await fetchFollows(kind, 1, 100, signal)).items.map((f) => f.id)),
    staleTime: 30_000,
  });

export function follow(kind: FollowKind, id: number): Promise<FollowState> {
  return api.put(`/api/follow/${kind}/${id}`);
}

export function unfollow(kind: FollowKind, id: number): Promise<void> {
  return api.delete(`/api/follow/${kind}/${id}`);
}

// ─── applications and invitations ─────────────────────────────────────────

/** POST /api/application: apply to join (409 when a member already or an application is pending). */
export function applyToJoin(
  organizationId: number,
  message: string,
  wantsToPlay: boolean,
): Promise<Application> {
  const text = message.trim();
  return api.post(
    '/api/application',
    { organizationId, message: text ? text : null, wantsToPlay },
    { expect: [409] },
  );
}

/** The user's pending applications (first 100): which organizations show "applied". */
export const pendingApplicationsQuery = () =>
  queryOptions({
    queryKey: ['orgs', 'applications', 'pending'],
    queryFn: async ({ signal }) =>
      (
        await api.get<PagedResult<Application>>('/api/application', {
          query: { status: 'pending', page: 1, pageSize: 100 },
          signal,
        })
      ).items,
    staleTime: 30_000,
  });

/** How many invitations wait for the user's answer. */
export const pendingInvitationCountQuery = () =>
  queryOptions({
    queryKey: ['orgs', 'invitations', 'pending-count'],
    queryFn: async ({ signal }) =>
      (
        await api.get<PagedResult<Invitation>>('/api/invitation', {
          query: { status: 'pending', page: 1, pageSize: 1 },
          signal,
          quiet: true,
        })
      ).totalCount,
    staleTime: 30_000,
  });
