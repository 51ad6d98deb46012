import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

/** "Delete Court 1?" with what it means; errors have their toast from the API client. */
export function ConfirmDelete({
  opened,
  title,
  message,
  onClose,
  onConfirm,
  deletedText,
}: {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  deletedText: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      notify.success(deletedText);
      onClose();
    } catch {
      // the API client shows why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md" data-testid="confirm-delete">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('orgResources.common.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="confirm-delete-button"
          >
            {t('orgResources.common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
