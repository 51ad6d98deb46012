import type { User } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { PictureEditor } from '@/components/picture/picture-editor';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useUploadPicture } from '../api/picture';

/** The profile picture: shown, and replaced by a square cropped here and uploaded as PNG or JPEG. */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <PictureEditor
      data-testid="profile-picture"
      hasPicture={Boolean(user.pictureUrl)}
      saving={upload.isPending}
      upload={(image) => upload.mutateAsync({ id: user.id, image })}
      avatar={
        <UserAvatar
          person={user}
          size={96}
          alt={user.pictureUrl ? t('picture.alt', { name }) : ''}
          data-testid="profile-picture-avatar"
        />
      }
    />
  );
}
