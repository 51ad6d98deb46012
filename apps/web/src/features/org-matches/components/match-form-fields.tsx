import {
  Alert,
  Anchor,
  Input,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MATCH_SPORTS,
  spaceKindOf,
  type MatchPrivacy,
  type MatchSport,
  type Venue,
} from '@sportzone/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOrganizationUsers } from '@/lib/organizations';
import { fullName } from '@/lib/people';
import { FormatFields } from '@/components/ui/format-fields';
import { FORMAT_PRESETS } from '@/lib/matches/formats';
import {
  NAME_MAX,
  PLACE_MAX,
  sideNameOf,
  type Pickable,
  type PickKind,
  type SideKey,
  type Values,
} from '../lib/match-form';

/** The match form's sections (match-form.tsx puts them together): each draws its fields of one form. */

type Form = UseFormReturnType<Values>;

const PRIVACIES: MatchPrivacy[] = ['public', 'unlisted', 'private'];

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Sport, format, doubles and no-ad: fixed once the first point is scored (`started`). */
export function RulesSection({ form, started }: { form: Form; started: boolean }) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
    <Section title={t('orgMatches.form.sportSection')}>
      <Select
        label={t('orgMatches.form.sport')}
        data={MATCH_SPORTS.map((s) => ({
          value: s,
          label: s === 'rally' ? t('orgMatches.form.rally') : t(`sports.${s}`),
        }))}
        allowDeselect={false}
        disabled={started}
        comboboxProps={{ zIndex: 400 }}
        data-testid="match-sport"
        {...form.getInputProps('sport')}
        onChange={(value) => {
          if (!value) return;
          const sport = value as MatchSport;
          form.setValues({
            sport,
            preset: FORMAT_PRESETS[sport][0]!.id,
            homePick: null,
            awayPick: null,
            space: null,
          });
        }}
      />
      <FormatFields
        sport={v.sport}
        value={{ preset: v.preset, doubles: v.doubles, noAd: v.noAd }}
        onChange={(choice) => {
          if (!choice) return;
          // doubles or singles: the sides are picked again (a formation or a player)
          const repick = choice.doubles !== v.doubles ? { homePick: null, awayPick: null } : {};
          form.setValues({ ...choice, ...repick });
        }}
        disabled={started}
        testId="match"
      />
      {started ? (
        <Text size="xs" c="dimmed">
          {t('orgMatches.form.rulesLocked')}
        </Text>
      ) : null}
    </Section>
  );
}

interface SideChoices {
  /** what the organization's sides are picked from, and the picks */
  kind: PickKind;
  options: Pickable[];
  /** the organization's players, formations or teams are still loading */
  loading: boolean;
  /** players have loaded (the hint about too few sides waits for them) */
  loaded: boolean;
  /** an organization's match may pick its sides; a casual one types them */
  canPick: boolean;
}

/** Home and away (picked from the organization or typed) and who serves or breaks off first. */
export function SidesSection({
  form,
  started,
  choices,
}: {
  form: Form;
  started: boolean;
  choices: SideChoices;
}) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
    <Section title={t('orgMatches.form.sidesSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SideField form={form} side="home" choices={choices} />
        <SideField form={form} side="away" choices={choices} />
      </SimpleGrid>
      {(v.homeSource === 'club' || v.awaySource === 'club') &&
      choices.loaded &&
      choices.options.length < 2 ? (
        <Alert variant="light" color="yellow" data-testid="match-few-sides">
          {t(`orgMatches.form.few.${choices.kind}`)}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Input.Label>{t('orgMatches.form.firstServer')}</Input.Label>
        <SegmentedControl
          fullWidth
          disabled={started}
          data={(['home', 'away'] as const).map((side) => ({
            value: side,
            label: sideNameOf(v, side, choices.options) || t(`orgMatches.form.${side}`),
          }))}
          data-testid="match-first-server"
          {...form.getInputProps('firstServer')}
        />
        <Text size="xs" c="dimmed">
          {t(v.sport === 'snooker' ? 'orgMatches.form.breaksOff' : 'orgMatches.form.firstServerHint')}
        </Text>
      </Stack>
    </Section>
  );
}

function SideField({ form, side, choices }: { form: Form; side: SideKey; choices: SideChoices }) {
  const { t } = useTranslation();
  const v = form.getValues();
  const { kind, options } = choices;
  const control =
    v[`${side}Source`] === 'club' ? (
      <Select
        label={t(`orgMatches.form.${side}`)}
        description={t(`orgMatches.form.kind.${kind}`)}
        placeholder={t('orgMatches.form.pickPlaceholder')}
        data={options.map(({ value, label }) => ({ value, label }))}
        searchable
        clearable
        withAsterisk
        nothingFoundMessage={choices.loading ? t('common.loading') : t(`orgMatches.form.noneOfKind.${kind}`)}
        comboboxProps={{ zIndex: 400 }}
        data-testid={`match-${side}-pick`}
        {...form.getInputProps(`${side}Pick`)}
      />
    ) : (
      <TextInput
        label={t(`orgMatches.form.${side}`)}
        description={t('orgMatches.form.typedHint')}
        placeholder={t(`orgMatches.form.${side}Placeholder`)}
        maxLength={NAME_MAX}
        withAsterisk
        data-testid={`match-${side}-name`}
        {...form.getInputProps(`${side}Name`)}
      />
    );
  return (
    <Stack gap={0} align="flex-start" style={{ minWidth: 0 }}>
      <div style={{ width: '100%' }}>{control}</div>
      {choices.canPick ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          mt={4}
          onClick={() =>
            form.setFieldValue(`${side}Source`, v[`${side}Source`] === 'club' ? 'typed' : 'club')
          }
          data-testid={`match-${side}-source`}
        >
          {v[`${side}Source`] === 'club'
            ? t('orgMatches.form.typeInstead')
            : t('orgMatches.form.pickInstead')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The place: the organization's venue and playing space when it has venues, else typed. */
export function PlaceFields({
  form,
  venues,
  venue,
}: {
  form: Form;
  venues: Venue[] | null;
  venue: Venue | null;
}) {
  const { t } = useTranslation();
  const v = form.getValues();
  if (!venues) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('orgMatches.form.venue')}
          placeholder={t('orgMatches.form.venueTyped')}
          maxLength={PLACE_MAX.venue}
          data-testid="match-venue-name"
          {...form.getInputProps('venue')}
        />
        <TextInput
          label={t(`orgMatches.form.spaceKind.${spaceKindOf(v.sport)}`)}
          placeholder={t('orgMatches.form.spaceTyped')}
          maxLength={PLACE_MAX.court}
          data-testid="match-court-name"
          {...form.getInputProps('court')}
        />
      </SimpleGrid>
    );
  }
  const spacesOfSport = venue?.spaces.filter((s) => s.sport === v.sport) ?? [];
  const spaces = spacesOfSport.length > 0 ? spacesOfSport : (venue?.spaces ?? []);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('orgMatches.form.venue')}
        placeholder={t('orgMatches.form.venuePlaceholder')}
        data={venues.map((x) => ({ value: String(x.id), label: x.name }))}
        clearable
        // picking the chosen venue again keeps it (Mantine deselects by default): the clear button clears
        allowDeselect={false}
        comboboxProps={{ zIndex: 400 }}
        data-testid="match-venue"
        {...form.getInputProps('venueId')}
        onChange={(value) => {
          if (value === v.venueId) return;
          form.setFieldValue('venueId', value);
          form.setFieldValue('space', null);
        }}
      />
      <Select
        label={t(`orgMatches.form.spaceKind.${spaceKindOf(v.sport)}`)}
        placeholder={venue ? t('orgMatches.form.spacePlaceholder') : t('orgMatches.form.spaceNeedsVenue')}
        data={spaces.map((s) => ({ value: s.name, label: s.name }))}
        disabled={!venue}
        clearable
        allowDeselect={false}
        comboboxProps={{ zIndex: 400 }}
        data-testid="match-space"
        {...form.getInputProps('space')}
      />
    </SimpleGrid>
  );
}

/** Who may see the match, and (an organization's match) who may score it besides its managers. */
export function AccessSection({ form, scorers }: { form: Form; scorers: ReactNode }) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
    <Section title={t('orgMatches.form.accessSection')}>
      <Stack gap={6}>
        <Input.Label>{t('orgMatches.form.privacy')}</Input.Label>
        <SegmentedControl
          fullWidth
          data={PRIVACIES.map((p) => ({ value: p, label: t(`orgMatches.privacy.${p}`) }))}
          data-testid="match-privacy"
          {...form.getInputProps('privacy')}
        />
        <Text size="xs" c="dimmed">
          {t(`orgMatches.privacy.${v.privacy}Hint`)}
        </Text>
      </Stack>
      {scorers}
    </Section>
  );
}

/** The organization's users who may score the match; the names of those chosen are kept while searching. */
export function ScorersField({ form, organizationId }: { form: Form; organizationId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const users = useQuery({
    queryKey: ['organization', organizationId, 'users', debouncedSearch.trim()],
    queryFn: ({ signal }) => fetchOrganizationUsers(organizationId, debouncedSearch, signal),
    staleTime: 30_000,
  });
  const [knownUsers, setKnownUsers] = useState<Record<string, string>>({});
  const v = form.getValues();
  const userOptions = (users.data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: `${fullName(u)} · ${u.email}`,
  }));
  const options = [
    ...userOptions,
    ...v.scorerIds
      .filter((id) => !userOptions.some((o) => o.value === id))
      .map((id) => ({ value: id, label: knownUsers[id] ?? t('orgMatches.form.userNumber', { id }) })),
  ];
  return (
    <MultiSelect
      label={t('orgMatches.form.scorers')}
      description={t('orgMatches.form.scorersHint')}
      placeholder={v.scorerIds.length ? undefined : t('orgMatches.form.scorersPlaceholder')}
      data={options}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={users.isFetching ? t('common.loading') : t('orgMatches.form.noUsers')}
      comboboxProps={{ zIndex: 400 }}
      data-testid="match-scorers"
      {...form.getInputProps('scorerIds')}
      onChange={(ids) => {
        const labels = { ...knownUsers };
        for (const o of userOptions) labels[o.value] = o.label;
        setKnownUsers(labels);
        form.setFieldValue('scorerIds', ids);
      }}
    />
  );
}
