import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@sportzone/contracts';
import { IconMail, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/countries';
import { fullName } from '@/lib/people';

/** The signed-in user's card on the dashboard; `children` is where actions and badges go. */
export function ProfileCard({ user, children }: { user: User; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const name = fullName(user);
  const since = user.createdAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(user.createdAt))
    : null;
  return (
    <Card withBorder radius="lg" p="lg" data-testid="profile-card">
      <Stack gap="md">
        <Text tt="uppercase" fz="xs" fw={700} c="dimmed" style={{ letterSpacing: '0.06em' }}>
          {t('dashboard.profileTitle')}
        </Text>
        <Group wrap="nowrap" align="center">
          <Avatar src={user.pictureUrl} color="brand" radius="xl" size={64} alt="">
            {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {since ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.memberSince', { date: since })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={6}>
          <Group gap={8} wrap="nowrap">
            <IconMail size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconWorld size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text size="sm">
              {user.nationality ? countryName(user.nationality, locale) : t('dashboard.noNationality')}
            </Text>
          </Group>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
