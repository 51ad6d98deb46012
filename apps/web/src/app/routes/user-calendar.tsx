import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { CalendarPage } from '@/features/calendar';
import { NoProfileCallout, useCurrentUser } from '@/features/user';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/calendar (auth): my matches and tournaments, and my iCal feed (decision 020); a profile comes first. */
export default function UserCalendarRoute() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();
  usePageTitle(t('calendar.title'));
  if (isLoading) return <FullPageLoader />;
  if (!user && !error)
    return (
      <Container size="sm" py="xl">
        <NoProfileCallout />
      </Container>
    );
  return <CalendarPage />;
}
