import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@sportzone/contracts';
import { IconBrandYoutube, IconKey, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useDeleteChannel, useMyChannels, useSaveChannel, youtubeAuthorizeUrl } from '../api/streaming';
import { ChannelForm } from './channel-form';
import { CopyField } from './copy-field';
import { LiveVideoOffNote, StreamingNav, ingestUrl } from './streaming-nav';

/** The key just issued (create or rotation): shown once, with the address to paste into the encoder. */
/** Where the channel's encoder sends its video: YouTube's address for a YouTube channel, ours otherwise. */
function channelIngest(channel: Channel): string | null {
  return (
    channel.streamingEndpoints[0]?.ingestUrl ??
    (channel.streamingPlatform === 'embedded' ? ingestUrl() : null)
  );
}

function KeyOnce({ channel, onDone }: { channel: Channel & { streamKey: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const ingest = channelIngest(channel);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="stream-key-once"
      bg="var(--mantine-color-yellow-light)"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconKey size={20} aria-hidden="true" style={{ flex: 'none', marginTop: 4 }} />
          <Title order={2} fz="lg">
            {t('streaming.channels.keyOnceTitle', { name: channel.name })}
          </Title>
        </Group>
        <Text size="sm">{t('streaming.channels.keyOnceText')}</Text>
        {ingest ? (
          <CopyField label={t('streaming.channels.ingest')} value={ingest} testId="ingest-url" />
        ) : null}
        <CopyField label={t('streaming.channels.streamKey')} value={channel.streamKey} testId="stream-key" />
        {ingest ? (
          <CopyField
            label={t('streaming.channels.fullUrl')}
            value={`${ingest}/${channel.streamKey}`}
            testId="stream-full-url"
          />
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onDone} data-testid="stream-key-done">
            {t('streaming.channels.keyOnceDone')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ChannelCard({
  channel,
  onEdit,
  onKey,
}: {
  channel: Channel;
  onEdit: () => void;
  onKey: (c: Channel) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveChannel();
  const remove = useDeleteChannel();
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const [connecting, setConnecting] = useState(false);
  const ingest = channelIngest(channel);
  const connectYoutube = () => {
    setConnecting(true);
    youtubeAuthorizeUrl(channel.id)
      .then((url) => window.location.assign(url))
      .catch(() => setConnecting(false));
  };
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'bg' ? 'bg-BG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(channel.keyRotatedAt));
  const embedded = channel.streamingPlatform === 'embedded';
  return (
    <Card withBorder radius="md" padding="md" data-testid="channel-card" data-channel-id={channel.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
            {channel.name}
          </Text>
          <Group gap={6}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              data-testid="channel-edit"
            >
              {t('streaming.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setConfirm('delete')}
              data-testid="channel-delete"
            >
              {t('streaming.delete')}
            </Button>
          </Group>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {t(`streaming.platform.${channel.streamingPlatform}`)}
          </Badge>
          {!embedded ? (
            <Badge
              variant="outline"
              color={channel.hasAccessCode ? 'teal' : 'gray'}
              data-testid="channel-youtube-status"
            >
              {channel.hasAccessCode
                ? t('streaming.channels.youtubeConnected')
                : t('streaming.channels.youtubeNotConnected')}
            </Badge>
          ) : null}
          {embedded ? (
            <Badge
              variant={channel.publishing ? 'filled' : 'outline'}
              color={channel.publishing ? 'red' : 'gray'}
              data-testid="channel-publishing"
            >
              {channel.publishing ? t('streaming.channels.publishing') : t('streaming.channels.idle')}
            </Badge>
          ) : null}
        </Group>
        {embedded || channel.hasAccessCode ? (
          <>
            {ingest ? (
              <CopyField label={t('streaming.channels.ingest')} value={ingest} testId="channel-ingest" />
            ) : null}
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('streaming.channels.keyHint', { hint: channel.keyHint })} ·{' '}
                {t('streaming.channels.rotatedAt', { date })}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                onClick={() => setConfirm('rotate')}
                data-testid="channel-rotate"
              >
                {t('streaming.channels.rotate')}
              </Button>
            </Group>
          </>
        ) : null}
        {!embedded ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
              {t('streaming.channels.youtubeNote')}
            </Text>
            <Button
              size="xs"
              variant={channel.hasAccessCode ? 'default' : 'filled'}
              color="red"
              leftSection={<IconBrandYoutube size={16} />}
              loading={connecting}
              onClick={connectYoutube}
              data-testid="channel-youtube-connect"
            >
              {channel.hasAccessCode
                ? t('streaming.channels.youtubeReconnect')
                : t('streaming.channels.youtubeConnect')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('streaming.channels.deleteTitle', { name: channel.name })}
        message={t('streaming.channels.deleteText')}
        onClose={() => setConfirm(null)}
        onConfirm={() => remove.mutateAsync(channel.id)}
        doneText={t('streaming.channels.deleted')}
      />
      <ConfirmDialog
        opened={confirm === 'rotate'}
        title={t('streaming.channels.rotateTitle')}
        message={t('streaming.channels.rotateText')}
        confirmLabel={t('streaming.channels.rotate')}
        onClose={() => setConfirm(null)}
        onConfirm={() => save.mutateAsync({ id: channel.id, rotateKey: true }).then(onKey)}
        doneText={t('streaming.channels.saved')}
      />
    </Card>
  );
}

/** /channels (auth): my channels; create, edit, delete; the stream key shown once after create or rotation. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const channels = useMyChannels();
  const [form, setForm] = useState<{ channel: Channel | null } | null>(null);
  const [fresh, setFresh] = useState<(Channel & { streamKey: string }) | null>(null);
  // back from Google's consent page: /channels?youtube=connected|denied|error (decision 019)
  const [params, setParams] = useSearchParams();
  const youtube = params.get('youtube');
  // said once per return, however often the page renders before the address is cleared
  const toldOf = useRef<string | null>(null);
  useEffect(() => {
    if (!youtube) {
      toldOf.current = null;
      return;
    }
    if (toldOf.current === youtube) return;
    toldOf.current = youtube;
    if (youtube === 'connected') notify.success(t('streaming.channels.youtubeReturn.connected'));
    else if (youtube === 'denied') notify.warning(t('streaming.channels.youtubeReturn.denied'));
    else notify.error(t('streaming.channels.youtubeReturn.error'));
    setParams({}, { replace: true });
  }, [youtube, setParams, t]);
  const showKey = (c: Channel) => {
    if (c.streamKey) setFresh({ ...c, streamKey: c.streamKey });
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <StreamingNav />
        <PageHeader
          title={t('streaming.channels.title')}
          intro={t('streaming.channels.intro')}
          actions={
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() => setForm({ channel: null })}
              data-testid="channel-create"
            >
              {t('streaming.channels.create')}
            </Button>
          }
        />
        <LiveVideoOffNote />
        {fresh ? <KeyOnce channel={fresh} onDone={() => setFresh(null)} /> : null}
        {channels.isPending ? (
          <FullPageLoader />
        ) : channels.error ? (
          <Alert color="red">{t('streaming.loadError')}</Alert>
        ) : channels.data.length === 0 ? (
          <Text c="dimmed" data-testid="channels-empty">
            {t('streaming.channels.empty')}
          </Text>
        ) : (
          <Stack gap="sm" data-testid="channel-list">
            {channels.data.map((c) => (
              <ChannelCard key={c.id} channel={c} onEdit={() => setForm({ channel: c })} onKey={showKey} />
            ))}
          </Stack>
        )}
      </Stack>
      {form ? (
        <ChannelForm
          key={form.channel?.id ?? 'new'}
          channel={form.channel}
          opened
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            showKey(saved);
          }}
        />
      ) : null}
    </Container>
  );
}
