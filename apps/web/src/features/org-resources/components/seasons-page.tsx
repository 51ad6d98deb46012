import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { Organization, Season, SeasonInput } from '@sportzone/contracts';
import { IconCalendarEvent, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import { listQuery } from '../api/players';
import { createSeason, deleteSeason, fetchSeasons, updateSeason } from '../api/seasons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PagedList } from '@/components/ui/paged-list';
import { RowActions } from './row-actions';
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
  season,
  onSaved,
  onCancel,
}: {
  organizationId: number;
  season: Season | null;
  onSaved: (season: Season) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: season?.name ?? '',
      startsOn: season?.startsOn ?? '',
      endsOn: season?.endsOn ?? '',
    },
    validate: {
      name: (v) => (!v.trim() ? t('orgResources.common.required') : null),
      startsOn: (v) => (!v ? t('orgResources.common.required') : null),
      endsOn: (v) => (!v ? t('orgResources.common.required') : null),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const input: SeasonInput = { name: values.name.trim(), startsOn: values.startsOn, endsOn: values.endsOn };
    setSaving(true);
    try {
      const saved = season ? await updateSeason(season.id, input) : await createSeason(organizationId, input);
      notify.success(season ? t('orgResources.seasons.saved') : t('orgResources.seasons.created'));
      onSaved(saved);
    } catch (error) {
      form.setErrors(serverErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="season-form">
      <Stack gap="md">
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
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('orgResources.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="season-submit"
          >
            {season ? t('orgResources.common.save') : t('orgResources.seasons.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SeasonsList({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Season | null>(null);
  const list = usePagedList<Season>({
    filterKey: debounced.trim(),
    fetchPage: (page, pageSize, signal) =>
      fetchSeasons(organization.id, listQuery(debounced, page, pageSize), signal),
    itemKey: (s) => s.id,
  });
  const today = new Date().toISOString().slice(0, 10);
  const add = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing('new')}
      data-testid="season-add"
    >
      {t('orgResources.seasons.add')}
    </Button>
  );
  return (
    <>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('orgResources.seasons.search')}
        searchPlaceholder={t('orgResources.seasons.searchPlaceholder')}
        emptyTitle={t('orgResources.seasons.empty')}
        emptyHint={
          organization.canManage ? t('orgResources.seasons.emptyHint') : t('orgResources.common.emptyMember')
        }
        emptyIcon={<IconCalendarEvent size={28} aria-hidden="true" />}
        emptyAction={organization.canManage ? add : undefined}
        action={organization.canManage ? add : undefined}
        loadFailed={t('orgResources.seasons.loadFailed')}
        itemKey={(s) => s.id}
        testId="seasons"
        renderItem={(season) => {
          const state = seasonState(season, today);
          return (
            <>
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
              {organization.canManage ? (
                <RowActions
                  name={season.name}
                  testId="season"
                  onEdit={() => setEditing(season)}
                  onDelete={() => setDeleting(season)}
                />
              ) : null}
            </>
          );
        }}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' ? t('orgResources.seasons.createTitle') : t('orgResources.seasons.editTitle')
        }
        size="md"
      >
        {editing !== null ? (
          <SeasonForm
            organizationId={organization.id}
            season={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              list.refresh();
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('orgResources.seasons.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('orgResources.seasons.deleteMessage')}
        doneText={t('orgResources.seasons.deleted')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSeason(deleting.id);
          list.removeItem(deleting.id);
        }}
      />
    </>
  );
}

/** /organizer/organizations/{id}/seasons: name, start and end; the server checks the range. */
export function SeasonsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgResources.seasons.title')}
      intro={t('orgResources.seasons.intro')}
      testId="seasons"
    >
      {(organization) => <SeasonsList organization={organization} />}
    </OrgSectionPage>
  );
}
