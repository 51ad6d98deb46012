import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  type AvatarProps,
} from '@mantine/core';
import type { OrganizationRole, Privacy } from '@sportzone/contracts';
import { IconAlertTriangle, IconBuildingCommunity, IconLogin2, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { UserAvatar, type AvatarPerson } from '@/components/ui/user-avatar';
import { signIn, useSession } from '@/lib/auth';
import { countryName } from '@/lib/countries';
import { usePictureSrc } from '@/lib/picture/use-picture-src';
import { usePageTitle } from '@/lib/use-page-title';
import { flagOf, paths, supportsFlagEmoji } from '../lib/format';
import classes from './orgs.module.css';

/** An organization's logo (fetched with the token: a private one's needs it), or a building. */
export function OrgLogo({
  logoUrl,
  name,
  ...props
}: { logoUrl: string | null; name: string } & Omit<AvatarProps, 'src' | 'children'>) {
  const src = usePictureSrc(logoUrl);
  return (
    <Avatar src={src} alt={name} color="brand" radius="md" variant="light" {...props}>
      <IconBuildingCommunity size="60%" aria-hidden="true" />
    </Avatar>
  );
}

/** A person's picture, or initials. */
export function PersonAvatar({
  person,
  ...props
}: { person: AvatarPerson } & Omit<AvatarProps, 'src' | 'children'>) {
  const src = usePictureSrc(person.pictureUrl);
  return <UserAvatar person={{ ...person, pictureUrl: src }} {...props} />;
}

const ROLE_COLORS: Record<OrganizationRole, string> = { owner: 'violet', organizer: 'teal', member: 'brand' };

export function OrgRoleBadges({ roles }: { roles: readonly OrganizationRole[] }) {
  const { t } = useTranslation();
  const order: OrganizationRole[] = ['owner', 'organizer', 'member'];
  return (
    <>
      {order
        .filter((r) => roles.includes(r))
        .map((role) => (
          <Badge key={role} color={ROLE_COLORS[role]} variant="light" radius="sm" data-role={role}>
            {t(`orgs.roles.${role}`)}
          </Badge>
        ))}
    </>
  );
}

export function PrivacyBadge({ privacy }: { privacy: Privacy }) {
  const { t } = useTranslation();
  if (privacy === 'public') return null;
  return (
    <Badge
      color={privacy === 'private' ? 'red' : 'yellow'}
      variant="outline"
      radius="sm"
      data-privacy={privacy}
    >
      {t(`orgs.privacy.${privacy}`)}
    </Badge>
  );
}

/** A flag and the country's name in the interface language. */
export function Nationality({ code }: { code: string | null }) {
  const { i18n } = useTranslation();
  if (!code) return <>—</>;
  return (
    <span data-testid="nationality" data-code={code}>
      {supportsFlagEmoji() ? (
        <span className={classes.flag} aria-hidden="true">
          {flagOf(code)}
        </span>
      ) : (
        <span className={classes.code} aria-hidden="true">
          {code.toUpperCase()}
        </span>
      )}{' '}
      {countryName(code, i18n.language)}
    </span>
  );
}

/** Label and value pairs; pairs without a value are left out. */
export function Facts({ items, testId }: { items: [string, ReactNode, string?][]; testId?: string }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={classes.facts} data-testid={testId}>
      {shown.map(([label, value, key]) => (
        <div key={label} data-fact={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card. */
export function Section({
  title,
  children,
  action,
  testId,
  padded = true,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
  padded?: boolean;
}) {
  return (
    <Card withBorder radius="lg" p={0} data-testid={testId} component="section">
      <Group justify="space-between" px="md" pt="md" pb={padded ? 0 : 'sm'} gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {padded ? (
        <Stack p="md" gap="sm">
          {children}
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="xl" data-testid="orgs-loading">
      <Loader aria-label={t('common.loading')} />
    </Group>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('orgs.common.loadFailed')}
      role="alert"
      data-testid="orgs-load-failed"
    >
      <Button mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** A profile or organization that does not exist for this visitor (private ones included). */
export function NotFoundState({ kind, signedIn }: { kind: 'profile' | 'organization'; signedIn: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  usePageTitle(t('orgs.titles.notFound'));
  // a member of a private organization who opened a shared link signed out finds it after signing in
  const offerSignIn = signedIn && session.status !== 'signed-in' && session.status !== 'booting';
  return (
    <StatusPage
      data-testid="profile-not-found"
      code="404"
      title={kind === 'profile' ? t('orgs.profile.notFound') : t('orgs.profile.organizationNotFound')}
      hint={kind === 'profile' ? t('orgs.profile.notFoundHint') : t('orgs.profile.organizationNotFoundHint')}
      actions={
        signedIn && !offerSignIn ? (
          <Button
            component={Link}
            to={paths.search}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            {t('orgs.profile.findOrganizations')}
          </Button>
        ) : (
          <>
            {offerSignIn ? (
              <Button
                onClick={() =>
                  void signIn({ returnTo: `${location.pathname}${location.search}${location.hash}` })
                }
                leftSection={<IconLogin2 size={18} aria-hidden="true" />}
                data-testid="not-found-sign-in"
              >
                {t('orgs.profile.signInToSee')}
              </Button>
            ) : null}
            <Button component={Link} to="/" variant={offerSignIn ? 'default' : 'filled'}>
              {t('common.goHome')}
            </Button>
          </>
        )
      }
    />
  );
}

/** A small empty note inside a section. */
export function EmptyNote({ title, hint, testId }: { title: string; hint?: string; testId?: string }) {
  return (
    <Stack gap={2} py="xs" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
