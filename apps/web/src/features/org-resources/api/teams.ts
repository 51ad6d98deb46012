import type { PagedResult, Team, TeamInput, TeamKind, TeamUpdate } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { ListQuery } from './players';

/** GET /api/organization/{id}/teams: teams or formations (kind), search and paging. */
export function fetchTeams(
  organizationId: number,
  query: ListQuery & { kind: TeamKind },
  signal?: AbortSignal,
): Promise<PagedResult<Team>> {
  return api.get(`/api/organization/${organizationId}/teams`, { query: { ...query }, signal });
}

export function createTeam(organizationId: number, input: TeamInput): Promise<Team> {
  return api.post(`/api/organization/${organizationId}/teams`, input);
}

/** PATCH /api/team/{id}: playerIds replaces the players (in this order). */
export function updateTeam(id: number, input: TeamUpdate): Promise<Team> {
  return api.patch(`/api/team/${id}`, input);
}

export function deleteTeam(id: number): Promise<void> {
  return api.delete(`/api/team/${id}`);
}
