import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { confirmsName } from './confirms-name';

/**
 * "Remove Ana from the members?" with what it means; with `typeToConfirm` the button stays off until the
 * name is typed. Errors have their toast from the API client.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  onClose,
  onConfirm,
  doneText,
  confirmLabel,
  typeToConfirm,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  doneText: string;
  confirmLabel?: string;
  typeToConfirm?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      notify.success(doneText);
      close();
    } catch {
      // the API client shows why
    } finally {
      setBusy(false);
    }
  };
  const blocked = typeToConfirm !== undefined && !confirmsName(typed, typeToConfirm);
  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="lg">
      <Stack gap="md" data-testid="confirm-dialog">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {typeToConfirm !== undefined ? (
          <TextInput
            label={t('common.typeToConfirm', { name: typeToConfirm })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="confirm-type"
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            loading={busy}
            disabled={blocked}
            onClick={() => void confirm()}
            data-testid="confirm-button"
          >
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
