import { Burger, Group, UnstyledButton } from '@mantine/core';
import { IconBroadcast, IconHome, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch, SportSwitch } from '@/features/preferences';
import { UserMenu } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { useCurrentUser } from '@/features/user';
import { fullName } from '@/lib/people';
import { Logo } from '@/components/ui/logo';
import { unionRoles, useSession } from '@/lib/auth';
import { useAccountDefaultSport } from '@/lib/sport-preference';
import classes from './layout.module.css';

/** Below `md`: Home, Live and Results one tap away, in a row under the header (the burger has the rest). */
function PhoneTabs() {
  const { t } = useTranslation();
  return (
    <nav className={classes.phoneTabs} aria-label={t('nav.quickNavigation')} data-testid="phone-tabs">
      <NavLink to="/" end className={classes.phoneTab}>
        <IconHome size={18} aria-hidden="true" />
        {t('nav.home')}
      </NavLink>
      <NavLink to="/live" className={classes.phoneTab} data-testid="phone-tab-live">
        <IconBroadcast size={18} aria-hidden="true" />
        {t('nav.live')}
      </NavLink>
      <NavLink to="/archive" className={classes.phoneTab} data-testid="phone-tab-results">
        <IconTrophy size={18} aria-hidden="true" />
        {t('nav.results')}
      </NavLink>
    </nav>
  );
}

export function Header({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { user, isLoading, error } = useCurrentUser();
  // the signed-in user's default sport opens first until a sport is picked in this browser
  useAccountDefaultSport(
    session.status === 'signed-out'
      ? null
      : signedIn && !isLoading && !error
        ? (user?.defaultSport ?? null)
        : undefined,
  );
  // the profile's roles are the server's truth; the id_token's claim until it has loaded
  const roles = user ? user.roles : unionRoles(session.roles);
  const isAdmin = roles.includes('Admin');
  const isOrganizer = isAdmin || roles.includes('Organizer');
  return (
    <>
      <Group h={64} px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={onToggle}
            hiddenFrom="md"
            size="sm"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="mobile-navigation"
            data-testid="nav-burger"
          />
          <UnstyledButton component={Link} to="/" className={classes.logoLink} aria-label={t('nav.logoHome')}>
            <Logo size={30} className={classes.logo} />
          </UnstyledButton>
          <Group
            component="nav"
            gap={4}
            ml={{ md: 'xs', lg: 'lg' }}
            wrap="nowrap"
            visibleFrom="md"
            aria-label={t('nav.mainNavigation')}
          >
            <NavLink to="/" end className={classes.navLink}>
              {t('nav.home')}
            </NavLink>
            <NavLink to="/live" className={classes.navLink} data-testid="nav-live">
              {t('nav.live')}
            </NavLink>
            <NavLink to="/archive" className={classes.navLink} data-testid="nav-results">
              {t('nav.results')}
            </NavLink>
            {signedIn ? (
              <NavLink to="/user/dashboard" className={classes.navLink}>
                {t('nav.dashboard')}
              </NavLink>
            ) : null}
            {signedIn ? (
              <NavLink to="/user/organizations" className={classes.navLink} data-testid="nav-my-clubs">
                {t('organizer.nav.myClubs')}
              </NavLink>
            ) : null}
            {signedIn && isOrganizer ? (
              <NavLink
                to="/organizer/organizations"
                className={classes.navLink}
                data-testid="nav-organizations"
              >
                {t('organizer.nav.organizations')}
              </NavLink>
            ) : null}
          </Group>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Group visibleFrom="sm" gap={4} wrap="nowrap">
            <SportSwitch />
          </Group>
          <LanguageSwitch />
          {/* only for an account (a new sign-in has no profile yet, a deleted one none any more) */}
          {user ? <NotificationBell /> : null}
          <UserMenu
            displayName={user ? fullName(user) : null}
            pictureUrl={user?.pictureUrl ?? null}
            isAdmin={isAdmin}
          />
        </Group>
      </Group>
      <PhoneTabs />
    </>
  );
}
