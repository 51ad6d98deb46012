import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MatchSport, Tournament } from '@sportzone/contracts';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { choiceOf, type FormatChoice } from '@/lib/matches/formats';
import { notify } from '@/lib/notify';
import { createTournament, updateTournament, useOrgSeasons, useOrgVenues } from './feature';
import { useRefusal } from './shared';
import {
  AboutSection,
  AccessSection,
  FormatSection,
  SignupSection,
  WhenSection,
} from './tournament-form-sections';
import { initialValues, numOrNull, tournamentInputOf, type TournamentValues } from './tournament-values';

const sameChoice = (a: FormatChoice, b: FormatChoice) =>
  a.preset === b.preset && a.doubles === b.doubles && a.noAd === b.noAd;

/**
 * A tournament's form: "New tournament" (the whole of it) and its properties. Checks what the server
 * checks beside each field; a field the server refuses (400) is said there, not in a toast.
 */
export function TournamentForm({
  organizationId,
  tournament,
  onSaved,
  onCancel,
}: {
  organizationId: number;
  tournament: Tournament | null;
  onSaved: (tournament: Tournament) => void;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const seasons = useOrgSeasons(organizationId);
  const venues = useOrgVenues(organizationId);
  const drawn = tournament?.drawn ?? false;
  const started = tournament?.status === 'active' || tournament?.status === 'finished';
  const form = useForm<TournamentValues>({
    mode: 'controlled',
    initialValues: initialValues(tournament),
    validate: (v) => {
      const errors: Partial<Record<keyof TournamentValues, string>> = {};
      if (!v.name.trim()) errors.name = t('tournamentManage.form.required');
      if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
        errors.endsOn = t('tournamentManage.form.endsBeforeStart');
      const max = numOrNull(v.maxRegistrations);
      const spots = numOrNull(v.spots);
      if (max !== null && max < 2) errors.maxRegistrations = t('tournamentManage.form.atLeastTwo');
      if (spots !== null && spots < 2) errors.spots = t('tournamentManage.form.atLeastTwo');
      if (max !== null && spots !== null && spots > max)
        errors.spots = t('tournamentManage.form.spotsOverMax');
      if (v.durationInMinutes === '' || Number(v.durationInMinutes) < 1)
        errors.durationInMinutes = t('tournamentManage.form.required');
      return errors;
    },
  });
  const v = form.getValues();

  const submit = form.onSubmit(async () => {
    setFormError(null);
    setSaving(true);
    try {
      const input = tournamentInputOf(v);
      let saved: Tournament;
      if (tournament) {
        const { status, format, ...rest } = input;
        // the format only when changed: a format set through the API that no preset makes stays as it is
        const formatChanged =
          v.sport !== tournament.sport ||
          !sameChoice(v.format, choiceOf(tournament.sport as MatchSport, tournament.format));
        const update = {
          ...rest,
          ...(formatChanged ? { format } : {}),
          ...(started ? {} : { status }),
          ...(drawn ? { sport: undefined, entryKind: undefined } : {}),
        };
        saved = await updateTournament(tournament.id, update);
        notify.success(t('tournamentManage.form.saved'));
      } else {
        saved = await createTournament(organizationId, input);
        notify.success(t('tournamentManage.form.created', { name: saved.name }));
      }
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 400 || Object.keys(error.fields).length > 0) {
        const names = Object.keys(v);
        const mapped = Object.fromEntries(
          Object.entries(error.fields)
            .map(([field, message]) => [field.split('.')[0]!, message] as const)
            .filter(([field]) => names.includes(field)),
        );
        form.setErrors(mapped);
        if (Object.keys(mapped).length === 0) setFormError(error.message);
        return;
      }
      setFormError(refusal(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="tournament-form">
      <Stack gap="lg">
        <AboutSection form={form} drawn={drawn} seasons={seasons.data ?? []} />
        <FormatSection form={form} locked={started} />
        <WhenSection form={form} venues={venues.data ?? []} />
        <SignupSection form={form} />
        <AccessSection form={form} started={started} />

        {formError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="tournament-form-error"
          >
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('tournamentManage.form.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="tournament-save"
          >
            {tournament ? t('tournamentManage.form.save') : t('tournamentManage.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
