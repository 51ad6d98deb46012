import { Alert, Card, Container, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { PageHeader } from '@/components/ui/page-header';
import { SignInButton } from '@/features/auth';
import { DeleteAccountForm, DeletionList, useCurrentUser } from '@/features/user';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /user/delete (public, SPEC §2): what deleting your account removes; signed in, the typed
 * confirmation and DELETE /api/user, then you are signed out and back on /.
 */
export default function UserDeleteRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { user, isLoading } = useCurrentUser();
  usePageTitle(t('titles.deleteAccount'));

  let body;
  if (session.status === 'booting' || isLoading) {
    body = <FullPageLoader />;
  } else if (session.status !== 'signed-in') {
    body = (
      <Stack gap="lg">
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <DeletionList />
        </Card>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="delete-sign-in">
          <Stack gap="sm" align="flex-start">
            <Text>{t('deleteAccount.signedOutText')}</Text>
            <SignInButton returnTo="/user/delete">{t('deleteAccount.signInAction')}</SignInButton>
          </Stack>
        </Card>
      </Stack>
    );
  } else if (!user) {
    body = (
      <Alert
        color="brand"
        variant="light"
        icon={<IconInfoCircle size={20} />}
        data-testid="delete-no-profile"
      >
        {t('deleteAccount.noProfileText')}
      </Alert>
    );
  } else {
    body = (
      <DeleteAccountForm
        user={user}
        onDeleted={() => {
          notify.success(t('deleteAccount.deleted'));
          void navigate('/', { replace: true });
        }}
      />
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('titles.deleteAccount')} intro={t('deleteAccount.intro')} />
        {body}
      </Stack>
    </Container>
  );
}
