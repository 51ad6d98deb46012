import type { PagedResult, Player, Team, TeamKind, Venue } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

const ALL = { page: 1, pageSize: 100 } as const;

/** The organization's players, formations and teams, and venues with their playing spaces: what a match is made of. */
function fetchPlayers(organizationId: number, signal: AbortSignal): Promise<PagedResult<Player>> {
  return api.get(`/api/organization/${organizationId}/players`, {
    query: { ...ALL, status: 'active' },
    signal,
  });
}

function fetchTeams(organizationId: number, kind: TeamKind, signal: AbortSignal): Promise<PagedResult<Team>> {
  return api.get(`/api/organization/${organizationId}/teams`, { query: { ...ALL, kind }, signal });
}

function fetchVenues(organizationId: number, signal: AbortSignal): Promise<PagedResult<Venue>> {
  return api.get(`/api/organization/${organizationId}/venues`, { query: { ...ALL }, signal });
}

const key = (organizationId: number | null, what: string) =>
  ['organization', organizationId, 'match-sources', what] as const;

export function useOrgPlayers(organizationId: number | null) {
  return useQuery({
    queryKey: key(organizationId, 'players'),
    queryFn: ({ signal }) => fetchPlayers(organizationId!, signal).then((p) => p.items),
    enabled: organizationId !== null,
    staleTime: 60_000,
  });
}

export function useOrgTeams(organizationId: number | null, kind: TeamKind) {
  return useQuery({
    queryKey: key(organizationId, kind),
    queryFn: ({ signal }) => fetchTeams(organizationId!, kind, signal).then((p) => p.items),
    enabled: organizationId !== null,
    staleTime: 60_000,
  });
}

export function useOrgVenues(organizationId: number | null) {
  return useQuery({
    queryKey: key(organizationId, 'venues'),
    queryFn: ({ signal }) => fetchVenues(organizationId!, signal).then((p) => p.items),
    enabled: organizationId !== null,
    staleTime: 60_000,
  });
}
