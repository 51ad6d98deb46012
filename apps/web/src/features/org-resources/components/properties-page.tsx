import {
  Input,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  PROPERTY_TARGETS,
  PROPERTY_TYPES,
  type Organization,
  type Property,
  type PropertyTarget,
  type PropertyType,
} from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy, IconForms, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import { listQuery } from '../api/players';
import {
  createProperty,
  deleteProperty,
  fetchProperties,
  playerPropertiesKey,
  updateProperty,
} from '../api/properties';
import { PROPERTY_KEY, keyFromLabel } from '../lib/forms';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PagedList } from '@/components/ui/paged-list';
import { RowActions } from './row-actions';
import { useServerFieldErrors } from './use-field-errors';
import classes from './org-resources.module.css';

const FIELDS = ['key', 'label', 'type', 'options', 'appliesTo'] as const;

interface PropertyValues {
  label: string;
  key: string;
  /** the key follows the label until it is typed in */
  keyTouched: boolean;
  type: PropertyType;
  options: string[];
  appliesTo: PropertyTarget;
}

function PropertyForm({
  organizationId,
  property,
  defaultTarget,
  onSaved,
  onCancel,
}: {
  organizationId: number;
  property: Property | null;
  defaultTarget: PropertyTarget;
  onSaved: (property: Property) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const [saving, setSaving] = useState(false);
  const editing = property !== null;
  const form = useForm<PropertyValues>({
    mode: 'controlled',
    initialValues: {
      label: property?.label ?? '',
      key: property?.key ?? '',
      keyTouched: editing,
      type: property?.type ?? 'text',
      options: property?.options ?? [],
      appliesTo: property?.appliesTo ?? defaultTarget,
    },
    validate: {
      label: (v) => (!v.trim() ? t('orgResources.common.required') : null),
      key: (v) =>
        editing
          ? null
          : !v
            ? t('orgResources.common.required')
            : !PROPERTY_KEY.test(v)
              ? t('orgResources.properties.keyRule')
              : null,
      options: (v, values) =>
        values.type === 'choice' && v.length === 0 ? t('orgResources.server.oneOption') : null,
    },
  });
  const values = form.getValues();

  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const saved = property
        ? await updateProperty(organizationId, property.id, {
            label: v.label.trim(),
            ...(property.type === 'choice' ? { options: v.options } : {}),
          })
        : await createProperty(organizationId, {
            key: v.key,
            label: v.label.trim(),
            type: v.type,
            appliesTo: v.appliesTo,
            ...(v.type === 'choice' ? { options: v.options } : {}),
          });
      notify.success(property ? t('orgResources.properties.saved') : t('orgResources.properties.created'));
      onSaved(saved);
    } catch (error) {
      form.setErrors(serverErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="property-form">
      <Stack gap="md">
        <Stack gap={6}>
          <Input.Label size="md">{t('orgResources.properties.appliesTo')}</Input.Label>
          <SegmentedControl
            size="md"
            fullWidth
            disabled={editing}
            data={PROPERTY_TARGETS.map((target) => ({
              value: target,
              label: t(`orgResources.properties.target.${target}`),
            }))}
            {...form.getInputProps('appliesTo')}
            data-testid="property-applies-to"
          />
        </Stack>
        <TextInput
          label={t('orgResources.properties.label')}
          placeholder={t('orgResources.properties.labelPlaceholder')}
          withAsterisk
          maxLength={200}
          data-autofocus
          data-testid="property-label"
          {...form.getInputProps('label')}
          onChange={(e) => {
            const label = e.currentTarget.value;
            form.setFieldValue('label', label);
            if (!form.getValues().keyTouched) form.setFieldValue('key', keyFromLabel(label));
          }}
        />
        <TextInput
          label={t('orgResources.properties.key')}
          description={editing ? t('orgResources.properties.keyFixed') : t('orgResources.properties.keyHint')}
          withAsterisk={!editing}
          disabled={editing}
          maxLength={40}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="property-key"
          {...form.getInputProps('key')}
          onChange={(e) => {
            form.setFieldValue('key', e.currentTarget.value.toLowerCase());
            form.setFieldValue('keyTouched', true);
          }}
        />
        <Select
          label={t('orgResources.properties.type')}
          disabled={editing}
          allowDeselect={false}
          data={PROPERTY_TYPES.map((type) => ({
            value: type,
            label: t(`orgResources.properties.types.${type}`),
          }))}
          data-testid="property-type"
          {...form.getInputProps('type')}
        />
        {values.type === 'choice' ? (
          <TagsInput
            size="md"
            label={t('orgResources.properties.options')}
            description={t('orgResources.properties.optionsHint')}
            withAsterisk
            maxTags={100}
            splitChars={[',', ';']}
            clearable
            data-testid="property-options"
            {...form.getInputProps('options')}
          />
        ) : null}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('orgResources.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="property-submit"
          >
            {editing ? t('orgResources.common.save') : t('orgResources.properties.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PropertiesList({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PropertyTarget>('players');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<Property | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const list = usePagedList<Property>({
    filterKey: JSON.stringify([debounced.trim(), target]),
    fetchPage: (page, pageSize, signal) =>
      fetchProperties(
        organization.id,
        { ...listQuery(debounced, page, pageSize), appliesTo: target },
        signal,
      ),
    itemKey: (p) => p.id,
  });
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: playerPropertiesKey(organization.id) });
  const add = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing('new')}
      data-testid="property-add"
    >
      {t('orgResources.properties.add')}
    </Button>
  );
  return (
    <>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={target}
          onChange={(v) => setTarget(v as PropertyTarget)}
          data={PROPERTY_TARGETS.map((value) => ({
            value,
            label: t(`orgResources.properties.target.${value}`),
          }))}
          data-testid="property-target-filter"
        />
      </Group>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('orgResources.properties.search')}
        searchPlaceholder={t('orgResources.properties.searchPlaceholder')}
        emptyTitle={t(`orgResources.properties.empty.${target}`)}
        emptyHint={
          organization.canManage
            ? t('orgResources.properties.emptyHint')
            : t('orgResources.common.emptyMember')
        }
        emptyIcon={<IconForms size={28} aria-hidden="true" />}
        emptyAction={organization.canManage ? add : undefined}
        action={organization.canManage ? add : undefined}
        loadFailed={t('orgResources.properties.loadFailed')}
        itemKey={(p) => p.id}
        testId="properties"
        renderItem={(property) => (
          <>
            <div className={classes.grow} data-testid="property-row" data-key={property.key}>
              <Group gap={8} wrap="nowrap">
                <Text fw={700} size="sm" truncate="end">
                  {property.label}
                </Text>
                <Badge size="sm" variant="light" color="gray">
                  {t(`orgResources.properties.types.${property.type}`)}
                </Badge>
              </Group>
              <div className={classes.meta}>
                <Text size="xs" c="dimmed" ff="monospace">
                  {property.key}
                </Text>
                {property.options.length > 0 ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {property.options.join(' · ')}
                  </Text>
                ) : null}
              </div>
            </div>
            {organization.canManage ? (
              <RowActions
                name={property.label}
                testId="property"
                onEdit={() => setEditing(property)}
                onDelete={() => setDeleting(property)}
              />
            ) : null}
          </>
        )}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new'
            ? t('orgResources.properties.createTitle')
            : t('orgResources.properties.editTitle')
        }
        size="md"
      >
        {editing !== null ? (
          <PropertyForm
            organizationId={organization.id}
            property={editing === 'new' ? null : editing}
            defaultTarget={target}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              changed();
              if (saved.appliesTo !== target) setTarget(saved.appliesTo);
              else list.refresh();
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('orgResources.properties.deleteTitle', { name: deleting?.label ?? '' })}
        message={t('orgResources.properties.deleteMessage')}
        doneText={t('orgResources.properties.deleted')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteProperty(organization.id, deleting.id);
          list.removeItem(deleting.id);
          changed();
        }}
      />
    </>
  );
}

/** /organizer/organizations/{id}/properties: the organization's own fields for players or events. */
export function PropertiesPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgResources.properties.title')}
      intro={t('orgResources.properties.intro')}
      testId="properties"
    >
      {(organization) => <PropertiesList organization={organization} />}
    </OrgSectionPage>
  );
}
