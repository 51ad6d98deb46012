import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Menu,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Organization, OrganizationRole, RoleAssignment, UserRef } from '@sportzone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IconAt,
  IconDots,
  IconSearch,
  IconShieldHalf,
  IconShieldPlus,
  IconUserMinus,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/ui/user-avatar';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { organizationKey } from '@/lib/organizations';
import { usePagedList } from '@/lib/paging';
import { countsKey } from '../api/counts';
import { listQuery } from '../api/organizations';
import { fetchRoles, grantRole, lookupUser, revokeRole } from '../api/people';
import { fetchOrganizationUsers } from '@/lib/organizations';
import { EMAIL, formatDay } from '../lib/forms';
import { grantableRoles, mayRevoke } from '../lib/roles';
import { RoleBadge } from './badges';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { PagedList } from '@/components/ui/paged-list';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import classes from './workspace.module.css';
import { fullName } from '@/lib/people';

type RoleFilter = 'all' | OrganizationRole;

/** Finds the person to give a role: someone of the organization by name, or anyone by their exact email. */
function PersonPicker({
  organizationId,
  value,
  onChange,
}: {
  organizationId: number;
  value: UserRef | null;
  onChange: (user: UserRef | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [email, setEmail] = useState('');
  const [finding, setFinding] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: ['organization', organizationId, 'users', debounced.trim()],
    queryFn: ({ signal }) => fetchOrganizationUsers(organizationId, debounced, signal),
    staleTime: 30_000,
  });
  const options = (users.data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: `${fullName(u)} · ${u.email}`,
  }));
  const find = async () => {
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailError(t('organizer.server.invalidEmail'));
      return;
    }
    setFinding(true);
    setEmailError(null);
    try {
      onChange(await lookupUser(organizationId, address));
    } catch (error) {
      if (isApiError(error) && error.status === 404) setEmailError(t('organizer.roles.noUserWithEmail'));
      else if (isApiError(error) && error.status === 400) setEmailError(t('organizer.server.invalidEmail'));
    } finally {
      setFinding(false);
    }
  };

  if (value) {
    return (
      <Card withBorder radius="md" p="sm" data-testid="role-person">
        <Group wrap="nowrap" gap="sm">
          <UserAvatar person={value} size={40} />
          <div className={classes.grow}>
            <Text fw={700} size="sm">
              {fullName(value)}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {value.email}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange(null)}
            aria-label={t('organizer.roles.choseOther')}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="email"
          label={t('organizer.roles.byEmail')}
          description={t('organizer.roles.byEmailHint')}
          placeholder="name@example.com"
          leftSection={<IconAt size={16} aria-hidden="true" />}
          value={email}
          error={emailError}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
          data-autofocus
          data-testid="role-email"
        />
      </Group>
      <Group justify="flex-end">
        <Button variant="light" loading={finding} onClick={() => void find()} data-testid="role-find">
          {t('organizer.roles.find')}
        </Button>
      </Group>
      <Select
        label={t('organizer.roles.inOrganization')}
        description={t('organizer.roles.inOrganizationHint')}
        placeholder={t('organizer.roles.searchPeople')}
        data={options}
        value={null}
        onChange={(id) => {
          const user = users.data?.items.find((u) => String(u.id) === id);
          if (user)
            onChange({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email });
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={users.isFetching ? t('common.loading') : t('organizer.common.nothingFound')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        data-testid="role-user-select"
      />
    </Stack>
  );
}

function GrantForm({
  org,
  initialRole,
  onDone,
  onCancel,
}: {
  org: Organization;
  initialRole: OrganizationRole;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const roles = grantableRoles(org);
  const [user, setUser] = useState<UserRef | null>(null);
  const [role, setRole] = useState<OrganizationRole>(roles.includes(initialRole) ? initialRole : 'member');
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = async () => {
    if (!user) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await grantRole(org.id, user.id, role);
      notify.success(
        t('organizer.roles.granted', { name: fullName(user), role: t(`organizer.role.${role}`) }),
      );
      onDone();
    } catch {
      // the API client says why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md" data-testid="role-form">
      <PersonPicker
        organizationId={org.id}
        value={user}
        onChange={(u) => {
          setUser(u);
          setMissing(false);
        }}
      />
      {missing ? (
        <Text size="sm" c="red" role="alert">
          {t('organizer.roles.choosePerson')}
        </Text>
      ) : null}
      <Radio.Group
        label={t('organizer.roles.role')}
        value={role}
        onChange={(v) => setRole(v as OrganizationRole)}
        data-testid="role-choice"
      >
        <Stack gap="xs" mt="xs">
          {roles.map((r) => (
            <Radio
              key={r}
              value={r}
              label={t(`organizer.role.${r}`)}
              description={t(`organizer.roles.hint.${r}`)}
              data-testid={`role-choice-${r}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('organizer.common.cancel')}
        </Button>
        <Button
          loading={saving}
          leftSection={<IconShieldPlus size={18} aria-hidden="true" />}
          onClick={() => void submit()}
          data-testid="role-submit"
        >
          {t('organizer.roles.give')}
        </Button>
      </Group>
    </Stack>
  );
}

function RolesList({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<RoleFilter>('all');
  const [adding, setAdding] = useState<OrganizationRole | null>(null);
  const [revoking, setRevoking] = useState<RoleAssignment | null>(null);
  const list = usePagedList<RoleAssignment>({
    filterKey: `${filter}|${debounced.trim()}`,
    fetchPage: (page, pageSize, signal) =>
      fetchRoles(
        org.id,
        { ...listQuery(debounced, page, pageSize), role: filter === 'all' ? undefined : filter },
        signal,
      ),
    itemKey: (a) => `${a.userId}:${a.role}`,
  });
  const ownersShown = list.items.filter((a) => a.role === 'owner').length;
  const changed = () => {
    list.refresh();
    void queryClient.invalidateQueries({ queryKey: countsKey(org.id) });
    void queryClient.invalidateQueries({ queryKey: organizationKey(org.id) });
  };
  const mayAdd = grantableRoles(org).length > 0;
  const add = mayAdd ? (
    <Button
      leftSection={<IconUserPlus size={18} aria-hidden="true" />}
      onClick={() => setAdding('member')}
      data-testid="role-add"
    >
      {t('organizer.roles.add')}
    </Button>
  ) : undefined;

  return (
    <>
      {!org.canOwn && org.canManage ? (
        <Alert variant="light" color="gray" py="xs" icon={<IconShieldHalf size={18} aria-hidden="true" />}>
          {t('organizer.roles.organizerNote')}
        </Alert>
      ) : null}
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('organizer.roles.search')}
        searchPlaceholder={t('organizer.roles.searchPlaceholder')}
        filters={
          <SegmentedControl
            value={filter}
            onChange={(v) => setFilter(v as RoleFilter)}
            data={[
              { value: 'all', label: t('organizer.roles.all') },
              { value: 'owner', label: t('organizer.roles.owners') },
              { value: 'organizer', label: t('organizer.roles.organizers') },
              { value: 'member', label: t('organizer.roles.members') },
            ]}
            size="xs"
            fullWidth
            maw={480}
            data-testid="roles-filter"
          />
        }
        filtered={filter !== 'all'}
        onClearFilters={() => setFilter('all')}
        emptyTitle={t('organizer.roles.empty')}
        emptyHint={t('organizer.roles.emptyHint')}
        emptyIcon={<IconShieldHalf size={28} aria-hidden="true" />}
        emptyAction={add}
        action={add}
        loadFailed={t('organizer.roles.loadFailed')}
        itemKey={(a) => `${a.userId}:${a.role}`}
        testId="roles"
        renderItem={(a) => {
          const held = list.items.filter((b) => b.userId === a.userId).map((b) => b.role);
          // the last owner of a top-level organization stays (owners up the tree run a sub-organization)
          const owners =
            org.parentId !== null || search.trim() || filter === 'member' || filter === 'organizer'
              ? Number.POSITIVE_INFINITY
              : ownersShown;
          const mayRemove = mayRevoke(org, a, held, owners);
          const mayPromote = org.canOwn && a.role === 'member';
          return (
            <>
              <UserAvatar person={a.user} size={40} />
              <div
                className={classes.grow}
                data-testid="role-row"
                data-name={fullName(a.user)}
                data-role={a.role}
              >
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
              {mayRemove || mayPromote ? (
                <Menu position="bottom-end" shadow="md" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={t('organizer.common.actions', { name: fullName(a.user) })}
                      data-testid="role-actions"
                    >
                      <IconDots size={20} aria-hidden="true" />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {mayPromote ? (
                      <Menu.Item
                        leftSection={<IconShieldPlus size={18} aria-hidden="true" />}
                        data-testid="role-promote"
                        onClick={async () => {
                          try {
                            await grantRole(org.id, a.userId, 'organizer');
                            notify.success(
                              t('organizer.roles.granted', {
                                name: fullName(a.user),
                                role: t('organizer.role.organizer'),
                              }),
                            );
                            changed();
                          } catch {
                            // the API client says why
                          }
                        }}
                      >
                        {t('organizer.roles.makeOrganizer')}
                      </Menu.Item>
                    ) : null}
                    {mayRemove ? (
                      <Menu.Item
                        color="red"
                        leftSection={<IconUserMinus size={18} aria-hidden="true" />}
                        onClick={() => setRevoking(a)}
                        data-testid="role-remove"
                      >
                        {t('organizer.roles.remove')}
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </>
          );
        }}
      />
      <FormModal
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={t('organizer.roles.addTitle')}
        size="md"
      >
        {adding !== null ? (
          <GrantForm
            org={org}
            initialRole={adding}
            onCancel={() => setAdding(null)}
            onDone={() => {
              setAdding(null);
              changed();
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('organizer.roles.removeTitle', {
          name: revoking ? fullName(revoking.user) : '',
          role: revoking ? t(`organizer.role.${revoking.role}`) : '',
        })}
        message={
          revoking?.role === 'member'
            ? t('organizer.roles.removeMemberText')
            : t('organizer.roles.removeRoleText')
        }
        confirmLabel={t('organizer.roles.remove')}
        doneText={t('organizer.roles.removed')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await revokeRole(org.id, revoking.userId, revoking.role);
          changed();
        }}
      />
    </>
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
