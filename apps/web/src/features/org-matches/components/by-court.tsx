import {
  ActionIcon,
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Match } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconLayoutColumns } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMatchPage, matchesKey } from '../api/matches';
import { dayOf, dayRange } from '../lib/when';
import { MatchActions, StatusBadge, clock, whenOf, type MatchAction } from './match-row';
import classes from './matches.module.css';

/** The organizer's matches of one day, one card per playing space (the "by court" view of matches-view.tsx). */

interface CourtGroup {
  key: string;
  court: string | null;
  venue: string | null;
  matches: Match[];
}

interface MatchPermissions {
  canManage: (match: Match) => boolean;
  /** whether this user may score a match (managers, and its assigned scorers) */
  canScore: (match: Match) => boolean;
  onAction: (action: MatchAction, match: Match) => void;
}

function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(y, m - 1, d + by));
}

/** The day's matches per playing space (venue · court), each in time order; matches without a court last. */
export function ByCourt({
  organizationId,
  day,
  onDay,
  canManage,
  canScore,
  onAction,
  emptyAction,
  toolbar,
}: MatchPermissions & {
  organizationId: number | null;
  toolbar: ReactNode;
  day: string;
  onDay: (day: string) => void;
  emptyAction: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const range = dayRange(day);
  const query = useQuery({
    queryKey: [...matchesKey(organizationId), 'day', day],
    queryFn: ({ signal }) => fetchMatchPage({ organizationId, ...range, page: 1, pageSize: 100 }, signal),
  });
  const groups = useMemo(() => {
    const map = new Map<string, { court: string | null; venue: string | null; matches: Match[] }>();
    for (const m of query.data?.items ?? []) {
      const key = m.court || m.venue ? `${m.venue ?? ''}\u0000${m.court ?? ''}` : '';
      const group = map.get(key) ?? { court: m.court, venue: m.venue, matches: [] };
      group.matches.push(m);
      map.set(key, group);
    }
    const time = (m: Match) => new Date(whenOf(m) ?? m.createdAt).getTime();
    for (const g of map.values()) g.matches.sort((a, b) => time(a) - time(b));
    return [...map.entries()]
      .sort(([a, ga], [b, gb]) =>
        !a
          ? 1
          : !b
            ? -1
            : `${ga.venue} ${ga.court}`.localeCompare(`${gb.venue} ${gb.court}`, locale, { numeric: true }),
      )
      .map(([key, g]) => ({ key, ...g }));
  }, [query.data, locale]);
  const dayText = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(range.from));

  return (
    <Stack gap="sm" data-testid="by-court">
      <Group justify="space-between" gap="sm" wrap="wrap-reverse" align="flex-end">
        <DayPicker day={day} onDay={onDay} />
        {toolbar}
      </Group>
      <Text size="sm" c="dimmed" tt="capitalize">
        {dayText}
      </Text>
      {query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t('orgMatches.list.loadFailed')}
        >
          <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={160} radius="lg" />
          ))}
        </SimpleGrid>
      ) : groups.length === 0 ? (
        <Card withBorder radius="lg" p="xl" data-testid="by-court-empty">
          <EmptyState
            variant="light"
            icon={<IconLayoutColumns size={28} aria-hidden="true" />}
            title={t('orgMatches.byCourt.empty')}
            description={t('orgMatches.byCourt.emptyHint')}
          >
            {emptyAction ? <EmptyState.Actions>{emptyAction}</EmptyState.Actions> : null}
          </EmptyState>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {groups.map((g) => (
            <CourtCard key={g.key} group={g} canManage={canManage} canScore={canScore} onAction={onAction} />
          ))}
        </SimpleGrid>
      )}
      {query.data && query.data.totalCount > query.data.items.length ? (
        <Text size="xs" c="dimmed">
          {t('orgMatches.byCourt.tooMany', { shown: query.data.items.length, total: query.data.totalCount })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The day shown: a date field between the day before and the day after, and back to today. */
function DayPicker({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => onDay(shiftDay(day, -1))}
        aria-label={t('orgMatches.byCourt.previous')}
        data-testid="by-court-previous"
      >
        <IconChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <TextInput
        type="date"
        aria-label={t('orgMatches.byCourt.day')}
        value={day}
        min="2000-01-01"
        max="2100-12-31"
        onChange={(e) => e.currentTarget.value && onDay(e.currentTarget.value)}
        style={{ flex: 1, maxWidth: 200 }}
        data-testid="by-court-day"
      />
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => onDay(shiftDay(day, 1))}
        aria-label={t('orgMatches.byCourt.next')}
        data-testid="by-court-next"
      >
        <IconChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
      {day !== dayOf(new Date()) ? (
        <Button variant="subtle" size="xs" onClick={() => onDay(dayOf(new Date()))}>
          {t('orgMatches.list.today')}
        </Button>
      ) : null}
    </Group>
  );
}

/** One playing space's matches of the day, in time order. */
function CourtCard({ group: g, canManage, canScore, onAction }: MatchPermissions & { group: CourtGroup }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Card
      withBorder
      radius="lg"
      p={0}
      className={classes.court}
      data-testid="court-group"
      data-court={g.court ?? ''}
    >
      <div className={classes.courtHead}>
        <div style={{ minWidth: 0 }}>
          <Text fw={800} truncate="end">
            {g.key ? g.court || t('orgMatches.byCourt.anyCourt') : t('orgMatches.byCourt.noCourt')}
          </Text>
          {g.venue ? (
            <Text size="xs" c="dimmed" truncate="end">
              {g.venue}
            </Text>
          ) : null}
        </div>
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {t('orgMatches.byCourt.count', { count: g.matches.length })}
        </Text>
      </div>
      {g.matches.map((m) => {
        const when = whenOf(m);
        const at = when ? clock(when, locale) : null;
        return (
          <div key={m.id} className={classes.courtRow} data-testid="court-match" data-id={m.id}>
            <div className={classes.when} style={{ width: 'auto', minWidth: 48 }}>
              <Text className={classes.time} fz="md">
                {at ? at.time : '–'}
              </Text>
              {at?.period ? (
                <Text size="xs" c="dimmed">
                  {at.period}
                </Text>
              ) : null}
            </div>
            <div className={classes.grow}>
              <Text size="sm" fw={700} lh={1.3} style={{ overflowWrap: 'break-word' }}>
                {m.home.name}
                <span className={classes.vs}>{t('orgMatches.list.vs')}</span>
                {m.away.name}
              </Text>
              <Group gap={6} mt={4}>
                <StatusBadge match={m} />
                {m.status === 'active' || m.status === 'finished' ? (
                  <Text size="xs" fw={700} ff="monospace">
                    {m.summary.text}
                  </Text>
                ) : null}
              </Group>
            </div>
            <MatchActions
              match={m}
              canManage={canManage(m)}
              canScore={canScore(m)}
              onAction={onAction}
              compact
            />
          </div>
        );
      })}
    </Card>
  );
}
