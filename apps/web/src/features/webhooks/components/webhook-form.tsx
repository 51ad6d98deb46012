import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEndpointCreated } from '@sportzone/contracts';
import { IconDeviceFloppy, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResourceForm, reportUnplaced400, useFormSubmit } from '@/components/ui/resource-form';
import { fieldErrors } from '@/lib/api';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';
import {
  ALL_EVENTS,
  endpointInput,
  endpointUpdate,
  eventHintKey,
  eventLabelKey,
  eventTestId,
  eventsFromGroup,
  formErrors,
  formValuesOf,
  groupValue,
  isWebUrl,
  type EndpointFormValues,
} from '../lib/webhooks';

const URL_MAX = 2000;
const DESCRIPTION_MAX = 200;

/** What a save gives back: the endpoint, and its secret when it was just made. */
type Saved = { endpoint: WebhookEndpoint; secret?: string };

/**
 * A new endpoint, or an endpoint's changes: the URL, what it is for, and the events it gets (at least
 * one, each said in plain words). What the server refuses (a URL it will not call) goes beside the
 * field it is about. Switching it on and off is the row's switch, not this form.
 */
export function WebhookForm({
  organizationId,
  endpoint,
  onCreated,
  onSaved,
  onCancel,
}: {
  organizationId: number;
  /** null: a new endpoint */
  endpoint: WebhookEndpoint | null;
  onCreated: (created: WebhookEndpointCreated) => void;
  onSaved: (endpoint: WebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook(organizationId);
  const update = useUpdateWebhook(organizationId, { fromForm: true });
  const form = useForm<EndpointFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(endpoint),
    validate: {
      url: (v) => (!v.trim() ? t('common.required') : isWebUrl(v) ? null : t('webhooks.form.urlInvalid')),
      events: (v) => (v.length === 0 ? t('webhooks.form.eventsRequired') : null),
    },
  });
  const events = form.values.events;
  const { saving, submit } = useFormSubmit<EndpointFormValues, Saved>(form, {
    save: async (values) => {
      if (!endpoint) return create.mutateAsync(endpointInput(values));
      const changes = endpointUpdate(endpoint, values);
      if (Object.keys(changes).length === 0) return { endpoint };
      return { endpoint: await update.mutateAsync({ id: endpoint.id, update: changes }) };
    },
    doneText: (saved) =>
      saved.secret !== undefined
        ? t('webhooks.secret.created', { url: saved.endpoint.url })
        : t('webhooks.form.saved', { url: saved.endpoint.url }),
    onSaved: (saved) => {
      if (saved.secret !== undefined) onCreated({ endpoint: saved.endpoint, secret: saved.secret });
      else onSaved(saved.endpoint);
    },
    fieldErrors: (error) => formErrors(fieldErrors(error)),
    unplaced: reportUnplaced400,
  });
  return (
    <ResourceForm
      onSubmit={submit}
      testId="webhook"
      saving={saving}
      onCancel={onCancel}
      submitLabel={endpoint ? t('webhooks.form.submitEdit') : t('webhooks.form.submitCreate')}
      submitIcon={
        endpoint ? (
          <IconDeviceFloppy size={18} aria-hidden="true" />
        ) : (
          <IconWebhook size={18} aria-hidden="true" />
        )
      }
    >
      <TextInput
        type="url"
        inputMode="url"
        label={t('webhooks.form.url')}
        description={t('webhooks.form.urlHint')}
        placeholder={t('webhooks.form.urlPlaceholder')}
        withAsterisk
        maxLength={URL_MAX}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        data-testid="webhook-url"
        {...form.getInputProps('url')}
      />
      <TextInput
        label={t('webhooks.form.description')}
        description={t('webhooks.form.descriptionHint')}
        placeholder={t('webhooks.form.descriptionPlaceholder')}
        maxLength={DESCRIPTION_MAX}
        autoComplete="off"
        data-testid="webhook-description"
        {...form.getInputProps('description')}
      />
      <Checkbox.Group
        label={t('webhooks.form.events')}
        description={t('webhooks.form.eventsHint')}
        withAsterisk
        data-testid="webhook-events-field"
        {...form.getInputProps('events')}
        value={groupValue(events)}
        onChange={(next) => form.setFieldValue('events', eventsFromGroup(events, next))}
      >
        <Stack gap="sm" mt="xs">
          <Checkbox
            value={ALL_EVENTS}
            label={t('webhooks.form.all')}
            indeterminate={events.length > 0 && events.length < WEBHOOK_EVENTS.length}
            fw={600}
            data-testid="webhook-events-all"
          />
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              value={event}
              label={t(eventLabelKey(event))}
              description={t(eventHintKey(event))}
              data-testid={eventTestId(event)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </ResourceForm>
  );
}
