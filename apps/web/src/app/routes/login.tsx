import { Center, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoginPanel } from '@/features/auth';
import { landingPath, safeReturnPath, useSession } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function LoginRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  usePageTitle(t('titles.login'));
  if (session.status === 'signed-in') return <Navigate to={returnTo ?? landingPath(session.roles)} replace />;
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Center>
        <LoginPanel returnTo={returnTo} />
      </Center>
    </Container>
  );
}
