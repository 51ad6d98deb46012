import { Avatar, type AvatarProps } from '@mantine/core';

export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  pictureUrl?: string | null;
}

/** Two letters: first and last name, or the first two letters of whatever name there is. */
export function initialsOf(person: AvatarPerson): string {
  const first = person.firstName?.trim() ?? '';
  const last = person.lastName?.trim() ?? '';
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const single = first || last || person.email?.trim() || '';
  const parts = single.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : single.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A person's picture, or their initials on the brand colour. */
export function UserAvatar({
  person,
  ...props
}: { person: AvatarPerson } & Omit<AvatarProps, 'src' | 'children'>) {
  return (
    <Avatar src={person.pictureUrl || null} color="brand" radius={1000} alt="" {...props}>
      {initialsOf(person)}
    </Avatar>
  );
}
