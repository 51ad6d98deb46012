import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ENTRY_KINDS, SPORT_IDS, type EntryKind, type RankingQuery } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy, IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { notify } from '@/lib/notify';
import { saveRankingTable, tournamentsKey, useOrgSeasons, useRanking, useRankingTable } from './feature';
import { RefusalAlert, sportName, useRefusal } from './shared';

function PointsTable({ organizationId, canManage }: { organizationId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const table = useRankingTable(organizationId);
  const [points, setPoints] = useState<(number | '')[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (table.data) setPoints(table.data.points);
  }, [table.data]);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveRankingTable(
        organizationId,
        points.map((p) => (p === '' ? 0 : p)),
      );
      queryClient.setQueryData([...tournamentsKey(organizationId), 'ranking-table'], saved);
      void queryClient.invalidateQueries({ queryKey: [...tournamentsKey(organizationId), 'rankings'] });
      notify.success(t('tournamentManage.rankings.tableSaved'));
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="ranking-table">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="md">
            {t('tournamentManage.rankings.tableTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tournamentManage.rankings.tableHint')}
          </Text>
        </Stack>
        {table.isPending ? (
          <Skeleton height={80} />
        ) : (
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing="xs">
            {points.map((p, i) => (
              <NumberInput
                key={i}
                label={t('tournamentManage.rankings.position', { position: i + 1 })}
                value={p}
                onChange={(value) =>
                  setPoints((ps) =>
                    ps.map((x, j) => (j === i ? (typeof value === 'number' ? value : '') : x)),
                  )
                }
                min={0}
                max={100000}
                allowDecimal={false}
                hideControls
                readOnly={!canManage}
                size="md"
                data-testid="ranking-points"
              />
            ))}
          </SimpleGrid>
        )}
        {canManage ? (
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size={36}
                aria-label={t('tournamentManage.rankings.removePosition')}
                disabled={points.length <= 1}
                onClick={() => setPoints((ps) => ps.slice(0, -1))}
              >
                <IconMinus size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size={36}
                aria-label={t('tournamentManage.rankings.addPosition')}
                disabled={points.length >= 256}
                onClick={() => setPoints((ps) => [...ps, 0])}
                data-testid="ranking-add-position"
              >
                <IconPlus size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
              loading={busy}
              onClick={() => void save()}
              data-testid="ranking-table-save"
            >
              {t('tournamentManage.rankings.saveTable')}
            </Button>
          </Group>
        ) : null}
        <RefusalAlert message={error} testId="ranking-table-error" />
      </Stack>
    </Card>
  );
}

type PeriodKind = 'season' | 'dates';

function RankingList({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const seasons = useOrgSeasons(organizationId);
  const [period, setPeriod] = useState<PeriodKind>('season');
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sport, setSport] = useState<string | null>(null);
  const [kind, setKind] = useState<EntryKind>('player');
  const query: RankingQuery = {
    ...(period === 'season' && seasonId ? { seasonId: Number(seasonId) } : {}),
    ...(period === 'dates' && from ? { from } : {}),
    ...(period === 'dates' && to ? { to } : {}),
    ...(sport ? { sport } : {}),
    kind,
  };
  const ranking = useRanking(organizationId, query);
  const items = ranking.data?.items ?? [];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="ranking-list">
      <Stack gap="md">
        <Title order={2} fz="md">
          {t('tournamentManage.rankings.listTitle')}
        </Title>
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value as PeriodKind)}
          data={[
            { value: 'season', label: t('tournamentManage.rankings.bySeason') },
            { value: 'dates', label: t('tournamentManage.rankings.byDates') },
          ]}
          style={{ alignSelf: 'flex-start' }}
          data-testid="ranking-period"
        />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          {period === 'season' ? (
            <Select
              label={t('tournamentManage.rankings.season')}
              placeholder={t('tournamentManage.rankings.allTime')}
              data={(seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={seasonId}
              onChange={setSeasonId}
              clearable
              data-testid="ranking-season"
            />
          ) : (
            <>
              <TextInput
                type="date"
                label={t('tournamentManage.rankings.from')}
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('tournamentManage.rankings.to')}
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
            </>
          )}
          <Select
            label={t('tournamentManage.form.sport')}
            placeholder={t('tournamentManage.rankings.allSports')}
            data={SPORT_IDS.map((s) => ({ value: s, label: sportName(t, s) }))}
            value={sport}
            onChange={setSport}
            clearable
            data-testid="ranking-sport"
          />
          <Select
            label={t('tournamentManage.rankings.kind')}
            data={ENTRY_KINDS.map((k) => ({ value: k, label: t(`tournamentManage.entryKind.${k}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as EntryKind)}
            allowDeselect={false}
            data-testid="ranking-kind"
          />
        </SimpleGrid>
        {ranking.isError ? (
          <RefusalAlert message={t('tournamentManage.rankings.loadFailed')} testId="ranking-error" />
        ) : ranking.isPending ? (
          <Skeleton height={120} />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="ranking-empty">
            {t('tournamentManage.rankings.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing="xs" data-testid="ranking-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>#</Table.Th>
                  <Table.Th>{t('tournamentManage.rankings.name')}</Table.Th>
                  <Table.Th ta="right">{t('tournamentManage.rankings.tournaments')}</Table.Th>
                  <Table.Th ta="right">{t('tournamentManage.rankings.points')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((r) => (
                  <Table.Tr key={`${r.playerId ?? ''}-${r.teamId ?? ''}`}>
                    <Table.Td>
                      <Badge variant="light" color={r.ranking_position <= 3 ? 'yellow' : 'gray'}>
                        {r.ranking_position}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{r.tournaments}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {r.ranking_points}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** /organizer/organizations/{id}/tournaments: the ranking table (points per place) and the ranking by period. */
export function OrgRankingsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('tournamentManage.rankings.title')}
      intro={t('tournamentManage.rankings.intro')}
      testId="rankings"
    >
      {(org) => (
        <Stack gap="md">
          <RankingList organizationId={org.id} />
          <PointsTable organizationId={org.id} canManage={org.canManage} />
        </Stack>
      )}
    </OrgSectionPage>
  );
}
