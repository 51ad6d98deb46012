import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to /user/delete, at the foot of the profile. */
export function DeleteAccountLink() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="md" data-testid="delete-account-link">
      <Stack gap={2} maw={460}>
        <Title order={2} fz="lg">
          {t('deleteAccount.linkTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deleteAccount.linkText')}
        </Text>
      </Stack>
      <Button
        component={Link}
        to="/user/delete"
        variant="outline"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
      >
        {t('deleteAccount.linkAction')}
      </Button>
    </Group>
  );
}
