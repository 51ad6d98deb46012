import { Button } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateAccountButton, SignInButton } from '@/features/auth';
import { Hero, HeroStats, HowItWorks, JoinCallout, LiveNow, SportsGrid } from '@/features/home';
import { useSession } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function HomeRoute() {
  const { t } = useTranslation();
  const session = useSession();
  usePageTitle(null);
  const signedIn = session.status === 'signed-in';

  const heroActions = signedIn ? (
    <Button
      component={Link}
      to="/user/dashboard"
      size="lg"
      color="yellow.4"
      c="dark.9"
      leftSection={<IconLayoutDashboard size={20} aria-hidden="true" />}
    >
      {t('home.ctaDashboard')}
    </Button>
  ) : (
    <>
      <SignInButton size="lg" color="yellow.4" c="dark.9" data-testid="hero-sign-in" />
      <CreateAccountButton size="lg" variant="white" color="dark" data-testid="hero-create-account" />
    </>
  );

  return (
    <>
      <LiveNow />
      <Hero actions={heroActions} />
      <HeroStats />
      <SportsGrid />
      <HowItWorks />
      {!signedIn ? (
        <JoinCallout
          actions={
            <>
              <CreateAccountButton size="md" variant="white" color="dark" data-testid="join-create-account" />
              <SignInButton size="md" variant="outline" color="white" data-testid="join-sign-in" />
            </>
          }
        />
      ) : null}
    </>
  );
}
