import { useTranslation } from 'react-i18next';
import { MyLivestreamsPage } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/archive (auth): my channels' recordings (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.archive.title'));
  return <MyLivestreamsPage archive />;
}
