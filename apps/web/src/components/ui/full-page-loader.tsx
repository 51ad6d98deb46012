import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader({
  label,
  minHeight = '50vh',
}: {
  label?: string;
  minHeight?: string | number;
}) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
