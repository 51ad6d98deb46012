import { Container } from '@mantine/core';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { NotificationsPage } from '@/features/notifications';
import { NoProfileCallout, useCurrentUser } from '@/features/user';

/** /user/notifications (auth): my notifications with paging, mark read (decision 021); a profile comes first. */
export default function UserNotificationsRoute() {
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <FullPageLoader />;
  if (!user && !error)
    return (
      <Container size="sm" py="xl">
        <NoProfileCallout />
      </Container>
    );
  return <NotificationsPage />;
}
