import { Button, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { usePageTitle } from '@/lib/use-page-title';

/** Unknown paths (SPEC §2, §8): a non-fatal page inside the layout, "Page Not Found: {path}". */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('titles.notFound'));
  return (
    <StatusPage
      data-testid="not-found"
      code={t('notFound.code')}
      title={t('notFound.title')}
      message={
        <Text size="lg" data-testid="not-found-message" style={{ overflowWrap: 'anywhere' }}>
          {t('notFound.message', { path: pathname })}
        </Text>
      }
      hint={t('notFound.hint')}
      actions={
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}

export default NotFoundPage;
