import {
  Input,
  Badge,
  Group,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PROPERTY_TARGETS,
  PROPERTY_TYPES,
  type Organization,
  type Property,
  type PropertyTarget,
  type PropertyType,
} from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconForms } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createProperty,
  deleteProperty,
  fetchProperties,
  playerPropertiesKey,
  updateProperty,
} from '../api/properties';
import { PROPERTY_KEY, keyFromLabel } from '../lib/forms';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceForm, useFormSubmit } from '@/components/ui/resource-form';
import { ResourceSection, type ResourceFormProps } from '@/components/ui/resource-section';
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
  item: property,
  defaultTarget,
  onSaved,
  onCancel,
}: { organizationId: number; defaultTarget: PropertyTarget } & ResourceFormProps<Property>) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const editing = property !== null;
  const form = useForm<PropertyValues>({
    mode: 'controlled',
    validateInputOnBlur: ['label', 'key'],
    initialValues: {
      label: property?.label ?? '',
      key: property?.key ?? '',
      keyTouched: editing,
      type: property?.type ?? 'text',
      options: property?.options ?? [],
      appliesTo: property?.appliesTo ?? defaultTarget,
    },
    validate: {
      label: (v) => (!v.trim() ? t('common.required') : null),
      key: (v) =>
        editing
          ? null
          : !v
            ? t('common.required')
            : !PROPERTY_KEY.test(v)
              ? t('orgResources.properties.keyRule')
              : null,
      options: (v, values) =>
        values.type === 'choice' && v.length === 0 ? t('orgResources.server.oneOption') : null,
    },
  });
  const values = form.getValues();

  const { saving, submit } = useFormSubmit(form, {
    save: (v) =>
      property
        ? updateProperty(organizationId, property.id, {
            label: v.label.trim(),
            ...(property.type === 'choice' ? { options: v.options } : {}),
          })
        : createProperty(organizationId, {
            key: v.key,
            label: v.label.trim(),
            type: v.type,
            appliesTo: v.appliesTo,
            ...(v.type === 'choice' ? { options: v.options } : {}),
          }),
    doneText: property ? t('orgResources.properties.saved') : t('orgResources.properties.created'),
    onSaved,
    fieldErrors: (error) => serverErrors(error, FIELDS),
  });

  return (
    <ResourceForm
      onSubmit={submit}
      testId="property"
      saving={saving}
      onCancel={onCancel}
      submitLabel={editing ? t('common.save') : t('orgResources.properties.create')}
    >
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
    </ResourceForm>
  );
}

function PropertyRow({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
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
  );
}

function PropertiesList({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PropertyTarget>('players');
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: playerPropertiesKey(organization.id) });
  return (
    <ResourceSection<Property>
      header={
        <SegmentedControl
          value={target}
          onChange={(v) => setTarget(v as PropertyTarget)}
          data={PROPERTY_TARGETS.map((value) => ({
            value,
            label: t(`orgResources.properties.target.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
          data-testid="property-target-filter"
        />
      }
      testId="properties"
      itemTestId="property"
      canManage={organization.canManage}
      fetchPage={(query, signal) => fetchProperties(organization.id, { ...query, appliesTo: target }, signal)}
      filterKey={target}
      itemKey={(p) => p.id}
      itemName={(p) => p.label}
      renderItem={(property) => <PropertyRow property={property} />}
      texts={{
        search: t('orgResources.properties.search'),
        searchPlaceholder: t('orgResources.properties.searchPlaceholder'),
        empty: t(`orgResources.properties.empty.${target}`),
        emptyHint: t('orgResources.properties.emptyHint'),
        loadFailed: t('orgResources.properties.loadFailed'),
        add: t('orgResources.properties.add'),
        createTitle: t('orgResources.properties.createTitle'),
        editTitle: t('orgResources.properties.editTitle'),
      }}
      emptyIcon={<IconForms size={28} aria-hidden="true" />}
      form={(props) => <PropertyForm organizationId={organization.id} defaultTarget={target} {...props} />}
      formSize="md"
      remove={{
        run: (p) => deleteProperty(organization.id, p.id),
        title: (p) => t('orgResources.properties.deleteTitle', { name: p.label }),
        message: () => t('orgResources.properties.deleteMessage'),
        done: t('orgResources.properties.deleted'),
      }}
      afterChange={(_list, saved) => {
        changed();
        // one made for the other kind: the list switches to it
        if (saved && saved.appliesTo !== target) setTarget(saved.appliesTo);
      }}
    />
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
