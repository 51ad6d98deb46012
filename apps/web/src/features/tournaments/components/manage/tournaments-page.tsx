import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TOURNAMENT_STATUSES, type Tournament, type TournamentStatus } from '@sportzone/contracts';
import { IconChevronRight, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PagedList } from '@/components/ui/paged-list';
import { usePagedList } from '@/lib/paging';
import { fetchTournamentPage, managePath, newTournamentPath } from './feature';
import { TournamentStatusBadge, datesOf, sportName } from './shared';

type Filter = TournamentStatus | 'all';

function NewButton({ organizationId, testId }: { organizationId: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={newTournamentPath(organizationId)}
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      data-testid={testId}
    >
      {t('tournamentManage.list.new')}
    </Button>
  );
}

function TournamentRow({ tournament: x, canManage }: { tournament: Tournament; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const dates = datesOf(x, i18n.resolvedLanguage ?? 'en');
  const body = (
    <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
      <Stack gap={2} miw={0}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {x.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[sportName(t, x.sport), dates, t(`tournamentManage.entryKind.${x.entryKind}`)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap={6} mt={2}>
          <TournamentStatusBadge tournament={x} />
          <Text size="xs" c="dimmed">
            {t(x.spots === null ? 'tournamentManage.list.countsNoLimit' : 'tournamentManage.list.counts', {
              registered: x.registered,
              spots: x.spots,
              waiting: x.waiting,
            })}
          </Text>
        </Group>
      </Stack>
      {canManage ? <IconChevronRight size={18} aria-hidden="true" style={{ flex: 'none' }} /> : null}
    </Group>
  );
  return canManage ? (
    <UnstyledButton
      component={Link}
      to={managePath(x.organizationId, x.id)}
      w="100%"
      data-testid="tournament-row"
      data-name={x.name}
    >
      {body}
    </UnstyledButton>
  ) : (
    <div style={{ width: '100%' }} data-testid="tournament-row" data-name={x.name}>
      {body}
    </div>
  );
}

/** /organizer/organizations/{id}/containers: the organization's tournaments, by status, searchable and paged. */
export function OrgTournamentsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = usePagedList<Tournament>({
    filterKey: JSON.stringify([organizationId, filter, debounced.trim()]),
    fetchPage: useCallback(
      (page: number, pageSize: number, signal: AbortSignal) =>
        fetchTournamentPage(
          {
            organizationId,
            status: filter === 'all' ? undefined : filter,
            search: debounced,
            page,
            pageSize,
          },
          signal,
        ),
      [organizationId, filter, debounced],
    ),
    itemKey: (x) => x.id,
  });
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('tournamentManage.list.title')}
      intro={t('tournamentManage.list.intro')}
      testId="tournaments"
      actions={(org) => <NewButton organizationId={org.id} testId="tournament-new" />}
    >
      {(org) => (
        <PagedList
          list={list}
          search={search}
          onSearch={setSearch}
          searchLabel={t('tournamentManage.list.search')}
          searchPlaceholder={t('tournamentManage.list.searchPlaceholder')}
          statusFilter={{
            value: filter,
            onChange: (value) => setFilter(value as Filter),
            label: t('tournamentManage.list.filter'),
            options: [
              { value: 'all', label: t('tournamentManage.list.all') },
              ...TOURNAMENT_STATUSES.map((s) => ({ value: s, label: t(`tournamentManage.status.${s}`) })),
            ],
          }}
          emptyTitle={t('tournamentManage.list.empty')}
          emptyHint={
            org.canManage ? t('tournamentManage.list.emptyHint') : t('tournamentManage.list.emptyRead')
          }
          emptyIcon={<IconTrophy size={28} aria-hidden="true" />}
          emptyAction={
            org.canManage ? <NewButton organizationId={org.id} testId="tournament-new-empty" /> : null
          }
          loadFailed={t('tournamentManage.list.loadFailed')}
          itemKey={(x) => x.id}
          renderItem={(x) => <TournamentRow tournament={x} canManage={org.canManage} />}
          testId="tournaments"
        />
      )}
    </OrgSectionPage>
  );
}
