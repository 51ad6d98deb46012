import {
  ActionIcon,
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Match, MatchSport } from '@sportzone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconChevronLeft,
  IconChevronRight,
  IconLayoutColumns,
  IconList,
  IconPlus,
  IconScoreboard,
} from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { PagedList } from '@/components/ui/paged-list';
import { usePagedList } from '@/lib/paging';
import { deleteMatch, fetchMatchPage } from '../api/matches';
import { TABS, TAB_STATUS, tabListing, type MatchTab } from '../lib/tabs';
import { dayOf, dayRange } from '../lib/when';
import { GuestLinkDialog } from './guest-link-dialog';
import { MatchForm } from './match-form';
import { MatchActions, MatchRow, StatusBadge, clock, whenOf, type MatchAction } from './match-row';
import classes from './matches.module.css';

export const matchesKey = (organizationId: number | null) => ['matches', 'manage', organizationId] as const;

function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(y, m - 1, d + by));
}

/** The day's matches per playing space (venue · court), each in time order; matches without a court last. */
function ByCourt({
  organizationId,
  day,
  onDay,
  canManage,
  canScore,
  onAction,
  emptyAction,
  toolbar,
}: {
  organizationId: number | null;
  toolbar: ReactNode;
  day: string;
  onDay: (day: string) => void;
  canManage: (match: Match) => boolean;
  /** whether this user may score a match (managers, and its assigned scorers) */
  canScore: (match: Match) => boolean;
  onAction: (action: MatchAction, match: Match) => void;
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
            <Card
              key={g.key}
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

/**
 * The matches of an organization (or one's own): today, upcoming, live, finished or all, searchable and
 * paged, or the day by court; each with score now, edit, reschedule, guest link (QR code) and delete.
 */
export function MatchesView({
  organizationId,
  canManage,
  canScore,
  mayCreate,
  creating,
  onCreating,
  defaultSport,
}: {
  organizationId: number | null;
  /** whether this user may manage a match */
  canManage: (match: Match) => boolean;
  /** whether this user may score a match (managers, and its assigned scorers) */
  canScore: (match: Match) => boolean;
  mayCreate: boolean;
  creating: boolean;
  onCreating: (open: boolean) => void;
  defaultSport?: MatchSport | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<MatchTab>(organizationId === null ? 'all' : 'today');
  const [view, setView] = useState<'list' | 'court'>('list');
  const [day, setDay] = useState(() => dayOf(new Date()));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<Match | null>(null);
  const [rescheduling, setRescheduling] = useState<Match | null>(null);
  const [deleting, setDeleting] = useState<Match | null>(null);
  const [guest, setGuest] = useState<Match | null>(null);

  const today = dayOf(new Date());
  const list = usePagedList<Match>({
    filterKey: JSON.stringify([organizationId, tab, debounced.trim(), tab === 'today' ? today : null]),
    fetchPage: useCallback(
      (page: number, pageSize: number, signal: AbortSignal) =>
        fetchMatchPage(
          {
            organizationId,
            status: TAB_STATUS[tab],
            search: debounced,
            ...(tab === 'today' ? dayRange(today) : {}),
            page,
            pageSize,
          },
          signal,
        ),
      [organizationId, tab, debounced, today],
    ),
    itemKey: (m) => m.id,
  });

  const changed = () => {
    list.refresh();
    void queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) });
    if (organizationId !== null)
      void queryClient.invalidateQueries({ queryKey: ['organization', organizationId, 'counts'] });
  };

  /** After a save the match stays in sight: the day by court and the list's tab follow it to its day. */
  const saved = (match: Match) => {
    const start = match.startedAt ?? match.scheduledAt;
    if (start) setDay(dayOf(new Date(start)));
    setTab((open) => tabListing(open, match));
    changed();
  };

  const onAction = (action: MatchAction, match: Match) => {
    if (action === 'edit') setEditing(match);
    if (action === 'reschedule') setRescheduling(match);
    if (action === 'delete') setDeleting(match);
    if (action === 'guest') setGuest(match);
  };

  const newButton = mayCreate ? (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => onCreating(true)}
      data-testid="match-new-empty"
    >
      {t('orgMatches.new')}
    </Button>
  ) : null;

  const emptyTitle = t(`orgMatches.empty.${tab}`);
  const emptyHint = mayCreate
    ? t(organizationId === null ? 'orgMatches.emptyHint.mine' : 'orgMatches.emptyHint.manage')
    : t('orgMatches.emptyHint.read');

  const viewToggle = (
    <SegmentedControl
      value={view}
      onChange={(value) => setView(value as 'list' | 'court')}
      data={[
        {
          value: 'list',
          label: (
            <Group gap={6} wrap="nowrap" justify="center">
              <IconList size={16} aria-hidden="true" />
              {t('orgMatches.view.list')}
            </Group>
          ),
        },
        {
          value: 'court',
          label: (
            <Group gap={6} wrap="nowrap" justify="center">
              <IconLayoutColumns size={16} aria-hidden="true" />
              {t('orgMatches.view.court')}
            </Group>
          ),
        },
      ]}
      aria-label={t('orgMatches.view.label')}
      data-testid="matches-view"
    />
  );

  return (
    <Stack gap="sm">
      {view === 'court' ? (
        <ByCourt
          toolbar={viewToggle}
          organizationId={organizationId}
          day={day}
          onDay={setDay}
          canManage={canManage}
          canScore={canScore}
          onAction={onAction}
          emptyAction={newButton}
        />
      ) : (
        <>
          <Group justify="space-between" gap="sm" wrap="wrap-reverse" align="flex-end">
            <div className={classes.strip}>
              <SegmentedControl
                value={tab}
                onChange={(value) => setTab(value as MatchTab)}
                data={TABS.map((key) => ({ value: key, label: t(`orgMatches.tabs.${key}`) }))}
                aria-label={t('orgMatches.tabs.label')}
                radius="md"
                data-testid="matches-tabs"
              />
            </div>
            {viewToggle}
          </Group>
          <PagedList
            list={list}
            search={search}
            onSearch={setSearch}
            searchLabel={t('orgMatches.list.search')}
            searchPlaceholder={t('orgMatches.list.searchPlaceholder')}
            emptyTitle={emptyTitle}
            emptyHint={emptyHint}
            emptyIcon={<IconScoreboard size={28} aria-hidden="true" />}
            emptyAction={newButton}
            loadFailed={t('orgMatches.list.loadFailed')}
            itemKey={(m) => m.id}
            renderItem={(m) => (
              <MatchRow match={m} canManage={canManage(m)} canScore={canScore(m)} onAction={onAction} />
            )}
            testId="matches"
            align="start"
          />
        </>
      )}

      <FormModal
        opened={creating}
        onClose={() => onCreating(false)}
        title={organizationId === null ? t('orgMatches.form.newCasualTitle') : t('orgMatches.form.newTitle')}
      >
        {creating ? (
          <MatchForm
            organizationId={organizationId}
            match={null}
            defaultSport={defaultSport}
            onCancel={() => onCreating(false)}
            onSaved={(m) => {
              onCreating(false);
              saved(m);
            }}
          />
        ) : null}
      </FormModal>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('orgMatches.form.editTitle')}
      >
        {editing ? (
          <MatchForm
            key={editing.id}
            organizationId={organizationId}
            match={editing}
            onCancel={() => setEditing(null)}
            onSaved={(m) => {
              setEditing(null);
              saved(m);
            }}
          />
        ) : null}
      </FormModal>
      <FormModal
        opened={rescheduling !== null}
        onClose={() => setRescheduling(null)}
        title={t('orgMatches.form.rescheduleTitle')}
        size="md"
      >
        {rescheduling ? (
          <Stack gap="md">
            <Text size="sm" fw={700}>
              {rescheduling.home.name} {t('orgMatches.list.vs')} {rescheduling.away.name}
            </Text>
            <MatchForm
              key={rescheduling.id}
              organizationId={organizationId}
              match={rescheduling}
              mode="reschedule"
              onCancel={() => setRescheduling(null)}
              onSaved={(m) => {
                setRescheduling(null);
                saved(m);
              }}
            />
          </Stack>
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('orgMatches.delete.title')}
        message={t(deleting?.seq ? 'orgMatches.delete.textScored' : 'orgMatches.delete.text', {
          home: deleting?.home.name ?? '',
          away: deleting?.away.name ?? '',
        })}
        confirmLabel={t('orgMatches.delete.confirm')}
        doneText={t('orgMatches.delete.done')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteMatch(deleting.id);
          list.removeItem(deleting.id);
          changed();
        }}
      />
      <GuestLinkDialog match={guest} onClose={() => setGuest(null)} />
    </Stack>
  );
}
