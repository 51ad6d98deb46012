import { Alert, Button, Card, List, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import type { User } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconBuildingCommunity,
  IconId,
  IconKey,
  IconMessage2,
  IconPhoto,
  IconShieldHalf,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOwnAccount } from '../api/delete-account';
import { confirmsDeletion } from '../lib/confirm-deletion';

const ITEMS = [
  { key: 'itemProfile', icon: IconId },
  { key: 'itemPicture', icon: IconPhoto },
  { key: 'itemRoles', icon: IconShieldHalf },
  { key: 'itemRequests', icon: IconMessage2 },
  { key: 'itemMemberships', icon: IconBuildingCommunity },
  { key: 'itemSignIn', icon: IconKey },
] as const;

/** What deleting removes, as a list (also shown before signing in). */
export function DeletionList() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('deleteAccount.listTitle')}
      </Title>
      <List spacing="sm" center listStyleType="none" data-testid="deletion-list">
        {ITEMS.map(({ key, icon: Icon }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" color="red">
                <Icon size={16} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            <Text component="span" lh={1.45} display="block">
              {t(`deleteAccount.${key}`)}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('deleteAccount.keptNote')}
      </Text>
    </Stack>
  );
}

/** /user/delete for a signed-in user with a profile: the list, the typed confirmation, DELETE /api/user. */
export function DeleteAccountForm({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteOwnAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const word = t('deleteAccount.confirmWord');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!confirmsDeletion(typed, user.email, word)) {
      setError(t('deleteAccount.confirmMismatch', { word }));
      return;
    }
    try {
      await remove.mutateAsync();
      onDeleted();
    } catch {
      // the API client has shown the error
    }
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <DeletionList />
      </Card>
      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        style={{ borderColor: 'var(--mantine-color-red-3)' }}
      >
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="delete-account-form">
          <Stack gap="md">
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              title={t('deleteAccount.warningTitle')}
            >
              {t('deleteAccount.warningText')}
            </Alert>
            <TextInput
              label={t('deleteAccount.confirmLabel', { word })}
              description={t('deleteAccount.confirmDescription', { email: user.email, word })}
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              data-testid="delete-confirm-input"
            />
            <Button
              type="submit"
              color="red"
              size="md"
              loading={remove.isPending}
              disabled={!typed.trim()}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              data-testid="delete-account-submit"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('deleteAccount.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
