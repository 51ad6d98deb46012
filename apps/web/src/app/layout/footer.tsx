import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { CookieSettingsLink } from '@/features/consent';
import { useSession } from '@/lib/auth';
import classes from './layout.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { config } = useSession();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <Logo size={24} />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={6} align="flex-end" className={classes.footerLinks}>
            <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
              {t('nav.privacy')}
            </Anchor>
            <CookieSettingsLink size="sm" c="dimmed" />
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} {t('common.appName')}
              {config?.version ? ` · ${t('footer.version', { version: config.version })}` : ''}
            </Text>
          </Stack>
        </Group>
      </Container>
    </footer>
  );
}
