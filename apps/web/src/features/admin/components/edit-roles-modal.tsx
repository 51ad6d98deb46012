import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { Role, User } from '@sportzone/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { setUserRoles } from '../api/users';

const ROLES: readonly Role[] = ['Admin', 'Organizer', 'Player', 'User'];

interface EditRolesModalProps {
  user: User | null;
  isSelf: boolean;
  onClose: () => void;
  onSaved: (user: User) => void;
}

function RolesForm({ user, isSelf, onClose, onSaved }: EditRolesModalProps & { user: User }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<string[]>(() => [...new Set<string>([...user.roles, 'User'])]);
  const [saving, setSaving] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await setUserRoles(
        user.id,
        ROLES.filter((r) => roles.includes(r)),
      );
      notify.success(t('adminUsers.rolesSaved', { name }));
      onSaved(saved);
    } catch {
      // the API client has shown the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('adminUsers.rolesHint', { email: user.email })}
      </Text>
      <Checkbox.Group value={roles} onChange={setRoles} label={t('adminUsers.rolesLabel')}>
        <Stack gap="sm" mt="xs">
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              value={role}
              label={t(`roles.${role}`)}
              description={t(`adminUsers.roleHelp.${role}`)}
              // everyone keeps User; an admin keeps their own Admin role
              disabled={role === 'User' || (isSelf && role === 'Admin')}
              data-testid={`role-${role}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {isSelf ? (
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />}>
          {t('adminUsers.ownAdmin')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('adminUsers.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} data-testid="roles-save">
          {t('adminUsers.rolesSave')}
        </Button>
      </Group>
    </Stack>
  );
}

/** PUT /api/user/{id}/update/roles: Admin, Organizer, Player; User always stays. */
export function EditRolesModal(props: EditRolesModalProps) {
  const { t } = useTranslation();
  const { user, onClose } = props;
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('adminUsers.rolesTitle', { name: `${user.firstName} ${user.lastName}` }) : ''}
      centered
      radius="lg"
      data-testid="edit-roles-modal"
    >
      {user ? <RolesForm key={user.id} {...props} user={user} /> : null}
    </Modal>
  );
}
