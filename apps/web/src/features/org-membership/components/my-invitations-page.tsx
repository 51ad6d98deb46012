import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Application, Invitation } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBuildingCommunity,
  IconCheck,
  IconLink,
  IconMailOpened,
  IconSearch,
  IconTrash,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchMyApplications, withdrawApplication } from '../api/applications';
import { answerInvitation, fetchInvitationByToken, fetchMyInvitations } from '../api/invitations';
import { listQuery } from '../lib/query';
import { useDateTime } from '../lib/dates';
import { nameOf } from '../lib/people';
import type { ListLike } from '@/components/ui/paged-list';
import classes from './membership.module.css';

const publicPath = (organizationId: number) => `/user/organizations/${organizationId}/public`;

function OrgAvatar() {
  return (
    <Avatar size={44} radius="md" color="brand" variant="light" aria-hidden="true">
      <IconBuildingCommunity size={24} />
    </Avatar>
  );
}

function InvitationCard({
  invitation,
  token,
  highlighted = false,
  onAnswered,
}: {
  invitation: Invitation;
  /** the token of the emailed link, for an invitation sent to an address */
  token?: string | null;
  highlighted?: boolean;
  onAnswered: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const date = useDateTime();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const answer = async (a: 'accept' | 'reject') => {
    setBusy(a);
    try {
      const answered = await answerInvitation(invitation.id, a, token);
      notify.success(
        a === 'accept'
          ? t('orgMembership.mine.joined', { name: invitation.organization.name })
          : t('orgMembership.mine.declined', { name: invitation.organization.name }),
      );
      onAnswered(answered);
    } catch {
      // the API client shows why (409: answered already)
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="li"
      style={highlighted ? { borderColor: 'var(--mantine-color-brand-4)', borderWidth: 2 } : undefined}
      data-testid="my-invitation"
      data-organization={invitation.organization.name}
      data-status={invitation.status}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <OrgAvatar />
          <Stack gap={2} className={classes.grow}>
            <Group gap={8} wrap="wrap">
              {invitation.status === 'accepted' ? (
                <Anchor
                  component={Link}
                  to={publicPath(invitation.organization.id)}
                  fw={700}
                  data-testid="my-invitation-organization"
                >
                  {invitation.organization.name}
                </Anchor>
              ) : (
                <Text fw={700} data-testid="my-invitation-organization">
                  {invitation.organization.name}
                </Text>
              )}
              <RequestStatusBadge status={invitation.status} />
              {highlighted ? (
                <Badge size="sm" variant="light" leftSection={<IconLink size={12} aria-hidden="true" />}>
                  {t('orgMembership.mine.fromLink')}
                </Badge>
              ) : null}
            </Group>
            <div className={classes.meta}>
              <Text size="xs" c="dimmed">
                {invitation.invitedBy
                  ? t('orgMembership.mine.invitedBy', {
                      name: nameOf(invitation.invitedBy),
                      date: date(invitation.invitedOn),
                    })
                  : t('orgMembership.mine.invitedOn', { date: date(invitation.invitedOn) })}
              </Text>
              {invitation.decidedAt ? (
                <Text size="xs" c="dimmed">
                  {t(`orgMembership.invitations.decidedOn.${invitation.status}`, {
                    date: date(invitation.decidedAt),
                  })}
                </Text>
              ) : null}
            </div>
          </Stack>
        </Group>
        <Text size="sm" className={classes.quote} data-testid="my-invitation-message">
          {invitation.message}
        </Text>
        {invitation.status === 'pending' ? (
          <div className={classes.actions}>
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden="true" />}
              loading={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => void answer('reject')}
              data-testid="my-invitation-decline"
            >
              {t('orgMembership.mine.decline')}
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              loading={busy === 'accept'}
              disabled={busy !== null}
              onClick={() => void answer('accept')}
              data-testid="my-invitation-accept"
            >
              {t('orgMembership.mine.accept')}
            </Button>
          </div>
        ) : invitation.status === 'accepted' ? (
          <Group justify="flex-end">
            <Button
              component={Link}
              to={publicPath(invitation.organization.id)}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              data-testid="my-invitation-open"
            >
              {t('orgMembership.mine.open', { name: invitation.organization.name })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function ApplicationCard({
  application,
  onWithdrawn,
}: {
  application: Application;
  onWithdrawn: (id: number) => void;
}) {
  const { t } = useTranslation();
  const date = useDateTime();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawApplication(application.id);
      notify.success(t('orgMembership.mine.withdrawn'));
      onWithdrawn(application.id);
    } catch {
      // the API client shows why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="li"
      data-testid="my-application"
      data-organization={application.organization.name}
      data-status={application.status}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <OrgAvatar />
          <Stack gap={2} className={classes.grow}>
            <Group gap={8} wrap="wrap">
              <Anchor component={Link} to={publicPath(application.organization.id)} fw={700}>
                {application.organization.name}
              </Anchor>
              <RequestStatusBadge status={application.status} />
            </Group>
            <div className={classes.meta}>
              <Text size="xs" c="dimmed">
                {t('orgMembership.applications.appliedOn', { date: date(application.appliedOn) })}
              </Text>
              {application.decidedAt ? (
                <Text size="xs" c="dimmed">
                  {t(`orgMembership.applications.decidedOn.${application.status}`, {
                    date: date(application.decidedAt),
                  })}
                </Text>
              ) : null}
            </div>
          </Stack>
        </Group>
        {application.message ? (
          <Text size="sm" className={classes.quote}>
            {application.message}
          </Text>
        ) : null}
        {application.reason ? (
          <Alert variant="light" color="gray" p="xs" title={t('orgMembership.mine.reason')}>
            <Text size="sm" className={classes.message} data-testid="my-application-reason">
              {application.reason}
            </Text>
          </Alert>
        ) : null}
        {application.status === 'pending' ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={busy}
              onClick={() => void withdraw()}
              data-testid="my-application-withdraw"
            >
              {t('orgMembership.mine.withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A section: its heading, the cards, the empty and error states, "load more". */
function Section<T>({
  title,
  list,
  empty,
  loadFailed,
  render,
  testId,
}: {
  title: string;
  list: ListLike<T>;
  empty: ReactNode;
  loadFailed: string;
  render: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const firstLoad = list.loading === 'first' && list.items.length === 0;
  const total = list.paging.totalCount;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="xl" id={`${testId}-title`}>
          {title}
        </Title>
        {total !== undefined && total > 0 ? (
          <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
            {t('common.showing', { shown: list.items.length, total })}
          </Text>
        ) : null}
      </Group>
      {list.error && list.items.length === 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={loadFailed}
          role="alert"
        >
          <Button mt="sm" size="xs" variant="white" color="red" onClick={list.refresh}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : firstLoad ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={120} radius="lg" />
          ))}
        </Stack>
      ) : list.paging.loaded && list.items.length === 0 ? (
        empty
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.items.map(render)}
        </Stack>
      )}
      {list.hasMore ? (
        <Group justify="center">
          <Button
            variant="light"
            onClick={list.loadMore}
            loading={list.loading === 'more'}
            data-testid={`${testId}-load-more`}
          >
            {t('common.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The invitation an emailed link points at (?invitation=…&token=…). */
function useLinkedInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const query = useQuery({
    queryKey: ['invitation', 'token', token],
    queryFn: ({ signal }) => fetchInvitationByToken(token!, signal),
    enabled: !!token && token.length >= 10,
    retry: false,
  });
  return { token, query };
}

/**
 * /user/organizations/invitations: invitations to the signed-in user (accept, decline; an accepted one
 * links to the organization's page) and the user's own applications with their status.
 */
export function MyInvitationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('orgMembership.mine.title'));
  const linked = useLinkedInvitation();
  const [linkedAnswer, setLinkedAnswer] = useState<Invitation | null>(null);
  const invitations = usePagedList<Invitation>({
    filterKey: 'mine',
    fetchPage: (page, pageSize, signal) => fetchMyInvitations(listQuery('', null, page, pageSize), signal),
    itemKey: (i) => i.id,
  });
  const applications = usePagedList<Application>({
    filterKey: 'mine',
    fetchPage: (page, pageSize, signal) => fetchMyApplications(listQuery('', null, page, pageSize), signal),
    itemKey: (a) => a.id,
  });
  const fromLink = linkedAnswer ?? linked.query.data ?? null;
  const linkedId = fromLink?.id ?? null;
  // the linked invitation is shown once, above the list
  const items = invitations.items.filter((i) => i.id !== linkedId);
  const hidden = invitations.items.length - items.length;
  const total = invitations.paging.totalCount;
  const listed: ListLike<Invitation> = {
    ...invitations,
    items,
    paging: { ...invitations.paging, totalCount: total === undefined ? undefined : total - hidden },
  };

  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl" data-testid="my-invitations-page">
        <PageHeader
          title={t('orgMembership.mine.title')}
          intro={t('orgMembership.mine.intro')}
          actions={
            <Button
              component={Link}
              to="/user/organizations/search"
              variant="light"
              leftSection={<IconSearch size={18} aria-hidden="true" />}
            >
              {t('orgMembership.mine.find')}
            </Button>
          }
        />
        {linked.token && linked.query.isError ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="linked-invitation-missing"
          >
            {t('orgMembership.mine.linkInvalid')}
          </Alert>
        ) : null}
        {fromLink ? (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <InvitationCard
              invitation={fromLink}
              token={linked.token}
              highlighted
              onAnswered={(answered) => {
                setLinkedAnswer(answered);
                invitations.updateItem(answered);
              }}
            />
          </Stack>
        ) : null}
        <Section
          title={t('orgMembership.mine.invitations')}
          list={listed}
          testId="my-invitations"
          loadFailed={t('orgMembership.mine.invitationsFailed')}
          empty={
            fromLink ? (
              <Text size="sm" c="dimmed">
                {t('orgMembership.mine.noOthers')}
              </Text>
            ) : (
              <Card withBorder radius="lg" p="xl" data-testid="my-invitations-empty">
                <EmptyState
                  variant="light"
                  icon={<IconMailOpened size={28} aria-hidden="true" />}
                  title={t('orgMembership.mine.invitationsEmpty')}
                  description={t('orgMembership.mine.invitationsEmptyHint')}
                />
              </Card>
            )
          }
          render={(invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} onAnswered={invitations.updateItem} />
          )}
        />
        <Section
          title={t('orgMembership.mine.applications')}
          list={applications}
          testId="my-applications"
          loadFailed={t('orgMembership.mine.applicationsFailed')}
          empty={
            <Card withBorder radius="lg" p="xl" data-testid="my-applications-empty">
              <EmptyState
                variant="light"
                icon={<IconUserPlus size={28} aria-hidden="true" />}
                title={t('orgMembership.mine.applicationsEmpty')}
                description={t('orgMembership.mine.applicationsEmptyHint')}
              >
                <EmptyState.Actions>
                  <Button
                    component={Link}
                    to="/user/organizations/search"
                    variant="light"
                    leftSection={<IconSearch size={18} aria-hidden="true" />}
                  >
                    {t('orgMembership.mine.find')}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            </Card>
          }
          render={(application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onWithdrawn={applications.removeItem}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
