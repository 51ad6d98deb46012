import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { Organization, OrganizationReport } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconChartBar,
  IconDownload,
  IconRefresh,
  IconTournament,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { fetchReportCsv, useReport } from '../api/reports';
import { useDateTime } from '../lib/dates';
import { downloadText, reportFileName } from '../lib/download';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import classes from './membership.module.css';

type Report = OrganizationReport;

function StatCard({
  icon,
  title,
  total,
  parts,
  testId,
}: {
  icon: ReactNode;
  title: string;
  total: number;
  parts: { label: string; value: number; color: string; key: string }[];
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p="md" className={classes.stat} data-testid={testId} data-total={total}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          <Text fz={32} fw={800} className={classes.statNumber} data-testid={`${testId}-total`}>
            {total}
          </Text>
        </Stack>
        {icon}
      </Group>
      <Group gap={6} mt="sm">
        {parts.map((p) => (
          <Badge
            key={p.key}
            variant="light"
            color={p.color}
            radius="sm"
            data-testid={`${testId}-${p.key}`}
            data-value={p.value}
          >
            {p.label}: {p.value}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}

interface ResultRow {
  id: number;
  name: string;
  detail: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

function ResultsTable({
  title,
  rows,
  empty,
  testId,
  detailLabel,
}: {
  title: string;
  rows: ResultRow[];
  empty: string;
  testId: string;
  detailLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={0} data-testid={testId}>
      <Group justify="space-between" px="md" pt="md" pb="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {rows.length}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orgMembership.reports.name')}</Table.Th>
                <Table.Th>{detailLabel}</Table.Th>
                <Table.Th className={classes.numbers}>
                  <abbr title={t('orgMembership.reports.played')}>
                    {t('orgMembership.reports.playedShort')}
                  </abbr>
                </Table.Th>
                <Table.Th className={classes.numbers}>
                  <abbr title={t('orgMembership.reports.won')}>{t('orgMembership.reports.wonShort')}</abbr>
                </Table.Th>
                <Table.Th className={classes.numbers}>
                  <abbr title={t('orgMembership.reports.drawn')}>
                    {t('orgMembership.reports.drawnShort')}
                  </abbr>
                </Table.Th>
                <Table.Th className={classes.numbers}>
                  <abbr title={t('orgMembership.reports.lost')}>{t('orgMembership.reports.lostShort')}</abbr>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid={`${testId}-row`} data-name={r.name}>
                  <Table.Td fw={600}>{r.name}</Table.Td>
                  <Table.Td c="dimmed">{r.detail}</Table.Td>
                  <Table.Td className={classes.numbers}>{r.played}</Table.Td>
                  <Table.Td className={classes.numbers}>{r.won}</Table.Td>
                  <Table.Td className={classes.numbers}>{r.drawn}</Table.Td>
                  <Table.Td className={classes.numbers}>{r.lost}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** nothing to report per player or team yet */
const noResults = (r: Report) => r.playerResults.length === 0 && r.teamResults.length === 0;

function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const status = (s: 'active' | 'inactive') => t(`orgMembership.reports.status.${s}`);
  return (
    <Stack gap="md" data-testid="report">
      <Text size="xs" c="dimmed" data-testid="report-generated">
        {t('orgMembership.reports.generatedAt', { date: date(report.generatedAt) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard
          testId="report-members"
          title={t('orgMembership.reports.members')}
          icon={<IconUsers size={28} color="var(--mantine-color-brand-6)" aria-hidden="true" />}
          total={report.members.total}
          parts={[
            { key: 'active', label: status('active'), value: report.members.active, color: 'teal' },
            { key: 'inactive', label: status('inactive'), value: report.members.inactive, color: 'gray' },
          ]}
        />
        <StatCard
          testId="report-players"
          title={t('orgMembership.reports.players')}
          icon={<IconUsersGroup size={28} color="var(--mantine-color-brand-6)" aria-hidden="true" />}
          total={report.players.total}
          parts={[
            { key: 'active', label: status('active'), value: report.players.active, color: 'teal' },
            { key: 'inactive', label: status('inactive'), value: report.players.inactive, color: 'gray' },
          ]}
        />
        <StatCard
          testId="report-matches"
          title={t('orgMembership.reports.matches')}
          icon={<IconTournament size={28} color="var(--mantine-color-brand-6)" aria-hidden="true" />}
          total={Object.values(report.matches).reduce((a, b) => a + b, 0)}
          parts={(['upcoming', 'queued', 'active', 'finished'] as const).map((s) => ({
            key: s,
            label: t(`orgMembership.reports.matchStatus.${s}`),
            value: report.matches[s],
            color: s === 'active' ? 'red' : s === 'finished' ? 'gray' : 'brand',
          }))}
        />
      </SimpleGrid>
      {noResults(report) ? (
        <Card withBorder radius="lg" p="xl" data-testid="reports-empty">
          <EmptyState
            variant="light"
            icon={<IconChartBar size={28} aria-hidden="true" />}
            title={t('orgMembership.reports.empty')}
            description={t('orgMembership.reports.emptyHint')}
          />
        </Card>
      ) : (
        <>
          <ResultsTable
            title={t('orgMembership.reports.playerResults')}
            testId="report-player-results"
            detailLabel={t('orgMembership.reports.statusColumn')}
            empty={t('orgMembership.reports.noPlayers')}
            rows={report.playerResults.map((p) => ({
              ...p,
              detail: t(`orgMembership.reports.personStatus.${p.status}`),
            }))}
          />
          <ResultsTable
            title={t('orgMembership.reports.teamResults')}
            testId="report-team-results"
            detailLabel={t('orgMembership.reports.kindColumn')}
            empty={t('orgMembership.reports.noTeams')}
            rows={report.teamResults.map((r) => ({
              ...r,
              detail: r.competitorType
                ? t(`orgMembership.reports.competitor.${r.competitorType}`)
                : t(`orgMembership.reports.kind.${r.kind}`),
            }))}
          />
        </>
      )}
    </Stack>
  );
}

function ReportBody({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const query = useReport(organization.id);
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius="lg" />
          ))}
        </SimpleGrid>
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  }
  if (query.error || !query.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('orgMembership.reports.loadFailed')}
        role="alert"
        data-testid="reports-error"
      >
        <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return <ReportView report={query.data} />;
}

function ReportActions({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const query = useReport(organization.id);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await fetchReportCsv(organization.id);
      downloadText(csv, reportFileName(organization.id, query.data?.generatedAt));
      notify.success(t('orgMembership.reports.exported'));
    } catch {
      // the API client shows why
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        onClick={() => void query.refetch()}
        loading={query.isFetching && !query.isPending}
        data-testid="report-refresh"
      >
        {t('common.refresh')}
      </Button>
      <Button
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        onClick={() => void exportCsv()}
        loading={exporting}
        data-testid="report-export"
      >
        {t('orgMembership.reports.export')}
      </Button>
    </Group>
  );
}

/** /organizer/organizations/{id}/reports: members and players by status, matches and results; CSV export. */
export function ReportsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgMembership.reports.title')}
      intro={t('orgMembership.reports.intro')}
      access="member"
      testId="reports"
      actions={(organization) => <ReportActions organization={organization} />}
    >
      {(organization) => <ReportBody organization={organization} />}
    </OrgSectionPage>
  );
}
