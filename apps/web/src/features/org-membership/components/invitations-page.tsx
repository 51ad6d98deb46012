import { Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Invitation, Organization, OutboxStatus } from '@sportzone/contracts';
import { IconAt, IconMail, IconMailForward, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import { fetchOrganizationInvitations, withdrawInvitation } from '../api/invitations';
import { listQuery } from '../lib/query';
import { useDateTime } from '../lib/dates';
import { nameOf } from '../lib/people';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { InviteForm } from './invite-form';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PagedList } from '@/components/ui/paged-list';
import { useDecisionFilter } from './status-filter';
import classes from './membership.module.css';

const EMAIL_LOOK: Record<OutboxStatus, string> = { sent: 'teal', stored: 'yellow', failed: 'red' };

function EmailBadge({ status }: { status: OutboxStatus | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Tooltip label={t(`orgMembership.invitations.emailHint.${status}`)} multiline w={260}>
      <Badge
        size="sm"
        variant="outline"
        radius="sm"
        color={EMAIL_LOOK[status]}
        leftSection={<IconMail size={12} aria-hidden="true" />}
        data-testid="invitation-email-status"
        data-status={status}
      >
        {t(`orgMembership.invitations.email.${status}`)}
      </Badge>
    </Tooltip>
  );
}

function InvitationRow({
  invitation,
  canManage,
  onWithdraw,
}: {
  invitation: Invitation;
  canManage: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const date = useDateTime();
  const who = invitation.user ? nameOf(invitation.user) : (invitation.email ?? '');
  const address = invitation.user?.email ?? invitation.email;
  return (
    <>
      {invitation.user ? (
        <UserAvatar person={invitation.user} size={40} />
      ) : (
        <Avatar size={40} radius="xl" color="gray" variant="light" aria-hidden="true">
          <IconAt size={20} />
        </Avatar>
      )}
      <Stack
        gap={6}
        className={classes.grow}
        data-testid="invitation-row"
        data-name={who}
        data-status={invitation.status}
      >
        <Group gap={8} wrap="wrap">
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <RequestStatusBadge status={invitation.status} />
          {invitation.sendAsEmail ? <EmailBadge status={invitation.emailStatus} /> : null}
        </Group>
        <div className={classes.meta}>
          {invitation.user && address ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" data-testid="invitation-invited-on">
            {t('orgMembership.invitations.invitedOn', { date: date(invitation.invitedOn) })}
          </Text>
          {invitation.invitedBy ? (
            <Text size="xs" c="dimmed">
              {t('orgMembership.invitations.invitedBy', { name: nameOf(invitation.invitedBy) })}
            </Text>
          ) : null}
          {invitation.decidedAt ? (
            <Text size="xs" c="dimmed">
              {t(`orgMembership.invitations.decidedOn.${invitation.status}`, {
                date: date(invitation.decidedAt),
              })}
            </Text>
          ) : null}
        </div>
        <Text size="sm" className={classes.quote} lineClamp={3} data-testid="invitation-message">
          {invitation.message}
        </Text>
      </Stack>
      {canManage && invitation.status === 'pending' ? (
        <div className={classes.actions}>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onWithdraw}
            aria-label={t('orgMembership.invitations.withdrawFor', { name: who })}
            data-testid="invitation-withdraw"
          >
            {t('orgMembership.invitations.withdraw')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** who an invitation is for: the user's name, or the address */
const invitee = (invitation: Invitation) =>
  invitation.user ? nameOf(invitation.user) : (invitation.email ?? '');

function InvitationsList({
  organization,
  inviting,
  setInviting,
}: {
  organization: Organization;
  inviting: boolean;
  setInviting: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { status, filter } = useDecisionFilter();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const list = usePagedList<Invitation>({
    filterKey: `${debounced.trim()}|${status ?? ''}`,
    fetchPage: (page, pageSize, signal) =>
      fetchOrganizationInvitations(organization.id, listQuery(debounced, status, page, pageSize), signal),
    itemKey: (i) => i.id,
  });
  return (
    <>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('orgMembership.invitations.search')}
        searchPlaceholder={t('orgMembership.invitations.searchPlaceholder')}
        statusFilter={filter}
        align="start"
        emptyTitle={t('orgMembership.invitations.empty')}
        emptyHint={t('orgMembership.invitations.emptyHint')}
        emptyIcon={<IconMailForward size={28} aria-hidden="true" />}
        emptyAction={<InviteButton onClick={() => setInviting(true)} />}
        loadFailed={t('orgMembership.invitations.loadFailed')}
        itemKey={(i) => i.id}
        testId="invitations"
        renderItem={(invitation) => (
          <InvitationRow
            invitation={invitation}
            canManage={organization.canManage}
            onWithdraw={() => setWithdrawing(invitation)}
          />
        )}
      />
      <FormModal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('orgMembership.invite.title', { name: organization.name })}
        size="md"
      >
        {inviting ? (
          <InviteForm
            organization={organization}
            onCancel={() => setInviting(false)}
            onSent={(invitation) => {
              setInviting(false);
              const who = invitation.user ? nameOf(invitation.user) : (invitation.email ?? '');
              notify.success(
                invitation.emailStatus
                  ? t(`orgMembership.invite.sent.${invitation.emailStatus}`, { name: who })
                  : t('orgMembership.invite.sent.app', { name: who }),
              );
              list.refresh();
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('orgMembership.invitations.withdrawTitle', {
          name: withdrawing ? invitee(withdrawing) : '',
        })}
        message={t('orgMembership.invitations.withdrawText')}
        confirmLabel={t('orgMembership.invitations.withdraw')}
        doneText={t('orgMembership.invitations.withdrawn')}
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          // the API client shows why it failed (e.g. answered meanwhile)
          await withdrawInvitation(withdrawing.id);
          list.removeItem(withdrawing.id);
        }}
      />
    </>
  );
}

function InviteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      leftSection={<IconSend size={18} aria-hidden="true" />}
      onClick={onClick}
      data-testid="invite-open"
    >
      {t('orgMembership.invite.open')}
    </Button>
  );
}

/** /organizer/organizations/{id}/invitations: who was invited, and inviting someone (owners, organizers). */
export function InvitationsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgMembership.invitations.title')}
      intro={t('orgMembership.invitations.intro')}
      access="manage"
      testId="invitations"
      actions={() => <InviteButton onClick={() => setInviting(true)} />}
    >
      {(organization) => (
        <InvitationsList organization={organization} inviting={inviting} setInviting={setInviting} />
      )}
    </OrgSectionPage>
  );
}
