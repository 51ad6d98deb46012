import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CalendarItem } from '@sportzone/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { venueClock } from '@/lib/time-zones';
import { useCalendar } from '../api/calendar';
import {
  dayKey,
  itemsByDay,
  monthGrid,
  rangeOf,
  step,
  weekDays,
  type CalendarView,
  type GridDay,
} from '../lib/grid';
import classes from './calendar.module.css';
import { FeedPanel } from './feed-panel';
import { OrganizationFeeds } from './organization-feeds';

function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'bg' ? 'bg-BG' : 'en-GB';
  return useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }),
      short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
    }),
    [locale],
  );
}

const chipClass = (item: CalendarItem) =>
  [
    classes.chip,
    item.kind === 'tournament' ? classes.chipTournament : '',
    item.status === 'active' ? classes.chipLive : '',
    item.status === 'cancelled' ? classes.chipCancelled : '',
  ].join(' ');

/** A link to the item's page: a match's live page is the viewer entry (a full load), a tournament's is in the app. */
function ItemLink({
  item,
  className,
  children,
}: {
  item: CalendarItem;
  className: string | undefined;
  children: React.ReactNode;
}) {
  return item.kind === 'tournament' ? (
    <Link to={item.path} className={className} data-testid="calendar-item">
      {children}
    </Link>
  ) : (
    <a href={item.path} className={className} data-testid="calendar-item">
      {children}
    </a>
  );
}

function StatusBadge({ item }: { item: CalendarItem }) {
  const { t } = useTranslation();
  if (item.status === 'active')
    return (
      <Badge color="red" size="sm" style={{ flexShrink: 0 }}>
        {t('calendar.status.live')}
      </Badge>
    );
  if (item.status === 'finished')
    return (
      <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
        {t('calendar.status.finished')}
      </Badge>
    );
  if (item.status === 'cancelled')
    return (
      <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }}>
        {t('calendar.status.cancelled')}
      </Badge>
    );
  return null;
}

function ItemRow({ item }: { item: CalendarItem }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const details = [item.location, item.tournamentName, item.organizationName].filter(Boolean).join(' · ');
  const atVenue = item.allDay
    ? null
    : venueClock(item.start, item.timeZone, i18n.resolvedLanguage === 'bg' ? 'bg-BG' : 'en-GB');
  return (
    <ItemLink item={item} className={classes.item}>
      <Text className={classes.time} size="sm" {...(item.kind === 'tournament' ? { c: 'teal.8' } : {})}>
        {item.allDay ? t('calendar.allDay') : f.time.format(new Date(item.start))}
      </Text>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} lineClamp={2} {...(item.status === 'cancelled' ? { td: 'line-through' } : {})}>
            {item.title}
          </Text>
          <StatusBadge item={item} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {[t(`calendar.kind.${item.kind}`), t(`sports.${item.sport}`, { defaultValue: item.sport }), details]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {atVenue ? (
          <Text size="xs" c="dimmed" data-testid="calendar-venue-time">
            {t('calendar.venueTime', { time: atVenue, zone: item.timeZone!.replace(/_/g, ' ') })}
          </Text>
        ) : null}
      </Stack>
    </ItemLink>
  );
}

/** The week on a wide screen: seven columns, a day's items stacked in time order. */
function WeekGrid({ days, byDay }: { days: GridDay[]; byDay: Map<string, CalendarItem[]> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const today = dayKey(new Date());
  return (
    <div className={classes.weekGrid} data-testid="calendar-week">
      {days.map((d) => (
        <section key={d.key} className={classes.weekDay} aria-label={f.day.format(d.date)}>
          <Text size="sm" fw={700} tt="capitalize" {...(d.key === today ? { c: 'brand.7' } : {})}>
            {f.weekday.format(d.date)} {d.date.getDate()}
          </Text>
          {(byDay.get(d.key) ?? []).map((item) => (
            <ItemLink key={`${item.kind}-${item.id}`} item={item} className={classes.weekItem}>
              <span className={chipClass(item)}>
                {item.allDay ? t('calendar.allDay') : `${f.time.format(new Date(item.start))} `}
                {item.status === 'active' ? '● ' : ''}
              </span>
              <Text size="xs" fw={600} lineClamp={3}>
                {item.title}
              </Text>
            </ItemLink>
          ))}
        </section>
      ))}
    </div>
  );
}

function DayList({
  days,
  byDay,
}: {
  days: { key: string; date: Date }[];
  byDay: Map<string, CalendarItem[]>;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const shown = days.filter((d) => byDay.has(d.key));
  if (shown.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="calendar-empty">
        {t('calendar.empty')}
      </Text>
    );
  return (
    <Stack gap="lg" data-testid="calendar-list">
      {shown.map((d) => (
        <Stack key={d.key} gap="xs" component="section" aria-label={f.day.format(d.date)}>
          <Text fw={700} tt="capitalize" {...(d.key === dayKey(new Date()) ? { c: 'brand.7' } : {})}>
            {f.day.format(d.date)}
          </Text>
          {byDay.get(d.key)!.map((item) => (
            <ItemRow key={`${item.kind}-${item.id}-${d.key}`} item={item} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function MonthGrid({
  weeks,
  byDay,
  selected,
  onSelect,
}: {
  weeks: GridDay[][];
  byDay: Map<string, CalendarItem[]>;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const f = useFormat();
  const today = dayKey(new Date());
  const { t } = useTranslation();
  return (
    <div>
      <div className={classes.weekdays} aria-hidden="true">
        {weeks[0]!.map((d) => (
          <span key={d.key}>{f.weekday.format(d.date)}</span>
        ))}
      </div>
      <div className={classes.grid} data-testid="calendar-month">
        {weeks.map((week) => (
          <div key={week[0]!.key} className={classes.week}>
            {week.map((d) => {
              const items = byDay.get(d.key) ?? [];
              return (
                <button
                  key={d.key}
                  type="button"
                  className={[
                    classes.day,
                    d.inMonth ? '' : classes.outside,
                    selected === d.key ? classes.selected : '',
                  ].join(' ')}
                  onClick={() => onSelect(d.key)}
                  aria-pressed={selected === d.key}
                  aria-label={`${f.day.format(d.date)}${items.length ? `, ${t('calendar.count', { count: items.length })}` : ''}`}
                  data-day={d.key}
                >
                  <span className={[classes.dayNumber, d.key === today ? classes.today : ''].join(' ')}>
                    {d.date.getDate()}
                  </span>
                  <span className={classes.chips}>
                    {items.slice(0, 3).map((item) => (
                      <span key={`${item.kind}-${item.id}`} className={chipClass(item)} title={item.title}>
                        {item.allDay ? '' : `${f.time.format(new Date(item.start))} `}
                        {item.title}
                      </span>
                    ))}
                    {items.length > 3 ? (
                      <Text span size="xs" c="dimmed">
                        {t('calendar.more', { count: items.length - 3 })}
                      </Text>
                    ) : null}
                  </span>
                  <span className={classes.dots} aria-hidden="true">
                    {items.slice(0, 4).map((item) => (
                      <span
                        key={`${item.kind}-${item.id}`}
                        className={[
                          classes.dot,
                          item.kind === 'tournament' ? classes.dotTournament : '',
                        ].join(' ')}
                      />
                    ))}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** /user/calendar: my matches and tournaments by month, week or as a list, and my feed for calendar apps. */
export function CalendarPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => new Date());
  const [selected, setSelected] = useState<string | null>(() => dayKey(new Date()));
  const range = useMemo(() => rangeOf(view, anchor), [view, anchor]);
  const calendar = useCalendar(range.from, range.to);
  const byDay = useMemo(() => itemsByDay(calendar.data ?? []), [calendar.data]);
  const weeks = useMemo(() => monthGrid(anchor), [anchor]);

  const heading =
    view === 'month'
      ? f.month.format(anchor)
      : `${f.short.format(range.from)} – ${f.short.format(new Date(range.to.getTime() - 1))}`;
  const go = (direction: -1 | 1) => setAnchor((a) => step(view, a, direction));

  const listDays =
    view === 'week'
      ? weekDays(anchor)
      : view === 'list'
        ? Array.from({ length: 30 }, (_, i) => {
            const date = new Date(range.from.getFullYear(), range.from.getMonth(), range.from.getDate() + i);
            return { key: dayKey(date), date, inMonth: true };
          })
        : selected
          ? weeks.flat().filter((d) => d.key === selected)
          : [];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} data-testid="calendar-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('calendar.title')}
          </Title>
          <Text c="dimmed">{t('calendar.intro')}</Text>
        </Stack>

        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => go(-1)}
              aria-label={t('calendar.previous')}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Button variant="default" onClick={() => setAnchor(new Date())}>
              {t('calendar.today')}
            </Button>
            <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('calendar.next')}>
              <IconChevronRight size={18} />
            </ActionIcon>
            <Text fw={700} fz="lg" tt="capitalize" data-testid="calendar-heading" ml={4}>
              {heading}
            </Text>
            {calendar.isFetching ? <Loader size="xs" /> : null}
          </Group>
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as CalendarView)}
            data={[
              { value: 'month', label: t('calendar.views.month') },
              { value: 'week', label: t('calendar.views.week') },
              { value: 'list', label: t('calendar.views.list') },
            ]}
            data-testid="calendar-views"
          />
        </Group>

        {calendar.isError ? <Alert color="red">{t('calendar.loadError')}</Alert> : null}

        {view === 'month' ? (
          <MonthGrid weeks={weeks} byDay={byDay} selected={selected} onSelect={setSelected} />
        ) : null}
        {view === 'week' ? (
          <>
            <Box visibleFrom="md">
              <WeekGrid days={listDays} byDay={byDay} />
            </Box>
            <Box hiddenFrom="md">
              <DayList days={listDays} byDay={byDay} />
            </Box>
          </>
        ) : view === 'list' || selected ? (
          <DayList days={listDays} byDay={byDay} />
        ) : null}

        <FeedPanel />
        <OrganizationFeeds />
      </Stack>
    </Container>
  );
}
