import {
  SCORE_TOKEN_HEADER,
  type Match,
  type MatchEventRecord,
  type PagedResult,
} from '@sportzone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api';

export interface MatchFetchOptions {
  /** a guest scoring link's token */
  guestToken?: string | null;
  signal?: AbortSignal;
  /** no toasts (overlays, displays): the page shows its own state */
  quiet?: boolean;
  /** statuses the page shows itself */
  expect?: readonly number[];
}

function guestHeaders(guestToken: string | null | undefined): Record<string, string> {
  return guestToken ? { [SCORE_TOKEN_HEADER]: guestToken } : {};
}

/** GET /api/matches/{id}: the match with its score, seq and (for the caller) permissions. */
export function fetchMatch(id: number, options: MatchFetchOptions = {}): Promise<Match> {
  const request: RequestOptions = {
    headers: guestHeaders(options.guestToken),
    signal: options.signal,
    quiet: options.quiet,
    expect: options.expect ?? [404],
    background: true,
  };
  return api.get<Match>(`/api/matches/${id}`, request);
}

export const matchKey = (id: number) => ['matches', id] as const;

export const matchQuery = (id: number, options: Omit<MatchFetchOptions, 'signal'> = {}) =>
  queryOptions({
    queryKey: [...matchKey(id), options.guestToken ?? null] as const,
    queryFn: ({ signal }) => fetchMatch(id, { ...options, signal }),
    staleTime: 5_000,
  });

/** GET /api/matches/{id}/events: oldest first; `after` = the seq to start after. */
export function fetchMatchEvents(
  id: number,
  query: { after?: number; page?: number; pageSize?: number },
  options: MatchFetchOptions = {},
): Promise<PagedResult<MatchEventRecord>> {
  return api.get<PagedResult<MatchEventRecord>>(`/api/matches/${id}/events`, {
    query,
    headers: guestHeaders(options.guestToken),
    signal: options.signal,
    quiet: options.quiet,
    expect: options.expect ?? [404],
    background: true,
  });
}

/** Every event after `after`, page by page (500 at a time). */
export async function fetchAllMatchEvents(
  id: number,
  after = 0,
  options: MatchFetchOptions = {},
): Promise<MatchEventRecord[]> {
  const out: MatchEventRecord[] = [];
  for (let page = 1; page < 1000; page++) {
    const result = await fetchMatchEvents(id, { after, page, pageSize: 500 }, options);
    out.push(...result.items);
    if (result.nextPage === undefined || result.nextPage === null || result.items.length === 0) break;
  }
  return out;
}

export interface MatchListParams {
  status?: 'upcoming' | 'queued' | 'active' | 'finished';
  sport?: string | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
  page?: number;
  pageSize?: number;
}

/** GET /api/matches: public matches (live first, then upcoming, then newest), filtered and paged. */
export function fetchMatches(params: MatchListParams, signal?: AbortSignal): Promise<PagedResult<Match>> {
  return api.get<PagedResult<Match>>('/api/matches', {
    query: {
      status: params.status,
      sport: params.sport || undefined,
      search: params.search?.trim() || undefined,
      from: params.from || undefined,
      to: params.to || undefined,
      page: params.page ?? 1,
      pageSize: params.pageSize ?? 20,
    },
    signal,
    background: true,
  });
}

export const matchListQuery = (params: MatchListParams) =>
  queryOptions({
    queryKey: ['matches', 'list', params] as const,
    queryFn: ({ signal }) => fetchMatches(params, signal),
    staleTime: 30_000,
  });

/** What comes next: upcoming matches, soonest first as the API orders them. */
export const upcomingQuery = (sport: string | null, pageSize = 6) =>
  matchListQuery({ status: 'upcoming', sport, pageSize });
