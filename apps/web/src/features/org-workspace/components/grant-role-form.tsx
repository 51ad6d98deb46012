import { ActionIcon, Button, Card, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Organization, OrganizationRole, UserRef } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { IconAt, IconSearch, IconShieldPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitBar } from '@/components/ui/resource-form';
import { UserAvatar } from '@/components/ui/user-avatar';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { fetchOrganizationUsers } from '@/lib/organizations';
import { fullName } from '@/lib/people';
import { grantRole, lookupUser } from '../api/people';
import { EMAIL } from '../lib/forms';
import { grantableRoles } from '../lib/roles';
import classes from './workspace.module.css';

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
        nothingFoundMessage={users.isFetching ? t('common.loading') : t('common.nothingFound')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        data-testid="role-user-select"
      />
    </Stack>
  );
}

/** Gives a role: the person (by email, or one of the organization's people) and which role. */
export function GrantForm({
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
      <SubmitBar
        saving={saving}
        onCancel={onCancel}
        label={t('organizer.roles.give')}
        icon={<IconShieldPlus size={18} aria-hidden="true" />}
        onSubmit={() => void submit()}
        testId="role-submit"
      />
    </Stack>
  );
}
