import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown where a profile is expected but the signed-in identity has none yet (GET /api/user/current → 404). */
export function NoProfileCallout() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p="lg" bg="brand.0" data-testid="no-profile">
      <Group align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="white" color="brand">
          <IconUserPlus size={26} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('dashboard.noProfileTitle')}
          </Title>
          <Text size="sm">{t('dashboard.noProfileText')}</Text>
          <Group>
            <Button component={Link} to="/profile" data-testid="create-profile-link">
              {t('dashboard.createProfile')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
