import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bootSession, useSession } from '@/lib/auth';

/** Shown while GET /api/config fails: public pages keep working, signing in waits for the server. */
export function ServiceBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const [retrying, setRetrying] = useState(false);
  if (session.status !== 'unavailable') return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="orange"
        variant="light"
        radius="md"
        icon={<IconCloudOff size={20} aria-hidden="true" />}
        title={t('service.bannerTitle')}
        role="alert"
        data-testid="service-banner"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('service.bannerText')}</Text>
          <Button
            size="xs"
            variant="white"
            color="orange"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              void bootSession().finally(() => setRetrying(false));
            }}
          >
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
