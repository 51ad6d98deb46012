import { Alert, Card, Divider, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo';
import { useSession } from '@/lib/auth';
import { CreateAccountButton, SignInButton } from './sign-in-buttons';

/** /login: sign in, or create an account, with the provider. */
export function LoginPanel({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Card
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'lg', sm: 'xl' }}
      maw={460}
      w="100%"
      data-testid="login-panel"
    >
      <Stack gap="lg">
        <Stack gap="xs" align="center" ta="center">
          <LogoMark size={48} />
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.subtitle')}</Text>
        </Stack>
        {session.status === 'unavailable' ? (
          <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} role="alert">
            {t('login.unavailable')}
          </Alert>
        ) : null}
        <List
          spacing={6}
          size="sm"
          center
          icon={
            <ThemeIcon color="teal" size={20} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          <List.Item>{t('login.benefitProfile')}</List.Item>
          <List.Item>{t('login.benefitFollow')}</List.Item>
          <List.Item>{t('login.benefitOrganize')}</List.Item>
        </List>
        <SignInButton size="md" fullWidth returnTo={returnTo} />
        <Divider label={t('login.newHere')} labelPosition="center" />
        <CreateAccountButton size="md" fullWidth returnTo={returnTo} />
      </Stack>
    </Card>
  );
}
