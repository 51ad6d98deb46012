import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Application, Organization } from '@sportzone/contracts';
import { IconCheck, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { usePagedList } from '@/lib/paging';
import { fetchOrganizationApplications } from '../api/applications';
import { listQuery } from '../lib/query';
import { useDateTime } from '../lib/dates';
import { nameOf } from '../lib/people';
import { DecisionModal, type DecisionTarget } from './decision-modal';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PagedList } from '@/components/ui/paged-list';
import { useDecisionFilter } from './status-filter';
import classes from './membership.module.css';

function ApplicationRow({
  application,
  onDecide,
}: {
  application: Application;
  onDecide: (decision: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const date = useDateTime();
  const name = nameOf(application.user);
  return (
    <>
      <UserAvatar person={application.user} size={40} />
      <Stack
        gap={6}
        className={classes.grow}
        data-testid="application-row"
        data-name={name}
        data-status={application.status}
      >
        <Group gap={8} wrap="wrap">
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <RequestStatusBadge status={application.status} />
          {application.wantsToPlay ? (
            <Badge size="sm" variant="light" color="teal" radius="sm" data-testid="application-wants-to-play">
              {t('orgMembership.applications.wantsToPlay')}
            </Badge>
          ) : null}
        </Group>
        <div className={classes.meta}>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {application.user.email}
          </Text>
          <Text size="xs" c="dimmed" data-testid="application-applied-on">
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
        {application.message ? (
          <Text size="sm" className={classes.quote} lineClamp={4} data-testid="application-message">
            {application.message}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('orgMembership.applications.noMessage')}
          </Text>
        )}
        {application.reason ? (
          <Text size="xs" c="dimmed" className={classes.message} data-testid="application-reason">
            {t('orgMembership.applications.reasonShown', { reason: application.reason })}
          </Text>
        ) : null}
      </Stack>
      {application.status === 'pending' ? (
        <div className={classes.actions}>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={() => onDecide('reject')}
            aria-label={t('orgMembership.applications.rejectFor', { name })}
            data-testid="application-reject"
          >
            {t('orgMembership.applications.reject')}
          </Button>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            onClick={() => onDecide('accept')}
            aria-label={t('orgMembership.applications.acceptFor', { name })}
            data-testid="application-accept"
          >
            {t('orgMembership.applications.accept')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ApplicationsList({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { status, filter } = useDecisionFilter();
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const list = usePagedList<Application>({
    filterKey: `${debounced.trim()}|${status ?? ''}`,
    fetchPage: (page, pageSize, signal) =>
      fetchOrganizationApplications(organization.id, listQuery(debounced, status, page, pageSize), signal),
    itemKey: (a) => a.id,
  });
  return (
    <>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('orgMembership.applications.search')}
        searchPlaceholder={t('orgMembership.applications.searchPlaceholder')}
        statusFilter={filter}
        align="start"
        emptyTitle={t('orgMembership.applications.empty')}
        emptyHint={
          organization.privacy === 'private'
            ? t('orgMembership.applications.emptyHintPrivate')
            : t('orgMembership.applications.emptyHint')
        }
        emptyIcon={<IconUserPlus size={28} aria-hidden="true" />}
        loadFailed={t('orgMembership.applications.loadFailed')}
        itemKey={(a) => a.id}
        testId="applications"
        renderItem={(application) => (
          <ApplicationRow
            application={application}
            onDecide={(decision) => setTarget({ application, decision })}
          />
        )}
      />
      <DecisionModal
        target={target}
        onClose={() => setTarget(null)}
        onDecided={(decided) => {
          setTarget(null);
          if (status === 'pending') list.removeItem(decided.id);
          else list.updateItem(decided);
        }}
      />
    </>
  );
}

/**
 * /organizer/organizations/{id}/applications: people who asked to join; accepting makes them members,
 * and players linked to their accounts where they asked to play (decision 055).
 */
export function ApplicationsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgMembership.applications.title')}
      intro={t('orgMembership.applications.intro')}
      access="manage"
      testId="applications"
    >
      {(organization) => <ApplicationsList organization={organization} />}
    </OrgSectionPage>
  );
}
