import { Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRIVACY, type Organization, type Privacy } from '@sportzone/contracts';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitBar, useFormSubmit } from '@/components/ui/resource-form';
import { createOrganization, updateOrganization } from '../api/organizations';
import {
  ORGANIZATION_FIELDS,
  organizationFieldProblem,
  organizationFormValues,
  organizationInput,
  type OrganizationFormValues,
} from '../lib/forms';
import { useServerFieldErrors } from './use-field-errors';

/** Languages offered for an organization; one already stored stays selectable. */
const LANGUAGES = ['bg', 'en', 'de', 'fr', 'es', 'it', 'ro', 'el', 'sr', 'mk', 'tr', 'pl', 'uk', 'ru'];

function languageOptions(locale: string, current: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const codes = current && !LANGUAGES.includes(current) ? [...LANGUAGES, current] : LANGUAGES;
  return codes.map((code) => {
    let label = code;
    try {
      label = names.of(code) ?? code;
    } catch {
      // an odd stored code: shown as it is
    }
    return { value: code, label: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1) };
  });
}

/**
 * An organization's details: create (top level, or a sub-organization with parentId) or edit. The server's
 * field messages show beside the fields.
 */
export function OrganizationForm({
  organization,
  parentId,
  onSaved,
  onCancel,
}: {
  organization?: Organization | null;
  parentId?: number | null;
  onSaved: (organization: Organization) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const serverErrors = useServerFieldErrors();
  const editing = Boolean(organization);
  const form = useForm<OrganizationFormValues>({
    mode: 'controlled',
    initialValues: organizationFormValues(organization, locale),
    validateInputOnBlur: ['name', 'email', 'website', 'phoneNumber'],
    validate: {
      name: (v) => say(organizationFieldProblem('name', v)),
      email: (v) => say(organizationFieldProblem('email', v)),
      website: (v) => say(organizationFieldProblem('website', v)),
      phoneNumber: (v) => say(organizationFieldProblem('phoneNumber', v)),
    },
  });
  function say(problem: ReturnType<typeof organizationFieldProblem>) {
    return problem ? t(`organizer.server.${problem}`) : null;
  }
  const languages = useMemo(
    () => languageOptions(locale, form.values.language),
    [locale, form.values.language],
  );
  const today = new Date().toISOString().slice(0, 10);

  const { saving, submit } = useFormSubmit(form, {
    save: (values) => {
      const input = organizationInput(values, organization ? null : parentId);
      return organization ? updateOrganization(organization.id, input) : createOrganization(input);
    },
    doneText: (saved) =>
      organization
        ? t('organizer.form.saved')
        : parentId
          ? t('organizer.subOrgs.created', { name: saved.name })
          : t('organizer.organizations.created', { name: saved.name }),
    onSaved,
    fieldErrors: (error) => serverErrors(error, ORGANIZATION_FIELDS),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="organization-form">
      <Stack gap="md">
        <TextInput
          label={t('organizer.form.name')}
          placeholder={t('organizer.form.namePlaceholder')}
          withAsterisk
          maxLength={200}
          data-autofocus
          data-testid="org-name"
          {...form.getInputProps('name')}
        />
        <Radio.Group
          label={t('organizer.form.privacy')}
          description={t('organizer.form.privacyHint')}
          {...form.getInputProps('privacy')}
          onChange={(v) => form.setFieldValue('privacy', v as Privacy)}
          data-testid="org-privacy"
        >
          <Stack gap="xs" mt="xs">
            {PRIVACY.map((p) => (
              <Radio
                key={p}
                value={p}
                label={t(`organizer.privacy.${p}`)}
                description={t(`organizer.privacy.${p}Hint`)}
                data-testid={`org-privacy-${p}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" fw={700} mt="xs">
          {t('organizer.form.contact')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            type="email"
            label={t('organizer.form.email')}
            placeholder="info@club.example"
            maxLength={254}
            data-testid="org-email"
            {...form.getInputProps('email')}
          />
          <TextInput
            type="tel"
            label={t('organizer.form.phoneNumber')}
            placeholder="+359 2 123 456"
            maxLength={40}
            data-testid="org-phone"
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput
            label={t('organizer.form.website')}
            placeholder="https://club.example"
            maxLength={500}
            data-testid="org-website"
            {...form.getInputProps('website')}
          />
          <TextInput
            type="date"
            label={t('organizer.form.establishedOn')}
            max={today}
            data-testid="org-established"
            {...form.getInputProps('establishedOn')}
          />
          <Select
            label={t('organizer.form.language')}
            placeholder={t('organizer.form.languagePlaceholder')}
            data={languages}
            searchable
            clearable
            data-testid="org-language"
            {...form.getInputProps('language')}
            value={form.values.language || null}
            onChange={(v) => form.setFieldValue('language', v ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label={t('organizer.form.description')}
          placeholder={t('organizer.form.descriptionPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={4000}
          data-testid="org-description"
          {...form.getInputProps('description')}
        />
        <SubmitBar
          saving={saving}
          onCancel={onCancel}
          icon={
            editing ? (
              <IconDeviceFloppy size={18} aria-hidden="true" />
            ) : (
              <IconPlus size={18} aria-hidden="true" />
            )
          }
          label={
            editing
              ? t('common.save')
              : parentId
                ? t('organizer.subOrgs.create')
                : t('organizer.organizations.create')
          }
          testId="org-submit"
        />
      </Stack>
    </form>
  );
}
