import type { Match } from '@sportzone/contracts';

/**
 * The live match already being played where a match is put (same venue and playing space), other than
 * the match being edited; null when the place is free or not fully chosen. Names are compared as the
 * server stores them (a match keeps its venue and court by name).
 */
export function liveMatchOnCourt(
  live: readonly Match[],
  place: { venue: string | null; court: string | null },
  editedId: number | null,
): Match | null {
  if (!place.venue || !place.court) return null;
  return (
    live.find(
      (m) => m.status === 'active' && m.id !== editedId && m.venue === place.venue && m.court === place.court,
    ) ?? null
  );
}
