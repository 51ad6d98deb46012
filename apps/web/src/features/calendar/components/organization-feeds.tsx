import { Anchor, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CalendarFeed, CalendarFeedCreated } from '@sportzone/contracts';
import { IconBuildingCommunity, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyOrganizations } from '@/lib/organizations';
import { useCreateFeed, useFeeds, useMyTournaments, useRevokeFeed } from '../api/calendar';

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        size="sm"
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="sm"
            variant={copied ? 'light' : 'default'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          >
            {copied ? t('calendar.feed.copied') : t('calendar.feed.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

interface Target {
  kind: 'organization' | 'tournament';
  id: number;
  name: string;
  /** has an open feed (public) */
  open: boolean;
}

function TargetRow({ target, feed }: { target: Target; feed: CalendarFeed | null }) {
  const { t } = useTranslation();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const make = () =>
    create.mutate(
      target.kind === 'organization'
        ? { kind: 'organization', organizationId: target.id }
        : { kind: 'tournament', tournamentId: target.id },
      { onSuccess: (r) => setCreated(r) },
    );
  const open = `${window.location.origin}/api/calendar/${target.kind}/${target.id}/feed.ics`;
  return (
    <Stack gap="xs" data-testid={`calendar-${target.kind}-feed`} data-target={target.id}>
      <Text fw={700}>{target.name}</Text>
      {target.open ? (
        <CopyField label={t('calendar.organizations.open')} value={open} testId="calendar-feed-open" />
      ) : null}
      {created ? (
        <CopyField
          label={t('calendar.organizations.secret')}
          value={created.url}
          testId="calendar-feed-secret"
        />
      ) : feed ? (
        <Text size="sm" c="dimmed">
          {t('calendar.organizations.secretOn')}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={make} loading={create.isPending}>
          {feed || created ? t('calendar.feed.rotate') : t('calendar.organizations.make')}
        </Button>
        {feed ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="red.8"
            onClick={() => revoke.mutate(feed.id, { onSuccess: () => setCreated(null) })}
          >
            {t('calendar.feed.revoke')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Organizers: the feeds of the organizations and tournaments they run (the open one of a public one, a private one with what members see). */
export function OrganizationFeeds() {
  const { t } = useTranslation();
  const organizations = useMyOrganizations();
  const tournaments = useMyTournaments();
  const feeds = useFeeds();
  const targets: Target[] = [
    ...(organizations.data?.items ?? [])
      .filter((o) => o.canManage)
      .map((o) => ({ kind: 'organization' as const, id: o.id, name: o.name, open: o.privacy === 'public' })),
    ...(tournaments.data?.items ?? [])
      .filter((x) => x.canManage && x.status !== 'finished')
      .map((x) => ({
        kind: 'tournament' as const,
        id: x.id,
        name: `${x.name} · ${x.organizationName}`,
        open: x.privacy === 'public',
      })),
  ];
  if (targets.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="calendar-organization-feeds">
      <Stack gap="md">
        <Group gap="xs">
          <IconBuildingCommunity size={22} aria-hidden="true" />
          <Title order={2} fz="lg">
            {t('calendar.organizations.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('calendar.organizations.intro')}
        </Text>
        {targets.map((x) => (
          <TargetRow
            key={`${x.kind}-${x.id}`}
            target={x}
            feed={
              feeds.data?.find((f) =>
                x.kind === 'organization'
                  ? f.kind === 'organization' && f.organizationId === x.id
                  : f.kind === 'tournament' && f.tournamentId === x.id,
              ) ?? null
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
