import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Application } from '@sportzone/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { decideApplication } from '../api/applications';
import { nameOf } from '../lib/people';

const REASON_MAX = 1000;

export interface DecisionTarget {
  application: Application;
  decision: 'accept' | 'reject';
}

function DecisionForm({
  target,
  onClose,
  onDecided,
}: {
  target: DecisionTarget;
  onClose: () => void;
  onDecided: (application: Application) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const { application, decision } = target;
  const name = nameOf(application.user);
  const confirm = async () => {
    setSaving(true);
    try {
      const decided = await decideApplication(application.id, decision, reason.trim() || null);
      notify.success(
        decision === 'accept'
          ? t('orgMembership.applications.accepted', { name })
          : t('orgMembership.applications.rejected', { name }),
      );
      onDecided(decided);
    } catch {
      // the API client shows why (409: decided meanwhile)
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md" data-testid="decision-form">
      <Text size="sm">
        {decision === 'accept'
          ? t('orgMembership.applications.acceptText', { name, organization: application.organization.name })
          : t('orgMembership.applications.rejectText', { name })}
      </Text>
      <Textarea
        label={t('orgMembership.applications.reason')}
        description={t('orgMembership.applications.reasonHint')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={REASON_MAX}
        autosize
        minRows={2}
        maxRows={6}
        data-autofocus
        data-testid="decision-reason"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          color={decision === 'accept' ? 'teal' : 'red'}
          leftSection={
            decision === 'accept' ? (
              <IconCheck size={18} aria-hidden="true" />
            ) : (
              <IconX size={18} aria-hidden="true" />
            )
          }
          loading={saving}
          onClick={() => void confirm()}
          data-testid="decision-confirm"
        >
          {decision === 'accept'
            ? t('orgMembership.applications.accept')
            : t('orgMembership.applications.reject')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Accept or reject an application, with an optional reason the applicant sees. */
export function DecisionModal({
  target,
  onClose,
  onDecided,
}: {
  target: DecisionTarget | null;
  onClose: () => void;
  onDecided: (application: Application) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      radius="lg"
      title={
        target?.decision === 'reject'
          ? t('orgMembership.applications.rejectTitle')
          : t('orgMembership.applications.acceptTitle')
      }
    >
      {target ? (
        <DecisionForm
          key={`${target.application.id}-${target.decision}`}
          target={target}
          onClose={onClose}
          onDecided={onDecided}
        />
      ) : null}
    </Modal>
  );
}
