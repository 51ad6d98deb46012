import { Badge, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Season, SeasonInput } from '@sportzone/contracts';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createSeason, deleteSeason, fetchSeasons, updateSeason } from '../api/seasons';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceForm, useFormSubmit } from '@/components/ui/resource-form';
import { ResourceSection, type ResourceFormProps } from '@/components/ui/resource-section';
import { useServerFieldErrors } from './use-field-errors';
import classes from './org-resources.module.css';

const NAME_MAX = 200;
const FIELDS = ['name', 'startsOn', 'endsOn'] as const;

function formatDate(value: string, locale: string): string {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** running, upcoming or finished on `today` (YYYY-MM-DD) */
function seasonState(season: Season, today: string): 'running' | 'upcoming' | 'finished' {
  if (today < season.startsOn) return 'upcoming';
  if (today > season.endsOn) return 'finished';
  return 'running';
}

function SeasonForm({
  organizationId,
  item: season,
  onSaved,
  onCancel,
}: { organizationId: number } & ResourceFormProps<Season>) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: season?.name ?? '',
      startsOn: season?.startsOn ?? '',
      endsOn: season?.endsOn ?? '',
    },
    validateInputOnBlur: true,
    validate: {
      name: (v) => (!v.trim() ? t('common.required') : null),
      startsOn: (v) => (!v ? t('common.required') : null),
      endsOn: (v, values) =>
        !v
          ? t('common.required')
          : values.startsOn && v < values.startsOn
            ? t('orgResources.server.endBeforeStart')
            : null,
    },
  });
  const { saving, submit } = useFormSubmit(form, {
    save: (values) => {
      const input: SeasonInput = {
        name: values.name.trim(),
        startsOn: values.startsOn,
        endsOn: values.endsOn,
      };
      return season ? updateSeason(season.id, input) : createSeason(organizationId, input);
    },
    doneText: season ? t('orgResources.seasons.saved') : t('orgResources.seasons.created'),
    onSaved,
    fieldErrors: (error) => serverErrors(error, FIELDS),
  });
  return (
    <ResourceForm
      onSubmit={submit}
      testId="season"
      saving={saving}
      onCancel={onCancel}
      submitLabel={season ? t('common.save') : t('orgResources.seasons.create')}
    >
      <TextInput
        label={t('orgResources.seasons.name')}
        placeholder={t('orgResources.seasons.namePlaceholder')}
        withAsterisk
        maxLength={NAME_MAX}
        data-autofocus
        data-testid="season-name"
        {...form.getInputProps('name')}
      />
      <Group grow gap="md" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('orgResources.seasons.startsOn')}
          withAsterisk
          miw={150}
          data-testid="season-starts"
          {...form.getInputProps('startsOn')}
        />
        <TextInput
          type="date"
          label={t('orgResources.seasons.endsOn')}
          withAsterisk
          miw={150}
          data-testid="season-ends"
          {...form.getInputProps('endsOn')}
        />
      </Group>
    </ResourceForm>
  );
}

function SeasonRow({ season, today, locale }: { season: Season; today: string; locale: string }) {
  const { t } = useTranslation();
  const state = seasonState(season, today);
  return (
    <div className={classes.grow} data-testid="season-row" data-name={season.name}>
      <Group gap={8} wrap="nowrap">
        <Text fw={700} size="sm" truncate="end">
          {season.name}
        </Text>
        <Badge
          size="sm"
          variant="light"
          color={state === 'running' ? 'teal' : state === 'upcoming' ? 'brand' : 'gray'}
        >
          {t(`orgResources.seasons.state.${state}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('orgResources.seasons.range', {
          start: formatDate(season.startsOn, locale),
          end: formatDate(season.endsOn, locale),
        })}
      </Text>
    </div>
  );
}

/** /organizer/organizations/{id}/seasons: name, start and end; the server checks the range. */
export function SeasonsPage({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const today = new Date().toISOString().slice(0, 10);
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgResources.seasons.title')}
      intro={t('orgResources.seasons.intro')}
      testId="seasons"
    >
      {(organization) => (
        <ResourceSection<Season>
          testId="seasons"
          itemTestId="season"
          canManage={organization.canManage}
          fetchPage={(query, signal) => fetchSeasons(organization.id, query, signal)}
          itemKey={(s) => s.id}
          itemName={(s) => s.name}
          renderItem={(season) => <SeasonRow season={season} today={today} locale={locale} />}
          texts={{
            search: t('orgResources.seasons.search'),
            searchPlaceholder: t('orgResources.seasons.searchPlaceholder'),
            empty: t('orgResources.seasons.empty'),
            emptyHint: t('orgResources.seasons.emptyHint'),
            loadFailed: t('orgResources.seasons.loadFailed'),
            add: t('orgResources.seasons.add'),
            createTitle: t('orgResources.seasons.createTitle'),
            editTitle: t('orgResources.seasons.editTitle'),
          }}
          emptyIcon={<IconCalendarEvent size={28} aria-hidden="true" />}
          form={(props) => <SeasonForm organizationId={organization.id} {...props} />}
          formSize="md"
          // a new name or new dates can move a season in the list
          reloadAfterEdit
          remove={{
            run: (s) => deleteSeason(s.id),
            title: (s) => t('orgResources.seasons.deleteTitle', { name: s.name }),
            message: () => t('orgResources.seasons.deleteMessage'),
            done: t('orgResources.seasons.deleted'),
          }}
        />
      )}
    </OrgSectionPage>
  );
}
