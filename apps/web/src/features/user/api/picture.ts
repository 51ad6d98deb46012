import type { User } from '@sportzone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PICTURE_ERROR_STATUSES } from '@/lib/picture/crop';
import { currentUserKey } from './current-user';

export { PICTURE_ERROR_STATUSES };

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
