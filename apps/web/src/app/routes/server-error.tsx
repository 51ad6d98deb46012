import { Button } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/ui/status-page';
import { usePageTitle } from '@/lib/use-page-title';

/** The 500 page: something failed while showing this page; retrying reloads it. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.error'));
  return (
    <StatusPage
      data-testid="server-error"
      code={t('serverError.code')}
      title={t('serverError.title')}
      message={t('errors.server')}
      actions={
        <>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={onRetry ?? (() => window.location.reload())}
            data-testid="retry-button"
          >
            {t('common.retry')}
          </Button>
          {/* a plain link: the router itself may be what failed */}
          <Button
            component="a"
            href="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden="true" />}
          >
            {t('common.goHome')}
          </Button>
        </>
      }
    />
  );
}
