import { Button, type ButtonProps } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn, useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';

interface SignInButtonProps extends ButtonProps {
  /** where to return after signing in */
  returnTo?: string | null;
  'data-testid'?: string;
}

function useStart(signup: boolean, returnTo: string | null | undefined) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await signIn({ returnTo: returnTo ?? null, signup });
      // the browser is leaving for the sign-in page; keep the spinner
    } catch (error) {
      console.warn('sign-in could not start', error);
      notify.error(t('login.unavailable'));
      setBusy(false);
    }
  };
  return { busy, start };
}

export function SignInButton({ returnTo, children, ...props }: SignInButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { busy, start } = useStart(false, returnTo);
  return (
    <Button
      leftSection={<IconLogin2 size={18} aria-hidden="true" />}
      loading={busy}
      disabled={session.status === 'unavailable'}
      onClick={() => void start()}
      data-testid="sign-in-button"
      {...props}
    >
      {children ?? t('common.signIn')}
    </Button>
  );
}

/** Sign-up: the same redirect, opening the provider's create-account screen. */
export function CreateAccountButton({ returnTo, children, ...props }: SignInButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { busy, start } = useStart(true, returnTo);
  return (
    <Button
      variant="light"
      leftSection={<IconUserPlus size={18} aria-hidden="true" />}
      loading={busy}
      disabled={session.status === 'unavailable'}
      onClick={() => void start()}
      data-testid="create-account-button"
      {...props}
    >
      {children ?? t('common.createAccount')}
    </Button>
  );
}
