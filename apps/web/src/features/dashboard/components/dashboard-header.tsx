import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DashboardHeader({ firstName }: { firstName: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="dashboard-greeting">
        {firstName ? t('dashboard.greeting', { name: firstName }) : t('dashboard.greetingAnonymous')}
      </Title>
      <Text c="dimmed">{t('dashboard.subtitle')}</Text>
    </Stack>
  );
}
