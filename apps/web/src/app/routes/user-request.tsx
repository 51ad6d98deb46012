import { Alert, Button, Card, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { MergeRequestForm, MyRequests, OrganizerApplicationForm, useMyRequests } from '@/features/requests';
import { NoProfileCallout, useCurrentUser } from '@/features/user';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/request: apply for organizer rights, ask to merge accounts, and follow your requests. */
export default function UserRequestRoute() {
  const { t } = useTranslation();
  const { user, isLoading, error, refetch } = useCurrentUser();
  const mine = useMyRequests(user !== null);
  usePageTitle(t('titles.requests'));

  let body;
  if (isLoading) {
    body = (
      <Card withBorder radius="lg" p="xl" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} mt="sm" width="80%" />
        <Skeleton height={110} mt="lg" />
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
    const pendingApplication =
      mine.data?.some((r) => r.kind === 'organizer' && r.status === 'pending') ?? false;
    const closedReason = user.roles.includes('Organizer')
      ? t('requests.organizerHave')
      : pendingApplication
        ? t('requests.organizerPending')
        : null;
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <OrganizerApplicationForm closedReason={closedReason} />
            </Card>
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <MergeRequestForm ownEmail={user.email} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MyRequests />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('titles.requests')} intro={t('requests.intro')} />
        {body}
      </Stack>
    </Container>
  );
}
