import type { User } from '@sportzone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth';

export const currentUserKey = ['user', 'current'] as const;

/** GET /api/user/current. 404 means the profile is not created yet: null (SPEC §4). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>('/api/user/current', { signal, expect: [404] });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });

export interface CurrentUser {
  /** null: signed out, or signed in without a profile yet */
  user: User | null;
  /** true while the session or the user is loading (SPEC §4 "flagged while loading") */
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useCurrentUser(): CurrentUser {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useQuery({ ...currentUserQuery(), enabled: signedIn });
  return {
    user: signedIn ? (query.data ?? null) : null,
    isLoading: session.status === 'booting' || (signedIn && query.isPending),
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
