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
import { useDebouncedValue } from '@mantine/hooks';
import { SPORT_IDS, type Organization, type Venue, type VenueInput } from '@sportzone/contracts';
import {
  IconBuildingStadium,
  IconClock,
  IconDeviceFloppy,
  IconMapPin,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, countryOptions } from '@/lib/countries';
import { browserTimeZone, countryFirst, timeZoneOptions, zoneForCountry, zoneOffset } from '@/lib/time-zones';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import { listQuery } from '../api/players';
import { createVenue, deleteVenue, fetchVenues, updateVenue } from '../api/venues';
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
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PagedList } from '@/components/ui/paged-list';
import { RowActions } from './row-actions';
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

function VenueForm({
  organizationId,
  venue,
  onSaved,
  onCancel,
}: {
  organizationId: number;
  venue: Venue | null;
  onSaved: (venue: Venue) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const all = useMemo(() => timeZoneOptions(locale, venue?.timeZone), [locale, venue?.timeZone]);
  const sports = useSportOptions();
  const serverErrors = useServerFieldErrors();
  const [saving, setSaving] = useState(false);
  const form = useForm<VenueValues>({
    mode: 'controlled',
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
      if (!values.name.trim()) errors.name = t('orgResources.common.required');
      for (const [i, problem] of spaceProblems(values.spaces)) {
        errors[`spaces.${i}.name`] =
          problem === 'required' ? t('orgResources.common.required') : t('orgResources.server.usedTwice');
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

  const submit = form.onSubmit(async (v) => {
    const input: VenueInput = {
      name: v.name.trim(),
      address: textOrNull(v.address),
      city: textOrNull(v.city),
      country: v.country || null,
      timeZone: v.timeZone || null,
      spaces: spacesInput(v.spaces),
    };
    setSaving(true);
    try {
      const saved = venue ? await updateVenue(venue.id, input) : await createVenue(organizationId, input);
      notify.success(venue ? t('orgResources.venues.saved') : t('orgResources.venues.created'));
      onSaved(saved);
    } catch (error) {
      form.setErrors(serverErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="venue-form">
      <Stack gap="md">
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
            placeholder={t('orgResources.common.chooseCountry')}
            data={countries}
            searchable
            clearable
            nothingFoundMessage={t('orgResources.common.nothingFound')}
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
          nothingFoundMessage={t('orgResources.common.nothingFound')}
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

        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('orgResources.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="venue-submit"
          >
            {venue ? t('orgResources.common.save') : t('orgResources.venues.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A dimmed line of a venue's details with its icon (where it is, its time zone). */
function DetailLine({
  icon: Icon,
  testId,
  children,
}: {
  icon: typeof IconMapPin;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
      <Text size="sm" c="dimmed" truncate="end" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

function VenueRow({ venue, locale }: { venue: Venue; locale: string }) {
  const { t } = useTranslation();
  const where = [venue.address, venue.city, venue.country ? countryName(venue.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  const bySport = groupSpaces(venue.spaces);
  return (
    <div className={classes.grow} data-testid="venue-row" data-name={venue.name}>
      <Text fw={700} size="sm" truncate="end">
        {venue.name}
      </Text>
      {where ? <DetailLine icon={IconMapPin}>{where}</DetailLine> : null}
      {venue.timeZone ? (
        <DetailLine icon={IconClock} testId="venue-time-zone-shown">
          {`${venue.timeZone.replace(/_/g, ' ')} · ${zoneOffset(venue.timeZone, locale)}`}
        </DetailLine>
      ) : null}
      <Group gap={6} mt={6}>
        {bySport.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('orgResources.spaces.none')}
          </Text>
        ) : (
          bySport.map((g) => (
            <Badge key={g.sport} variant="light" size="sm" data-testid="venue-space-count">
              {t(`sports.${g.sport as (typeof SPORT_IDS)[number]}`, { defaultValue: g.sport })} ·{' '}
              {t(`orgResources.spaces.count.${g.kind}`, { count: g.count })}
            </Badge>
          ))
        )}
      </Group>
      {venue.spaces.length > 0 ? (
        <Text
          size="xs"
          c="dimmed"
          mt={4}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="venue-space-names"
        >
          {venue.spaces.map((s) => s.name).join(' · ')}
        </Text>
      ) : null}
    </div>
  );
}

function VenuesList({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<Venue | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Venue | null>(null);
  const list = usePagedList<Venue>({
    filterKey: debounced.trim(),
    fetchPage: (page, pageSize, signal) =>
      fetchVenues(organization.id, listQuery(debounced, page, pageSize), signal),
    itemKey: (v) => v.id,
  });
  const add = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing('new')}
      data-testid="venue-add"
    >
      {t('orgResources.venues.add')}
    </Button>
  );
  return (
    <>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('orgResources.venues.search')}
        searchPlaceholder={t('orgResources.venues.searchPlaceholder')}
        emptyTitle={t('orgResources.venues.empty')}
        emptyHint={
          organization.canManage ? t('orgResources.venues.emptyHint') : t('orgResources.common.emptyMember')
        }
        emptyIcon={<IconBuildingStadium size={28} aria-hidden="true" />}
        emptyAction={organization.canManage ? add : undefined}
        action={organization.canManage ? add : undefined}
        loadFailed={t('orgResources.venues.loadFailed')}
        itemKey={(v) => v.id}
        testId="venues"
        renderItem={(venue) => (
          <>
            <VenueRow venue={venue} locale={locale} />
            {organization.canManage ? (
              <RowActions
                name={venue.name}
                testId="venue"
                onEdit={() => setEditing(venue)}
                onDelete={() => setDeleting(venue)}
              />
            ) : null}
          </>
        )}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('orgResources.venues.createTitle') : t('orgResources.venues.editTitle')}
      >
        {editing !== null ? (
          <VenueForm
            organizationId={organization.id}
            venue={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              if (editing === 'new') list.refresh();
              else list.updateItem(saved);
              setEditing(null);
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('orgResources.venues.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('orgResources.venues.deleteMessage')}
        doneText={t('orgResources.venues.deleted')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteVenue(deleting.id);
          list.removeItem(deleting.id);
        }}
      />
    </>
  );
}

/** /organizer/organizations/{id}/venues: venues and their tables, courts, lanes and fields. */
export function VenuesPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgResources.venues.title')}
      intro={t('orgResources.venues.intro')}
      testId="venues"
    >
      {(organization) => <VenuesList organization={organization} />}
    </OrgSectionPage>
  );
}
