import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import {
  IconAdjustments,
  IconCalendar,
  IconChevronDown,
  IconInbox,
  IconLayoutBoard,
  IconLayoutDashboard,
  IconLogout,
  IconMailForward,
  IconScoreboard,
  IconSend,
  IconUserCircle,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOut, useSession } from '@/lib/auth';
import { SignInButton } from './sign-in-buttons';
import classes from './user-menu.module.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

interface UserMenuProps {
  compact?: boolean;
  displayName?: string | null;
  /** the profile picture, when there is one */
  pictureUrl?: string | null;
  /** shows the admin pages */
  isAdmin?: boolean;
}

/** Header account control: sign-in when signed out; otherwise the account pages (and the admin ones) and sign out. */
export function UserMenu({
  compact = false,
  displayName,
  pictureUrl = null,
  isAdmin = false,
}: UserMenuProps) {
  const { t } = useTranslation();
  const session = useSession();

  if (session.status === 'booting') return <Skeleton circle height={34} aria-hidden="true" />;
  if (session.status !== 'signed-in' || !session.user) {
    return (
      <SignInButton size={compact ? 'xs' : 'sm'} returnTo={null}>
        {t('common.signIn')}
      </SignInButton>
    );
  }

  const profile = session.user.profile;
  // the profile's name when the app knows it (a new account's id_token has none yet)
  const name =
    displayName ||
    profile.name ||
    [profile.given_name, profile.family_name].filter(Boolean).join(' ') ||
    profile.email ||
    '';
  const email = profile.email ?? '';

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.target}
          // the name starts with the name the button shows, so a voice command finds it (WCAG 2.5.3)
          aria-label={name || email ? `${name || email} · ${t('userMenu.label')}` : t('userMenu.label')}
          data-testid="user-menu"
        >
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={pictureUrl}
              color="brand"
              radius="xl"
              size={34}
              alt=""
              data-testid="user-menu-avatar"
            >
              {/* drawn by CSS, not text: the button's name is the person's name, which the initials only abbreviate */}
              <span aria-hidden="true" className={classes.initials} data-initials={initials(name || email)} />
            </Avatar>
            {!compact ? (
              <>
                <Text size="sm" fw={600} maw={160} truncate="end" visibleFrom="md">
                  {name || email}
                </Text>
                <IconChevronDown size={14} aria-hidden="true" />
              </>
            ) : null}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('userMenu.signedInAs')}
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {email || name}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          data-testid="user-menu-profile"
        >
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/dashboard"
          leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
          data-testid="user-menu-dashboard"
        >
          {t('userMenu.dashboard')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/board"
          leftSection={<IconLayoutBoard size={18} aria-hidden="true" />}
          data-testid="user-menu-board"
        >
          {t('board.menu')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/matches"
          leftSection={<IconScoreboard size={18} aria-hidden="true" />}
          data-testid="user-menu-matches"
        >
          {t('orgMatches.entry.menu')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/calendar"
          leftSection={<IconCalendar size={18} aria-hidden="true" />}
          data-testid="user-menu-calendar"
        >
          {t('calendar.menu')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/livestream"
          leftSection={<IconVideo size={18} aria-hidden="true" />}
          data-testid="user-menu-livestreams"
        >
          {t('streaming.menu')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/preferences"
          leftSection={<IconAdjustments size={18} aria-hidden="true" />}
          data-testid="user-menu-preferences"
        >
          {t('userMenu.preferences')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/request"
          leftSection={<IconSend size={18} aria-hidden="true" />}
          data-testid="user-menu-requests"
        >
          {t('userMenu.requests')}
        </Menu.Item>
        {isAdmin ? (
          <>
            <Menu.Divider />
            <Menu.Label>{t('userMenu.adminSection')}</Menu.Label>
            <Menu.Item
              component={Link}
              to="/admin/user-management"
              leftSection={<IconUsers size={18} aria-hidden="true" />}
              data-testid="user-menu-user-management"
            >
              {t('userMenu.userManagement')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/admin/user-requests"
              leftSection={<IconInbox size={18} aria-hidden="true" />}
              data-testid="user-menu-user-requests"
            >
              {t('userMenu.userRequests')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/admin/outbox"
              leftSection={<IconMailForward size={18} aria-hidden="true" />}
              data-testid="user-menu-outbox"
            >
              {t('orgMembership.outbox.menu')}
            </Menu.Item>
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red.8"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={() => void signOut()}
          data-testid="user-menu-sign-out"
        >
          {t('common.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
