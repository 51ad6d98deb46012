import { Alert, Button, Container, Grid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { BoardCard } from '@/features/board';
import { DashboardHeader, NextSteps, UserSummary } from '@/features/dashboard';
import { NotificationItem } from '@/features/notifications';
import { NoProfileCallout, ProfileCard, RoleBadges, useCurrentUser } from '@/features/user';
import { unionRoles, useSession } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard and /user/dashboard: the signed-in home. */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { user, isLoading, error, refetch } = useCurrentUser();
  usePageTitle(t('titles.dashboard'));

  if (isLoading) return <FullPageLoader />;

  const roles = unionRoles(session.roles, user?.roles);
  const givenName = session.user?.profile.given_name ?? null;
  const rolesBlock = (
    <Stack gap={6}>
      <Text tt="uppercase" fz="xs" fw={700} c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {t('dashboard.rolesTitle')}
      </Text>
      <RoleBadges roles={roles} />
    </Stack>
  );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <DashboardHeader firstName={user?.firstName ?? givenName} />
        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t('profile.loadFailed')}
            role="alert"
          >
            <Button mt="sm" size="xs" variant="white" color="red" onClick={refetch}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        {user ? <BoardCard /> : null}
        {user ? (
          <UserSummary renderNotification={(n) => <NotificationItem notification={n} compact />} />
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            {user ? (
              <ProfileCard user={user}>{rolesBlock}</ProfileCard>
            ) : (
              <Stack gap="md">
                {!error ? <NoProfileCallout /> : null}
                {rolesBlock}
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <NextSteps
              isOrganizer={roles.includes('Organizer')}
              isAdmin={(user ? user.roles : roles).includes('Admin')}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
