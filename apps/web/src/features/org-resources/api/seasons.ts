import type { PagedResult, Season, SeasonInput, SeasonUpdate } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { ListQuery } from './players';

export function fetchSeasons(
  organizationId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Season>> {
  return api.get(`/api/organization/${organizationId}/seasons`, { query: { ...query }, signal });
}

export function createSeason(organizationId: number, input: SeasonInput): Promise<Season> {
  return api.post(`/api/organization/${organizationId}/seasons`, input);
}

export function updateSeason(id: number, input: SeasonUpdate): Promise<Season> {
  return api.patch(`/api/season/${id}`, input);
}

export function deleteSeason(id: number): Promise<void> {
  return api.delete(`/api/season/${id}`);
}
