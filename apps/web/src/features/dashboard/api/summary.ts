import type { OrganizerDashboard, UserDashboard } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { browserTimeZone } from '@/lib/time-zones';

/** GET /api/user/dashboard: the whole signed-in home in one call. */
export function useUserDashboard(enabled = true) {
  return useQuery({
    queryKey: ['dashboard', 'user'],
    queryFn: ({ signal }) => api.get<UserDashboard>('/api/user/dashboard', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

/**
 * GET /api/organizer/dashboard: today by court, sign-ups, applications, requests — across all my
 * organizations. Today is the reader's own day (their browser's time zone), not the server's.
 */
export function useOrganizerDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'organizer'],
    queryFn: ({ signal }) =>
      api.get<OrganizerDashboard>('/api/organizer/dashboard', {
        signal,
        query: { timeZone: browserTimeZone() },
      }),
    refetchInterval: 60_000,
  });
}

/** Each organization's figures (members, players, pending ones where I manage) from the same one call; null while it loads. */
export function useOrganizerFigures(): Map<
  number,
  { members: number; players: number; pendingApplications?: number; pendingInvitations?: number }
> | null {
  const data = useOrganizerDashboard().data;
  return useMemo(
    () =>
      data
        ? new Map(
            data.organizations.map((o) => [
              o.id,
              {
                members: o.members,
                players: o.players,
                ...(o.pendingApplications !== null ? { pendingApplications: o.pendingApplications } : {}),
                ...(o.pendingInvitations !== null ? { pendingInvitations: o.pendingInvitations } : {}),
              },
            ]),
          )
        : null,
    [data],
  );
}
