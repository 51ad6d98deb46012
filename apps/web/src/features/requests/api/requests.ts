import type { UserRequest, UserRequestInput } from '@sportzone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';

export const myRequestsKey = ['user', 'requests'] as const;

/** GET /api/user/request: your requests, newest first. */
export function fetchMyRequests(signal?: AbortSignal): Promise<UserRequest[]> {
  return api.get<UserRequest[]>('/api/user/request', { signal });
}

export function useMyRequests(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: myRequestsKey,
    queryFn: ({ signal }) => fetchMyRequests(signal),
    enabled: enabled && session.status === 'signed-in',
  });
}

/** POST /api/user/request: an application for organizer rights, or a merge of another account into yours. */
export function submitRequest(input: UserRequestInput): Promise<UserRequest> {
  return api.post<UserRequest>('/api/user/request', input);
}

export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRequest,
    onSuccess: (created) => {
      queryClient.setQueryData<UserRequest[]>(myRequestsKey, (list) => [
        created,
        ...(list ?? []).filter((r) => r.id !== created.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
    },
  });
}
