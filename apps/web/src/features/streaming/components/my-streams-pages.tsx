import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { Channel } from '@sportzone/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useMyChannels, useMyLivestreams, usePlanLivestream } from '../api/streaming';
import { byLiveThenNewest } from '../lib/order';
import { FormMessage, useFormCheck } from './form-check';
import { LivestreamCard } from './livestream-card';
import { LiveVideoOffNote, StreamingNav } from './streaming-nav';

function PlanForm({ channels, onClose }: { channels: Channel[]; onClose: () => void }) {
  const { t } = useTranslation();
  const plan = usePlanLivestream();
  const navigate = useNavigate();
  const [channelId, setChannelId] = useState<string | null>(channels[0] ? String(channels[0].id) : null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const form = useFormCheck(['channelId', 'title', 'description'] as const);
  return (
    <Modal opened onClose={onClose} title={t('streaming.now.planTitle')} centered radius="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const complete = form.check({
            channelId: !channelId && t('streaming.form.chooseStream'),
            title: !title.trim() && t('streaming.form.provideTitle'),
          });
          if (!complete || !channelId) return;
          plan.mutate(
            { channelId: Number(channelId), title: title.trim(), description: description.trim() || null },
            {
              onSuccess: (made) => {
                notify.success(t('streaming.now.planned'));
                void navigate(`/livestream/${made.id}/panel`);
              },
              onError: form.fail,
            },
          );
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('streaming.now.channel')}
            data={channels.map((c) => ({ value: String(c.id), label: c.name }))}
            value={channelId}
            onChange={(v) => {
              setChannelId(v);
              form.clear('channelId');
            }}
            error={form.errors.channelId}
            allowDeselect={false}
            withAsterisk
            data-testid="plan-channel"
          />
          <TextInput
            label={t('streaming.now.titleLabel')}
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              form.clear('title');
            }}
            error={form.errors.title}
            withAsterisk
            maxLength={200}
            data-testid="plan-title"
          />
          <Textarea
            label={t('streaming.now.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={form.errors.description}
            maxLength={4000}
            autosize
            minRows={2}
          />
          <FormMessage message={form.message} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('streaming.cancel')}
            </Button>
            <Button type="submit" loading={plan.isPending} data-testid="plan-save">
              {t('streaming.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /user/stream (auth): my channels, whether their encoder is connected, and what they stream now or have planned. */
export function UserStreamPage() {
  const { t } = useTranslation();
  const channels = useMyChannels();
  const [planning, setPlanning] = useState(false);
  const list = channels.data ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <StreamingNav />
        <PageHeader
          title={t('streaming.now.title')}
          intro={t('streaming.now.intro')}
          actions={
            list.length > 0 ? (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setPlanning(true)}
                data-testid="plan-livestream"
              >
                {t('streaming.now.plan')}
              </Button>
            ) : null
          }
        />
        <LiveVideoOffNote />
        {channels.isPending ? (
          <FullPageLoader />
        ) : channels.error ? (
          <Alert color="red">{t('streaming.loadError')}</Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" data-testid="user-stream-empty">
            {t('streaming.now.empty')}
          </Text>
        ) : (
          <Stack gap="md" data-testid="user-stream-channels">
            {list.map((c) => {
              const streams = c.streamingEndpoints.flatMap((e) => e.livestreams).sort(byLiveThenNewest);
              return (
                <Card key={c.id} withBorder radius="md" padding="md" data-testid="user-stream-channel">
                  <Stack gap="sm">
                    <Group gap="xs" justify="space-between">
                      <Text fw={700} fz="lg">
                        {c.name}
                      </Text>
                      {c.streamingPlatform === 'embedded' ? (
                        <Badge
                          color={c.publishing ? 'red' : 'gray'}
                          variant={c.publishing ? 'filled' : 'outline'}
                        >
                          {c.publishing ? t('streaming.channels.publishing') : t('streaming.channels.idle')}
                        </Badge>
                      ) : null}
                    </Group>
                    {streams.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('streaming.now.noStreams')}
                      </Text>
                    ) : (
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        {streams.map((l) => (
                          <LivestreamCard key={l.id} stream={l} manage />
                        ))}
                      </SimpleGrid>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
      {planning ? <PlanForm channels={list} onClose={() => setPlanning(false)} /> : null}
    </Container>
  );
}

/** /user/livestream (every livestream of my channels) and /user/archive (those ended with their video kept). */
export function MyLivestreamsPage({ archive = false }: { archive?: boolean }) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(30);
  const list = useMyLivestreams(pageSize, archive ? 'ended' : undefined);
  const section = archive ? 'archive' : 'mine';
  const items = (list.data?.items ?? []).filter((l) => !archive || l.recording);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <StreamingNav />
        <PageHeader title={t(`streaming.${section}.title`)} intro={t(`streaming.${section}.intro`)} />
        {list.isPending ? (
          <FullPageLoader />
        ) : list.error ? (
          <Alert color="red">{t('streaming.loadError')}</Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" data-testid={`${section}-empty`}>
            {t(`streaming.${section}.empty`)}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid={`${section}-list`}>
            {items.map((l) => (
              <LivestreamCard key={l.id} stream={l} manage={!archive || undefined} />
            ))}
          </SimpleGrid>
        )}
        {list.data && list.data.totalCount > pageSize ? (
          <Button
            variant="default"
            onClick={() => setPageSize((n) => Math.min(100, n + 30))}
            style={{ alignSelf: 'center' }}
          >
            {t('streaming.list.more')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
