import { IconBroadcast, IconHome, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, StatusBlock } from '@/components/light';
import { LiveMatchPage } from '@/features/live-scoreboard';
import { CourtDisplayPage, OverlayBuilder, OverlayPage } from '@/features/overlay';
import { usePageTitle } from '@/lib/use-page-title';
import { ViewerLayout } from './layout';
import type { ViewerRoute } from './route';

const MatchGallery = lazy(() => import('./match-gallery'));

function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatusBlock
      data-testid="not-found"
      code={t('notFound.code')}
      title={t('notFound.title')}
      message={<span data-testid="not-found-message">{t('notFound.hint')}</span>}
      actions={
        <>
          <ButtonLink href="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
            {t('common.goHome')}
          </ButtonLink>
          <ButtonLink
            href="/live"
            variant="light"
            leftSection={<IconBroadcast size={18} aria-hidden="true" />}
          >
            {t('notFound.live')}
          </ButtonLink>
          <ButtonLink
            href="/archive"
            variant="light"
            leftSection={<IconTrophy size={18} aria-hidden="true" />}
          >
            {t('notFound.results')}
          </ButtonLink>
        </>
      }
    />
  );
}

export function ViewerApp({ route }: { route: ViewerRoute }) {
  switch (route.page) {
    case 'overlay':
      return <OverlayPage key={route.id} id={route.id} options={route.options} />;
    case 'display':
      return <CourtDisplayPage key={route.id} id={route.id} />;
    case 'live':
      return (
        <ViewerLayout>
          <LiveMatchPage
            id={route.id}
            sport={route.sport}
            managerHelp={(matchId) => (
              <Suspense fallback={null}>
                <OverlayBuilder matchId={matchId} />
              </Suspense>
            )}
          />
          <Suspense fallback={null}>
            <MatchGallery key={route.id} matchId={route.id} />
          </Suspense>
        </ViewerLayout>
      );
    default:
      return (
        <ViewerLayout>
          <NotFound />
        </ViewerLayout>
      );
  }
}
