import type {
  ImportMapping,
  ImportPreview,
  PagedResult,
  Player,
  PlayerInput,
  PlayerUpdate,
  PlayersImportResult,
} from '@sportzone/contracts';
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

/** Player ranges the server keeps (contracts PlayerInput): height in cm, weight in kg. */
export const PLAYER_RANGES = { height: { min: 30, max: 280 }, weight: { min: 5, max: 400 } } as const;

/** POST /api/organization/{id}/players (owners, organizers); a 400 carries field messages for the form (no toast). */
export function createPlayer(organizationId: number, input: PlayerInput): Promise<Player> {
  return api.post(`/api/organization/${organizationId}/players`, input, { expect: [400] });
}

/** PATCH /api/player/{id}; `fromForm`: a 400 is the form's to show beside its fields. */
export function updatePlayer(id: number, input: PlayerUpdate, fromForm = false): Promise<Player> {
  return api.patch(`/api/player/${id}`, input, fromForm ? { expect: [400] } : {});
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

/** POST …/imports/players/preview: the rows read, the mapping, errors and duplicates (writes nothing). */
export function previewPlayersImport(
  organizationId: number,
  text: string,
  mapping?: ImportMapping,
): Promise<ImportPreview> {
  return api.post(
    `/api/organization/${organizationId}/imports/players/preview`,
    { text, ...(mapping ? { mapping } : {}) },
    { expect: [400, 413] },
  );
}

/** POST …/imports/players: every row or none; duplicates merged or skipped by row. */
export function importPlayers(
  organizationId: number,
  input: { text: string; mapping: ImportMapping; decisions: { row: number; decision: 'merge' | 'skip' }[] },
): Promise<PlayersImportResult> {
  return api.post(`/api/organization/${organizationId}/imports/players`, input, { expect: [400, 409, 413] });
}
