import { Avatar, type AvatarProps } from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { usePictureSrc } from '@/lib/picture/use-picture-src';

/** Up to two letters of an organization's name: "Sofia Table Tennis Club" → "ST". */
export function orgInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The logo (fetched with the token: a private organization's logo needs it), or the initials. */
export function OrgLogo({
  organization,
  ...props
}: { organization: Pick<Organization, 'name' | 'logoUrl'> } & Omit<AvatarProps, 'src' | 'children'> & {
    'data-testid'?: string;
  }) {
  const src = usePictureSrc(organization.logoUrl);
  return (
    <Avatar
      src={src}
      radius="md"
      color="brand"
      variant="light"
      alt=""
      styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
      {...props}
    >
      {orgInitials(organization.name)}
    </Avatar>
  );
}
