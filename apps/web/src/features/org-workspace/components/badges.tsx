import { Badge, Group, type BadgeProps } from '@mantine/core';
import type { OrganizationRole, Privacy } from '@sportzone/contracts';
import { IconEyeOff, IconLink, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const PRIVACY_LOOK = {
  public: { color: 'teal', icon: IconWorld },
  unlisted: { color: 'yellow', icon: IconLink },
  private: { color: 'gray', icon: IconEyeOff },
} as const;

export function PrivacyBadge({ privacy, ...props }: { privacy: Privacy } & BadgeProps) {
  const { t } = useTranslation();
  const look = PRIVACY_LOOK[privacy];
  return (
    <Badge
      variant="light"
      color={look.color}
      leftSection={<look.icon size={12} aria-hidden="true" />}
      data-testid="privacy-badge"
      data-privacy={privacy}
      {...props}
    >
      {t(`organizer.privacy.${privacy}`)}
    </Badge>
  );
}

const ROLE_COLOR = { owner: 'grape', organizer: 'brand', member: 'gray' } as const;

export function RoleBadge({ role, ...props }: { role: OrganizationRole } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ROLE_COLOR[role]} data-testid="role-badge" data-role={role} {...props}>
      {t(`organizer.role.${role}`)}
    </Badge>
  );
}

/** The user's roles here, strongest first; nothing when they hold none (an admin or a visitor). */
export function RoleBadges({
  roles,
  size = 'sm',
}: {
  roles: readonly OrganizationRole[];
  size?: BadgeProps['size'];
}) {
  const order: OrganizationRole[] = ['owner', 'organizer', 'member'];
  const shown = order.filter((r) => roles.includes(r));
  if (shown.length === 0) return null;
  // a member record comes with every role: "Owner" says enough
  const strongest = shown.filter((r, i) => i === 0 || r !== 'member');
  return (
    <Group gap={4} wrap="wrap">
      {strongest.map((r) => (
        <RoleBadge key={r} role={r} size={size} />
      ))}
    </Group>
  );
}
