import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { UserRequestsAdmin } from '@/features/admin';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/user-requests (admins; RequireAdmin sends everyone else home). */
export default function AdminUserRequestsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('titles.userRequests'));
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('titles.userRequests')} intro={t('adminRequests.intro')} />
        <UserRequestsAdmin />
      </Stack>
    </Container>
  );
}
