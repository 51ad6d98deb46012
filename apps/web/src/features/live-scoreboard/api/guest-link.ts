import type { GuestLinkCreated } from '@sportzone/contracts';
import { createGuestLink as post } from '@/lib/viewer/api';

/** POST /api/matches/{id}/guest-links: a scoring link for someone without an account (a day by default). */
export function createGuestLink(matchId: number, expiresInMinutes: number): Promise<GuestLinkCreated> {
  return post(matchId, expiresInMinutes);
}
