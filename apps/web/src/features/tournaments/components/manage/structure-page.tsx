import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Schedule, Tournament, TournamentStages } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconArrowsShuffle,
  IconCalendarTime,
  IconDeviceFloppy,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useScheduleNames } from '@/lib/tournaments/labels';
import {
  draw,
  planSchedule,
  saveStages,
  tournamentKey,
  useOrgVenues,
  useSchedule,
  useStages,
  DEFAULT_PRESET_OPTIONS,
  STAGE_PRESETS,
  drawStarted,
  optionsOfPreset,
  presetOf,
  stagesOf,
  type PresetOptions,
  type StagePreset,
  conflictIds,
  scheduleByCourt,
} from './feature';
import { AuditLog, DrawMatches } from './matches-panel';
import { RefusalAlert, TournamentManagePage, clockOf, timeOf, useRefusal } from './shared';

export function Panel({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="md">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function useStagesChanged(tournamentId: number) {
  const queryClient = useQueryClient();
  return (stages?: TournamentStages) => {
    if (stages) queryClient.setQueryData([...tournamentKey(tournamentId), 'stages'], stages);
    void queryClient.invalidateQueries({ queryKey: tournamentKey(tournamentId) });
  };
}

function StagesPanel({ tournament, stages }: { tournament: Tournament; stages: TournamentStages }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const changed = useStagesChanged(tournament.id);
  const stored = presetOf(stages.stages);
  const [preset, setPreset] = useState<StagePreset>(stored?.preset ?? 'groups_knockout');
  const [options, setOptions] = useState<PresetOptions>(stored?.options ?? DEFAULT_PRESET_OPTIONS);
  const [busy, setBusy] = useState<'save' | 'draw' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = drawStarted(stages.stages);
  const drawn = stages.stages.some((s) => s.drawn);
  const set = <K extends keyof PresetOptions>(key: K, value: PresetOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }));

  const save = async () => {
    setBusy('save');
    setError(null);
    try {
      const input = stagesOf(preset, options, tournament.sport, {
        groups: t('tournamentManage.structure.names.groups'),
        knockout: t('tournamentManage.structure.names.knockout'),
        single: t('tournamentManage.structure.names.single'),
        double: t('tournamentManage.structure.names.double'),
        roundRobin: t('tournamentManage.structure.names.roundRobin'),
        swiss: t('tournamentManage.structure.names.swiss'),
      });
      changed(await saveStages(tournament.id, input));
      notify.success(t('tournamentManage.structure.saved'));
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(null);
    }
  };
  const makeDraw = async () => {
    setBusy('draw');
    setError(null);
    try {
      changed(await draw(tournament.id));
      notify.success(t(drawn ? 'tournamentManage.structure.redrawn' : 'tournamentManage.structure.drawn'));
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(null);
    }
  };

  const field = (key: keyof PresetOptions) => {
    switch (key) {
      case 'groups':
      case 'qualifiersPerGroup':
      case 'rounds':
        return (
          <NumberInput
            size="md"
            key={key}
            label={t(`tournamentManage.structure.options.${key}`)}
            min={1}
            max={64}
            allowDecimal={false}
            value={options[key]}
            onChange={(value) => set(key, typeof value === 'number' ? value : 1)}
            disabled={started}
            data-testid={`stage-${key}`}
          />
        );
      case 'legs':
        return (
          <Select
            key={key}
            label={t('tournamentManage.structure.options.legs')}
            data={[
              { value: '1', label: t('tournamentManage.structure.options.legsOnce') },
              { value: '2', label: t('tournamentManage.structure.options.legsTwice') },
            ]}
            value={String(options.legs)}
            onChange={(value) => set('legs', value === '2' ? 2 : 1)}
            allowDeselect={false}
            disabled={started}
            data-testid="stage-legs"
          />
        );
      case 'thirdPlace':
        return (
          <Switch
            key={key}
            mt={{ sm: 'xl' }}
            label={t('tournamentManage.structure.options.thirdPlace')}
            checked={options.thirdPlace}
            onChange={(e) => set('thirdPlace', e.currentTarget.checked)}
            disabled={started}
            data-testid="stage-third-place"
          />
        );
      case 'grandFinal':
        return (
          <Select
            key={key}
            label={t('tournamentManage.structure.options.grandFinal')}
            data={[
              { value: 'reset', label: t('tournamentManage.structure.options.grandFinalReset') },
              { value: 'single', label: t('tournamentManage.structure.options.grandFinalSingle') },
            ]}
            value={options.grandFinal}
            onChange={(value) => set('grandFinal', value === 'single' ? 'single' : 'reset')}
            allowDeselect={false}
            disabled={started}
            data-testid="stage-grand-final"
          />
        );
    }
  };

  return (
    <Panel title={t('tournamentManage.structure.stagesTitle')} testId="stages-panel">
      {stages.stages.length > 0 ? (
        <Group gap="xs" data-testid="stages-current">
          {stages.stages.map((s) => (
            <Badge
              key={s.id}
              variant="light"
              color={s.complete ? 'teal' : s.drawn ? 'orange' : 'gray'}
              size="lg"
              radius="sm"
              tt="none"
            >
              {s.position}. {s.name} ·{' '}
              {s.complete
                ? t('tournamentManage.structure.complete')
                : s.drawn
                  ? t('tournamentManage.structure.isDrawn')
                  : t('tournamentManage.structure.notDrawn')}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tournamentManage.structure.noStages')}
        </Text>
      )}
      <Select
        label={t('tournamentManage.structure.preset')}
        data={STAGE_PRESETS.map((p) => ({ value: p, label: t(`tournamentManage.structure.presets.${p}`) }))}
        value={preset}
        onChange={(value) => value && setPreset(value as StagePreset)}
        allowDeselect={false}
        disabled={started}
        description={t(`tournamentManage.structure.presetHints.${preset}`)}
        data-testid="stage-preset"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
        {optionsOfPreset(preset).map(field)}
      </SimpleGrid>
      <RefusalAlert message={error} testId="structure-error" />
      <Group gap="sm" justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          loading={busy === 'save'}
          disabled={started}
          onClick={() => void save()}
          data-testid="stages-save"
        >
          {t('tournamentManage.structure.save')}
        </Button>
        <Button
          leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
          loading={busy === 'draw'}
          disabled={stages.stages.length === 0}
          onClick={() => void makeDraw()}
          data-testid="draw"
        >
          {drawn ? t('tournamentManage.structure.redraw') : t('tournamentManage.structure.draw')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {started ? t('tournamentManage.structure.startedHint') : t('tournamentManage.structure.drawHint')}
      </Text>
    </Panel>
  );
}

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
      {schedule.conflicts.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('tournamentManage.schedule.conflicts', { count: schedule.conflicts.length })}
          data-testid="schedule-conflicts"
        >
          <Stack gap={2}>
            {schedule.conflicts.map((c, i) => (
              <Text key={i} size="sm">
                {t(`tournamentManage.schedule.conflict.${c.kind}`, { court: c.court ?? '' })} — {c.message}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
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

function SchedulePanel({
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
  const [startAt, setStartAt] = useState(() => defaultStart(tournament));
  const [courts, setCourts] = useState<number[] | null>(null);
  const chosen = courts ?? (ofSport.length ? ofSport : spaces).map((s) => s.id);
  const [restart, setRestart] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const plan = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await planSchedule(tournament.id, {
        startAt: new Date(startAt).toISOString(),
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
              value={startAt}
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
          <RefusalAlert message={error} testId="schedule-error" />
          <Group justify="flex-end">
            <Button
              leftSection={<IconCalendarTime size={18} aria-hidden="true" />}
              loading={busy}
              disabled={chosen.length === 0 || !startAt}
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

/** /organizer/organizations/{id}/containers/{tournamentId}/structure: stages, the draw, the schedule, results, corrections. */
export function TournamentStructurePage({
  organizationId,
  tournamentId,
}: {
  organizationId: number;
  tournamentId: number;
}) {
  return (
    <TournamentManagePage organizationId={organizationId} tournamentId={tournamentId} page="structure">
      {(tournament) => <Structure tournament={tournament} />}
    </TournamentManagePage>
  );
}

function Structure({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const stages = useStages(tournament.id);
  const [view, setView] = useState<'draw' | 'audit'>('draw');
  if (stages.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!stages.data)
    return <RefusalAlert message={t('tournamentManage.structure.loadFailed')} testId="stages-error" />;
  const drawnAny = stages.data.stages.some((s) => s.drawn);
  return (
    <Stack gap="md">
      <StagesPanel
        key={stages.data.stages.map((s) => s.id).join(',')}
        tournament={tournament}
        stages={stages.data}
      />
      <SchedulePanel tournament={tournament} stages={stages.data} drawnAny={drawnAny} />
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value as 'draw' | 'audit')}
        data={[
          { value: 'draw', label: t('tournamentManage.matches.title') },
          { value: 'audit', label: t('tournamentManage.audit.title') },
        ]}
        data-testid="structure-view"
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'draw' ? (
        <DrawMatches tournament={tournament} stages={stages.data} />
      ) : (
        <AuditLog tournamentId={tournament.id} />
      )}
    </Stack>
  );
}
