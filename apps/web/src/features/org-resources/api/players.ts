import type { PagedResult, Player, PlayerInput, PlayerUpdate } from '@sportzone/contracts';
import { api } from '@/lib/api';
import { PICTURE_ERROR_STATUSES } from '@/lib/picture/crop';

export interface ListQuery {
  searchTerm: string | null;
  page: number;
  pageSize: number;
}

/** SPEC §5: the search trimmed (the server lower-cases it); empty is sent as null. */
export function listQuery(search: string, page: number, pageSize: number): ListQuery {
  const term = search.trim();
  return { searchTerm: term ? term : null, page, pageSize };
}

/** GET /api/organization/{id}/players: search, filters and paging. */
export function fetchPlayers(
  organizationId: number,
  query: ListQuery & { status?: 'active' | 'inactive' | undefined },
  signal?: AbortSignal,
): Promise<PagedResult<Player>> {
  return api.get(`/api/organization/${organizationId}/players`, { query: { ...query }, signal });
}

/** POST /api/organization/{id}/players (owners, organizers); 400 carries field messages. */
export function createPlayer(organizationId: number, input: PlayerInput): Promise<Player> {
  return api.post(`/api/organization/${organizationId}/players`, input);
}

export function updatePlayer(id: number, input: PlayerUpdate): Promise<Player> {
  return api.patch(`/api/player/${id}`, input);
}

export function deletePlayer(id: number): Promise<void> {
  return api.delete(`/api/player/${id}`);
}

/** POST /api/player/{id}/picture: the cropped image's bytes with their content type. */
export function uploadPlayerPicture(id: number, image: Blob): Promise<Player> {
  return api.post(`/api/player/${id}/picture`, image, {
    headers: { 'content-type': image.type },
    expect: PICTURE_ERROR_STATUSES,
  });
}
