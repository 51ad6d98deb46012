import {
  Alert,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconBuildingPlus,
  IconCrown,
  IconList,
  IconMailForward,
  IconPlus,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { myOrganizationsKey, organizationKey, useMyOrganizations } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';
import { useAccountRoles } from '../api/account';
import { countsQuery, type SectionCounts } from '../api/counts';
import { sectionLabelKey, workspacePath, type SectionKey } from '../lib/sections';
import { PrivacyBadge, RoleBadges } from './badges';
import { FormModal } from '@/components/ui/form-modal';
import { PageHeader } from '@/components/ui/page-header';
import { OrgLogo } from './org-logo';
import { OrganizationForm } from './organization-form';
import { OrganizationIcon, SECTION_ICONS } from './section-icons';
import classes from './workspace.module.css';

/** organizations whose counts are asked for (one report and two small pages each) */
const COUNTED = 12;

function Stat({
  label,
  value,
  icon,
  color,
  testId,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          {value === undefined ? (
            <Skeleton height={24} width={32} my={3} />
          ) : (
            <Text fw={800} fz={24} lh={1.25} data-testid={`${testId}-value`}>
              {value}
            </Text>
          )}
          <Text size="xs" c="dimmed" lh={1.3}>
            {label}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function Figure({
  label,
  value,
  to,
  alert,
}: {
  label: string;
  value: number | undefined;
  to: string;
  alert?: boolean;
}) {
  return (
    <Link to={to} className={classes.rowLink} data-testid="card-figure" data-label={label}>
      <Text fw={800} fz="lg" lh={1.2} c={alert && value ? 'orange.7' : undefined}>
        {value ?? '–'}
      </Text>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
    </Link>
  );
}

function OrganizationCard({
  organization: org,
  counts,
}: {
  organization: Organization;
  counts: SectionCounts | undefined;
}) {
  const { t } = useTranslation();
  const links: SectionKey[] = org.canManage
    ? ['matches', 'members', 'players', 'teams', 'roles']
    : ['matches', 'members', 'players', 'teams'];
  return (
    <Card withBorder radius="lg" p="md" data-testid="dashboard-org-card" data-name={org.name}>
      <Stack gap="md" h="100%">
        <Link to={workspacePath(org.id)} className={`${classes.rowLink}`}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <OrgLogo organization={org} size={48} />
            <Stack gap={6} miw={0}>
              <Text fw={800} className={classes.rowName} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                {org.name}
              </Text>
              <Group gap={4}>
                <PrivacyBadge privacy={org.privacy} size="xs" />
                <RoleBadges roles={org.myRoles} size="xs" />
              </Group>
              {org.parent ? (
                <Text size="xs" c="dimmed">
                  {t('organizer.organizations.partOf', { name: org.parent.name })}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Link>
        <SimpleGrid cols={org.canManage ? 4 : 2} spacing="xs">
          <Figure
            label={t('organizer.dashboard.members')}
            value={counts?.members}
            to={workspacePath(org.id, 'members')}
          />
          <Figure
            label={t('organizer.dashboard.players')}
            value={counts?.players}
            to={workspacePath(org.id, 'players')}
          />
          {org.canManage ? (
            <>
              <Figure
                label={t('organizer.dashboard.applications')}
                value={counts?.pendingApplications}
                to={workspacePath(org.id, 'applications')}
                alert
              />
              <Figure
                label={t('organizer.dashboard.invitations')}
                value={counts?.pendingInvitations}
                to={workspacePath(org.id, 'invitations')}
              />
            </>
          ) : null}
        </SimpleGrid>
        <Group gap={6} mt="auto">
          <Button component={Link} to={workspacePath(org.id)} size="xs" data-testid="dashboard-open">
            {t('organizer.dashboard.open')}
          </Button>
          {links.map((key) => {
            const Icon = SECTION_ICONS[key];
            return (
              <Button
                key={key}
                component={Link}
                to={workspacePath(org.id, key)}
                size="xs"
                variant="default"
                leftSection={<Icon size={14} aria-hidden="true" />}
              >
                {t(sectionLabelKey(key))}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}

/** "New match": for one of the organizations you run (its Matches section opens the form), or a casual one of your own. */
function NewMatchMenu({ organizations }: { organizations: Organization[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          data-testid="dashboard-new-match"
        >
          {t('orgMatches.entry.dashboard')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {organizations.length > 0 ? <Menu.Label>{t('orgMatches.entry.forOrganization')}</Menu.Label> : null}
        {organizations.map((org) => (
          <Menu.Item
            key={org.id}
            component={Link}
            to={`${workspacePath(org.id, 'matches')}?new=1`}
            leftSection={<OrgLogo organization={org} size={22} />}
            data-testid="dashboard-new-match-org"
            data-name={org.name}
          >
            {org.name}
          </Menu.Item>
        ))}
        {organizations.length > 0 ? <Menu.Divider /> : null}
        <Menu.Item
          component={Link}
          to="/user/matches?new=1"
          leftSection={<IconUser size={18} aria-hidden="true" />}
          data-testid="dashboard-new-match-casual"
        >
          {t('orgMatches.entry.casual')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * /organizer/dashboard: the organizer's overview: your organizations with their figures and what waits for you.
 * `summary`: today, sign-ups and requests across all of them (the route brings it from features/dashboard).
 */
export function OrganizerDashboardPage({
  summary,
  figures,
}: {
  summary?: ReactNode;
  /**
   * each organization's figures from the one summary call (null while it loads); without it the page
   * asks per organization
   */
  figures?: Map<number, SectionCounts> | null;
} = {}) {
  const { t } = useTranslation();
  usePageTitle(t('organizer.dashboard.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useAccountRoles();
  const mine = useMyOrganizations({ pageSize: 100 });
  const [creating, setCreating] = useState(false);
  const orgs = mine.data?.items ?? [];
  const counted = figures === undefined ? orgs.slice(0, COUNTED) : [];
  const counts = useQueries({
    queries: counted.map((org) => ({ ...countsQuery(org, false) })),
  });
  const countOf = (id: number) =>
    figures !== undefined ? figures?.get(id) : counts[counted.findIndex((o) => o.id === id)]?.data;
  const allCounted = figures !== undefined ? figures !== null : counts.every((c) => c.data !== undefined);
  const sum = (pick: (c: SectionCounts) => number | undefined) =>
    !allCounted
      ? undefined
      : figures
        ? orgs.reduce((total, o) => total + (pick(figures.get(o.id) ?? {}) ?? 0), 0)
        : counts.reduce((total, c) => total + (c.data ? (pick(c.data) ?? 0) : 0), 0);
  const owned = orgs.filter((o) => o.myRoles.includes('owner')).length;

  const create = account.mayCreate ? (
    <Button
      leftSection={<IconBuildingPlus size={18} aria-hidden="true" />}
      onClick={() => setCreating(true)}
      data-testid="org-create"
    >
      {t('organizer.organizations.create')}
    </Button>
  ) : null;

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="organizer-dashboard">
        <PageHeader
          title={t('organizer.dashboard.title')}
          intro={t('organizer.dashboard.intro')}
          actions={
            <Group gap="sm">
              <Button
                component={Link}
                to="/organizer/organizations"
                variant="default"
                leftSection={<IconList size={18} aria-hidden="true" />}
              >
                {t('organizer.dashboard.allOrganizations')}
              </Button>
              <NewMatchMenu organizations={orgs.filter((o) => o.canManage)} />
              {create}
            </Group>
          }
        />

        {mine.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t('organizer.organizations.loadFailed')}
            role="alert"
          >
            <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void mine.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stat
            label={t('organizer.dashboard.statOrganizations')}
            value={mine.data?.totalCount}
            icon={<OrganizationIcon size={22} />}
            color="brand"
            testId="stat-organizations"
          />
          <Stat
            label={t('organizer.dashboard.statOwned')}
            value={mine.data ? owned : undefined}
            icon={<IconCrown size={22} />}
            color="grape"
            testId="stat-owned"
          />
          <Stat
            label={t('organizer.dashboard.statApplications')}
            value={mine.data ? sum((c) => c.pendingApplications) : undefined}
            icon={<IconUserPlus size={22} />}
            color="orange"
            testId="stat-applications"
          />
          <Stat
            label={t('organizer.dashboard.statInvitations')}
            value={mine.data ? sum((c) => c.pendingInvitations) : undefined}
            icon={<IconMailForward size={22} />}
            color="teal"
            testId="stat-invitations"
          />
        </SimpleGrid>

        {summary}

        <Title order={2} fz="lg">
          {t('organizer.dashboard.yourOrganizations')}
        </Title>
        {mine.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={190} radius="lg" />
            ))}
          </SimpleGrid>
        ) : orgs.length === 0 ? (
          <Card withBorder radius="lg" p="xl" data-testid="dashboard-empty">
            <EmptyState
              variant="light"
              icon={<OrganizationIcon size={28} aria-hidden="true" />}
              title={t('organizer.organizations.empty')}
              description={
                account.mayCreate
                  ? t('organizer.organizations.emptyHint')
                  : t('organizer.organizations.needRightsText')
              }
            >
              <EmptyState.Actions>
                {create ?? (
                  <Button component={Link} to="/user/request">
                    {t('organizer.organizations.applyForRights')}
                  </Button>
                )}
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {orgs.map((org) => (
              <OrganizationCard key={org.id} organization={org} counts={countOf(org.id)} />
            ))}
          </SimpleGrid>
        )}
        {mine.data && mine.data.totalCount > orgs.length ? (
          <Group justify="center">
            <Button component={Link} to="/organizer/organizations" variant="light">
              {t('organizer.dashboard.allOrganizations')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <FormModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('organizer.organizations.createTitle')}
      >
        {creating ? (
          <OrganizationForm
            onCancel={() => setCreating(false)}
            onSaved={(org) => {
              setCreating(false);
              queryClient.setQueryData(organizationKey(org.id), org);
              void queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
              void navigate(workspacePath(org.id, 'menu'));
            }}
          />
        ) : null}
      </FormModal>
    </Container>
  );
}
