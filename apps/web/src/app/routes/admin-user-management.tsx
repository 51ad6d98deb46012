import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { UserManagement } from '@/features/admin';
import { useCurrentUser } from '@/features/user';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/user-management (admins; RequireAdmin sends everyone else home). */
export default function AdminUserManagementRoute() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(t('titles.userManagement'));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('titles.userManagement')} intro={t('adminUsers.intro')} />
        <UserManagement currentUserId={user?.id ?? null} />
      </Stack>
    </Container>
  );
}
