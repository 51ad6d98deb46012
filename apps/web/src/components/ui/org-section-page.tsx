import { Alert, Button, Container, Group, Loader, Stack } from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { IconAlertTriangle, IconEye, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from './page-header';

/**
 * Who sees a section's content: 'read' — everyone who can see the organization (members are told the
 * page is read-only for them); 'manage' — owners, organizers and admins; 'member' — its members.
 */
export type OrgSectionAccess = 'read' | 'manage' | 'member';

interface OrgSectionPageProps {
  organizationId: number;
  title: string;
  intro: string;
  access?: OrgSectionAccess;
  /** the page's main action, shown to those who may act */
  actions?: ((organization: Organization) => ReactNode) | undefined;
  children: (organization: Organization) => ReactNode;
  testId: string;
}

/**
 * One section of an organization's workspace (menu, members, venues, invitations, reports…), all laid
 * out alike: loads the organization, its title and what the page is for, the action on the right, and
 * the content — or why this person cannot see it. The server decides again on every call.
 */
export function OrgSectionPage(props: OrgSectionPageProps) {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <OrgSectionBody {...props} />
    </Container>
  );
}

function OrgSectionBody({
  organizationId,
  title,
  intro,
  access = 'read',
  actions,
  children,
  testId,
}: OrgSectionPageProps) {
  const { t } = useTranslation();
  const query = useOrganization(organizationId);
  usePageTitle(query.data ? `${title} · ${query.data.name}` : title);
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (!query.data) {
    const notFound = !query.error || (isApiError(query.error) && query.error.status === 404);
    return (
      <Alert
        color={notFound ? 'gray' : 'red'}
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={notFound ? t('organizer.section.notFound') : t('organizer.section.orgLoadFailed')}
        role="alert"
        data-testid={`${testId}-org-error`}
      >
        {notFound ? null : (
          <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  const organization = query.data;
  const allowed =
    access === 'manage' ? organization.canManage : access === 'member' ? organization.canSeePrivate : true;
  return (
    <Stack gap="lg" data-testid={`${testId}-page`} data-can-manage={organization.canManage}>
      <PageHeader
        compact
        title={title}
        intro={intro}
        actions={
          allowed && actions && (access !== 'read' || organization.canManage) ? actions(organization) : null
        }
      />
      {access === 'read' && !organization.canManage ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconEye size={18} aria-hidden="true" />}
          py="xs"
          data-testid="read-only-note"
        >
          {t('organizer.section.readOnly')}
        </Alert>
      ) : null}
      {allowed ? (
        children(organization)
      ) : (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock size={18} aria-hidden="true" />}
          title={t('organizer.section.notAllowedTitle')}
          data-testid={`${testId}-not-allowed`}
        >
          {access === 'manage' ? t('organizer.section.managersOnly') : t('organizer.section.membersOnly')}
        </Alert>
      )}
    </Stack>
  );
}
