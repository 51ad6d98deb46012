import { useTranslation } from 'react-i18next';
import { UserStreamPage } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/stream (auth): my channels and what they stream now (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.now.title'));
  return <UserStreamPage />;
}
