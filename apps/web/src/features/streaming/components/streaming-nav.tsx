import { Alert, Button, Group, ScrollArea } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { getPublicConfig } from '@/lib/config/public-config';

const LINKS = [
  { to: '/livestream', key: 'all', end: true },
  { to: '/user/stream', key: 'now', end: true },
  { to: '/user/livestream', key: 'mine', end: true },
  { to: '/user/archive', key: 'archive', end: true },
  { to: '/channels', key: 'channels', end: true },
  { to: '/stations', key: 'stations', end: true },
] as const;

/** The livestreaming pages, one tap apart (a scrolling row on phones). */
export function StreamingNav() {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  // on a phone the row scrolls: the page's own link is brought into view
  useEffect(() => {
    const active = row.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    const viewport = row.current?.closest<HTMLElement>('.mantine-ScrollArea-viewport');
    if (!active || !viewport) return;
    const a = active.getBoundingClientRect();
    const v = viewport.getBoundingClientRect();
    if (a.right > v.right || a.left < v.left)
      viewport.scrollLeft += a.left - v.left - (v.width - a.width) / 2;
  }, []);
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group ref={row} gap={6} wrap="nowrap" component="nav" aria-label={t('streaming.nav.label')}>
        {LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.end} style={{ textDecoration: 'none' }}>
            {({ isActive }) => (
              <Button
                component="span"
                size="compact-sm"
                radius="xl"
                variant={isActive ? 'filled' : 'default'}
                data-testid={`streaming-nav-${l.key}`}
              >
                {t(`streaming.nav.${l.key}`)}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
    </ScrollArea>
  );
}

/** Live video is off on this server (no ffmpeg, the ingest switched off or its port taken): say why. */
export function LiveVideoOffNote() {
  const { t } = useTranslation();
  const live = getPublicConfig()?.liveVideo;
  if (!live || live.enabled) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconVideoOff size={20} aria-hidden="true" />}
      title={t('streaming.liveVideoOff')}
      data-testid="live-video-off"
    >
      {live.reason ? t('streaming.liveVideoOffReason', { reason: live.reason }) : null}
    </Alert>
  );
}

/** The RTMP address encoders publish to (without the key), when live video is on. */
export function ingestUrl(): string | null {
  const live = getPublicConfig()?.liveVideo;
  return live?.enabled ? live.ingestUrl : null;
}
