import type { Role, User } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth';

/** GET /api/user/current (the same cache entry as the profile's): null while there is no profile. */
async function fetchMe(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>('/api/user/current', { signal, expect: [404] });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The signed-in user's global roles: the server's profile once loaded (an admin may have just granted
 * Organizer), the id_token's claim until then. Organizers and admins may create organizations.
 */
export function useAccountRoles(): { roles: Role[]; mayCreate: boolean; loading: boolean } {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const me = useQuery({
    queryKey: ['user', 'current'],
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: signedIn,
    staleTime: 60_000,
  });
  const roles = me.data ? me.data.roles : session.roles;
  return {
    roles,
    mayCreate: roles.includes('Organizer') || roles.includes('Admin'),
    loading: session.status === 'booting' || (signedIn && me.isPending),
  };
}
