import { Alert, Container, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * While the device is offline, every page says so above its content: a page opened from the saved list
 * has its code but not its results, which would otherwise sit as empty placeholders or a network error
 * with nothing to explain them. They load by themselves when the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="gray"
        variant="light"
        radius="md"
        icon={<IconWifiOff size={20} aria-hidden="true" />}
        title={t('offline.bannerTitle')}
        role="status"
        data-testid="offline-banner"
      >
        <Text size="sm">{t('offline.bannerText')}</Text>
      </Alert>
    </Container>
  );
}
