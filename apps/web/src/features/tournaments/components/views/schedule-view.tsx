import { Card, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Schedule, TournamentStage } from '@sportzone/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveBadge } from '@/components/ui/live-badge';
import { formatMatchDate } from '@/lib/matches/time';
import { browserTimeZone, zoneOffset } from '@/lib/time-zones';
import { useScheduleNames, type ScheduleNames as SideNames } from '@/lib/tournaments/labels';
import { scheduleByCourt, scheduleByDay } from './feature';
import { useViewContext } from './view-context';
import classes from './views.module.css';

type Item = Schedule['items'][number];

/** The clock at the venue (its zone; the reader's when unknown or not one the browser knows). */
function timeOf(iso: string, locale: string, timeZone: string | null) {
  const options = { hour: '2-digit', minute: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  }
}

function ScheduleLine({
  item,
  showCourt,
  names,
  timeZone,
}: {
  item: Item;
  showCourt: boolean;
  names: SideNames;
  timeZone: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { home, away, label, entries } = names(item);
  const { highlight, matchHref, linkTarget } = useViewContext();
  const meta = [
    item.scheduledAt
      ? timeOf(item.scheduledAt, i18n.language, timeZone)
      : t('tournamentViews.schedule.noTime'),
    showCourt ? (item.court ?? t('tournamentViews.schedule.noCourt')) : null,
    label ?? t('tournamentViews.stage.round', { round: item.round }),
  ].filter(Boolean);
  return (
    <a
      className={classes.matchRow}
      href={matchHref(item.matchId)}
      target={linkTarget}
      rel={linkTarget ? 'noopener' : undefined}
      data-testid="schedule-item"
      data-highlight={(highlight !== null && entries.includes(highlight)) || undefined}
      data-court={item.court ?? ''}
    >
      <span className={classes.matchSides}>
        {home}
        <Text span c="dimmed" mx={6} size="sm">
          {t('tournamentViews.match.versus')}
        </Text>
        {away}
      </span>
      <span className={classes.score}>
        {item.status === 'active' ? (
          <LiveBadge />
        ) : item.status === 'finished' ? (
          <Text span size="xs" c="dimmed">
            {t('tournamentViews.match.finished')}
          </Text>
        ) : null}
      </span>
      <span className={classes.matchMeta}>{meta.join(' · ')}</span>
    </a>
  );
}

/**
 * The draw's matches by time (day by day) or by court (a column per court on a laptop), at the clock of
 * the venue (decision 023): a reader elsewhere is told so.
 */
export function ScheduleView({
  schedule,
  stages,
  timeZone = null,
}: {
  schedule: Schedule;
  stages?: TournamentStage[];
  /** the venue's IANA zone */
  timeZone?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const venueOffset = timeZone ? zoneOffset(timeZone, i18n.language) : '';
  const elsewhere = !!timeZone && venueOffset !== zoneOffset(browserTimeZone(), i18n.language);
  const names = useScheduleNames(stages);
  const [view, setView] = useState<'time' | 'court'>('time');
  if (schedule.items.length === 0)
    return (
      <Text c="dimmed" data-testid="schedule-empty">
        {t('tournamentViews.schedule.empty')}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="schedule">
      <SegmentedControl
        className={classes.noPrint}
        value={view}
        onChange={(v) => setView(v as 'time' | 'court')}
        data={[
          { value: 'time', label: t('tournamentViews.schedule.byTime') },
          { value: 'court', label: t('tournamentViews.schedule.byCourt') },
        ]}
        data-testid="schedule-view"
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {elsewhere ? (
        <Text size="sm" c="dimmed" data-testid="schedule-time-zone">
          {t('tournamentViews.schedule.venueTime', {
            zone: timeZone!.replace(/_/g, ' '),
            offset: venueOffset,
          })}
        </Text>
      ) : null}
      {view === 'time' ? (
        scheduleByDay(schedule.items, timeZone).map(([day, items]) => (
          <Stack key={day} gap={6} data-testid="schedule-day">
            <Text className={classes.sectionTitle} component="h3">
              {day ? formatMatchDate(`${day}T12:00:00`, i18n.language) : t('tournamentViews.schedule.noTime')}
            </Text>
            <Card withBorder radius="md" p={0}>
              {items.map((item) => (
                <ScheduleLine key={item.matchId} item={item} showCourt names={names} timeZone={timeZone} />
              ))}
            </Card>
          </Stack>
        ))
      ) : (
        <div className={classes.courts}>
          {scheduleByCourt(schedule.items, schedule.courts).map(([court, items]) => (
            <Stack key={court || '-'} gap={6} data-testid="schedule-court" data-court={court}>
              <Text className={classes.sectionTitle} component="h3">
                {court || t('tournamentViews.schedule.noCourt')}
              </Text>
              <Card withBorder radius="md" p={0}>
                {items.map((item) => (
                  <ScheduleLine
                    key={item.matchId}
                    item={item}
                    showCourt={false}
                    names={names}
                    timeZone={timeZone}
                  />
                ))}
              </Card>
            </Stack>
          ))}
        </div>
      )}
    </Stack>
  );
}
