import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { Member, MemberInput, Organization, PersonStatus } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconDeviceFloppy,
  IconDots,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/ui/user-avatar';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import { countsKey } from '../api/counts';
import { listQuery } from '../api/organizations';
import { createMember, deleteMember, fetchMembers, updateMember } from '../api/people';
import { EMAIL, formatDay, textOrNull } from '../lib/forms';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { OrganizationUserSelect } from '@/components/ui/organization-user-select';
import { PagedList } from '@/components/ui/paged-list';
import { useServerFieldErrors } from './use-field-errors';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import classes from './workspace.module.css';
import { fullName } from '@/lib/people';

const FIELDS = ['firstName', 'middleName', 'lastName', 'email', 'status', 'joinedOn', 'userId'] as const;
type StatusFilter = 'all' | PersonStatus;

function MemberForm({
  organizationId,
  member,
  onSaved,
  onCancel,
}: {
  organizationId: number;
  member: Member | null;
  onSaved: (member: Member) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const [saving, setSaving] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: member?.firstName ?? '',
      middleName: member?.middleName ?? '',
      lastName: member?.lastName ?? '',
      email: member?.email ?? '',
      status: (member?.status ?? 'active') as PersonStatus,
      joinedOn: member?.joinedOn ?? today,
      userId: member?.userId ? String(member.userId) : (null as string | null),
    },
    validate: {
      firstName: (v) => (!v.trim() ? t('organizer.server.required') : null),
      lastName: (v) => (!v.trim() ? t('organizer.server.required') : null),
      email: (v) => (v.trim() && !EMAIL.test(v.trim()) ? t('organizer.server.invalidEmail') : null),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const input: MemberInput = {
      firstName: values.firstName.trim(),
      middleName: textOrNull(values.middleName),
      lastName: values.lastName.trim(),
      email: textOrNull(values.email)?.toLowerCase() ?? null,
      status: values.status,
      joinedOn: textOrNull(values.joinedOn),
      userId: values.userId ? Number(values.userId) : null,
    };
    setSaving(true);
    try {
      const saved = member
        ? await updateMember(organizationId, member.id, input)
        : await createMember(organizationId, input);
      notify.success(member ? t('organizer.members.saved') : t('organizer.members.created'));
      onSaved(saved);
    } catch (error) {
      form.setErrors(serverErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="member-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('organizer.members.firstName')}
            withAsterisk
            maxLength={100}
            data-autofocus
            data-testid="member-first-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('organizer.members.middleName')}
            maxLength={100}
            data-testid="member-middle-name"
            {...form.getInputProps('middleName')}
          />
          <TextInput
            label={t('organizer.members.lastName')}
            withAsterisk
            maxLength={100}
            data-testid="member-last-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="email"
            label={t('organizer.members.email')}
            placeholder="name@example.com"
            maxLength={254}
            data-testid="member-email"
            {...form.getInputProps('email')}
          />
          <TextInput
            type="date"
            label={t('organizer.members.joinedOn')}
            max={today}
            data-testid="member-joined"
            {...form.getInputProps('joinedOn')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('organizer.members.status')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'active', label: t('organizer.members.active') },
              { value: 'inactive', label: t('organizer.members.inactive') },
            ]}
            value={form.values.status}
            onChange={(v) => form.setFieldValue('status', v as PersonStatus)}
            maw={320}
            data-testid="member-status"
          />
        </Stack>
        <OrganizationUserSelect
          organizationId={organizationId}
          value={form.values.userId}
          onChange={(v) => form.setFieldValue('userId', v)}
          error={form.errors.userId}
          label={t('organizer.members.account')}
          description={t('organizer.members.accountHint')}
          placeholder={t('organizer.members.accountPlaceholder')}
          linkedLabel={(id) => t('organizer.members.linkedAccount', { id })}
          testId="member-account"
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('organizer.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="member-submit"
          >
            {member ? t('organizer.common.save') : t('organizer.members.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MembersList({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<Member | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const list = usePagedList<Member>({
    filterKey: `${status}|${debounced.trim()}`,
    fetchPage: (page, pageSize, signal) =>
      fetchMembers(
        org.id,
        { ...listQuery(debounced, page, pageSize), status: status === 'all' ? undefined : status },
        signal,
      ),
    itemKey: (m) => m.id,
  });
  const recount = () => void queryClient.invalidateQueries({ queryKey: countsKey(org.id) });
  const add = org.canManage ? (
    <Button
      leftSection={<IconUserPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing('new')}
      data-testid="member-add"
    >
      {t('organizer.members.add')}
    </Button>
  ) : undefined;
  return (
    <>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('organizer.members.search')}
        searchPlaceholder={t('organizer.members.searchPlaceholder')}
        filters={
          <SegmentedControl
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'all', label: t('organizer.members.all') },
              { value: 'active', label: t('organizer.members.active') },
              { value: 'inactive', label: t('organizer.members.inactive') },
            ]}
            size="xs"
            maw={360}
            fullWidth
            data-testid="members-status"
          />
        }
        filtered={status !== 'all'}
        onClearFilters={() => setStatus('all')}
        emptyTitle={t('organizer.members.empty')}
        emptyHint={org.canManage ? t('organizer.members.emptyHint') : t('organizer.members.emptyHintMember')}
        emptyIcon={<IconUsers size={28} aria-hidden="true" />}
        emptyAction={add}
        action={add}
        loadFailed={t('organizer.members.loadFailed')}
        itemKey={(m) => m.id}
        testId="members"
        renderItem={(m) => (
          <>
            <UserAvatar person={m} size={40} />
            <div className={classes.grow} data-testid="member-row" data-name={fullName(m)}>
              <Group gap={8} wrap="nowrap">
                <Anchor
                  component={Link}
                  to={`/user/members/${m.id}`}
                  fw={700}
                  size="sm"
                  c="inherit"
                  truncate="end"
                  data-testid="member-name"
                >
                  {fullName(m)}
                </Anchor>
                {m.status === 'inactive' ? (
                  <Badge size="sm" variant="light" color="gray">
                    {t('organizer.members.inactive')}
                  </Badge>
                ) : null}
                {m.userId ? (
                  <Tooltip label={t('organizer.members.hasAccount')}>
                    <Badge
                      size="sm"
                      variant="light"
                      color="teal"
                      leftSection={<IconUserCheck size={12} aria-hidden="true" />}
                      data-testid="member-account-badge"
                    >
                      {t('organizer.members.account')}
                    </Badge>
                  </Tooltip>
                ) : null}
              </Group>
              <div className={classes.meta}>
                {m.email ? (
                  <Text size="xs" c="dimmed" truncate="end" data-testid="member-email-text">
                    {m.email}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {t('organizer.members.joined', { date: formatDay(m.joinedOn, locale) })}
                </Text>
              </div>
            </div>
            {org.canManage ? (
              <Menu position="bottom-end" shadow="md" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('organizer.common.actions', { name: fullName(m) })}
                    data-testid="member-actions"
                  >
                    <IconDots size={20} aria-hidden="true" />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={18} aria-hidden="true" />}
                    onClick={() => setEditing(m)}
                    data-testid="member-edit"
                  >
                    {t('organizer.common.edit')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={18} aria-hidden="true" />}
                    onClick={() => setDeleting(m)}
                    data-testid="member-delete"
                  >
                    {t('organizer.common.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </>
        )}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('organizer.members.createTitle') : t('organizer.members.editTitle')}
      >
        {editing !== null ? (
          <MemberForm
            organizationId={org.id}
            member={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              if (editing === 'new') list.refresh();
              else list.updateItem(saved);
              setEditing(null);
              recount();
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('organizer.members.deleteTitle', { name: deleting ? fullName(deleting) : '' })}
        message={t('organizer.members.deleteText')}
        doneText={t('organizer.members.deleted')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteMember(org.id, deleting.id);
          list.removeItem(deleting.id);
          recount();
        }}
      />
    </>
  );
}

/** /organizer/organizations/{id}/members: the organization's people, with or without an account. */
export function MembersPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('organizer.members.title')}
      intro={t('organizer.members.intro')}
      testId="members"
    >
      {(org) => <MembersList org={org} />}
    </OrgSectionPage>
  );
}
