import { Alert, Button, Container, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { PageHeader } from '@/components/ui/page-header';
import { useFavourites, useLivestreams, useMyChannels } from '../api/streaming';
import { byLiveThenNewest } from '../lib/order';
import { LivestreamCard } from './livestream-card';
import { StreamingNav } from './streaming-nav';

/** /livestream (auth): every livestream one may find, live now first then the newest; favourites starred. */
export function LivestreamsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'all' | 'favourites'>('all');
  const [pageSize, setPageSize] = useState(20);
  const list = useLivestreams(pageSize);
  const favourites = useFavourites();
  const channels = useMyChannels();
  const starred = useMemo(
    () => new Set((favourites.data ?? []).map((f) => f.livestreamId)),
    [favourites.data],
  );
  const managed = useMemo(() => new Set((channels.data ?? []).map((c) => c.id)), [channels.data]);
  const items =
    tab === 'all'
      ? [...(list.data?.items ?? [])].sort(byLiveThenNewest)
      : (favourites.data ?? []).map((f) => f.livestream).sort(byLiveThenNewest);
  const pending = tab === 'all' ? list.isPending : favourites.isPending;
  const failed = tab === 'all' ? list.error : favourites.error;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <StreamingNav />
        <PageHeader title={t('streaming.list.title')} intro={t('streaming.list.intro')} />
        <SegmentedControl
          value={tab}
          onChange={(v) => setTab(v as typeof tab)}
          data={[
            { value: 'all', label: t('streaming.list.tabs.all') },
            { value: 'favourites', label: t('streaming.list.tabs.favourites') },
          ]}
          style={{ alignSelf: 'flex-start' }}
          data-testid="livestream-tabs"
        />
        {pending ? (
          <FullPageLoader />
        ) : failed ? (
          <Alert color="red">{t('streaming.loadError')}</Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" data-testid="livestreams-empty">
            {tab === 'all' ? t('streaming.list.empty') : t('streaming.list.favouritesEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="livestream-list">
            {items.map((l) => (
              <LivestreamCard
                key={l.id}
                stream={l}
                favourite={starred.has(l.id)}
                manage={managed.has(l.channelId)}
              />
            ))}
          </SimpleGrid>
        )}
        {tab === 'all' && list.data && list.data.totalCount > pageSize ? (
          <Button
            variant="default"
            onClick={() => setPageSize((n) => Math.min(100, n + 20))}
            style={{ alignSelf: 'center' }}
          >
            {t('streaming.list.more')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
