import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';

interface OrgPageProps {
  organizationId: number;
  title: string;
  intro: string;
  /** 'manage': owners, organizers and admins only; 'member': the organization's members (others are told so) */
  access: 'manage' | 'member';
  /** the page's main action */
  actions?: ((organization: Organization) => ReactNode) | undefined;
  children: (organization: Organization) => ReactNode;
  testId: string;
}

/**
 * One page of the organization's workspace (the same look as the other workspace pages): loads the
 * organization, shows the title, intro and the content; pages for managers tell everyone else so.
 */
export function OrgPage(props: OrgPageProps) {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <OrgPageBody {...props} />
    </Container>
  );
}

function OrgPageBody({ organizationId, title, intro, access, actions, children, testId }: OrgPageProps) {
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
        title={notFound ? t('orgMembership.common.notFound') : t('orgMembership.common.orgLoadFailed')}
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
  const allowed = access === 'manage' ? organization.canManage : organization.canSeePrivate;
  return (
    <Stack gap="lg" data-testid={`${testId}-page`} data-can-manage={organization.canManage}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={720} style={{ flex: '1 1 280px' }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="page-title">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </Stack>
        {allowed && actions ? actions(organization) : null}
      </Group>
      {allowed ? (
        children(organization)
      ) : (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock size={18} aria-hidden="true" />}
          title={t('orgMembership.common.notAllowedTitle')}
          data-testid={`${testId}-not-allowed`}
        >
          {access === 'manage'
            ? t('orgMembership.common.managersOnly')
            : t('orgMembership.common.membersOnly')}
        </Alert>
      )}
    </Stack>
  );
}
