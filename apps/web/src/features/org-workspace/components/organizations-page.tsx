import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Organization } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconBuildingPlus,
  IconChevronRight,
  IconLayoutDashboard,
  IconSend,
  IconShieldLock,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fetchMyOrganizations, myOrganizationsKey, organizationKey } from '@/lib/organizations';
import { usePagedList } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useAccountRoles } from '../api/account';
import { workspacePath } from '../lib/sections';
import { PrivacyBadge, RoleBadges } from './badges';
import { FormModal } from '@/components/ui/form-modal';
import { PageHeader } from '@/components/ui/page-header';
import { OrgLogo } from './org-logo';
import { OrganizationForm } from './organization-form';
import { PagedList } from '@/components/ui/paged-list';
import { OrganizationIcon } from './section-icons';
import classes from './workspace.module.css';

/** One organization in a list: logo, name (a link into its workspace), parent, privacy, your roles. */
export function OrganizationRow({
  organization,
  testId,
  showParent = true,
}: {
  organization: Organization;
  testId: string;
  showParent?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={workspacePath(organization.id)}
      className={`${classes.grow} ${classes.rowLink}`}
      data-testid={`${testId}-row`}
      data-name={organization.name}
    >
      <Group gap="sm" wrap="nowrap">
        <OrgLogo organization={organization} size={44} />
        <Stack gap={4} className={classes.grow}>
          <Text fw={700} size="sm" className={classes.rowName} style={{ overflowWrap: 'anywhere' }}>
            {organization.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <PrivacyBadge privacy={organization.privacy} size="xs" />
            <RoleBadges roles={organization.myRoles} size="xs" />
            {showParent && organization.parent ? (
              <Text size="xs" c="dimmed">
                {t('organizer.organizations.partOf', { name: organization.parent.name })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      </Group>
    </Link>
  );
}

/** "You need organizer rights": what they are for and where to ask for them. */
function NeedRights() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="brand"
      radius="lg"
      icon={<IconShieldLock size={22} aria-hidden="true" />}
      title={t('organizer.organizations.needRightsTitle')}
      data-testid="need-organizer-rights"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('organizer.organizations.needRightsText')}</Text>
        <Button
          component={Link}
          to="/user/request"
          size="sm"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          data-testid="apply-organizer-rights"
        >
          {t('organizer.organizations.applyForRights')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /organizer/organizations: where organizers land after sign-in. The organizations you hold a role in;
 * organizers and admins create new ones here (and become their owner).
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('organizer.organizations.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useAccountRoles();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [creating, setCreating] = useState(false);
  const list = usePagedList<Organization>({
    filterKey: debounced.trim(),
    fetchPage: (page, pageSize, signal) =>
      fetchMyOrganizations({ searchTerm: debounced, page, pageSize }, signal),
    itemKey: (o) => o.id,
  });
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
      <Stack gap="lg" data-testid="organizations-page">
        <PageHeader
          title={t('organizer.organizations.title')}
          intro={t('organizer.organizations.intro')}
          actions={
            <Group gap="sm">
              {account.mayCreate ? (
                <Button
                  component={Link}
                  to="/organizer/dashboard"
                  variant="default"
                  leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
                >
                  {t('organizer.dashboard.title')}
                </Button>
              ) : null}
              {create}
            </Group>
          }
        />
        {!account.loading && !account.mayCreate ? <NeedRights /> : null}
        <PagedList
          list={list}
          search={search}
          onSearch={setSearch}
          searchLabel={t('organizer.organizations.search')}
          searchPlaceholder={t('organizer.organizations.searchPlaceholder')}
          emptyTitle={t('organizer.organizations.empty')}
          emptyHint={
            account.mayCreate
              ? t('organizer.organizations.emptyHint')
              : t('organizer.organizations.emptyHintUser')
          }
          emptyIcon={<OrganizationIcon size={28} aria-hidden="true" />}
          emptyAction={create}
          loadFailed={t('organizer.organizations.loadFailed')}
          itemKey={(o) => o.id}
          testId="organizations"
          renderItem={(o) => <OrganizationRow organization={o} testId="organization" />}
        />
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
