import { useTranslation } from 'react-i18next';
import { ChannelsPage } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /channels (auth): my channels and their stream keys (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.channels.title'));
  return <ChannelsPage />;
}
