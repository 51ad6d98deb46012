import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthorizationCallback } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function AuthorizationResponseRoute() {
  const { t } = useTranslation();
  usePageTitle(t('titles.signingIn'));
  return (
    <Container size="sm">
      <AuthorizationCallback />
    </Container>
  );
}
