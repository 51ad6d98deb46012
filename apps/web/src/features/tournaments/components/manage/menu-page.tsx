import { formatText } from '@/components/ui/format-fields';
import { isMatchSport } from '@/lib/matches/paths';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Tournament } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconCheck,
  IconCircleDashed,
  IconExternalLink,
  IconPlayerPlay,
  IconTrophy,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '@/lib/notify';
import {
  tournamentKey,
  tournamentsKey,
  updateTournament,
  useSchedule,
  useStages,
  managePath,
  publicResultPath,
  publicViewsPath,
  nextStatuses,
  tournamentSteps,
  type StepInfo,
} from './feature';
import {
  RefusalAlert,
  TournamentManagePage,
  TournamentStatusBadge,
  datesOf,
  sportName,
  useRefusal,
} from './shared';

function StepRow({
  step,
  organizationId,
  tournamentId,
  index,
}: {
  step: StepInfo;
  organizationId: number;
  tournamentId: number;
  index: number;
}) {
  const { t } = useTranslation();
  const color = step.state === 'done' ? 'teal' : step.state === 'current' ? 'brand' : 'gray';
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      data-testid="tournament-step"
      data-step={step.step}
      data-state={step.state}
    >
      <ThemeIcon variant={step.state === 'todo' ? 'light' : 'filled'} color={color} radius="xl" size={30}>
        {step.state === 'done' ? (
          <IconCheck size={16} aria-hidden="true" />
        ) : step.state === 'current' ? (
          <IconPlayerPlay size={14} aria-hidden="true" />
        ) : (
          <Text size="xs" fw={700}>
            {index + 1}
          </Text>
        )}
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm">
            {t(`tournamentManage.steps.${step.step}`)}
          </Text>
          {step.step === 'finished' ? null : (
            <Anchor
              component={Link}
              to={managePath(organizationId, tournamentId, step.page)}
              size="sm"
              style={{ flex: 'none' }}
            >
              {t(`tournamentManage.tabs.${step.page}`)}
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(`tournamentManage.steps.${step.step}Count`, { count: step.count, total: step.total })}
        </Text>
      </Stack>
    </Group>
  );
}

function StatusActions({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const next = nextStatuses(tournament.status);
  return (
    <Stack gap="xs">
      {next.length > 0 ? (
        <Group gap="sm">
          {next.map((status) => (
            <Button
              key={status}
              variant={status === 'open' ? 'filled' : 'default'}
              loading={busy === status}
              onClick={async () => {
                setBusy(status);
                setError(null);
                try {
                  const saved = await updateTournament(tournament.id, { status });
                  queryClient.setQueryData(tournamentKey(saved.id), saved);
                  void queryClient.invalidateQueries({ queryKey: tournamentsKey(saved.organizationId) });
                  notify.success(t(`tournamentManage.menu.statusDone.${status}`));
                } catch (e) {
                  setError(refusal(e));
                } finally {
                  setBusy(null);
                }
              }}
              data-testid={`tournament-set-${status}`}
            >
              {t(`tournamentManage.menu.setStatus.${status}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      <Text size="xs" c="dimmed">
        {t(`tournamentManage.menu.statusHint.${tournament.status}`)}
      </Text>
      <RefusalAlert message={error} testId="tournament-status-error" />
    </Stack>
  );
}

/** /organizer/organizations/{id}/containers/{tournamentId}/menu: the tournament's home for its organizers. */
export function TournamentMenuPage({
  organizationId,
  tournamentId,
}: {
  organizationId: number;
  tournamentId: number;
}) {
  const { t, i18n } = useTranslation();
  const stages = useStages(tournamentId);
  const schedule = useSchedule(tournamentId);
  return (
    <TournamentManagePage organizationId={organizationId} tournamentId={tournamentId} page="menu">
      {(tournament, org) => {
        const steps = tournamentSteps({
          tournament,
          stages: stages.data?.stages ?? [],
          schedule: schedule.data ?? null,
        });
        const dates = datesOf(tournament, i18n.resolvedLanguage ?? 'en');
        return (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={42} radius="md">
                    <IconTrophy size={22} aria-hidden="true" />
                  </ThemeIcon>
                  <Stack gap={2} miw={0}>
                    <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                      {tournament.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {[
                        sportName(t, tournament.sport),
                        dates,
                        t(`tournamentManage.entryKind.${tournament.entryKind}`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {isMatchSport(tournament.sport) ? (
                      <Text size="sm" data-testid="tournament-format">
                        {formatText(t, tournament.sport, tournament.format)}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <Group gap="xs">
                  <TournamentStatusBadge tournament={tournament} />
                  <Text size="sm" data-testid="tournament-counts">
                    {t(
                      tournament.spots === null
                        ? 'tournamentManage.list.countsNoLimit'
                        : 'tournamentManage.list.counts',
                      {
                        registered: tournament.registered,
                        spots: tournament.spots,
                        waiting: tournament.waiting,
                      },
                    )}
                  </Text>
                </Group>
                <StatusActions tournament={tournament} />
                <Stack gap={6}>
                  <Text size="sm" fw={700}>
                    {t('tournamentManage.menu.public')}
                  </Text>
                  <Group gap="md">
                    <Anchor
                      href={publicViewsPath(tournament.id)}
                      size="sm"
                      data-testid="tournament-public-views"
                    >
                      <Group gap={4} wrap="nowrap">
                        <IconExternalLink size={16} aria-hidden="true" />
                        {t('tournamentManage.menu.views')}
                      </Group>
                    </Anchor>
                    <Anchor
                      href={publicResultPath(tournament.id)}
                      size="sm"
                      data-testid="tournament-public-result"
                    >
                      <Group gap={4} wrap="nowrap">
                        <IconExternalLink size={16} aria-hidden="true" />
                        {t('tournamentManage.menu.result')}
                      </Group>
                    </Anchor>
                  </Group>
                </Stack>
              </Stack>
            </Card>
            <Card withBorder radius="lg" p="lg" data-testid="tournament-steps">
              <Stack gap="md">
                <Group gap="xs">
                  <IconCircleDashed size={18} aria-hidden="true" />
                  <Title order={2} fz="md">
                    {t('tournamentManage.menu.steps')}
                  </Title>
                </Group>
                {steps.map((s, i) => (
                  <StepRow
                    key={s.step}
                    step={s}
                    index={i}
                    organizationId={org.id}
                    tournamentId={tournament.id}
                  />
                ))}
              </Stack>
            </Card>
          </SimpleGrid>
        );
      }}
    </TournamentManagePage>
  );
}
