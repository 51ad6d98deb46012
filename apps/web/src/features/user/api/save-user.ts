import type { User, UserInput } from '@sportzone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { currentUserKey } from './current-user';

/** SPEC §4: a user with id 0 is created with POST; otherwise updated with PATCH. */
export function saveUser(id: number, input: UserInput): Promise<User> {
  return id === 0 ? api.post<User>('/api/user', input) : api.patch<User>(`/api/user/${id}`, input);
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserInput }) => saveUser(id, input),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
