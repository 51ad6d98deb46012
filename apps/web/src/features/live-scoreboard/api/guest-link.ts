import type { GuestLinkCreated } from '@sportzone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/matches/{id}/guest-links: a scoring link for someone without an account (a day by default). */
export function createGuestLink(matchId: number, expiresInMinutes: number): Promise<GuestLinkCreated> {
  return api.post<GuestLinkCreated>(`/api/matches/${matchId}/guest-links`, { expiresInMinutes });
}

export function useCreateGuestLink(matchId: number) {
  return useMutation({ mutationFn: (minutes: number) => createGuestLink(matchId, minutes) });
}
