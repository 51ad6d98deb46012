import {
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
import type { UseFormReturnType } from '@mantine/form';
import { ENTRY_KINDS, SPORT_IDS, type MatchSport, type Season, type Venue } from '@sportzone/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormatFields } from '@/components/ui/format-fields';
import { sportName } from './shared';
import { PRIVACIES, firstChoice, type TournamentValues } from './tournament-values';

/** The tournament form's sections (tournament-form.tsx puts them together), each a fieldset of one form. */

type Form = UseFormReturnType<TournamentValues>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Name, sport, season, who signs up, description: the sport and who signs up are fixed once drawn. */
export function AboutSection({ form, drawn, seasons }: { form: Form; drawn: boolean; seasons: Season[] }) {
  const { t } = useTranslation();
  return (
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
          onChange={(value) => {
            if (value) form.setValues({ sport: value, format: firstChoice(value) });
          }}
        />
        <Select
          label={t('tournamentManage.form.season')}
          placeholder={t('tournamentManage.form.noSeason')}
          data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
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
  );
}

/**
 * The scoring format the draw's matches play (a stage may have its own, on the structure page): fixed
 * once a match has been played (decision 062).
 */
export function FormatSection({ form, locked }: { form: Form; locked: boolean }) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
    <Section title={t('tournamentManage.form.formatSection')}>
      <FormatFields
        sport={v.sport as MatchSport}
        value={v.format}
        onChange={(choice) => choice && form.setFieldValue('format', choice)}
        disabled={locked}
        description={t(locked ? 'tournamentManage.form.formatLocked' : 'tournamentManage.form.formatHint')}
        testId="tournament"
      />
    </Section>
  );
}

/** Venue, dates, a match's length and rest, the order of play. */
export function WhenSection({ form, venues }: { form: Form; venues: Venue[] }) {
  const { t } = useTranslation();
  const v = form.getValues();
  const venueList = venues;
  return (
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
  );
}

/** Caps, spots and who may sign themselves up. */
export function SignupSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Who sees it and whether sign-ups are open (until the results move it). */
export function AccessSection({ form, started }: { form: Form; started: boolean }) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
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
  );
}
