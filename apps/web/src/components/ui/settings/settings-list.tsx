import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyCard, ListError } from '../list-parts';
import { OrgSectionPage } from '../org-section-page';
import classes from './settings.module.css';

/** The page's one action (a new key, a new endpoint), in the header and again in the empty list. */
function CreateButton({ label, testId, onClick }: { label: string; testId: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * A settings section of an organization (API keys, webhooks): its title, what it is for, the button
 * that makes a new item, and the content — for owners, organizers and admins only (the others are told
 * why; the server refuses them anyway). `children` gets the organization and the create button, for the
 * empty list.
 */
export function SettingsPage({
  organizationId,
  title,
  intro,
  testId,
  create,
  children,
}: {
  organizationId: number;
  title: string;
  intro: string;
  testId: string;
  create: { label: string; testId: string; onClick: () => void };
  children: (organization: Organization, createButton: ReactNode) => ReactNode;
}) {
  const createButton = <CreateButton {...create} />;
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={title}
      intro={intro}
      access="manage"
      testId={testId}
      actions={() => createButton}
    >
      {(organization) => children(organization, createButton)}
    </OrgSectionPage>
  );
}

/** Grey rows while the list loads: an icon, two lines, and a line under them. */
function LoadingRows({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={0} aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      {[0, 1].map((i) => (
        <Stack key={i} gap={8} p="md" aria-hidden="true">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={38} width={38} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="45%" />
              <Skeleton height={10} width="25%" />
            </Stack>
          </Group>
          <Skeleton height={10} width="65%" />
        </Stack>
      ))}
    </Card>
  );
}

/**
 * A settings list in each of its states: loading, could not load (with "try again"), empty (what is
 * missing and the create button), or how many there are and the items. The test ids follow `testId`:
 * `{testId}-loading`, `-error`, `-empty`, `-count`, `-list`.
 */
export function SettingsList<T>({
  query,
  testId,
  texts,
  emptyIcon,
  createButton,
  renderItem,
}: {
  query: UseQueryResult<T[]>;
  testId: string;
  texts: { loadFailed: string; empty: string; emptyHint: string; count: (count: number) => string };
  emptyIcon: ReactNode;
  createButton: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows testId={`${testId}-loading`} />;
  if (query.isError)
    return (
      <ListError title={texts.loadFailed} onRetry={() => void query.refetch()} testId={`${testId}-error`} />
    );
  if (query.data.length === 0)
    return (
      <EmptyCard
        icon={emptyIcon}
        title={texts.empty}
        hint={texts.emptyHint}
        action={createButton}
        testId={`${testId}-empty`}
      />
    );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
        {texts.count(query.data.length)}
      </Text>
      <Card withBorder radius="lg" p={0}>
        <ul className={classes.list} data-testid={`${testId}-list`}>
          {query.data.map(renderItem)}
        </ul>
      </Card>
    </Stack>
  );
}
