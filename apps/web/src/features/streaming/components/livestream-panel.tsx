import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { Livestream } from '@sportzone/contracts';
import { IconArrowLeft, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { liveMatchPath, overlayPath } from '@/lib/matches/paths';
import { notify } from '@/lib/notify';
import { HlsVideo } from '@/lib/video/hls-video';
import { clock } from '@/lib/video/video';
import {
  useLivestream,
  useMyChannels,
  useMyStations,
  useOrganizationMatches,
  useStartLivestream,
  useStopLivestream,
  useUpdateLivestream,
} from '../api/streaming';
import { StatusBadge } from './livestream-card';
import { FormMessage } from './form-check';
import { LiveVideoOffNote } from './streaming-nav';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Health({ stream }: { stream: Livestream }) {
  const { t } = useTranslation();
  const h = stream.health;
  return (
    <Card withBorder radius="md" padding="md" data-testid="panel-health">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('streaming.panel.health')}
        </Title>
        {h ? (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <Figure
              label={t('streaming.panel.bitrate')}
              value={t('streaming.panel.kbps', { value: h.bitrateKbps })}
              testId="health-bitrate"
            />
            <Figure
              label={t('streaming.panel.resolution')}
              value={`${h.width}×${h.height}`}
              testId="health-resolution"
            />
            <Figure
              label={t('streaming.panel.framerate')}
              value={t('streaming.panel.fps', { value: Math.round(h.framerate * 10) / 10 })}
              testId="health-framerate"
            />
            <Figure
              label={t('streaming.panel.dropped')}
              value={t('streaming.panel.droppedValue', { count: h.droppedFrames, frames: h.frames })}
              testId="health-dropped"
            />
            <Figure
              label={t('streaming.panel.uptime')}
              value={clock(h.uptimeSeconds)}
              testId="health-uptime"
            />
            <Figure
              label={t('streaming.panel.viewers')}
              value={String(stream.viewerCount)}
              testId="health-viewers"
            />
          </SimpleGrid>
        ) : (
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {t('streaming.panel.healthNone')}
            </Text>
            <Figure
              label={t('streaming.panel.viewers')}
              value={String(stream.viewerCount)}
              testId="health-viewers"
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Controls({ stream }: { stream: Livestream }) {
  const { t } = useTranslation();
  const channels = useMyChannels();
  const stations = useMyStations();
  const channel = channels.data?.find((c) => c.id === stream.channelId) ?? null;
  const matches = useOrganizationMatches(channel?.organizationId ?? stream.organizationId);
  const update = useUpdateLivestream(stream.id);
  const start = useStartLivestream();
  const stop = useStopLivestream();
  const [confirmStop, setConfirmStop] = useState(false);
  const cameras = (stations.data ?? []).flatMap((s) =>
    s.cameras
      .filter((c) => c.channelId === stream.channelId && (c.active || c.id === stream.cameraId))
      .map((c) => ({ value: String(c.id), label: `${c.name} · ${s.venueName} · ${s.playingSpaceName}` })),
  );
  const matchOptions = (matches.data?.items ?? [])
    .filter((m) => m.status !== 'finished' || m.id === stream.matchId)
    .map((m) => ({
      value: String(m.id),
      label: `${m.home.name} – ${m.away.name}${m.court ? ` · ${m.court}` : ''}`,
    }));
  const linked = matches.data?.items.find((m) => m.id === stream.matchId) ?? null;
  const save = (input: Parameters<typeof update.mutate>[0]) =>
    update.mutate(input, { onSuccess: () => notify.success(t('streaming.panel.saved')) });
  const ended = stream.status === 'ended';
  // the server's refusal (no encoder connected, a camera of another court) said here, not lost
  const failed = update.error ?? start.error;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <FormMessage
          message={failed instanceof Error ? failed.message || t('streaming.form.failed') : null}
        />
        {!ended ? (
          <Group gap="sm">
            {stream.status === 'scheduled' ? (
              <Button
                color="red"
                leftSection={<IconPlayerPlay size={18} />}
                loading={start.isPending}
                onClick={() =>
                  start.mutate(stream.id, { onSuccess: () => notify.success(t('streaming.panel.started')) })
                }
                data-testid="panel-go-live"
              >
                {t('streaming.panel.goLive')}
              </Button>
            ) : null}
            <Button
              variant={stream.status === 'live' ? 'filled' : 'default'}
              color="dark"
              leftSection={<IconPlayerStop size={18} />}
              onClick={() => setConfirmStop(true)}
              data-testid="panel-stop"
            >
              {stream.status === 'live' ? t('streaming.panel.stop') : t('streaming.panel.cancelPlanned')}
            </Button>
          </Group>
        ) : null}
        <Select
          label={t('streaming.panel.camera')}
          description={t('streaming.panel.cameraHint')}
          placeholder={t('streaming.panel.noCamera')}
          data={cameras}
          value={stream.cameraId ? String(stream.cameraId) : null}
          onChange={(v) => v && save({ cameraId: Number(v) })}
          allowDeselect={false}
          disabled={ended}
          data-testid="panel-camera"
        />
        <Select
          label={t('streaming.panel.match')}
          description={t('streaming.panel.matchHint')}
          placeholder={t('streaming.panel.noMatch')}
          data={matchOptions}
          value={stream.matchId ? String(stream.matchId) : null}
          onChange={(v) => save({ matchId: v ? Number(v) : null })}
          searchable
          clearable
          disabled={!channel?.organizationId && !stream.organizationId}
          data-testid="panel-match"
        />
        {linked ? (
          <Anchor href={liveMatchPath(linked.sport, linked.id)} size="sm">
            {t('streaming.list.openMatch')}
          </Anchor>
        ) : null}
        {!ended ? (
          <>
            <Switch
              label={t('streaming.panel.overlay')}
              description={t('streaming.panel.overlayHint')}
              checked={stream.showOverlay}
              onChange={(e) => save({ showOverlay: e.currentTarget.checked })}
              data-testid="panel-overlay"
            />
            {stream.showOverlay && stream.matchId ? (
              <Anchor href={overlayPath(stream.matchId)} target="_blank" rel="noopener" size="sm">
                {t('streaming.panel.openOverlay')}
              </Anchor>
            ) : null}
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirmStop}
        title={t('streaming.panel.stopTitle')}
        message={t('streaming.panel.stopText')}
        confirmLabel={
          stream.status === 'live' ? t('streaming.panel.stop') : t('streaming.panel.cancelPlanned')
        }
        onClose={() => setConfirmStop(false)}
        onConfirm={() => stop.mutateAsync(stream.id)}
        doneText={t('streaming.panel.stopped')}
      />
    </Card>
  );
}

/** /livestream/{id}/panel (the channel's managers): go live, stop, camera, overlay, match, health, preview. */
export function LivestreamPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const stream = useLivestream(id);
  if (stream.isPending) return <FullPageLoader />;
  if (!stream.data)
    return (
      <StatusPage code="404" title={t('streaming.panel.title')} message={t('streaming.panel.notFound')} />
    );
  const s = stream.data;
  const playable = !!s.playbackUrl && (s.status === 'live' || s.recording);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/user/livestream" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('streaming.panel.back')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Group gap="xs">
            <StatusBadge status={s.status} />
            <Text size="sm" c="dimmed">
              {s.channelName}
            </Text>
          </Group>
          <Title
            order={1}
            fz={{ base: 24, sm: 30 }}
            data-testid="page-title"
            style={{ overflowWrap: 'anywhere' }}
          >
            {s.title}
          </Title>
          {s.description ? <Text c="dimmed">{s.description}</Text> : null}
        </Stack>
        <LiveVideoOffNote />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('streaming.panel.preview')}
            </Text>
            {playable ? (
              <HlsVideo
                key={s.playbackUrl}
                src={s.playbackUrl!}
                live={s.status === 'live'}
                style={{
                  width: '100%',
                  aspectRatio: '16 / 9',
                  background: '#000',
                  borderRadius: 8,
                  display: 'block',
                }}
              />
            ) : (
              <Alert color="gray" data-testid="panel-no-preview">
                {t('streaming.panel.noPreview')}
              </Alert>
            )}
          </Stack>
          <Controls stream={s} />
        </SimpleGrid>
        <Health stream={s} />
      </Stack>
    </Container>
  );
}
