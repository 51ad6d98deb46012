import type { User } from '@sportzone/contracts';
import { api, isApiError } from '@/lib/api';

export type LoginResult = { kind: 'user'; user: User } | { kind: 'no-profile' } | { kind: 'failed' };

/**
 * POST /api/user/login records the sign-in. 404 means the profile is not created yet; any other
 * failure is only logged (SPEC §8), and sign-in carries on with the id_token's roles.
 */
export async function postLogin(): Promise<LoginResult> {
  try {
    const user = await api.post<User>('/api/user/login', undefined, { quiet: true });
    return { kind: 'user', user };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'no-profile' };
    console.warn('POST /api/user/login failed', error);
    return { kind: 'failed' };
  }
}
