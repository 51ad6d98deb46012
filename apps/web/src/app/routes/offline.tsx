import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/ui/status-page';
import { offlinePages, type OfflinePage as SavedPage } from '@/lib/pwa';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Offline, a page whose code was never loaded on this device cannot start: say so (not "500", which
 * blames the server) and offer the pages this device has saved (`lib/pwa/offline-pages.ts`). Links
 * are plain: the router may be what failed, and the service worker answers a navigation offline.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  usePageTitle(t('offline.title'));
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let live = true;
    void offlinePages().then((pages) => live && setSaved(pages));
    return () => {
      live = false;
    };
  }, []);
  // back online: the page can load now
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  const here = window.location.pathname;
  // the home page's shell is always cached by the worker
  const pages = [
    ...(saved ?? []).filter((p) => p.path !== here),
    ...(here !== '/' && !(saved ?? []).some((p) => p.path === '/')
      ? [{ path: '/', title: t('offline.home') }]
      : []),
  ];
  return (
    <StatusPage
      data-testid="offline-page"
      icon={<IconWifiOff size={72} stroke={1.5} aria-hidden="true" color="var(--mantine-color-brand-6)" />}
      title={t('offline.title')}
      message={t('offline.message')}
      hint={t('offline.hint')}
      actions={
        <Stack gap="md" align="center" w="100%">
          <Button
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={() => window.location.reload()}
            data-testid="retry-button"
          >
            {t('common.retry')}
          </Button>
          {saved !== null && pages.length > 0 ? (
            <Card
              withBorder
              radius="md"
              padding="md"
              w="100%"
              maw={480}
              ta="start"
              data-testid="offline-saved"
            >
              <Title order={2} fz="md" mb={4}>
                {t('offline.cachedTitle')}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {t('offline.cachedIntro')}
              </Text>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {pages.map((p) => (
                  <li key={p.path}>
                    <Anchor
                      href={p.path}
                      data-testid="offline-saved-link"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {p.title}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {p.path}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Card>
          ) : null}
        </Stack>
      }
    />
  );
}
