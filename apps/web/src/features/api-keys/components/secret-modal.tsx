import type { ApiKeyCreated } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { SecretOnceModal, type SecretOnceState } from '@/components/ui/settings/secret-once-modal';
import { apiBase } from '@/lib/api';
import { curlExample } from '../lib/api-keys';

/**
 * The secret of the key just made, shown this once (the server keeps only its hash): a warning, the
 * key with a copy button and a call to try it with. Closing forgets the secret.
 */
export function SecretModal({
  created,
  opened,
  onClose,
  onClosed,
  organizationId,
}: SecretOnceState<ApiKeyCreated> & { organizationId: number }) {
  const { t } = useTranslation();
  const secret = created?.secret ?? '';
  return (
    <SecretOnceModal
      opened={opened}
      onClose={onClose}
      onClosed={onClosed}
      title={t('apiKeys.secret.title', { name: created?.key.name ?? '' })}
      secret={secret}
      testId="api-key"
      texts={{
        warningTitle: t('apiKeys.secret.warningTitle'),
        warning: t('apiKeys.secret.warning'),
        label: t('apiKeys.secret.label'),
        copy: t('apiKeys.secret.copy'),
        copied: t('apiKeys.secret.copied'),
        done: t('apiKeys.secret.done'),
      }}
      example={{
        title: t('apiKeys.secret.exampleTitle'),
        text: t('apiKeys.secret.example'),
        code: curlExample(apiBase() ?? window.location.origin, organizationId, secret),
        copyTestId: 'api-key-curl-copy',
        codeTestId: 'api-key-curl',
      }}
    />
  );
}
