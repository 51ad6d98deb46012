import { Button, Divider, NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconBroadcast,
  IconBuildingCommunity,
  IconHome,
  IconTrophy,
  IconUsersGroup,
  IconLayoutDashboard,
  IconLogout,
  IconScoreboard,
  IconShieldCheck,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CreateAccountButton, SignInButton } from '@/features/auth';
import { LanguageSwitch, SportSwitch } from '@/features/preferences';
import { useCurrentUser } from '@/features/user';
import { signOut, unionRoles, useSession } from '@/lib/auth';

/** The phone menu (burger): pages, the sport and language switches, and the account actions. */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { user } = useCurrentUser();
  const roles = user ? user.roles : unionRoles(session.roles);
  const isOrganizer = roles.includes('Organizer') || roles.includes('Admin');
  const links = [
    { to: '/', label: t('nav.home'), icon: IconHome, end: true },
    { to: '/live', label: t('nav.live'), icon: IconBroadcast, end: false },
    { to: '/archive', label: t('nav.results'), icon: IconTrophy, end: false },
    ...(signedIn
      ? [
          { to: '/user/dashboard', label: t('nav.dashboard'), icon: IconLayoutDashboard, end: false },
          { to: '/user/matches', label: t('orgMatches.entry.menu'), icon: IconScoreboard, end: false },
          { to: '/user/organizations', label: t('organizer.nav.myClubs'), icon: IconUsersGroup, end: false },
          ...(isOrganizer
            ? [
                {
                  to: '/organizer/organizations',
                  label: t('organizer.nav.organizations'),
                  icon: IconBuildingCommunity,
                  end: false,
                },
              ]
            : []),
          { to: '/profile', label: t('nav.profile'), icon: IconUserCircle, end: false },
        ]
      : []),
    { to: '/privacy-policy', label: t('nav.privacy'), icon: IconShieldCheck, end: false },
  ];
  return (
    <ScrollArea type="never" h="100%">
      <Stack gap="md" pb="xl">
        <nav aria-label={t('nav.mainNavigation')}>
          {links.map((link) => (
            <MantineNavLink
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              label={link.label}
              leftSection={<link.icon size={20} aria-hidden="true" />}
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </nav>
        <Divider />
        <Stack gap={8}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('sportSwitch.label')}
          </Text>
          <SportSwitch variant="grid" />
        </Stack>
        <Stack gap={8}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('language.label')}
          </Text>
          <LanguageSwitch variant="segmented" />
        </Stack>
        <Divider />
        {signedIn ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() => void signOut()}
          >
            {t('common.signOut')}
          </Button>
        ) : (
          <Stack gap="xs">
            <SignInButton fullWidth data-testid="mobile-sign-in-button" />
            <CreateAccountButton fullWidth data-testid="mobile-create-account-button" />
          </Stack>
        )}
      </Stack>
    </ScrollArea>
  );
}
