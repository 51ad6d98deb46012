import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LivestreamPanel } from '@/features/streaming';
import { usePageTitle } from '@/lib/use-page-title';

/** /livestream/{id}/panel (auth; the channel's managers): control one livestream (decision 019). */
export default function Route() {
  const { t } = useTranslation();
  usePageTitle(t('streaming.panel.title'));
  const id = Number(useParams().id);
  return <LivestreamPanel key={id} id={id} />;
}
