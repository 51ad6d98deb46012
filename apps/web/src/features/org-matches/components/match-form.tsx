import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Match, MatchSport, Venue } from '@sportzone/contracts';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { createMatch, updateMatch } from '../api/matches';
import { useOrgPlayers, useOrgTeams, useOrgVenues } from '../api/sources';
import { CourtLiveNotice } from './court-live-notice';
import {
  initialValues,
  matchPayload,
  pickKind,
  pickables,
  serverErrors,
  validateMatch,
  type FormMode,
  type Values,
} from '../lib/match-form';
import { MAX_YEAR, MIN_YEAR } from '../lib/when';
import {
  AccessSection,
  PlaceFields,
  RulesSection,
  ScorersField,
  Section,
  SidesSection,
} from './match-form-fields';

/**
 * A match's form: "New match" (the whole of it), "Edit" (the rules only until the first point) and
 * "Reschedule" (time and place). An organization's match is played by its players, formations or teams
 * (or typed names) at its venues; a casual match of one's own has typed names and a typed place.
 * Checks what the server checks, beside each field; a field the server refuses is said there, not in a toast.
 */
export function MatchForm({
  organizationId,
  match,
  mode = 'full',
  defaultSport = 'tennis',
  onSaved,
  onCancel,
}: {
  organizationId: number | null;
  match: Match | null;
  mode?: FormMode;
  defaultSport?: MatchSport;
  onSaved: (match: Match) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const started = (match?.seq ?? 0) > 0;
  const players = useOrgPlayers(organizationId);
  const formations = useOrgTeams(organizationId, 'formation');
  const teams = useOrgTeams(organizationId, 'team');
  const venues = useOrgVenues(organizationId);

  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(match, organizationId, defaultSport),
    validate: (values) => validateMatch(values, { mode, started, options, t }),
  });
  const v = form.getValues();
  const kind = pickKind(v.sport, v.doubles);
  const options = useMemo(
    () => pickables(kind, v.sport, players.data ?? [], formations.data ?? [], teams.data ?? []),
    [kind, v.sport, players.data, formations.data, teams.data],
  );
  const venueList: Venue[] = venues.data ?? [];
  const clubPlaces = organizationId !== null && venueList.length > 0;

  usePlaceOfMatch(form, venues.data, match);
  const venue = venueList.find((x) => String(x.id) === v.venueId) ?? null;

  const place = (): { venue: string | null; court: string | null } =>
    clubPlaces
      ? { venue: venue?.name ?? null, court: venue ? v.space : null }
      : { venue: v.venue.trim() || null, court: v.court.trim() || null };

  const submit = form.onSubmit(async () => {
    setFormError(null);
    setSaving(true);
    try {
      const sides = { options, kind, place: place() };
      const payload = matchPayload(v, { mode, match, started, organizationId, ...sides });
      const saved =
        payload.id !== null
          ? await updateMatch(payload.id, payload.update)
          : await createMatch(payload.input);
      notify.success(
        mode === 'reschedule'
          ? t('orgMatches.form.rescheduled')
          : match
            ? t('orgMatches.form.saved')
            : t('orgMatches.form.created', { home: saved.home.name, away: saved.away.name }),
      );
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 409) {
        setFormError(t('orgMatches.form.startedConflict'));
        return;
      }
      if (error.status !== 400) return;
      const mapped = serverErrors(error.fields, clubPlaces);
      form.setErrors(mapped);
      if (Object.keys(mapped).length === 0) setFormError(t('orgMatches.form.refused'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="match-form" data-mode={mode}>
      <Stack gap="lg">
        {mode === 'full' ? (
          <>
            <RulesSection form={form} started={started} />
            <SidesSection
              form={form}
              started={started}
              choices={{
                kind,
                options,
                loading: players.isFetching || formations.isFetching || teams.isFetching,
                loaded: !players.isPending,
                canPick: organizationId !== null,
              }}
            />
          </>
        ) : null}

        <Section title={t('orgMatches.form.whenSection')}>
          <TextInput
            type="datetime-local"
            label={t('orgMatches.form.when')}
            description={t('orgMatches.form.whenHint')}
            min={`${MIN_YEAR}-01-01T00:00`}
            max={`${MAX_YEAR}-12-31T23:59`}
            withAsterisk={mode === 'reschedule'}
            data-testid="match-when"
            {...form.getInputProps('scheduledAt')}
          />
          <PlaceFields form={form} venues={clubPlaces ? venueList : null} venue={venue} />
          {organizationId !== null && clubPlaces ? (
            <CourtLiveNotice organizationId={organizationId} {...place()} editedId={match?.id ?? null} />
          ) : null}
          {organizationId !== null && !clubPlaces && !venues.isPending ? (
            <Text size="xs" c="dimmed">
              {t('orgMatches.form.noVenues')}
            </Text>
          ) : null}
        </Section>

        {mode === 'full' ? (
          <AccessSection
            form={form}
            scorers={
              organizationId !== null ? <ScorersField form={form} organizationId={organizationId} /> : null
            }
          />
        ) : null}

        <FormFooter error={formError} saving={saving} onCancel={onCancel}>
          {mode === 'reschedule'
            ? t('orgMatches.form.saveTime')
            : match
              ? t('orgMatches.form.save')
              : t('orgMatches.form.create')}
        </FormFooter>
      </Stack>
    </form>
  );
}

/** The venue and playing space of an edited match (or a new match's only venue), once the venues are known. */
function usePlaceOfMatch(form: UseFormReturnType<Values>, venues: Venue[] | undefined, match: Match | null) {
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !venues) return;
    placed.current = true;
    const found = venues.find((x) => x.name === match?.venue);
    if (found) {
      form.setFieldValue('venueId', String(found.id));
      if (match?.court && found.spaces.some((s) => s.name === match.court))
        form.setFieldValue('space', match.court);
    } else if (!match && venues.length === 1) {
      form.setFieldValue('venueId', String(venues[0]!.id));
    }
  }, [venues, match, form]);
}

/** What the server refused that is no one field's, then Cancel and the save button (`children`: its label). */
function FormFooter({
  error,
  saving,
  onCancel,
  children,
}: {
  error: string | null;
  saving: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="match-form-error"
        >
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('orgMatches.form.cancel')}
        </Button>
        <Button
          type="submit"
          loading={saving}
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          data-testid="match-save"
        >
          {children}
        </Button>
      </Group>
    </>
  );
}
