import { useTranslation } from 'react-i18next';
import { LivestreamsPage } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /livestream (auth): livestreams, live now first, and my favourites (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.list.title'));
  return <LivestreamsPage />;
}
