import { Button, Text } from '@mantine/core';
import { IconBroadcast, IconHome, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Unknown paths (SPEC §2): a non-fatal page inside the layout in plain words (there is no page here; the
 * link may be old) with the ways on: home, live, results. The raw "Page Not Found: {path}" of SPEC §8 is
 * the API's answer, not a line for people (decision 052).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.notFound'));
  return (
    <StatusPage
      data-testid="not-found"
      code={t('notFound.code')}
      title={t('notFound.title')}
      message={
        <Text size="lg" data-testid="not-found-message">
          {t('notFound.hint')}
        </Text>
      }
      actions={
        <>
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
            {t('common.goHome')}
          </Button>
          <Button
            component={Link}
            to="/live"
            variant="light"
            leftSection={<IconBroadcast size={18} aria-hidden="true" />}
            data-testid="not-found-live"
          >
            {t('notFound.live')}
          </Button>
          <Button
            component={Link}
            to="/archive"
            variant="light"
            leftSection={<IconTrophy size={18} aria-hidden="true" />}
            data-testid="not-found-results"
          >
            {t('notFound.results')}
          </Button>
        </>
      }
    />
  );
}

export default NotFoundPage;
