import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Modal,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import type { RequestStatus, UserRequest } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconCheck,
  IconClock,
  IconHistory,
  IconInbox,
  IconMessageCircle,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { initialsOf } from '@/components/ui/user-avatar';
import { notify } from '@/lib/notify';
import { decideUserRequest, fetchUserRequests, type Decision } from '../api/user-requests';
import { usePagedList } from '@/lib/paging';
import { LoadMore } from '@/components/ui/list-parts';

const REASON_MAX = 1000;
const STATUSES: readonly RequestStatus[] = ['pending', 'accepted', 'rejected'];

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: string | null) => (value ? format.format(new Date(value)) : '');
}

function requesterName(request: UserRequest): string {
  return request.user ? `${request.user.firstName} ${request.user.lastName}` : '';
}

interface RequestCardProps {
  request: UserRequest;
  onDecide?: (decision: Decision) => void;
}

function RequestCard({ request, onDecide }: RequestCardProps) {
  const { t } = useTranslation();
  const date = useDate();
  const name = requesterName(request);
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="li"
      data-testid="admin-request"
      data-kind={request.kind}
      data-email={request.user?.email}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: 1 }}>
            <Avatar color="brand" radius="xl" size={40}>
              {request.user ? initialsOf(request.user) : '?'}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text fw={700} size="sm" truncate="end">
                {name || t('adminRequests.unknownUser')}
              </Text>
              {request.user ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {request.user.email}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color={request.kind === 'organizer' ? 'violet' : 'teal'} radius="sm">
            {t(`requests.kind.${request.kind}`)}
          </Badge>
          {request.status !== 'pending' ? <RequestStatusBadge status={request.status} /> : null}
        </Group>
        {request.kind === 'merge' && request.otherEmail ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('adminRequests.mergeOther')}
            </Text>{' '}
            <Text span style={{ overflowWrap: 'anywhere' }}>
              {request.otherEmail}
            </Text>
          </Text>
        ) : null}
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="admin-request-message"
        >
          {request.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t('requests.sentOn', { date: date(request.createdAt) })}
          {request.decidedAt ? ` · ${t('requests.decidedOn', { date: date(request.decidedAt) })}` : ''}
        </Text>
        {request.reason ? (
          <Alert
            variant="light"
            color="gray"
            icon={<IconMessageCircle size={18} />}
            title={t('adminRequests.reason')}
            p="xs"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.reason}
            </Text>
          </Alert>
        ) : null}
        {onDecide ? (
          <Group gap="sm" justify="flex-end">
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => onDecide('reject')}
              data-testid="request-reject"
            >
              {t('adminRequests.reject')}
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={() => onDecide('accept')}
              data-testid="request-accept"
            >
              {t('adminRequests.accept')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

interface DecisionModalProps {
  target: { request: UserRequest; decision: Decision } | null;
  onClose: () => void;
  onDecided: (request: UserRequest) => void;
}

function DecisionForm({
  target,
  onClose,
  onDecided,
}: DecisionModalProps & { target: NonNullable<DecisionModalProps['target']> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const { request, decision } = target;
  const name = requesterName(request) || t('adminRequests.unknownUser');
  const text =
    decision === 'reject'
      ? t('adminRequests.rejectText', { name })
      : request.kind === 'organizer'
        ? t('adminRequests.acceptOrganizerText', { name })
        : t('adminRequests.acceptMergeText', { name, other: request.otherEmail ?? '' });

  const confirm = async () => {
    setSaving(true);
    try {
      const decided = await decideUserRequest(request.id, decision, reason.trim() || null);
      notify.success(decision === 'accept' ? t('adminRequests.accepted') : t('adminRequests.rejected'));
      onDecided(decided);
    } catch {
      // the API client has shown the error (409: decided meanwhile)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{text}</Text>
      <Textarea
        label={t('adminRequests.reason')}
        description={
          decision === 'reject' ? t('adminRequests.reasonRejectHint') : t('adminRequests.reasonAcceptHint')
        }
        placeholder={t('adminRequests.reasonPlaceholder')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={REASON_MAX}
        autosize
        minRows={3}
        maxRows={8}
        data-autofocus
        data-testid="decision-reason"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('adminUsers.cancel')}
        </Button>
        <Button
          color={decision === 'accept' ? 'teal' : 'red'}
          onClick={() => void confirm()}
          loading={saving}
          data-testid="decision-confirm"
        >
          {decision === 'accept' ? t('adminRequests.accept') : t('adminRequests.reject')}
        </Button>
      </Group>
    </Stack>
  );
}

function DecisionModal(props: DecisionModalProps) {
  const { t } = useTranslation();
  const { target, onClose } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.decision === 'reject' ? t('adminRequests.rejectTitle') : t('adminRequests.acceptTitle')}
      centered
      radius="lg"
      data-testid="decision-modal"
    >
      {target ? (
        <DecisionForm key={`${target.request.id}-${target.decision}`} {...props} target={target} />
      ) : null}
    </Modal>
  );
}

function RequestList({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<DecisionModalProps['target']>(null);
  const list = usePagedList<UserRequest>({
    filterKey: status,
    fetchPage: (page, pageSize, signal) => fetchUserRequests(status, page, pageSize, signal),
    itemKey: (r) => r.id,
  });
  const firstLoad = list.loading === 'first' && list.items.length === 0;

  return (
    <Stack gap="md" data-testid={`requests-${status}`}>
      {list.paging.totalCount !== undefined ? (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="requests-count">
          {t(`adminRequests.count.${status}`, { n: list.paging.totalCount })}
        </Text>
      ) : (
        <Skeleton height={14} width={140} />
      )}
      {list.error && list.items.length === 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t('adminRequests.loadFailed')}
          role="alert"
        >
          <Button mt="sm" size="xs" variant="white" color="red" onClick={list.refresh}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : firstLoad ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder radius="lg" p="md">
              <Group wrap="nowrap">
                <Skeleton circle height={40} />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={14} width="40%" />
                  <Skeleton height={10} width="60%" />
                </Stack>
              </Group>
              <Skeleton height={12} mt="md" />
              <Skeleton height={12} mt={8} width="70%" />
            </Card>
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <Card withBorder radius="lg" p="xl" data-testid="requests-empty">
          <EmptyState
            variant="light"
            icon={
              status === 'pending' ? (
                <IconInbox size={28} aria-hidden="true" />
              ) : (
                <IconHistory size={28} aria-hidden="true" />
              )
            }
            title={t(`adminRequests.empty.${status}`)}
            description={status === 'pending' ? t('adminRequests.emptyPendingHint') : undefined}
          />
        </Card>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.items.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onDecide={status === 'pending' ? (decision) => setTarget({ request, decision }) : undefined}
            />
          ))}
        </Stack>
      )}
      <LoadMore list={list} testId="requests-load-more" />
      <DecisionModal
        target={target}
        onClose={() => setTarget(null)}
        onDecided={(decided) => {
          list.removeItem(decided.id);
          setTarget(null);
        }}
      />
    </Stack>
  );
}

const TAB_ICONS = { pending: IconClock, accepted: IconCheck, rejected: IconX } as const;

/** /admin/user-requests: pending first, then the decided ones by status. */
export function UserRequestsAdmin() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RequestStatus>('pending');
  return (
    <Tabs
      value={status}
      onChange={(value) =>
        setStatus(
          (STATUSES as readonly string[]).includes(value ?? '') ? (value as RequestStatus) : 'pending',
        )
      }
      keepMounted={false}
      variant="pills"
      radius="md"
    >
      <Tabs.List mb="md">
        {STATUSES.map((s) => {
          const Icon = TAB_ICONS[s];
          return (
            <Tabs.Tab
              key={s}
              value={s}
              leftSection={<Icon size={16} aria-hidden="true" />}
              data-testid={`requests-tab-${s}`}
            >
              {t(`requests.status.${s}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {STATUSES.map((s) => (
        <Tabs.Panel key={s} value={s}>
          <RequestList status={s} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
