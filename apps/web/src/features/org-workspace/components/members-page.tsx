import {
  Anchor,
  Badge,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Member, MemberInput, Organization, PersonStatus } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconUserCheck, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrganizationUserSelect } from '@/components/ui/organization-user-select';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceForm, useFormSubmit } from '@/components/ui/resource-form';
import { ResourceSection, type ResourceFormProps } from '@/components/ui/resource-section';
import { UserAvatar } from '@/components/ui/user-avatar';
import { fullName } from '@/lib/people';
import { countsKey } from '../api/counts';
import { createMember, deleteMember, fetchMembers, updateMember } from '../api/people';
import { EMAIL, formatDay, textOrNull } from '../lib/forms';
import { useServerFieldErrors } from './use-field-errors';
import classes from './workspace.module.css';

const FIELDS = ['firstName', 'middleName', 'lastName', 'email', 'status', 'joinedOn', 'userId'] as const;
type StatusFilter = 'all' | PersonStatus;

function MemberForm({
  organizationId,
  item: member,
  onSaved,
  onCancel,
}: { organizationId: number } & ResourceFormProps<Member>) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
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
    validateInputOnBlur: ['firstName', 'lastName', 'email'],
    validate: {
      firstName: (v) => (!v.trim() ? t('organizer.server.required') : null),
      lastName: (v) => (!v.trim() ? t('organizer.server.required') : null),
      email: (v) => (v.trim() && !EMAIL.test(v.trim()) ? t('organizer.server.invalidEmail') : null),
    },
  });
  const { saving, submit } = useFormSubmit(form, {
    save: (values) => {
      const input: MemberInput = {
        firstName: values.firstName.trim(),
        middleName: textOrNull(values.middleName),
        lastName: values.lastName.trim(),
        email: textOrNull(values.email)?.toLowerCase() ?? null,
        status: values.status,
        joinedOn: textOrNull(values.joinedOn),
        userId: values.userId ? Number(values.userId) : null,
      };
      return member ? updateMember(organizationId, member.id, input) : createMember(organizationId, input);
    },
    doneText: member ? t('organizer.members.saved') : t('organizer.members.created'),
    onSaved,
    fieldErrors: (error) => serverErrors(error, FIELDS),
  });
  return (
    <ResourceForm
      onSubmit={submit}
      testId="member"
      saving={saving}
      onCancel={onCancel}
      submitLabel={member ? t('common.save') : t('organizer.members.create')}
    >
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
    </ResourceForm>
  );
}

function MemberRow({ member: m, locale }: { member: Member; locale: string }) {
  const { t } = useTranslation();
  return (
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
    </>
  );
}

function MembersList({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('all');
  return (
    <ResourceSection<Member>
      testId="members"
      itemTestId="member"
      canManage={org.canManage}
      fetchPage={(query, signal) =>
        fetchMembers(org.id, { ...query, status: status === 'all' ? undefined : status }, signal)
      }
      filter={{
        value: status,
        onChange: (v) => setStatus(v as StatusFilter),
        options: [
          { value: 'all', label: t('organizer.members.all') },
          { value: 'active', label: t('organizer.members.active') },
          { value: 'inactive', label: t('organizer.members.inactive') },
        ],
        testId: 'members-status',
      }}
      itemKey={(m) => m.id}
      itemName={fullName}
      renderItem={(m) => <MemberRow member={m} locale={locale} />}
      texts={{
        search: t('organizer.members.search'),
        searchPlaceholder: t('organizer.members.searchPlaceholder'),
        empty: t('organizer.members.empty'),
        emptyHint: t('organizer.members.emptyHint'),
        emptyHintReader: t('organizer.members.emptyHintMember'),
        loadFailed: t('organizer.members.loadFailed'),
        add: t('organizer.members.add'),
        createTitle: t('organizer.members.createTitle'),
        editTitle: t('organizer.members.editTitle'),
      }}
      emptyIcon={<IconUsers size={28} aria-hidden="true" />}
      addIcon={<IconUserPlus size={18} aria-hidden="true" />}
      form={(props) => <MemberForm organizationId={org.id} {...props} />}
      remove={{
        run: (m) => deleteMember(org.id, m.id),
        title: (m) => t('organizer.members.deleteTitle', { name: fullName(m) }),
        message: () => t('organizer.members.deleteText'),
        done: t('organizer.members.deleted'),
      }}
      afterChange={() => void queryClient.invalidateQueries({ queryKey: countsKey(org.id) })}
    />
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
