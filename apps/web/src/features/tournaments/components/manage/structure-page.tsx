import {
  Badge,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { MatchSport, Tournament, TournamentStages } from '@sportzone/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowsShuffle, IconDeviceFloppy } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormatFields, formatText } from '@/components/ui/format-fields';
import { choiceOf, formatOf, type FormatChoice } from '@/lib/matches/formats';
import { notify } from '@/lib/notify';
import { stageLabel } from '@/lib/tournaments/labels';
import {
  draw,
  saveStages,
  tournamentKey,
  useStages,
  DEFAULT_PRESET_OPTIONS,
  STAGE_PRESETS,
  drawStarted,
  optionsOfPreset,
  presetOf,
  stagesOf,
  type PresetOptions,
  type StagePreset,
} from './feature';
import { DrawDialog } from './draw-dialog';
import { AuditLog, DrawMatches } from './matches-panel';
import { SchedulePanel } from './schedule-panel';
import { Panel, RefusalAlert, TournamentManagePage, useRefusal } from './shared';

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
  const [confirming, setConfirming] = useState(false);
  const started = drawStarted(stages.stages);
  const drawn = stages.stages.some((s) => s.drawn);
  const set = <K extends keyof PresetOptions>(key: K, value: PresetOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }));
  const sport = tournament.sport as MatchSport;
  // a stage's own scoring format (null: the tournament's), by the stage's place
  const [formats, setFormats] = useState<(FormatChoice | null)[]>(() =>
    stages.stages.map((s) => (s.format ? choiceOf(sport, s.format) : null)),
  );
  // the names the system gives: every reader sees them in their own language (stageLabel)
  const planned = stagesOf(preset, options, tournament.sport, {
    groups: t('tournamentLabels.stageNames.groups'),
    knockout: t('tournamentLabels.stageNames.knockout'),
    single: t('tournamentLabels.stageNames.knockout'),
    double: t('tournamentLabels.stageNames.doubleElimination'),
    roundRobin: t('tournamentLabels.stageNames.roundRobin'),
    swiss: t('tournamentLabels.stageNames.swiss'),
  });

  const save = async () => {
    setBusy('save');
    setError(null);
    try {
      const input = {
        stages: planned.stages.map((s, i) => {
          const own = formats[i];
          return { ...s, format: own ? formatOf(sport, own) : null };
        }),
      };
      changed(await saveStages(tournament.id, input));
      notify.success(t('tournamentManage.structure.saved'));
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(null);
    }
  };
  const makeDraw = async () => {
    setConfirming(false);
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
              {s.position}. {stageLabel(t, s.name)} ·{' '}
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
        {optionsOfPreset(preset).map((key) => (
          <OptionField key={key} name={key} options={options} set={set} disabled={started} />
        ))}
      </SimpleGrid>
      <StageFormats
        tournament={tournament}
        names={planned.stages.map((x) => x.name)}
        formats={formats}
        setFormats={setFormats}
        disabled={started}
      />
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
          onClick={() => setConfirming(true)}
          data-testid="draw"
        >
          {drawn ? t('tournamentManage.structure.redraw') : t('tournamentManage.structure.draw')}
        </Button>
      </Group>
      <DrawDialog
        opened={confirming}
        tournament={tournament}
        stages={stages}
        redraw={drawn}
        busy={busy === 'draw'}
        onClose={() => setConfirming(false)}
        onConfirm={() => void makeDraw()}
      />
      <Text size="xs" c="dimmed">
        {started ? t('tournamentManage.structure.startedHint') : t('tournamentManage.structure.drawHint')}
      </Text>
    </Panel>
  );
}

/** Each stage's scoring format: the tournament's, or one of its own (decision 062). */
function StageFormats({
  tournament,
  names,
  formats,
  setFormats,
  disabled,
}: {
  tournament: Tournament;
  names: string[];
  formats: (FormatChoice | null)[];
  setFormats: (update: (all: (FormatChoice | null)[]) => (FormatChoice | null)[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const sport = tournament.sport as MatchSport;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {names.map((name, i) => (
        <FormatFields
          key={i}
          sport={sport}
          label={t('tournamentManage.structure.stageFormat', { stage: stageLabel(t, name) })}
          inheritLabel={t('tournamentManage.structure.asTournament', {
            format: formatText(t, sport, tournament.format),
          })}
          value={formats[i] ?? null}
          onChange={(choice) =>
            setFormats((all) => names.map((_, j) => (j === i ? choice : (all[j] ?? null))))
          }
          disabled={disabled}
          testId={`stage-${i + 1}`}
        />
      ))}
    </SimpleGrid>
  );
}

/** One option of the chosen preset: groups, qualifiers, rounds, legs, third place or grand final. */
function OptionField({
  name: key,
  options,
  set,
  disabled,
}: {
  name: keyof PresetOptions;
  options: PresetOptions;
  set: <K extends keyof PresetOptions>(key: K, value: PresetOptions[K]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  switch (key) {
    case 'groups':
    case 'qualifiersPerGroup':
    case 'rounds':
      return (
        <NumberInput
          size="md"
          label={t(`tournamentManage.structure.options.${key}`)}
          min={1}
          max={64}
          allowDecimal={false}
          value={options[key]}
          onChange={(value) => set(key, typeof value === 'number' ? value : 1)}
          disabled={disabled}
          data-testid={`stage-${key}`}
        />
      );
    case 'legs':
      return (
        <Select
          label={t('tournamentManage.structure.options.legs')}
          data={[
            { value: '1', label: t('tournamentManage.structure.options.legsOnce') },
            { value: '2', label: t('tournamentManage.structure.options.legsTwice') },
          ]}
          value={String(options.legs)}
          onChange={(value) => set('legs', value === '2' ? 2 : 1)}
          allowDeselect={false}
          disabled={disabled}
          data-testid="stage-legs"
        />
      );
    case 'thirdPlace':
      return (
        <Switch
          mt={{ sm: 'xl' }}
          label={t('tournamentManage.structure.options.thirdPlace')}
          checked={options.thirdPlace}
          onChange={(e) => set('thirdPlace', e.currentTarget.checked)}
          disabled={disabled}
          data-testid="stage-third-place"
        />
      );
    case 'grandFinal':
      return (
        <Select
          label={t('tournamentManage.structure.options.grandFinal')}
          data={[
            { value: 'reset', label: t('tournamentManage.structure.options.grandFinalReset') },
            { value: 'single', label: t('tournamentManage.structure.options.grandFinalSingle') },
          ]}
          value={options.grandFinal}
          onChange={(value) => set('grandFinal', value === 'single' ? 'single' : 'reset')}
          allowDeselect={false}
          disabled={disabled}
          data-testid="stage-grand-final"
        />
      );
  }
  return null;
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
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  if (stages.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!stages.data)
    return <RefusalAlert message={t('tournamentManage.structure.loadFailed')} testId="stages-error" />;
  const drawnAny = stages.data.stages.some((s) => s.drawn);
  // on a phone, once play has started (the format locked), the matches with Score and Result come first
  const matchesFirst = phone && drawStarted(stages.data.stages);
  const format = (
    <StagesPanel
      key={`format-${stages.data.stages.map((s) => s.id).join(',')}`}
      tournament={tournament}
      stages={stages.data}
    />
  );
  const schedule = (
    <SchedulePanel key="schedule" tournament={tournament} stages={stages.data} drawnAny={drawnAny} />
  );
  const matches = (
    <Fragment key="matches">
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
    </Fragment>
  );
  // keyed, so that turning a tablet moves the parts instead of remounting them (an open dialog stays)
  return (
    <Stack gap="md" data-testid="structure" data-matches-first={matchesFirst || undefined}>
      {matchesFirst ? [matches, schedule, format] : [format, schedule, matches]}
    </Stack>
  );
}
