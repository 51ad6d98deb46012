import { Alert, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { CookieSettingsLink } from '@/features/consent';
import { NotificationSettingsCard } from '@/features/notifications';
import { SportPreferencesForm } from '@/features/preferences';
import { NoProfileCallout, useCurrentUser, useSaveSportPreference } from '@/features/user';
import { notify } from '@/lib/notify';
import { isSportId, setSelectedSport } from '@/lib/sport-preference';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/preferences: the sports you follow and your default sport. */
export default function UserPreferencesRoute() {
  const { t } = useTranslation();
  const { user, isLoading, error, refetch } = useCurrentUser();
  const save = useSaveSportPreference();
  usePageTitle(t('titles.preferences'));

  let body;
  if (isLoading) {
    body = (
      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        aria-busy="true"
        aria-label={t('common.loading')}
      >
        <Skeleton height={20} width="40%" />
        <Skeleton height={12} mt="sm" width="70%" />
        <Stack mt="lg" gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Stack>
      </Card>
    );
  } else if (error) {
    body = (
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
    );
  } else if (!user) {
    body = <NoProfileCallout />;
  } else {
    body = (
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SportPreferencesForm
          key={user.id}
          initial={{
            sports: user.preferredSports.filter(isSportId),
            defaultSport: isSportId(user.defaultSport) ? user.defaultSport : null,
          }}
          saving={save.isPending}
          onSubmit={async (input) => {
            await save.mutateAsync(input);
            // chosen here and now: this browser opens on it too
            if (isSportId(input.defaultSport)) setSelectedSport(input.defaultSport);
            notify.success(t('preferences.saved'));
          }}
        />
      </Card>
    );
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('titles.preferences')} intro={t('preferences.intro')} />
        {body}
        {user ? <NotificationSettingsCard /> : null}
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="preferences-cookies">
          <Stack gap="xs" align="flex-start">
            <Title order={2} fz="lg">
              {t('consent.settingsTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('consent.settingsIntro')}
            </Text>
            <CookieSettingsLink fw={600} />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
