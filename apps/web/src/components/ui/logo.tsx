import { Group, Text, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark';

export { LogoMark };

export function Logo({ size = 32, ...props }: { size?: number } & GroupProps) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" {...props}>
      <LogoMark size={size} />
      <Text component="span" fw={800} fz={size * 0.62} lh={1} style={{ letterSpacing: '-0.02em' }}>
        {t('common.appName')}
      </Text>
    </Group>
  );
}
