import type { OrganizerDashboard, UserDashboard } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/user/dashboard: the whole signed-in home in one call. */
export function useUserDashboard(enabled = true) {
  return useQuery({
    queryKey: ['dashboard', 'user'],
    queryFn: ({ signal }) => api.get<UserDashboard>('/api/user/dashboard', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** GET /api/organizer/dashboard: today by court, sign-ups, applications, requests — across all my organizations. */
export function useOrganizerDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'organizer'],
    queryFn: ({ signal }) => api.get<OrganizerDashboard>('/api/organizer/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}
