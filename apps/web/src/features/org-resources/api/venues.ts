import type { PagedResult, Venue, VenueInput, VenueUpdate } from '@sportzone/contracts';
import { api } from '@/lib/api';
import type { ListQuery } from './players';

export function fetchVenues(
  organizationId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<PagedResult<Venue>> {
  return api.get(`/api/organization/${organizationId}/venues`, { query: { ...query }, signal });
}

export function createVenue(organizationId: number, input: VenueInput): Promise<Venue> {
  return api.post(`/api/organization/${organizationId}/venues`, input);
}

/** PATCH /api/venue/{id}: spaces, when sent, replaces the list (kept ones by id). */
export function updateVenue(id: number, input: VenueUpdate): Promise<Venue> {
  return api.patch(`/api/venue/${id}`, input);
}

export function deleteVenue(id: number): Promise<void> {
  return api.delete(`/api/venue/${id}`);
}
