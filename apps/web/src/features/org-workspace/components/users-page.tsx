import { Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import type { Organization, User } from '@sportzone/contracts';
import { IconUserCircle, IconUserPlus, IconWorld } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceSection } from '@/components/ui/resource-section';
import { UserAvatar } from '@/components/ui/user-avatar';
import { countryName, countryOptions } from '@/lib/countries';
import { fullName } from '@/lib/people';
import { fetchOrganizationUsers } from '../api/users';
import { OrganizationUserForm } from './organization-user-form';
import classes from './workspace.module.css';

/** the nationality filter's "Any nationality": no filter sent */
const ANY = 'any';

function UserRow({ user, locale }: { user: User; locale: string }) {
  const { t } = useTranslation();
  const neverSignedIn = user.lastLoginAt === null;
  return (
    <>
      <UserAvatar person={user} size={40} />
      <div className={classes.grow} data-testid="org-user-row" data-email={user.email}>
        <Group gap={8} wrap="nowrap">
          <Text fw={700} size="sm" truncate="end" data-testid="org-user-row-name">
            {fullName(user)}
          </Text>
          {neverSignedIn ? (
            <Tooltip label={t('organizer.users.neverSignedInHint')}>
              <Badge size="sm" variant="light" color="gray" data-testid="org-user-never-signed-in">
                {t('organizer.users.neverSignedIn')}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
        <div className={classes.meta}>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="org-user-row-email">
            {user.email}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconWorld size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text
              size="xs"
              c="dimmed"
              data-testid="org-user-row-nationality"
              data-nationality={user.nationality ?? ''}
            >
              {user.nationality ? countryName(user.nationality, locale) : t('organizer.users.noNationality')}
            </Text>
          </Group>
        </div>
      </div>
    </>
  );
}

function UsersList({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [nationality, setNationality] = useState<string>(ANY);
  const countries = useMemo(
    () => [{ value: ANY, label: t('organizer.users.anyNationality') }, ...countryOptions(locale)],
    [locale, t],
  );
  const code = nationality === ANY ? null : nationality;
  return (
    <ResourceSection<User>
      testId="org-users"
      itemTestId="org-user"
      canManage={org.canManage}
      fetchPage={(query, signal) => fetchOrganizationUsers(org.id, { ...query, nationality: code }, signal)}
      filterKey={nationality}
      filters={{
        controls: (
          <Select
            label={t('organizer.users.nationality')}
            data={countries}
            value={nationality}
            onChange={(v) => setNationality(v ?? ANY)}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('profile.nationalityNothingFound')}
            leftSection={<IconWorld size={18} aria-hidden="true" />}
            maw={{ base: '100%', sm: 320 }}
            data-testid="org-users-nationality"
          />
        ),
        active: code !== null,
        onClear: () => setNationality(ANY),
      }}
      itemKey={(u) => u.id}
      itemName={fullName}
      renderItem={(u) => <UserRow user={u} locale={locale} />}
      texts={{
        search: t('organizer.users.search'),
        searchPlaceholder: t('organizer.users.searchPlaceholder'),
        empty: t('organizer.users.empty'),
        emptyHint: t('organizer.users.emptyHint'),
        loadFailed: t('organizer.users.loadFailed'),
        add: t('organizer.users.add'),
        createTitle: t('organizer.users.createTitle'),
      }}
      emptyIcon={<IconUserCircle size={28} aria-hidden="true" />}
      addIcon={<IconUserPlus size={18} aria-hidden="true" />}
      editable={false}
      form={(props) => <OrganizationUserForm organizationId={org.id} {...props} />}
    />
  );
}

/** /organizer/organizations/{id}/users: the organization's people with a Sportzone account; new accounts. */
export function UsersPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('organizer.users.title')}
      intro={t('organizer.users.intro')}
      access="manage"
      testId="org-users"
    >
      {(org) => <UsersList org={org} />}
    </OrgSectionPage>
  );
}
