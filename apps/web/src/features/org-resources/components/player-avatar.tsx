import type { AvatarProps } from '@mantine/core';
import { UserAvatar, type AvatarPerson } from '@/components/ui/user-avatar';
import { usePictureSrc } from '@/lib/picture/use-picture-src';

/** A player's picture (fetched with the token: a private organization's pictures need it), or initials. */
export function PlayerAvatar({
  player,
  ...props
}: { player: AvatarPerson } & Omit<AvatarProps, 'src' | 'children'> & { 'data-testid'?: string }) {
  const src = usePictureSrc(player.pictureUrl);
  return <UserAvatar person={{ ...player, pictureUrl: src }} {...props} />;
}
