import { Anchor, Group, Text } from '@mantine/core';
import type { WebhookEndpointCreated } from '@sportzone/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SecretOnceModal, type SecretOnceState } from '@/components/ui/settings/secret-once-modal';
import { verifyExample } from '../lib/webhooks';
import classes from './webhooks.module.css';

/** Standard Webhooks: the convention the calls follow, and its verifying libraries for many languages. */
const STANDARD_WEBHOOKS_URL = 'https://github.com/standard-webhooks/standard-webhooks/tree/main/libraries';

/** After the verifying code: a failed call is tried again, and where the other languages' libraries are. */
function VerifyNotes() {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('webhooks.secret.verifyRetry')}
      </Text>
      <Anchor
        href={STANDARD_WEBHOOKS_URL}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        data-testid="webhook-verify-link"
      >
        <Group gap={4} wrap="nowrap" component="span">
          {t('webhooks.secret.verifyLink')}
          <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </>
  );
}

/**
 * The signing secret of the endpoint just made, shown this once: the endpoint, a warning, the secret
 * with a copy button, and how a receiver verifies a call with it (the Standard Webhooks headers and
 * library). Closing forgets the secret.
 */
export function SecretModal({ created, opened, onClose, onClosed }: SecretOnceState<WebhookEndpointCreated>) {
  const { t } = useTranslation();
  const secret = created?.secret ?? '';
  return (
    <SecretOnceModal
      opened={opened}
      onClose={onClose}
      onClosed={onClosed}
      title={t('webhooks.secret.title')}
      secret={secret}
      testId="webhook"
      texts={{
        warningTitle: t('webhooks.secret.warningTitle'),
        warning: t('webhooks.secret.warning'),
        label: t('webhooks.secret.label'),
        copy: t('webhooks.secret.copy'),
        copied: t('webhooks.secret.copied'),
        done: t('webhooks.secret.done'),
      }}
      lead={
        <Text size="sm" className={classes.url} data-testid="webhook-secret-url">
          {created?.endpoint.url}
        </Text>
      }
      example={{
        title: t('webhooks.secret.verifyTitle'),
        text: t('webhooks.secret.verify'),
        code: verifyExample(secret),
        testId: 'webhook-verify',
        copyTestId: 'webhook-verify-copy',
        codeTestId: 'webhook-verify-example',
        after: <VerifyNotes />,
      }}
    />
  );
}
