import type {
  GuestLink,
  GuestLinkCreated,
  Match,
  MatchInput,
  MatchStatus,
  MatchUpdate,
  PagedResult,
} from '@sportzone/contracts';
import { api } from '@/lib/api';

/** The query key under which every list of an organization's (or one's own) matches is cached. */
export const matchesKey = (organizationId: number | null) => ['matches', 'manage', organizationId] as const;

export interface MatchListParams {
  /** an organization's matches; none = the caller's own (mine) */
  organizationId: number | null;
  status?: MatchStatus | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** GET /api/matches: an organization's matches (or mine), filtered, live first, then upcoming soonest first. */
export function fetchMatchPage(params: MatchListParams, signal?: AbortSignal): Promise<PagedResult<Match>> {
  const search = params.search?.trim();
  return api.get('/api/matches', {
    query: {
      ...(params.organizationId ? { organizationId: params.organizationId } : { mine: true }),
      status: params.status,
      search: search ? search : undefined,
      from: params.from,
      to: params.to,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });
}

/** POST /api/matches; a 400 is the form's to show beside its fields (no toast). */
export function createMatch(input: MatchInput): Promise<Match> {
  return api.post('/api/matches', input, { expect: [400] });
}

/** PATCH /api/matches/{id}; 400 for the form, 409 when the rules cannot change any more. */
export function updateMatch(id: number, input: MatchUpdate): Promise<Match> {
  return api.patch(`/api/matches/${id}`, input, { expect: [400, 409] });
}

export function deleteMatch(id: number): Promise<void> {
  return api.delete(`/api/matches/${id}`);
}

export function fetchGuestLinks(matchId: number, signal?: AbortSignal): Promise<GuestLink[]> {
  return api.get(`/api/matches/${matchId}/guest-links`, { signal });
}

export function createGuestLink(matchId: number, expiresInMinutes: number): Promise<GuestLinkCreated> {
  return api.post(`/api/matches/${matchId}/guest-links`, { expiresInMinutes });
}

export function revokeGuestLink(matchId: number, linkId: number): Promise<void> {
  return api.delete(`/api/matches/${matchId}/guest-links/${linkId}`);
}
