import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Schedule, Tournament, TournamentStages } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useScheduleNames } from '@/lib/tournaments/labels';
import {
  conflictIds,
  planSchedule,
  scheduleByCourt,
  tournamentKey,
  useOrgVenues,
  useSchedule,
} from './feature';
import { ScheduleConflicts } from './schedule-conflicts';
import { Panel, RefusalAlert, clockOf, timeOf, useRefusal } from './shared';

/** The structure page's schedule: plan the drawn matches on the venue's courts, then the plan by court with its conflicts. */

function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function defaultStart(tournament: Tournament): string {
  if (tournament.startsOn && new Date(`${tournament.startsOn}T09:00`) > new Date())
    return `${tournament.startsOn}T09:00`;
  const next = new Date(Date.now() + 30 * 60_000);
  next.setMinutes(Math.ceil(next.getMinutes() / 15) * 15, 0, 0);
  return toLocalInput(next);
}

function ScheduleTable({ schedule, stages }: { schedule: Schedule; stages: TournamentStages }) {
  const { t, i18n } = useTranslation();
  const names = useScheduleNames(stages.stages);
  const locale = i18n.resolvedLanguage ?? 'en';
  const conflicts = conflictIds(schedule);
  const courts = scheduleByCourt(schedule);
  return (
    <Stack gap="sm">
      {schedule.nextFreeCourt ? (
        <Text size="sm" data-testid="next-free-court">
          {t('tournamentManage.schedule.nextFree', {
            court: schedule.nextFreeCourt.court,
            when: timeOf(schedule.nextFreeCourt.at, locale),
          })}
        </Text>
      ) : null}
      <ScheduleConflicts schedule={schedule} names={names} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="schedule-table">
        {courts.map((c) => (
          <Card
            key={c.court ?? ''}
            withBorder
            radius="md"
            p={0}
            data-testid="schedule-court"
            data-court={c.court ?? ''}
          >
            <Group justify="space-between" px="sm" py={6} bg="var(--mantine-color-default-hover)">
              <Text fw={700} size="sm">
                {c.court ?? t('tournamentManage.schedule.noCourt')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('tournamentManage.schedule.matches', { count: c.items.length })}
              </Text>
            </Group>
            {c.items.map((i) => {
              const bad = conflicts.has(i.matchId);
              return (
                <Group
                  key={i.matchId}
                  gap="sm"
                  px="sm"
                  py={6}
                  wrap="nowrap"
                  style={{
                    borderTop: '1px solid var(--mantine-color-default-border)',
                    background: bad ? 'var(--mantine-color-orange-light)' : undefined,
                  }}
                  data-testid="schedule-item"
                  data-conflict={bad}
                >
                  <Text size="xs" fw={700} w={84} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                    {clockOf(i.scheduledAt, locale)}
                  </Text>
                  <Text size="xs" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {names(i).home} {t('tournamentManage.matches.vs')} {names(i).away}
                  </Text>
                  {bad ? (
                    <IconAlertTriangle
                      size={14}
                      color="var(--mantine-color-orange-filled)"
                      aria-label={t('tournamentManage.schedule.conflictMark')}
                    />
                  ) : null}
                </Group>
              );
            })}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function SchedulePanel({
  tournament,
  stages,
  drawnAny,
}: {
  tournament: Tournament;
  stages: TournamentStages;
  drawnAny: boolean;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const venues = useOrgVenues(tournament.organizationId);
  const schedule = useSchedule(tournament.id, drawnAny);
  const venue = (venues.data ?? []).find((v) => v.id === tournament.venueId) ?? null;
  const spaces = venue?.spaces ?? [];
  const ofSport = spaces.filter((s) => s.sport === tournament.sport);
  // the last plan's choices come back (this organizer's or another's) until changed here
  const lastPlan = schedule.data?.plan ?? null;
  const [startAt, setStartAt] = useState<string | null>(null);
  const [courts, setCourts] = useState<number[] | null>(null);
  const remembered = lastPlan?.playingSpaceIds.filter((id) => spaces.some((s) => s.id === id)) ?? [];
  const chosen =
    courts ?? (remembered.length ? remembered : (ofSport.length ? ofSport : spaces).map((s) => s.id));
  const start =
    startAt ??
    (lastPlan && Date.parse(lastPlan.startAt) > Date.now()
      ? toLocalInput(new Date(lastPlan.startAt))
      : defaultStart(tournament));
  const [restart, setRestart] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const plan = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await planSchedule(tournament.id, {
        startAt: new Date(start).toISOString(),
        playingSpaceIds: chosen,
        restart,
      });
      queryClient.setQueryData([...tournamentKey(tournament.id), 'schedule'], result);
      void queryClient.invalidateQueries({ queryKey: tournamentKey(tournament.id) });
      notify.success(t('tournamentManage.schedule.planned'));
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      title={t('tournamentManage.schedule.title')}
      icon={<IconCalendarTime size={18} aria-hidden="true" />}
      testId="schedule-panel"
    >
      {!drawnAny ? (
        <Text size="sm" c="dimmed">
          {t('tournamentManage.schedule.afterDraw')}
        </Text>
      ) : !venue ? (
        <Text size="sm" c="dimmed" data-testid="schedule-no-venue">
          {t('tournamentManage.schedule.noVenue')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={t('tournamentManage.schedule.startAt')}
              value={start}
              onChange={(e) => setStartAt(e.currentTarget.value)}
              data-testid="schedule-start"
            />
            <Stack gap={4} justify="flex-end">
              <Switch
                label={t('tournamentManage.schedule.restart')}
                description={t('tournamentManage.schedule.restartHint')}
                checked={restart}
                onChange={(e) => setRestart(e.currentTarget.checked)}
                data-testid="schedule-restart"
              />
            </Stack>
          </SimpleGrid>
          <Checkbox.Group
            label={t('tournamentManage.schedule.courts', { venue: venue.name })}
            value={chosen.map(String)}
            onChange={(values) => setCourts(values.map(Number))}
          >
            <Group gap="md" mt={6}>
              {spaces.map((s) => (
                <Checkbox
                  key={s.id}
                  value={String(s.id)}
                  label={s.name}
                  data-testid="schedule-court-pick"
                  data-court={s.name}
                />
              ))}
            </Group>
          </Checkbox.Group>
          {lastPlan ? (
            <Text size="xs" c="dimmed" data-testid="schedule-remembered">
              {t('tournamentManage.schedule.remembered')}
            </Text>
          ) : null}
          <RefusalAlert message={error} testId="schedule-error" />
          <Group justify="flex-end">
            <Button
              leftSection={<IconCalendarTime size={18} aria-hidden="true" />}
              loading={busy}
              disabled={chosen.length === 0 || !start}
              onClick={() => void plan()}
              data-testid="schedule-plan"
            >
              {t('tournamentManage.schedule.plan')}
            </Button>
          </Group>
        </>
      )}
      {schedule.data && schedule.data.items.length > 0 ? (
        <ScheduleTable schedule={schedule.data} stages={stages} />
      ) : null}
    </Panel>
  );
}
