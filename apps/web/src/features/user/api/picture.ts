import type { User } from '@sportzone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { currentUserKey } from './current-user';

/** Statuses whose server message is shown beside the picture instead of the generic toast. */
export const PICTURE_ERROR_STATUSES = [400, 413, 415] as const;

/** POST /api/user/{id}/picture: the raw image bytes with their content type (SPEC §7). */
export function uploadPicture(id: number, image: Blob): Promise<User> {
  return api.post<User>(`/api/user/${id}/picture`, image, {
    headers: { 'content-type': image.type },
    expect: PICTURE_ERROR_STATUSES,
  });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image }: { id: number; image: Blob }) => uploadPicture(id, image),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
