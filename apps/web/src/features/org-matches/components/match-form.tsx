import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  spaceKindOf,
  type Match,
  type MatchInput,
  type MatchPrivacy,
  type MatchSideInput,
  type MatchSport,
  type MatchUpdate,
  type Player,
  type Team,
  type Venue,
} from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { MATCH_SPORTS } from '@/lib/matches/constants';
import { notify } from '@/lib/notify';
import { fetchOrganizationUsers } from '@/lib/organizations';
import { fullName } from '@/lib/people';
import { createMatch, updateMatch } from '../api/matches';
import { useOrgPlayers, useOrgTeams, useOrgVenues } from '../api/sources';
import {
  FORMAT_PRESETS,
  HAS_DOUBLES,
  HAS_NO_AD,
  TEAM_SPORTS,
  checkFormat,
  choiceOf,
  formatOf,
} from '../lib/formats';
import { MAX_YEAR, MIN_YEAR, checkStart, fromLocalInput, nextSlot, toLocalInput } from '../lib/when';

const NAME_MAX = 120;
const PLACE_MAX = { venue: 200, court: 100 } as const;
const PRIVACIES: MatchPrivacy[] = ['public', 'unlisted', 'private'];

type SideKey = 'home' | 'away';
type Source = 'club' | 'typed';

interface Values {
  sport: MatchSport;
  preset: string;
  doubles: boolean;
  noAd: boolean;
  homeSource: Source;
  awaySource: Source;
  homePick: string | null;
  awayPick: string | null;
  homeName: string;
  awayName: string;
  firstServer: SideKey;
  venueId: string | null;
  space: string | null;
  venue: string;
  court: string;
  scheduledAt: string;
  privacy: MatchPrivacy;
  scorerIds: string[];
}

/** What a side is picked from: players (singles), formations (doubles) or teams (team sports). */
type PickKind = 'player' | 'formation' | 'team';
export function pickKind(sport: MatchSport, doubles: boolean): PickKind {
  if (TEAM_SPORTS.has(sport)) return 'team';
  return doubles && HAS_DOUBLES.has(sport) ? 'formation' : 'player';
}

interface Pickable {
  value: string;
  label: string;
  name: string;
  players: string[];
}

function pickables(kind: PickKind, sport: MatchSport, players: Player[], formations: Team[], teams: Team[]) {
  if (kind === 'player') {
    return players.map<Pickable>((p) => ({
      value: String(p.id),
      label: `${fullName(p)}${p.playerNumber ? ` #${p.playerNumber}` : ''}`,
      name: fullName(p),
      players: [fullName(p)],
    }));
  }
  const list = (kind === 'formation' ? formations : teams).filter((t) => !t.sport || t.sport === sport);
  return list.map<Pickable>((t) => ({
    value: String(t.id),
    label: t.name,
    name: t.name,
    players: t.players.map((p) => fullName(p)),
  }));
}

function pickOf(match: Match | null, side: SideKey): string | null {
  const s = match?.[side];
  const id = s?.playerId ?? s?.formationId ?? s?.teamId ?? null;
  return id ? String(id) : null;
}

function initialValues(match: Match | null, organizationId: number | null, sport: MatchSport): Values {
  const choice = match ? choiceOf(match.sport, match.format) : { preset: '', doubles: false, noAd: false };
  const sourceOf = (side: SideKey): Source =>
    organizationId !== null && (!match || pickOf(match, side)) ? 'club' : 'typed';
  return {
    sport: match?.sport ?? sport,
    preset: choice.preset || FORMAT_PRESETS[match?.sport ?? sport][0]!.id,
    doubles: choice.doubles,
    noAd: choice.noAd,
    homeSource: sourceOf('home'),
    awaySource: sourceOf('away'),
    homePick: pickOf(match, 'home'),
    awayPick: pickOf(match, 'away'),
    homeName: match?.home.name ?? '',
    awayName: match?.away.name ?? '',
    firstServer: match?.firstServer ?? 'home',
    venueId: null,
    space: null,
    venue: match?.venue ?? '',
    court: match?.court ?? '',
    scheduledAt: match ? toLocalInput(match.scheduledAt) : nextSlot(),
    privacy: match?.privacy ?? 'public',
    scorerIds: (match?.scorerIds ?? []).map(String),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The server's field names → this form's. */
const SERVER_FIELDS: Record<string, keyof Values> = {
  sport: 'sport',
  format: 'preset',
  firstServer: 'firstServer',
  'home.name': 'homeName',
  'away.name': 'awayName',
  'home.playerId': 'homePick',
  'home.formationId': 'homePick',
  'home.teamId': 'homePick',
  'away.playerId': 'awayPick',
  'away.formationId': 'awayPick',
  'away.teamId': 'awayPick',
  scheduledAt: 'scheduledAt',
  venue: 'venue',
  court: 'court',
  privacy: 'privacy',
  scorerIds: 'scorerIds',
};

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
  mode?: 'full' | 'reschedule';
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
  const [userSearch, setUserSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(userSearch, 250);
  const users = useQuery({
    queryKey: ['organization', organizationId, 'users', debouncedSearch.trim()],
    queryFn: ({ signal }) => fetchOrganizationUsers(organizationId!, debouncedSearch, signal),
    enabled: organizationId !== null && mode === 'full',
    staleTime: 30_000,
  });
  const [knownUsers, setKnownUsers] = useState<Record<string, string>>({});

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(match, organizationId, defaultSport),
    validate: (v) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      if (mode === 'full') {
        for (const side of ['home', 'away'] as const) {
          if (v[`${side}Source`] === 'club') {
            if (!v[`${side}Pick`]) errors[`${side}Pick`] = t('orgMatches.form.pickRequired');
          } else if (!v[`${side}Name`].trim()) errors[`${side}Name`] = t('orgMatches.form.required');
        }
        // a side cannot play itself: the same pick, or the same name
        const nameOf = (side: SideKey) =>
          (v[`${side}Source`] === 'club'
            ? (options.find((o) => o.value === v[`${side}Pick`])?.name ?? '')
            : v[`${side}Name`]
          )
            .trim()
            .toLocaleLowerCase();
        const same =
          v.homeSource === 'club' && v.awaySource === 'club'
            ? Boolean(v.homePick) && v.homePick === v.awayPick
            : nameOf('home') !== '' && nameOf('home') === nameOf('away');
        if (same) errors[v.awaySource === 'club' ? 'awayPick' : 'awayName'] = t('orgMatches.form.sameSides');
        if (!started && !checkFormat(v.sport, formatOf(v.sport, v), v.firstServer))
          errors.preset = t('orgMatches.form.badFormat');
      }
      const start = checkStart(v.scheduledAt);
      if (start === 'invalid') errors.scheduledAt = t('orgMatches.form.badDate');
      if (start === 'range')
        errors.scheduledAt = t('orgMatches.form.dateRange', { min: MIN_YEAR, max: MAX_YEAR });
      if (mode === 'reschedule' && !v.scheduledAt) errors.scheduledAt = t('orgMatches.form.required');
      return errors;
    },
  });
  const v = form.getValues();
  const kind = pickKind(v.sport, v.doubles);
  const options = useMemo(
    () => pickables(kind, v.sport, players.data ?? [], formations.data ?? [], teams.data ?? []),
    [kind, v.sport, players.data, formations.data, teams.data],
  );
  const venueList: Venue[] = venues.data ?? [];
  const clubPlaces = organizationId !== null && venueList.length > 0;

  // the venue and playing space of an edited match, once the venues are known
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !venues.data) return;
    placed.current = true;
    const found = venues.data.find((x) => x.name === match?.venue);
    if (found) {
      form.setFieldValue('venueId', String(found.id));
      if (match?.court && found.spaces.some((s) => s.name === match.court))
        form.setFieldValue('space', match.court);
    } else if (!match && venues.data.length === 1) {
      form.setFieldValue('venueId', String(venues.data[0]!.id));
    }
  }, [venues.data, match, form]);
  const venue = venueList.find((x) => String(x.id) === v.venueId) ?? null;
  const spacesOfSport = venue?.spaces.filter((s) => s.sport === v.sport) ?? [];
  const spaces = spacesOfSport.length > 0 ? spacesOfSport : (venue?.spaces ?? []);

  const sideName = (side: SideKey) => {
    if (v[`${side}Source`] === 'club') return options.find((o) => o.value === v[`${side}Pick`])?.name ?? '';
    return v[`${side}Name`].trim();
  };
  const sideInput = (side: SideKey): MatchSideInput => {
    if (v[`${side}Source`] === 'club') {
      const picked = options.find((o) => o.value === v[`${side}Pick`])!;
      const id = Number(picked.value);
      return {
        name: picked.name,
        players: picked.players,
        playerId: kind === 'player' ? id : null,
        formationId: kind === 'formation' ? id : null,
        teamId: kind === 'team' ? id : null,
      };
    }
    return { name: v[`${side}Name`].trim(), players: [], playerId: null, formationId: null, teamId: null };
  };

  const place = (): { venue: string | null; court: string | null } =>
    clubPlaces
      ? { venue: venue?.name ?? null, court: venue ? v.space : null }
      : { venue: v.venue.trim() || null, court: v.court.trim() || null };

  const submit = form.onSubmit(async () => {
    setFormError(null);
    const when = fromLocalInput(v.scheduledAt);
    const rules = { sport: v.sport, format: formatOf(v.sport, v), firstServer: v.firstServer };
    setSaving(true);
    try {
      let saved: Match;
      if (mode === 'reschedule' && match) {
        saved = await updateMatch(match.id, { scheduledAt: when, ...place() });
      } else if (match) {
        const update: MatchUpdate = {
          ...(started ? {} : rules),
          home: sideInput('home'),
          away: sideInput('away'),
          scheduledAt: when,
          ...place(),
          privacy: v.privacy,
          ...(organizationId !== null ? { scorerIds: v.scorerIds.map(Number) } : {}),
        };
        saved = await updateMatch(match.id, update);
      } else {
        const input: MatchInput = {
          ...rules,
          home: sideInput('home'),
          away: sideInput('away'),
          scheduledAt: when,
          ...place(),
          privacy: v.privacy,
          organizationId,
          ...(organizationId !== null ? { scorerIds: v.scorerIds.map(Number) } : {}),
        };
        saved = await createMatch(input);
      }
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
      const mapped: Partial<Record<keyof Values, string>> = {};
      for (const [field, message] of Object.entries(error.fields)) {
        const key = SERVER_FIELDS[field] ?? SERVER_FIELDS[field.split('.').slice(0, 2).join('.')];
        if (key) mapped[key] = message;
      }
      if (mapped.venue && clubPlaces) mapped.venueId = mapped.venue;
      if (mapped.court && clubPlaces) mapped.space = mapped.court;
      form.setErrors(mapped);
      if (Object.keys(mapped).length === 0) setFormError(t('orgMatches.form.refused'));
    } finally {
      setSaving(false);
    }
  });

  const labelOfKind = t(`orgMatches.form.kind.${kind}`);
  const switchSource = (side: SideKey) =>
    organizationId !== null ? (
      <Anchor
        component="button"
        type="button"
        size="xs"
        mt={4}
        onClick={() => form.setFieldValue(`${side}Source`, v[`${side}Source`] === 'club' ? 'typed' : 'club')}
        data-testid={`match-${side}-source`}
      >
        {v[`${side}Source`] === 'club' ? t('orgMatches.form.typeInstead') : t('orgMatches.form.pickInstead')}
      </Anchor>
    ) : null;
  const sideControl = (side: SideKey) =>
    v[`${side}Source`] === 'club' ? (
      <Select
        label={t(`orgMatches.form.${side}`)}
        description={labelOfKind}
        placeholder={t('orgMatches.form.pickPlaceholder')}
        data={options.map(({ value, label }) => ({ value, label }))}
        searchable
        clearable
        withAsterisk
        nothingFoundMessage={
          players.isFetching || formations.isFetching || teams.isFetching
            ? t('common.loading')
            : t(`orgMatches.form.noneOfKind.${kind}`)
        }
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
  const sideField = (side: SideKey) => (
    <Stack gap={0} align="flex-start" style={{ minWidth: 0 }}>
      <div style={{ width: '100%' }}>{sideControl(side)}</div>
      {switchSource(side)}
    </Stack>
  );

  const placeFields = clubPlaces ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('orgMatches.form.venue')}
        placeholder={t('orgMatches.form.venuePlaceholder')}
        data={venueList.map((x) => ({ value: String(x.id), label: x.name }))}
        clearable
        comboboxProps={{ zIndex: 400 }}
        data-testid="match-venue"
        {...form.getInputProps('venueId')}
        onChange={(value) => {
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
        comboboxProps={{ zIndex: 400 }}
        data-testid="match-space"
        {...form.getInputProps('space')}
      />
    </SimpleGrid>
  ) : (
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

  const whenField = (
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
  );

  const userOptions = (users.data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: `${fullName(u)} · ${u.email}`,
  }));
  const scorerOptions = [
    ...userOptions,
    ...v.scorerIds
      .filter((id) => !userOptions.some((o) => o.value === id))
      .map((id) => ({ value: id, label: knownUsers[id] ?? t('orgMatches.form.userNumber', { id }) })),
  ];

  return (
    <form onSubmit={submit} noValidate data-testid="match-form" data-mode={mode}>
      <Stack gap="lg">
        {mode === 'full' ? (
          <>
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
              <Select
                label={t('orgMatches.form.format')}
                data={FORMAT_PRESETS[v.sport].map((p) => ({
                  value: p.id,
                  label: t(`orgMatches.formats.${v.sport}.${p.id}` as 'orgMatches.formats.tennis.bo3'),
                }))}
                allowDeselect={false}
                disabled={started}
                comboboxProps={{ zIndex: 400 }}
                data-testid="match-format"
                {...form.getInputProps('preset')}
              />
              {HAS_DOUBLES.has(v.sport) || HAS_NO_AD.has(v.sport) ? (
                <Group gap="lg">
                  {HAS_DOUBLES.has(v.sport) ? (
                    <Switch
                      label={t('orgMatches.form.doubles')}
                      disabled={started}
                      data-testid="match-doubles"
                      {...form.getInputProps('doubles', { type: 'checkbox' })}
                      onChange={(e) => {
                        form.setValues({ doubles: e.currentTarget.checked, homePick: null, awayPick: null });
                      }}
                    />
                  ) : null}
                  {HAS_NO_AD.has(v.sport) && v.preset !== 'fast4' ? (
                    <Switch
                      label={t('orgMatches.form.noAd')}
                      disabled={started}
                      data-testid="match-no-ad"
                      {...form.getInputProps('noAd', { type: 'checkbox' })}
                    />
                  ) : null}
                </Group>
              ) : null}
              {started ? (
                <Text size="xs" c="dimmed">
                  {t('orgMatches.form.rulesLocked')}
                </Text>
              ) : null}
            </Section>

            <Section title={t('orgMatches.form.sidesSection')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {sideField('home')}
                {sideField('away')}
              </SimpleGrid>
              {(v.homeSource === 'club' || v.awaySource === 'club') &&
              !players.isPending &&
              options.length < 2 ? (
                <Alert variant="light" color="yellow" data-testid="match-few-sides">
                  {t(`orgMatches.form.few.${kind}`)}
                </Alert>
              ) : null}
              <Stack gap={6}>
                <Input.Label>{t('orgMatches.form.firstServer')}</Input.Label>
                <SegmentedControl
                  fullWidth
                  disabled={started}
                  data={(['home', 'away'] as const).map((side) => ({
                    value: side,
                    label: sideName(side) || t(`orgMatches.form.${side}`),
                  }))}
                  data-testid="match-first-server"
                  {...form.getInputProps('firstServer')}
                />
                <Text size="xs" c="dimmed">
                  {t(v.sport === 'snooker' ? 'orgMatches.form.breaksOff' : 'orgMatches.form.firstServerHint')}
                </Text>
              </Stack>
            </Section>
          </>
        ) : null}

        <Section title={t('orgMatches.form.whenSection')}>
          {whenField}
          {placeFields}
          {organizationId !== null && !clubPlaces && !venues.isPending ? (
            <Text size="xs" c="dimmed">
              {t('orgMatches.form.noVenues')}
            </Text>
          ) : null}
        </Section>

        {mode === 'full' ? (
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
            {organizationId !== null ? (
              <MultiSelect
                label={t('orgMatches.form.scorers')}
                description={t('orgMatches.form.scorersHint')}
                placeholder={v.scorerIds.length ? undefined : t('orgMatches.form.scorersPlaceholder')}
                data={scorerOptions}
                searchable
                searchValue={userSearch}
                onSearchChange={setUserSearch}
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
            ) : null}
          </Section>
        ) : null}

        {formError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="match-form-error"
          >
            {formError}
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
            {mode === 'reschedule'
              ? t('orgMatches.form.saveTime')
              : match
                ? t('orgMatches.form.save')
                : t('orgMatches.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
