import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { IconAlertTriangle, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';

interface WsPageProps {
  organizationId: number;
  title: string;
  intro: string;
  actions?: ((organization: Organization) => ReactNode) | undefined;
  children: (organization: Organization) => ReactNode;
  testId: string;
  /** the read-only note for those who may not change this page (default: everyone but managers) */
  readOnly?: (organization: Organization) => boolean;
}

/**
 * One page of the workspace, laid out like the organization's other pages (org-resources): a title and
 * what the page is for, the page's action on the right, a read-only note for members.
 */
export function WsPage({ organizationId, title, intro, actions, children, testId, readOnly }: WsPageProps) {
  const { t } = useTranslation();
  const query = useOrganization(organizationId);
  usePageTitle(query.data ? `${title} · ${query.data.name}` : title);
  let body: ReactNode;
  if (query.isPending && query.fetchStatus !== 'idle') {
    body = (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  } else if (!query.data) {
    const notFound = !query.error || (isApiError(query.error) && query.error.status === 404);
    body = (
      <Alert
        color={notFound ? 'gray' : 'red'}
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={notFound ? t('organizer.workspace.notFoundTitle') : t('organizer.workspace.loadFailed')}
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
  } else {
    const organization = query.data;
    const isReadOnly = readOnly ? readOnly(organization) : !organization.canManage;
    body = (
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
          {actions ? actions(organization) : null}
        </Group>
        {isReadOnly ? (
          <Alert
            variant="light"
            color="gray"
            icon={<IconEye size={18} aria-hidden="true" />}
            py="xs"
            data-testid="read-only-note"
          >
            {t('organizer.common.readOnly')}
          </Alert>
        ) : null}
        {children(organization)}
      </Stack>
    );
  }
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      {body}
    </Container>
  );
}
