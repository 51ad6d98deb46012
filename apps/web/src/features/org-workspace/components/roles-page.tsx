import { Alert, Group, Menu, Text } from '@mantine/core';
import type { Organization, OrganizationRole, RoleAssignment } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconShieldHalf, IconShieldPlus, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceSection, type ResourceList } from '@/components/ui/resource-section';
import { UserAvatar } from '@/components/ui/user-avatar';
import { notify } from '@/lib/notify';
import { organizationKey } from '@/lib/organizations';
import { fullName } from '@/lib/people';
import { countsKey } from '../api/counts';
import { fetchRoles, grantRole, revokeRole } from '../api/people';
import { formatDay } from '../lib/forms';
import { grantableRoles, mayRevoke } from '../lib/roles';
import { RoleBadge } from './badges';
import { GrantForm } from './grant-role-form';
import classes from './workspace.module.css';

type RoleFilter = 'all' | OrganizationRole;

const assignmentKey = (a: RoleAssignment) => `${a.userId}:${a.role}`;

function RoleRow({ assignment: a, locale }: { assignment: RoleAssignment; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <UserAvatar person={a.user} size={40} />
      <div className={classes.grow} data-testid="role-row" data-name={fullName(a.user)} data-role={a.role}>
        <Group gap={8} wrap="nowrap">
          <Text fw={700} size="sm" truncate="end">
            {fullName(a.user)}
          </Text>
          <RoleBadge role={a.role} size="sm" />
        </Group>
        <div className={classes.meta}>
          <Text size="xs" c="dimmed" truncate="end">
            {a.user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t('organizer.roles.since', { date: formatDay(a.assignedOn, locale) })}
          </Text>
        </div>
      </div>
    </>
  );
}

/** "Make organizer", for owners on a member's row. */
function PromoteItem({
  org,
  assignment: a,
  onDone,
}: {
  org: Organization;
  assignment: RoleAssignment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const promote = async () => {
    try {
      await grantRole(org.id, a.userId, 'organizer');
      notify.success(
        t('organizer.roles.granted', { name: fullName(a.user), role: t('organizer.role.organizer') }),
      );
      onDone();
    } catch {
      // the API client says why
    }
  };
  return (
    <Menu.Item
      leftSection={<IconShieldPlus size={18} aria-hidden="true" />}
      data-testid="role-promote"
      onClick={() => void promote()}
    >
      {t('organizer.roles.makeOrganizer')}
    </Menu.Item>
  );
}

function RolesList({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<RoleFilter>('all');
  // the counts and the organization's own rights follow a role given or taken
  const recount = () => {
    void queryClient.invalidateQueries({ queryKey: countsKey(org.id) });
    void queryClient.invalidateQueries({ queryKey: organizationKey(org.id) });
  };
  const promoted = (list: ResourceList<RoleAssignment>) => {
    list.refresh();
    recount();
  };
  // the last owner of a top-level organization stays (owners up the tree run a sub-organization)
  const mayRemove = (a: RoleAssignment, items: readonly RoleAssignment[], searching: boolean) => {
    const held = items.filter((b) => b.userId === a.userId).map((b) => b.role);
    const owners =
      org.parentId !== null || searching || filter === 'member' || filter === 'organizer'
        ? Number.POSITIVE_INFINITY
        : items.filter((b) => b.role === 'owner').length;
    return mayRevoke(org, a, held, owners);
  };
  return (
    <ResourceSection<RoleAssignment>
      header={
        !org.canOwn && org.canManage ? (
          <Alert variant="light" color="gray" py="xs" icon={<IconShieldHalf size={18} aria-hidden="true" />}>
            {t('organizer.roles.organizerNote')}
          </Alert>
        ) : null
      }
      testId="roles"
      itemTestId="role"
      canManage={grantableRoles(org).length > 0}
      fetchPage={(query, signal) =>
        fetchRoles(org.id, { ...query, role: filter === 'all' ? undefined : filter }, signal)
      }
      filter={{
        value: filter,
        onChange: (v) => setFilter(v as RoleFilter),
        options: [
          { value: 'all', label: t('organizer.roles.all') },
          { value: 'owner', label: t('organizer.roles.owners') },
          { value: 'organizer', label: t('organizer.roles.organizers') },
          { value: 'member', label: t('organizer.roles.members') },
        ],
        testId: 'roles-filter',
      }}
      itemKey={assignmentKey}
      itemName={(a) => fullName(a.user)}
      renderItem={(a) => <RoleRow assignment={a} locale={locale} />}
      texts={{
        search: t('organizer.roles.search'),
        searchPlaceholder: t('organizer.roles.searchPlaceholder'),
        empty: t('organizer.roles.empty'),
        emptyHint: t('organizer.roles.emptyHint'),
        emptyHintReader: t('organizer.roles.emptyHint'),
        loadFailed: t('organizer.roles.loadFailed'),
        add: t('organizer.roles.add'),
        createTitle: t('organizer.roles.addTitle'),
      }}
      emptyIcon={<IconShieldHalf size={28} aria-hidden="true" />}
      addIcon={<IconUserPlus size={18} aria-hidden="true" />}
      form={({ onSaved, onCancel }) => (
        <GrantForm org={org} initialRole="member" onCancel={onCancel} onDone={() => onSaved()} />
      )}
      formSize="md"
      editable={false}
      menuItems={(a, { list }) =>
        org.canOwn && a.role === 'member' ? (
          <PromoteItem org={org} assignment={a} onDone={() => promoted(list)} />
        ) : null
      }
      remove={{
        run: (a) => revokeRole(org.id, a.userId, a.role),
        title: (a) =>
          t('organizer.roles.removeTitle', { name: fullName(a.user), role: t(`organizer.role.${a.role}`) }),
        message: (a) =>
          a.role === 'member' ? t('organizer.roles.removeMemberText') : t('organizer.roles.removeRoleText'),
        done: t('organizer.roles.removed'),
        label: t('organizer.roles.remove'),
        testId: 'remove',
        icon: <IconUserMinus size={18} aria-hidden="true" />,
        allowed: (a, { list, search }) => mayRemove(a, list.items, search.trim() !== ''),
      }}
      afterChange={recount}
    />
  );
}

/** /organizer/organizations/{id}/roles: who is owner, organizer and member; owners name organizers, organizers members. */
export function RolesPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('organizer.roles.title')}
      intro={t('organizer.roles.intro')}
      testId="roles"
    >
      {(org) => <RolesList org={org} />}
    </OrgSectionPage>
  );
}
