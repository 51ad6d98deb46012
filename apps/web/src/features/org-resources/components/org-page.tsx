import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { IconAlertTriangle, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrganization } from '@/lib/organizations';

/**
 * One page of the organization's workspace: loads the organization (who may change things), shows the
 * page's title and intro, and the content for that organization. Members read; managers edit.
 */
interface OrgPageProps {
  organizationId: number;
  title: string;
  intro: string;
  /** the page's main action, for managers */
  actions?: ((organization: Organization) => ReactNode) | undefined;
  children: (organization: Organization) => ReactNode;
  testId: string;
}

export function OrgPage({ organizationId, title, intro, actions, children, testId }: OrgPageProps) {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <OrgPageBody
        organizationId={organizationId}
        title={title}
        intro={intro}
        actions={actions}
        testId={testId}
      >
        {children}
      </OrgPageBody>
    </Container>
  );
}

function OrgPageBody({ organizationId, title, intro, actions, children, testId }: OrgPageProps) {
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
        title={notFound ? t('orgResources.common.notFound') : t('orgResources.common.orgLoadFailed')}
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
        {organization.canManage && actions ? actions(organization) : null}
      </Group>
      {!organization.canManage ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconEye size={18} aria-hidden="true" />}
          py="xs"
          data-testid="read-only-note"
        >
          {t('orgResources.common.readOnly')}
        </Alert>
      ) : null}
      {children(organization)}
    </Stack>
  );
}
