import type { SportPreferenceInput, User } from '@sportzone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { currentUserKey } from './current-user';

/** PUT /api/user/prefered/sport (SPEC spelling): the sports followed and the default one. */
export function saveSportPreference(input: SportPreferenceInput): Promise<User> {
  return api.put<User>('/api/user/prefered/sport', input);
}

export function useSaveSportPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSportPreference,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
