import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import type { Livestream } from '@sportzone/contracts';
import {
  IconAdjustments,
  IconBrandYoutube,
  IconPlayerPlay,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { liveMatchPath } from '@/lib/matches/paths';
import { HlsVideo } from '@/lib/video/hls-video';
import { clock } from '@/lib/video/video';
import { useMatch, useToggleFavourite } from '../api/streaming';

const STATUS_COLOR = { live: 'red', scheduled: 'blue', ended: 'gray' } as const;

/** The match a livestream shows, linked to its page (where the video plays beside the score). */
function MatchLink({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const match = useMatch(matchId);
  if (!match.data) return null;
  return (
    <Button
      component="a"
      href={liveMatchPath(match.data.sport, matchId)}
      size="xs"
      variant="light"
      data-testid="livestream-match"
    >
      {t('streaming.list.openMatch')}
    </Button>
  );
}

export function StatusBadge({ status }: { status: Livestream['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant={status === 'live' ? 'filled' : 'light'}
      data-testid="livestream-status"
    >
      {t(`streaming.status.${status}`)}
    </Badge>
  );
}

/** One livestream: title, channel, status, when, viewers; watch, its match, its panel, a star. */
export function LivestreamCard({
  stream,
  favourite,
  manage,
}: {
  stream: Livestream;
  /** starred or not; undefined: no star */
  favourite?: boolean;
  /** the viewer manages its channel: a link to the panel */
  manage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toggle = useToggleFavourite();
  const [watching, setWatching] = useState(false);
  const when = stream.startTime
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'bg' ? 'bg-BG' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(stream.startTime))
    : null;
  const playable = !!stream.playbackUrl && (stream.status === 'live' || stream.recording);
  return (
    <Card withBorder radius="md" padding="md" data-testid="livestream-card" data-livestream-id={stream.id}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <StatusBadge status={stream.status} />
              <Text size="sm" c="dimmed" truncate="end">
                {stream.channelName}
              </Text>
            </Group>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="livestream-title">
              {stream.title}
            </Text>
            {stream.description ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {stream.description}
              </Text>
            ) : null}
          </Stack>
          {favourite !== undefined ? (
            <ActionIcon
              variant="subtle"
              color="yellow"
              size="lg"
              aria-label={favourite ? t('streaming.list.unfavourite') : t('streaming.list.favourite')}
              aria-pressed={favourite}
              loading={toggle.isPending}
              onClick={() => toggle.mutate({ id: stream.id, on: !favourite })}
              data-testid="livestream-favourite"
            >
              {favourite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
            </ActionIcon>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {when ? t('streaming.list.started', { date: when }) : t('streaming.list.planned')}
          {' · '}
          {stream.status === 'ended'
            ? t('streaming.list.peak', { count: stream.viewerCount })
            : t('streaming.list.viewers', { count: stream.viewerCount })}
          {stream.recording && stream.startTime && stream.endTime
            ? ` · ${t('streaming.archive.duration', {
                time: clock((Date.parse(stream.endTime) - Date.parse(stream.startTime)) / 1000),
              })}`
            : ''}
        </Text>
        <Group gap="xs" mt={4}>
          {playable ? (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => setWatching(true)}
              data-testid="livestream-watch"
            >
              {t('streaming.list.watch')}
            </Button>
          ) : null}
          {stream.watchUrl ? (
            <Button
              component="a"
              href={stream.watchUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              color="red"
              leftSection={<IconBrandYoutube size={14} />}
              data-testid="livestream-youtube"
            >
              {t('streaming.list.watchYoutube')}
            </Button>
          ) : null}
          {stream.matchId ? <MatchLink matchId={stream.matchId} /> : null}
          {manage ? (
            <Button
              component={Link}
              to={`/livestream/${stream.id}/panel`}
              size="xs"
              variant="subtle"
              leftSection={<IconAdjustments size={14} />}
              data-testid="livestream-panel-link"
            >
              {t('streaming.list.panel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {watching && stream.playbackUrl ? (
        <Modal opened onClose={() => setWatching(false)} title={stream.title} size="xl" centered radius="lg">
          <HlsVideo
            src={stream.playbackUrl}
            live={stream.status === 'live'}
            style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', display: 'block' }}
          />
        </Modal>
      ) : null}
    </Card>
  );
}
