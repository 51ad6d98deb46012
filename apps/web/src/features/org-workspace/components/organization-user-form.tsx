import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@sportzone/contracts';
import { IconInfoCircle, IconUserPlus, IconWorld } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '@/components/ui/resource-form';
import type { ResourceFormProps } from '@/components/ui/resource-section';
import { isApiError, reportApiError } from '@/lib/api';
import { getPublicConfig } from '@/lib/config/public-config';
import { countryOptions } from '@/lib/countries';
import { notify } from '@/lib/notify';
import { fullName } from '@/lib/people';
import { createOrganizationUser } from '../api/users';
import {
  ORGANIZATION_USER_FIELDS,
  emptyOrganizationUser,
  nextStepKey,
  organizationUserFieldProblem,
  organizationUserInput,
} from '../lib/users';
import { useServerFieldErrors } from './use-field-errors';

/** the toast that says what the person does next stays long enough to be read */
const NEXT_STEP_TOAST_MS = 12_000;

/**
 * "Create account": a Sportzone account made for someone of the organization, who joins it as a
 * member. The dialog says before and the toast after what the person does next (decision 059).
 */
export function OrganizationUserForm({
  organizationId,
  onSaved,
  onCancel,
}: { organizationId: number } & ResourceFormProps<User>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const serverErrors = useServerFieldErrors();
  const [saving, setSaving] = useState(false);
  const nextStep = t(`organizer.users.${nextStepKey(getPublicConfig()?.oidc.embedded ?? true)}`);
  const problem = (field: 'firstName' | 'lastName' | 'email') => (value: string) => {
    const key = organizationUserFieldProblem(field, value);
    return key ? t(`organizer.server.${key}`) : null;
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: emptyOrganizationUser(),
    validate: { firstName: problem('firstName'), lastName: problem('lastName'), email: problem('email') },
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const user = await createOrganizationUser(organizationUserInput(organizationId, values));
      notify.success(
        `${t('organizer.users.created', { name: fullName(user), email: user.email })} ${nextStep}`,
        { autoClose: NEXT_STEP_TOAST_MS },
      );
      onSaved(user);
    } catch (error) {
      const fields =
        isApiError(error) && error.code === 'email_taken'
          ? { email: t('organizer.users.emailTaken') }
          : serverErrors(error, ORGANIZATION_USER_FIELDS);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0 && isApiError(error)) reportApiError(error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <ResourceForm
      onSubmit={submit}
      testId="org-user"
      saving={saving}
      onCancel={onCancel}
      submitLabel={t('organizer.users.create')}
      submitIcon={<IconUserPlus size={18} aria-hidden="true" />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('organizer.members.firstName')}
          withAsterisk
          maxLength={100}
          autoComplete="off"
          data-autofocus
          data-testid="org-user-first-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('organizer.members.middleName')}
          maxLength={100}
          autoComplete="off"
          data-testid="org-user-middle-name"
          {...form.getInputProps('middleName')}
        />
        <TextInput
          label={t('organizer.members.lastName')}
          withAsterisk
          maxLength={100}
          autoComplete="off"
          data-testid="org-user-last-name"
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="email"
          label={t('organizer.members.email')}
          description={t('organizer.users.emailHint')}
          withAsterisk
          placeholder="name@example.com"
          maxLength={254}
          autoComplete="off"
          data-testid="org-user-email"
          {...form.getInputProps('email')}
        />
        <Select
          label={t('organizer.users.nationality')}
          description={t('organizer.users.nationalityHint')}
          placeholder={t('organizer.users.nationalityPlaceholder')}
          data={countries}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('organizer.users.clearNationality') }}
          nothingFoundMessage={t('profile.nationalityNothingFound')}
          leftSection={<IconWorld size={18} aria-hidden="true" />}
          comboboxProps={{ withinPortal: true }}
          data-testid="org-user-nationality"
          {...form.getInputProps('nationality')}
        />
      </SimpleGrid>
      <Alert
        variant="light"
        color="brand"
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        title={t('organizer.users.nextStepTitle')}
        data-testid="org-user-next-step"
      >
        {nextStep}
      </Alert>
    </ResourceForm>
  );
}
