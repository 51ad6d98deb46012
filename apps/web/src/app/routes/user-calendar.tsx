import { useTranslation } from 'react-i18next';
import { CalendarPage } from '@/features/calendar';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/calendar (auth): my matches and tournaments, and my iCal feed (issue 15). */
export default function UserCalendarRoute() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.title'));
  return <CalendarPage />;
}
