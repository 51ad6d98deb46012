import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Match, MatchSport } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconLayoutColumns, IconList, IconPlus, IconScoreboard } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { PagedList } from '@/components/ui/paged-list';
import { usePagedList } from '@/lib/paging';
import { deleteMatch, fetchMatchPage, matchesKey } from '../api/matches';
import { TABS, TAB_STATUS, tabListing, type MatchTab } from '../lib/tabs';
import { dayOf, dayRange } from '../lib/when';
import { ByCourt } from './by-court';
import { GuestLinkDialog } from './guest-link-dialog';
import { MatchForm } from './match-form';
import { MatchRow, type MatchAction } from './match-row';
import classes from './matches.module.css';

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
  const [view, setView] = useState<View>('list');
  const [day, setDay] = useState(() => dayOf(new Date()));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<Match | null>(null);
  const [rescheduling, setRescheduling] = useState<Match | null>(null);
  const [deleting, setDeleting] = useState<Match | null>(null);
  const [guest, setGuest] = useState<Match | null>(null);

  const list = useMatchList(organizationId, tab, debounced);

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

  const viewToggle = <ViewToggle view={view} onView={setView} />;

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

      <MatchFormModals
        organizationId={organizationId}
        defaultSport={defaultSport}
        creating={creating}
        onCreating={onCreating}
        editing={editing}
        onEditing={setEditing}
        rescheduling={rescheduling}
        onRescheduling={setRescheduling}
        onSaved={saved}
      />
      <DeleteMatchDialog
        match={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(match) => {
          list.removeItem(match.id);
          changed();
        }}
      />
      <GuestLinkDialog match={guest} onClose={() => setGuest(null)} />
    </Stack>
  );
}

type View = 'list' | 'court';

/** The list of matches, or the day by court. */
function ViewToggle({ view, onView }: { view: View; onView: (view: View) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={view}
      onChange={(value) => onView(value as View)}
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
}

/** New match, edit and reschedule, each in a modal; after a save the view follows the match (`onSaved`). */
function MatchFormModals({
  organizationId,
  defaultSport,
  creating,
  onCreating,
  editing,
  onEditing,
  rescheduling,
  onRescheduling,
  onSaved,
}: {
  organizationId: number | null;
  defaultSport?: MatchSport | undefined;
  creating: boolean;
  onCreating: (open: boolean) => void;
  editing: Match | null;
  onEditing: (match: Match | null) => void;
  rescheduling: Match | null;
  onRescheduling: (match: Match | null) => void;
  onSaved: (match: Match) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
              onSaved(m);
            }}
          />
        ) : null}
      </FormModal>
      <FormModal
        opened={editing !== null}
        onClose={() => onEditing(null)}
        title={t('orgMatches.form.editTitle')}
      >
        {editing ? (
          <MatchForm
            key={editing.id}
            organizationId={organizationId}
            match={editing}
            onCancel={() => onEditing(null)}
            onSaved={(m) => {
              onEditing(null);
              onSaved(m);
            }}
          />
        ) : null}
      </FormModal>
      <FormModal
        opened={rescheduling !== null}
        onClose={() => onRescheduling(null)}
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
              onCancel={() => onRescheduling(null)}
              onSaved={(m) => {
                onRescheduling(null);
                onSaved(m);
              }}
            />
          </Stack>
        ) : null}
      </FormModal>
    </>
  );
}

/** The tab's matches, searched and paged ("today" is the browser's today). */
function useMatchList(organizationId: number | null, tab: MatchTab, search: string) {
  const today = dayOf(new Date());
  return usePagedList<Match>({
    filterKey: JSON.stringify([organizationId, tab, search.trim(), tab === 'today' ? today : null]),
    fetchPage: useCallback(
      (page: number, pageSize: number, signal: AbortSignal) =>
        fetchMatchPage(
          {
            organizationId,
            status: TAB_STATUS[tab],
            search,
            ...(tab === 'today' ? dayRange(today) : {}),
            page,
            pageSize,
          },
          signal,
        ),
      [organizationId, tab, search, today],
    ),
    itemKey: (m) => m.id,
  });
}

/** Asks before deleting a match (saying so when it has a score), then deletes it. */
function DeleteMatchDialog({
  match,
  onClose,
  onDeleted,
}: {
  match: Match | null;
  onClose: () => void;
  onDeleted: (match: Match) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={match !== null}
      title={t('orgMatches.delete.title')}
      message={t(match?.seq ? 'orgMatches.delete.textScored' : 'orgMatches.delete.text', {
        home: match?.home.name ?? '',
        away: match?.away.name ?? '',
      })}
      confirmLabel={t('orgMatches.delete.confirm')}
      doneText={t('orgMatches.delete.done')}
      onClose={onClose}
      onConfirm={async () => {
        if (!match) return;
        await deleteMatch(match.id);
        onDeleted(match);
      }}
    />
  );
}
