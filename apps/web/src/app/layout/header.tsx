import { Burger, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch, SportSwitch } from '@/features/preferences';
import { UserMenu } from '@/features/auth';
import { useCurrentUser } from '@/features/user';
import { fullName } from '@/lib/people';
import { Logo } from '@/components/ui/logo';
import { unionRoles, useSession } from '@/lib/auth';
import { useAccountDefaultSport } from '@/lib/sport-preference';
import classes from './layout.module.css';

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
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
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
        <UnstyledButton component={Link} to="/" className={classes.logoLink} aria-label={t('nav.home')}>
          <Logo size={30} />
        </UnstyledButton>
        <Group component="nav" gap={4} ml="lg" visibleFrom="md" aria-label={t('nav.mainNavigation')}>
          <NavLink to="/" end className={classes.navLink}>
            {t('nav.home')}
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
        <UserMenu
          displayName={user ? fullName(user) : null}
          pictureUrl={user?.pictureUrl ?? null}
          isAdmin={isAdmin}
        />
      </Group>
    </Group>
  );
}
