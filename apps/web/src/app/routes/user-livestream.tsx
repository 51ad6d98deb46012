import { useTranslation } from 'react-i18next';
import { MyLivestreamsPage } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/livestream (auth): my channels' livestreams (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.mine.title'));
  return <MyLivestreamsPage />;
}
