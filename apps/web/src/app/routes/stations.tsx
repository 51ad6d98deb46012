import { useTranslation } from 'react-i18next';
import { StationsPage } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /stations (auth): stations at my organizations' playing spaces and their cameras (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.stations.title'));
  return <StationsPage />;
}
