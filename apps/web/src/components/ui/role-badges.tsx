import { Badge, Group, type MantineSize } from '@mantine/core';
import type { Role } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Role, string> = { Admin: 'red', Organizer: 'violet', Player: 'teal', User: 'brand' };
const ORDER: readonly Role[] = ['Admin', 'Organizer', 'Player', 'User'];

export function RoleBadges({ roles, size = 'lg' }: { roles: readonly Role[]; size?: MantineSize }) {
  const { t } = useTranslation();
  const shown: readonly Role[] = roles.length > 0 ? ORDER.filter((r) => roles.includes(r)) : ['User'];
  return (
    <Group gap={6} data-testid="role-badges">
      {shown.map((role) => (
        <Badge key={role} color={COLORS[role]} variant="light" size={size} radius="sm" data-role={role}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}
