import type { Organization, WebhookEndpoint, WebhookEndpointCreated } from '@sportzone/contracts';
import { IconWebhook } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { useSecretOnce } from '@/components/ui/settings/secret-once-modal';
import { SettingsList, SettingsPage } from '@/components/ui/settings/settings-list';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { SecretModal } from './secret-modal';
import { WebhookForm } from './webhook-form';
import { WebhookRow } from './webhook-row';

/** The form's dialog: closed, a new endpoint, or an endpoint's changes. */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; endpoint: WebhookEndpoint };

function WebhooksBody({
  organization,
  createButton,
  editing,
  setEditing,
}: {
  organization: Organization;
  createButton: ReactNode;
  editing: Editing;
  setEditing: (next: Editing) => void;
}) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(organization.id);
  const remove = useDeleteWebhook(organization.id);
  const secret = useSecretOnce<WebhookEndpointCreated>();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const close = () => setEditing({ mode: 'closed' });

  return (
    <>
      <SettingsList
        query={webhooks}
        testId="webhooks"
        texts={{
          loadFailed: t('webhooks.loadFailed'),
          empty: t('webhooks.empty'),
          emptyHint: t('webhooks.emptyHint'),
          count: (count) => t('webhooks.count', { count }),
        }}
        emptyIcon={<IconWebhook size={28} aria-hidden="true" />}
        createButton={createButton}
        renderItem={(endpoint) => (
          <WebhookRow
            key={endpoint.id}
            endpoint={endpoint}
            organizationId={organization.id}
            onEdit={() => setEditing({ mode: 'edit', endpoint })}
            onDelete={() => setDeleting(endpoint)}
          />
        )}
      />
      <FormModal
        opened={editing.mode !== 'closed'}
        onClose={close}
        title={editing.mode === 'edit' ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')}
        size="md"
      >
        {editing.mode !== 'closed' ? (
          <WebhookForm
            key={editing.mode === 'edit' ? editing.endpoint.id : 'new'}
            organizationId={organization.id}
            endpoint={editing.mode === 'edit' ? editing.endpoint : null}
            onCancel={close}
            onSaved={close}
            onCreated={(next) => {
              close();
              secret.show(next);
            }}
          />
        ) : null}
      </FormModal>
      <SecretModal {...secret.dialog} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('webhooks.remove.title')}
        message={t('webhooks.remove.text', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.remove.confirm')}
        doneText={t('webhooks.remove.done')}
        onClose={() => setDeleting(null)}
        // the API client says why it failed
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}

/**
 * /organizer/organizations/{id}/webhooks: the URLs Sportzone calls with a signed message when something
 * happens in the organization's matches and tournaments (a club website, a chat bot), each with its
 * events, state and delivery log. Owners, organizers and admins; the server refuses anyone else.
 */
export function WebhooksPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  return (
    <SettingsPage
      organizationId={organizationId}
      title={t('webhooks.title')}
      intro={t('webhooks.intro')}
      testId="webhooks"
      create={{
        label: t('webhooks.create'),
        testId: 'webhook-create',
        onClick: () => setEditing({ mode: 'create' }),
      }}
    >
      {(organization, createButton) => (
        <WebhooksBody
          organization={organization}
          createButton={createButton}
          editing={editing}
          setEditing={setEditing}
        />
      )}
    </SettingsPage>
  );
}
