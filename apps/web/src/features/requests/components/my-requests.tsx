import { Alert, Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UserRequest } from '@sportzone/contracts';
import { IconAlertTriangle, IconInbox, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { useSession } from '@/lib/auth';
import { useMyRequests } from '../api/requests';

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: string | null) => (value ? format.format(new Date(value)) : null);
}

function RequestItem({ request }: { request: UserRequest }) {
  const { t } = useTranslation();
  // the role arrives with the next sign-in: say so until the session carries it
  const signedInAsOrganizer = useSession().roles.includes('Organizer');
  const date = useDate();
  const decided = date(request.decidedAt);
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="my-request"
      data-kind={request.kind}
      data-status={request.status}
    >
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700}>{t(`requests.kind.${request.kind}`)}</Text>
            {request.kind === 'merge' && request.otherEmail ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('requests.mergeWith', { email: request.otherEmail })}
              </Text>
            ) : null}
          </Stack>
          <RequestStatusBadge status={request.status} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t('requests.sentOn', { date: date(request.createdAt) })}
          {decided ? ` · ${t('requests.decidedOn', { date: decided })}` : ''}
        </Text>
        {request.reason ? (
          <Alert
            variant="light"
            color={request.status === 'rejected' ? 'red' : 'teal'}
            icon={<IconMessageCircle size={18} />}
            title={t('requests.reasonTitle')}
            data-testid="my-request-reason"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.reason}
            </Text>
          </Alert>
        ) : null}
        {request.kind === 'organizer' && request.status === 'accepted' && !signedInAsOrganizer ? (
          <Text size="sm" c="teal.8" fw={600}>
            {t('requests.acceptedOrganizerHint')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Your requests and where they stand. */
export function MyRequests() {
  const { t } = useTranslation();
  const query = useMyRequests();
  return (
    <Stack gap="md" component="section" aria-labelledby="my-requests-title" data-testid="my-requests">
      <Title order={2} fz="lg" id="my-requests-title">
        {t('requests.mineTitle')}
      </Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <Card key={i} withBorder radius="md" p="md">
              <Group justify="space-between">
                <Skeleton height={16} width="40%" />
                <Skeleton height={20} width={80} radius="sm" />
              </Group>
              <Skeleton height={12} mt="md" />
              <Skeleton height={12} mt={8} width="70%" />
            </Card>
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t('requests.loadFailed')}
          role="alert"
        >
          <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <Card withBorder radius="md" p="lg" data-testid="my-requests-empty">
          <EmptyState
            size="sm"
            variant="light"
            icon={<IconInbox size={26} aria-hidden="true" />}
            title={t('requests.mineEmptyTitle')}
            description={t('requests.mineEmpty')}
          />
        </Card>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {query.data.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
