import { Alert, Button, Code } from '@mantine/core';
import { IconAlertTriangle, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useAuthorizationCallback } from '../hooks/use-authorization-callback';
import { SignInButton } from './sign-in-buttons';

/** /authorization-response: completes the sign-in, then moves on; an error offers to sign in again. */
export function AuthorizationCallback() {
  const { t } = useTranslation();
  const state = useAuthorizationCallback();

  if (state.status === 'working') {
    return <FullPageLoader label={t('callback.working')} minHeight="60vh" />;
  }

  return (
    <StatusPage
      data-testid="sign-in-error"
      icon={<IconAlertTriangle size={56} color="var(--mantine-color-orange-6)" aria-hidden="true" />}
      title={t('callback.failedTitle')}
      message={
        <Alert color="orange" variant="light" role="alert">
          {state.cancelled ? t('callback.cancelled') : t('callback.failedText')}
          {state.detail && !state.cancelled ? (
            <Code block mt="xs">
              {state.detail}
            </Code>
          ) : null}
        </Alert>
      }
      actions={
        <>
          <SignInButton returnTo={null}>{t('callback.signInAgain')}</SignInButton>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden="true" />}
          >
            {t('common.goHome')}
          </Button>
        </>
      }
    />
  );
}
