import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import {
  DeleteAccountLink,
  LinkedIdentities,
  ProfileForm,
  ProfilePicture,
  useCurrentUser,
} from '@/features/user';
import { landingPath, unionRoles, useSession } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

function claim(profile: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = profile?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

export default function ProfileRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { user, isLoading, error, refetch } = useCurrentUser();
  const creating = !user;
  usePageTitle(isLoading ? t('titles.profile') : creating ? t('titles.createProfile') : t('titles.profile'));

  if (isLoading) return <FullPageLoader />;
  if (error) {
    return (
      <Container size="sm" py="xl">
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
      </Container>
    );
  }

  const claims = session.user?.profile as Record<string, unknown> | undefined;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {creating ? t('titles.createProfile') : t('titles.profile')}
          </Title>
          <Text c="dimmed">{creating ? t('profile.createIntro') : t('profile.editIntro')}</Text>
        </Stack>
        {user ? (
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <ProfilePicture user={user} />
          </Card>
        ) : null}
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ProfileForm
            key={user?.id ?? 0}
            user={user}
            defaults={{
              email: claim(claims, 'email'),
              firstName: claim(claims, 'given_name'),
              lastName: claim(claims, 'family_name'),
            }}
            onSaved={(saved, created) => {
              if (created) void navigate(landingPath(unionRoles(session.roles, saved.roles)));
            }}
          />
        </Card>
        {user ? (
          <>
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <LinkedIdentities identities={user.providerUsers} />
            </Card>
            <Card
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              style={{ borderColor: 'var(--mantine-color-red-2)' }}
            >
              <DeleteAccountLink />
            </Card>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
