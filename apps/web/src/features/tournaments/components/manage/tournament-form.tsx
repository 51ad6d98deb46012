import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ENTRY_KINDS,
  SPORT_IDS,
  type EntryKind,
  type Tournament,
  type TournamentInput,
  type TournamentStatus,
} from '@sportzone/contracts';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { createTournament, updateTournament, useOrgSeasons, useOrgVenues } from './feature';
import { sportName, useRefusal } from './shared';

type Privacy = Tournament['privacy'];
const PRIVACIES: Privacy[] = ['public', 'unlisted', 'private'];

export interface TournamentValues {
  name: string;
  description: string;
  sport: string;
  entryKind: EntryKind;
  seasonId: string | null;
  venueId: string | null;
  startsOn: string;
  endsOn: string;
  ordering: 'chronological' | 'ranking';
  durationInMinutes: number | string;
  restInMinutes: number | string;
  maxRegistrations: number | string;
  spots: number | string;
  selfSignup: boolean;
  /** anyone signed in signs up, and gets a player of the organization (decision 055) */
  anyoneSignsUp: boolean;
  privacy: Privacy;
  status: TournamentStatus;
}

function initialValues(t: Tournament | null): TournamentValues {
  return {
    name: t?.name ?? '',
    description: t?.description ?? '',
    sport: t?.sport ?? 'badminton',
    entryKind: t?.entryKind ?? 'player',
    seasonId: t?.seasonId ? String(t.seasonId) : null,
    venueId: t?.venueId ? String(t.venueId) : null,
    startsOn: t?.startsOn ?? '',
    endsOn: t?.endsOn ?? '',
    ordering: t?.ordering ?? 'chronological',
    durationInMinutes: t?.durationInMinutes ?? 30,
    restInMinutes: t?.restInMinutes ?? 15,
    maxRegistrations: t?.maxRegistrations ?? '',
    spots: t?.spots ?? '',
    // a new tournament lets the club’s players sign themselves up once sign-ups open
    selfSignup: t?.selfSignup ?? true,
    anyoneSignsUp: t?.signupPolicy === 'anyone',
    privacy: t?.privacy ?? 'public',
    status: t?.status ?? 'upcoming',
  };
}

const numOrNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

/** The form's values as the server's input. */
export function tournamentInputOf(v: TournamentValues): TournamentInput {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    sport: v.sport as TournamentInput['sport'],
    entryKind: v.entryKind,
    seasonId: v.seasonId ? Number(v.seasonId) : null,
    venueId: v.venueId ? Number(v.venueId) : null,
    startsOn: v.startsOn || null,
    endsOn: v.endsOn || null,
    ordering: v.ordering,
    durationInMinutes: Number(v.durationInMinutes) || 30,
    restInMinutes: Number(v.restInMinutes) || 0,
    maxRegistrations: numOrNull(v.maxRegistrations),
    spots: numOrNull(v.spots),
    selfSignup: v.selfSignup,
    signupPolicy: v.anyoneSignsUp && v.entryKind === 'player' ? 'anyone' : 'players',
    privacy: v.privacy,
    status: v.status,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

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
        const { status, ...rest } = input;
        const update = {
          ...rest,
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

  const venueList = venues.data ?? [];
  return (
    <form onSubmit={submit} noValidate data-testid="tournament-form">
      <Stack gap="lg">
        <Section title={t('tournamentManage.form.aboutSection')}>
          <TextInput
            label={t('tournamentManage.form.name')}
            placeholder={t('tournamentManage.form.namePlaceholder')}
            withAsterisk
            maxLength={200}
            data-testid="tournament-name"
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('tournamentManage.form.sport')}
              data={SPORT_IDS.map((s) => ({ value: s, label: sportName(t, s) }))}
              allowDeselect={false}
              disabled={drawn}
              comboboxProps={{ zIndex: 400 }}
              data-testid="tournament-sport"
              {...form.getInputProps('sport')}
            />
            <Select
              label={t('tournamentManage.form.season')}
              placeholder={t('tournamentManage.form.noSeason')}
              data={(seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              clearable
              comboboxProps={{ zIndex: 400 }}
              data-testid="tournament-season"
              {...form.getInputProps('seasonId')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Input.Label>{t('tournamentManage.form.entryKind')}</Input.Label>
            <SegmentedControl
              fullWidth
              disabled={drawn}
              data={ENTRY_KINDS.map((k) => ({ value: k, label: t(`tournamentManage.entryKind.${k}`) }))}
              data-testid="tournament-entry-kind"
              {...form.getInputProps('entryKind')}
            />
            {form.errors.entryKind ? (
              <Text size="xs" c="red">
                {form.errors.entryKind}
              </Text>
            ) : null}
          </Stack>
          <Textarea
            label={t('tournamentManage.form.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={4000}
            data-testid="tournament-description"
            {...form.getInputProps('description')}
          />
        </Section>

        <Section title={t('tournamentManage.form.whenSection')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('tournamentManage.form.venue')}
              placeholder={
                venueList.length ? t('tournamentManage.form.noVenue') : t('tournamentManage.form.noVenues')
              }
              data={venueList.map((x) => ({ value: String(x.id), label: x.name }))}
              clearable
              comboboxProps={{ zIndex: 400 }}
              data-testid="tournament-venue"
              {...form.getInputProps('venueId')}
            />
            <TextInput
              type="date"
              label={t('tournamentManage.form.startsOn')}
              min="2000-01-01"
              max="2100-12-31"
              data-testid="tournament-starts"
              {...form.getInputProps('startsOn')}
            />
            <TextInput
              type="date"
              label={t('tournamentManage.form.endsOn')}
              min={v.startsOn || '2000-01-01'}
              max="2100-12-31"
              data-testid="tournament-ends"
              {...form.getInputProps('endsOn')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 2 }} spacing="md">
            <NumberInput
              size="md"
              label={t('tournamentManage.form.duration')}
              description={t('tournamentManage.form.minutes')}
              min={1}
              max={1440}
              allowDecimal={false}
              data-testid="tournament-duration"
              {...form.getInputProps('durationInMinutes')}
            />
            <NumberInput
              size="md"
              label={t('tournamentManage.form.rest')}
              description={t('tournamentManage.form.minutes')}
              min={0}
              max={1440}
              allowDecimal={false}
              data-testid="tournament-rest"
              {...form.getInputProps('restInMinutes')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Input.Label>{t('tournamentManage.form.ordering')}</Input.Label>
            <SegmentedControl
              fullWidth
              data={(['chronological', 'ranking'] as const).map((o) => ({
                value: o,
                label: t(`tournamentManage.ordering.${o}`),
              }))}
              data-testid="tournament-ordering"
              {...form.getInputProps('ordering')}
            />
            <Text size="xs" c="dimmed">
              {t(`tournamentManage.ordering.${v.ordering}Hint`)}
            </Text>
          </Stack>
        </Section>

        <Section title={t('tournamentManage.form.signupSection')}>
          <SimpleGrid cols={{ base: 2, sm: 2 }} spacing="md">
            <NumberInput
              size="md"
              label={t('tournamentManage.form.maxRegistrations')}
              description={t('tournamentManage.form.maxRegistrationsHint')}
              placeholder={t('tournamentManage.form.noLimit')}
              min={2}
              max={1024}
              allowDecimal={false}
              data-testid="tournament-max"
              {...form.getInputProps('maxRegistrations')}
            />
            <NumberInput
              size="md"
              label={t('tournamentManage.form.spots')}
              description={t('tournamentManage.form.spotsHint')}
              placeholder={t('tournamentManage.form.noLimit')}
              min={2}
              max={1024}
              allowDecimal={false}
              data-testid="tournament-spots"
              {...form.getInputProps('spots')}
            />
          </SimpleGrid>
          <Switch
            label={t('tournamentManage.form.selfSignup')}
            description={t('tournamentManage.form.selfSignupHint')}
            data-testid="tournament-self-signup"
            {...form.getInputProps('selfSignup', { type: 'checkbox' })}
          />
          {form.values.selfSignup && form.values.entryKind === 'player' ? (
            <Switch
              label={t('tournamentManage.form.anyoneSignsUp')}
              description={t('tournamentManage.form.anyoneSignsUpHint')}
              data-testid="tournament-anyone-signs-up"
              {...form.getInputProps('anyoneSignsUp', { type: 'checkbox' })}
            />
          ) : null}
        </Section>

        <Section title={t('tournamentManage.form.accessSection')}>
          <Stack gap={6}>
            <Input.Label>{t('tournamentManage.form.privacy')}</Input.Label>
            <SegmentedControl
              fullWidth
              data={PRIVACIES.map((p) => ({ value: p, label: t(`tournamentManage.privacy.${p}`) }))}
              data-testid="tournament-privacy"
              {...form.getInputProps('privacy')}
            />
            <Text size="xs" c="dimmed">
              {t(`tournamentManage.privacy.${v.privacy}Hint`)}
            </Text>
          </Stack>
          {started ? null : (
            <Stack gap={6}>
              <Input.Label>{t('tournamentManage.form.status')}</Input.Label>
              <SegmentedControl
                fullWidth
                data={(['upcoming', 'open'] as const).map((s) => ({
                  value: s,
                  label: t(`tournamentManage.status.${s}`),
                }))}
                data-testid="tournament-status-field"
                {...form.getInputProps('status')}
              />
              <Text size="xs" c="dimmed">
                {t('tournamentManage.form.statusHint')}
              </Text>
            </Stack>
          )}
        </Section>

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
