import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SPORT_IDS, type Venue, type VenueInput } from '@sportzone/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, countryOptions } from '@/lib/countries';
import { browserTimeZone, countryFirst, timeZoneOptions, zoneForCountry } from '@/lib/time-zones';
import { createVenue, updateVenue } from '../api/venues';
import { textOrNull } from '../lib/forms';
import {
  MAX_ADD,
  addSpaces,
  groupSpaces,
  spaceKindOf,
  spaceProblems,
  spacesInput,
  type SpaceDraft,
} from '../lib/spaces';
import { ResourceForm, useFormSubmit } from '@/components/ui/resource-form';
import type { ResourceFormProps } from '@/components/ui/resource-section';
import { useServerFieldErrors } from './use-field-errors';
import classes from './org-resources.module.css';

const FIELDS = ['name', 'address', 'city', 'country', 'timeZone', 'spaces'] as const;

interface VenueValues {
  name: string;
  address: string;
  city: string;
  country: string | null;
  timeZone: string | null;
  spaces: SpaceDraft[];
}

function useSportOptions() {
  const { t } = useTranslation();
  return SPORT_IDS.map((sport) => ({ value: sport, label: t(`sports.${sport}`) }));
}

/** "Add 3 courts": a sport and a count; the names follow ("Court 1" …) and can be changed. */
function QuickAdd({ onAdd }: { onAdd: (sport: string, count: number) => void }) {
  const { t } = useTranslation();
  const sports = useSportOptions();
  const [sport, setSport] = useState<string>('tennis');
  const [count, setCount] = useState<string | number>(1);
  const kind = spaceKindOf(sport);
  const n = typeof count === 'number' ? count : Number(count) || 0;
  return (
    <Card withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-testid="spaces-quick-add">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          style={{ flex: '1 1 160px' }}
          label={t('orgResources.spaces.sport')}
          data={sports}
          value={sport}
          onChange={(v) => v && setSport(v)}
          allowDeselect={false}
          data-testid="spaces-sport"
        />
        <NumberInput
          size="md"
          style={{ flex: '0 1 110px' }}
          label={t('orgResources.spaces.howMany')}
          min={1}
          max={MAX_ADD}
          clampBehavior="strict"
          allowDecimal={false}
          value={count}
          onChange={setCount}
          data-testid="spaces-count"
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          disabled={n < 1}
          onClick={() => onAdd(sport, n)}
          data-testid="spaces-add"
          style={{ flex: '1 1 140px' }}
        >
          {t(`orgResources.spaces.addCount.${kind}`, { count: Math.max(1, n) })}
        </Button>
      </Group>
    </Card>
  );
}

/** A venue: where it is, its time zone and its spaces (courts, tables, lanes…), added a few at a time. */
export function VenueForm({
  organizationId,
  item: venue,
  onSaved,
  onCancel,
}: { organizationId: number } & ResourceFormProps<Venue>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const all = useMemo(() => timeZoneOptions(locale, venue?.timeZone), [locale, venue?.timeZone]);
  const sports = useSportOptions();
  const serverErrors = useServerFieldErrors();
  const form = useForm<VenueValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: {
      name: venue?.name ?? '',
      address: venue?.address ?? '',
      city: venue?.city ?? '',
      country: venue?.country?.toUpperCase() ?? null,
      // a new venue starts in the organizer's own zone; an existing one keeps what it has, even none
      timeZone: venue ? venue.timeZone : browserTimeZone(),
      spaces: (venue?.spaces ?? []).map((s) => ({
        key: `id-${s.id}`,
        id: s.id,
        sport: s.sport,
        name: s.name,
      })),
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.name.trim()) errors.name = t('common.required');
      for (const [i, problem] of spaceProblems(values.spaces)) {
        errors[`spaces.${i}.name`] =
          problem === 'required' ? t('common.required') : t('orgResources.server.usedTwice');
      }
      return errors;
    },
  });
  const values = form.getValues();
  const zones = useMemo(
    () => countryFirst(all, values.country, values.country ? countryName(values.country, locale) : ''),
    [all, values.country, locale],
  );
  const groups = groupSpaces(values.spaces);

  const { saving, submit } = useFormSubmit(form, {
    save: (v) => {
      const input: VenueInput = {
        name: v.name.trim(),
        address: textOrNull(v.address),
        city: textOrNull(v.city),
        country: v.country || null,
        timeZone: v.timeZone || null,
        spaces: spacesInput(v.spaces),
      };
      return venue ? updateVenue(venue.id, input) : createVenue(organizationId, input);
    },
    doneText: venue ? t('orgResources.venues.saved') : t('orgResources.venues.created'),
    onSaved,
    fieldErrors: (error) => serverErrors(error, FIELDS),
  });

  return (
    <ResourceForm
      onSubmit={submit}
      testId="venue"
      saving={saving}
      onCancel={onCancel}
      submitLabel={venue ? t('common.save') : t('orgResources.venues.create')}
    >
      <TextInput
        label={t('orgResources.venues.name')}
        placeholder={t('orgResources.venues.namePlaceholder')}
        withAsterisk
        maxLength={200}
        data-autofocus
        data-testid="venue-name"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('orgResources.venues.address')}
        maxLength={500}
        autoComplete="street-address"
        data-testid="venue-address"
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('orgResources.venues.city')}
          maxLength={200}
          autoComplete="address-level2"
          data-testid="venue-city"
          {...form.getInputProps('city')}
        />
        <Select
          label={t('orgResources.venues.country')}
          placeholder={t('common.chooseCountry')}
          data={countries}
          searchable
          clearable
          nothingFoundMessage={t('common.nothingFound')}
          autoComplete="off"
          data-testid="venue-country"
          {...form.getInputProps('country')}
          onChange={(country) => {
            form.setFieldValue('country', country);
            // Bulgaria has one zone: it is the venue's; Portugal has three: the organizer picks
            form.setFieldValue('timeZone', zoneForCountry(country, form.getValues().timeZone));
          }}
        />
      </SimpleGrid>
      <Select
        label={t('orgResources.venues.timeZone')}
        description={t('orgResources.venues.timeZoneHint')}
        placeholder={t('orgResources.venues.chooseTimeZone')}
        data={zones}
        searchable
        clearable
        limit={100}
        nothingFoundMessage={t('common.nothingFound')}
        autoComplete="off"
        data-testid="venue-time-zone"
        {...form.getInputProps('timeZone')}
      />

      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('orgResources.spaces.title')}</Text>
          <Group gap={6}>
            {groups.map((g) => (
              <Badge key={g.sport} variant="light" size="sm">
                {t(`orgResources.spaces.count.${g.kind}`, { count: g.count })}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('orgResources.spaces.hint')}
        </Text>
        <QuickAdd
          onAdd={(sport, count) => {
            const word = t(`orgResources.spaces.word.${spaceKindOf(sport)}`);
            form.setFieldValue('spaces', addSpaces(form.getValues().spaces, sport, count, word));
          }}
        />
        {values.spaces.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="spaces-none">
            {t('orgResources.spaces.none')}
          </Text>
        ) : (
          <Stack gap={8} data-testid="spaces-list">
            {values.spaces.map((space, i) => (
              <div key={space.key} className={classes.spaceRow} data-testid="space-row">
                <Text size="sm" c="dimmed" ta="right" pt={10} fw={700}>
                  {i + 1}
                </Text>
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <TextInput
                    style={{ flex: '2 1 150px' }}
                    aria-label={t('orgResources.spaces.nameOf', { n: i + 1 })}
                    maxLength={100}
                    data-testid="space-name"
                    {...form.getInputProps(`spaces.${i}.name`)}
                  />
                  <Select
                    style={{ flex: '1 1 120px' }}
                    aria-label={t('orgResources.spaces.sportOf', { n: i + 1 })}
                    data={sports}
                    allowDeselect={false}
                    data-testid="space-sport"
                    {...form.getInputProps(`spaces.${i}.sport`)}
                  />
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={36}
                  aria-label={t('orgResources.spaces.remove', { name: space.name })}
                  onClick={() => form.removeListItem('spaces', i)}
                  data-testid="space-remove"
                >
                  <IconX size={18} aria-hidden="true" />
                </ActionIcon>
              </div>
            ))}
          </Stack>
        )}
        {typeof form.errors.spaces === 'string' ? (
          <Text size="sm" c="red" role="alert">
            {form.errors.spaces}
          </Text>
        ) : null}
      </Stack>
    </ResourceForm>
  );
}
