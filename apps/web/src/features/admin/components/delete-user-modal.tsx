import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { User } from '@sportzone/contracts';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { deleteUser } from '../api/users';

interface DeleteUserModalProps {
  user: User | null;
  onClose: () => void;
  onDeleted: (user: User) => void;
}

/** DELETE /api/user/{id}, after saying what goes with it. */
export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const confirm = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      await deleteUser(user.id);
      notify.success(t('adminUsers.deleted', { name }));
      onDeleted(user);
    } catch {
      // the API client has shown the error
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('adminUsers.deleteTitle', { name })}
      centered
      radius="lg"
      data-testid="delete-user-modal"
    >
      {user ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            <Text size="sm">{t('adminUsers.deleteText', { email: user.email })}</Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
              {t('adminUsers.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => void confirm()}
              loading={deleting}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              data-testid="delete-user-confirm"
            >
              {t('adminUsers.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
