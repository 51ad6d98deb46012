import type { ApiKey, ApiKeyCreated, Organization } from '@sportzone/contracts';
import { IconKey } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { useSecretOnce } from '@/components/ui/settings/secret-once-modal';
import { SettingsList, SettingsPage } from '@/components/ui/settings/settings-list';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyRow } from './api-key-row';
import { CreateKeyForm } from './create-key-form';
import { SecretModal } from './secret-modal';

function ApiKeysBody({
  organization,
  createButton,
  creating,
  setCreating,
}: {
  organization: Organization;
  createButton: ReactNode;
  creating: boolean;
  setCreating: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const keys = useApiKeys(organization.id);
  const revoke = useRevokeApiKey(organization.id);
  const secret = useSecretOnce<ApiKeyCreated>();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <>
      <SettingsList
        query={keys}
        testId="api-keys"
        texts={{
          loadFailed: t('apiKeys.loadFailed'),
          empty: t('apiKeys.empty'),
          emptyHint: t('apiKeys.emptyHint'),
          count: (count) => t('apiKeys.count', { count }),
        }}
        emptyIcon={<IconKey size={28} aria-hidden="true" />}
        createButton={createButton}
        renderItem={(key) => <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />}
      />
      <FormModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('apiKeys.form.title')}
        size="md"
      >
        {creating ? (
          <CreateKeyForm
            organizationId={organization.id}
            onCancel={() => setCreating(false)}
            onCreated={(next) => {
              setCreating(false);
              secret.show(next);
            }}
          />
        ) : null}
      </FormModal>
      <SecretModal {...secret.dialog} organizationId={organization.id} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiKeys.revoke.title', { name: revoking?.name ?? '' })}
        message={t('apiKeys.revoke.text')}
        confirmLabel={t('apiKeys.revoke.confirm')}
        doneText={t('apiKeys.revoke.done', { name: revoking?.name ?? '' })}
        onClose={() => setRevoking(null)}
        // the API client says why it failed
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id);
        }}
      />
    </>
  );
}

/**
 * /organizer/organizations/{id}/api-keys: the keys the organization's own programs use (a club website,
 * a membership system, a scoreboard), making one (its secret shown once) and revoking one. Owners,
 * organizers and admins; the server refuses anyone else.
 */
export function ApiKeysPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <SettingsPage
      organizationId={organizationId}
      title={t('apiKeys.title')}
      intro={t('apiKeys.intro')}
      testId="api-keys"
      create={{ label: t('apiKeys.create'), testId: 'api-key-create', onClick: () => setCreating(true) }}
    >
      {(organization, createButton) => (
        <ApiKeysBody
          organization={organization}
          createButton={createButton}
          creating={creating}
          setCreating={setCreating}
        />
      )}
    </SettingsPage>
  );
}
