import { Button } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { bootSession, safeReturnPath } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function UnavailableRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  const [retrying, setRetrying] = useState(false);
  usePageTitle(t('titles.unavailable'));

  const retry = async () => {
    setRetrying(true);
    const session = await bootSession();
    setRetrying(false);
    if (session.status !== 'unavailable') void navigate(from ?? '/', { replace: true });
  };

  return (
    <StatusPage
      data-testid="unavailable"
      code="503"
      title={t('unavailable.title')}
      message={t('unavailable.text')}
      actions={
        <>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            loading={retrying}
            onClick={() => void retry()}
          >
            {t('common.retry')}
          </Button>
          <Button
            component={Link}
            to="/"
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
