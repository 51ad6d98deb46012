import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Privacy } from '@sportzone/contracts';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type ProfileMode } from '../lib/format';
import classes from './orgs.module.css';

/** The top of a profile: picture, name, badges, its organization, followers and the actions. */
export function ProfileHeader({
  avatar,
  name,
  badges,
  organization,
  mode,
  followers,
  actions,
  testId,
}: {
  avatar: ReactNode;
  name: string;
  badges?: ReactNode;
  organization: { id: number; name: string; privacy?: Privacy } | null;
  mode: ProfileMode;
  followers?: number | null;
  actions?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.hero} data-testid={testId}>
      <Group gap="lg" align="center" wrap="wrap">
        {avatar}
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title
            order={1}
            fz={{ base: 26, sm: 34 }}
            lh={1.15}
            data-testid="profile-name"
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Title>
          {badges ? <Group gap={6}>{badges}</Group> : null}
          {organization ? (
            <Group gap={6} wrap="nowrap">
              <IconBuildingCommunity size={16} color="var(--mantine-color-dimmed)" aria-hidden="true" />
              {mode === 'user' ? (
                <Anchor
                  component={Link}
                  to={paths.organization(organization.id)}
                  size="sm"
                  data-testid="profile-organization"
                >
                  {organization.name}
                </Anchor>
              ) : (
                <Text size="sm" data-testid="profile-organization">
                  {organization.name}
                </Text>
              )}
            </Group>
          ) : null}
          {followers !== undefined && followers !== null ? (
            <Text size="sm" c="dimmed" data-testid="profile-followers">
              {t('orgs.common.followers', { count: followers })}
            </Text>
          ) : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Card>
  );
}

export function StatusBadge({ status }: { status: 'active' | 'inactive' }) {
  const { t } = useTranslation();
  if (status === 'active') return null;
  return (
    <Badge color="gray" variant="outline" radius="sm">
      {t('orgs.status.inactive')}
    </Badge>
  );
}
