import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endSession } from '@/lib/auth';

/**
 * DELETE /api/user: all of your own data, and your sign-in with it. Then the session ends here
 * (SPZ_TOKEN and the stored oidc user are removed); the provider has no account left to sign out of.
 */
export async function deleteOwnAccount(): Promise<void> {
  await api.delete('/api/user');
  await endSession('signed-out');
}

export function useDeleteOwnAccount() {
  return useMutation({ mutationFn: deleteOwnAccount });
}
