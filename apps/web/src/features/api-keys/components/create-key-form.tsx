import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_KEY_SCOPES, type ApiKeyCreated, type ApiKeyInput, type ApiKeyScope } from '@sportzone/contracts';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResourceForm, reportUnplaced400, useFormSubmit } from '@/components/ui/resource-form';
import { fieldErrors } from '@/lib/api';
import { useCreateApiKey } from '../api/api-keys';
import { expiresAtFromDay, formErrors, scopeHintKey, scopeLabelKey, todayInput } from '../lib/api-keys';

const NAME_MAX = 100;

interface KeyFormValues {
  name: string;
  scopes: ApiKeyScope[];
  /** YYYY-MM-DD, or '' for "until revoked" */
  expiresOn: string;
}

/** The test id of a scope's checkbox: api-key-scope-results-read. */
const scopeTestId = (scope: ApiKeyScope) => `api-key-scope-${scope.replace(':', '-')}`;

/**
 * A new key: its name, what it may do (at least one scope, each said in plain words) and, if it should
 * stop by itself, the last day it works. What the server refuses goes beside the field it is about.
 */
export function CreateKeyForm({
  organizationId,
  onCreated,
  onCancel,
}: {
  organizationId: number;
  onCreated: (created: ApiKeyCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey(organizationId);
  const today = todayInput();
  const form = useForm<KeyFormValues>({
    mode: 'controlled',
    initialValues: { name: '', scopes: [], expiresOn: '' },
    validate: {
      name: (v) => (!v.trim() ? t('common.required') : null),
      scopes: (v) => (v.length === 0 ? t('apiKeys.form.scopesRequired') : null),
      expiresOn: (v) => (v && v < today ? t('apiKeys.form.expiresPast') : null),
    },
  });
  const { saving, submit } = useFormSubmit(form, {
    save: (values) => {
      const input: ApiKeyInput = {
        name: values.name.trim(),
        // in the form's order, whatever order they were ticked in
        scopes: API_KEY_SCOPES.filter((s) => values.scopes.includes(s)),
        expiresAt: values.expiresOn ? expiresAtFromDay(values.expiresOn) : null,
      };
      return create.mutateAsync(input);
    },
    doneText: (created) => t('apiKeys.secret.created', { name: created.key.name }),
    onSaved: onCreated,
    fieldErrors: (error) => formErrors(fieldErrors(error)),
    unplaced: reportUnplaced400,
  });
  return (
    <ResourceForm
      onSubmit={submit}
      testId="api-key"
      saving={saving}
      onCancel={onCancel}
      submitLabel={t('apiKeys.form.submit')}
      submitIcon={<IconKey size={18} aria-hidden="true" />}
    >
      <TextInput
        label={t('apiKeys.form.name')}
        description={t('apiKeys.form.nameHint')}
        placeholder={t('apiKeys.form.namePlaceholder')}
        withAsterisk
        maxLength={NAME_MAX}
        autoComplete="off"
        data-autofocus
        data-testid="api-key-name"
        {...form.getInputProps('name')}
      />
      <Checkbox.Group
        label={t('apiKeys.form.scopes')}
        description={t('apiKeys.form.scopesHint')}
        withAsterisk
        data-testid="api-key-scopes-field"
        {...form.getInputProps('scopes')}
      >
        <Stack gap="sm" mt="xs">
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              value={scope}
              label={t(scopeLabelKey(scope))}
              description={t(scopeHintKey(scope))}
              data-testid={scopeTestId(scope)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        type="date"
        label={t('apiKeys.form.expiresOn')}
        description={t('apiKeys.form.expiresOnHint')}
        min={today}
        maw={260}
        data-testid="api-key-expires-on"
        {...form.getInputProps('expiresOn')}
      />
    </ResourceForm>
  );
}
