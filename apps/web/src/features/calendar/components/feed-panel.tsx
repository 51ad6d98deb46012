import { Anchor, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CalendarFeedCreated } from '@sportzone/contracts';
import { IconBrandApple, IconBrandGoogle, IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFeed, useFeeds, useRevokeFeed } from '../api/calendar';
import { googleSubscribeUrl } from '../lib/links';

/**
 * The person's secret iCal feed: made here, shown once (only its hash is kept), copied or opened in a
 * calendar app; "get a new link" stops the old one, "turn off" stops it altogether.
 */
export function FeedPanel() {
  const { t, i18n } = useTranslation();
  const feeds = useFeeds();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const mine = feeds.data?.find((f) => f.kind === 'user') ?? null;
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'bg' ? 'bg-BG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const make = () => create.mutate({ kind: 'user' }, { onSuccess: (r) => setCreated(r) });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="calendar-feed">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarPlus size={22} aria-hidden="true" />
          <Title order={2} fz="lg">
            {t('calendar.feed.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('calendar.feed.intro')}
        </Text>

        {created ? (
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('calendar.feed.url')}
                value={created.url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="calendar-feed-url"
              />
              <CopyButton value={created.url}>
                {({ copied, copy }) => (
                  <Button
                    size="md"
                    variant={copied ? 'light' : 'filled'}
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    data-testid="calendar-feed-copy"
                  >
                    {copied ? t('calendar.feed.copied') : t('calendar.feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('calendar.feed.onceHint')}
            </Text>
            <Group gap="xs">
              <Button
                component="a"
                href={created.webcalUrl}
                variant="default"
                leftSection={<IconBrandApple size={16} />}
                data-testid="calendar-feed-webcal"
              >
                {t('calendar.feed.apple')}
              </Button>
              <Button
                component="a"
                href={googleSubscribeUrl(created.webcalUrl)}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconBrandGoogle size={16} />}
              >
                {t('calendar.feed.google')}
              </Button>
            </Group>
          </Stack>
        ) : mine ? (
          <Text size="sm" data-testid="calendar-feed-active">
            {t('calendar.feed.active', {
              created: dateFormat.format(new Date(mine.createdAt)),
            })}{' '}
            {mine.lastUsedAt
              ? t('calendar.feed.lastUsed', { at: dateFormat.format(new Date(mine.lastUsedAt)) })
              : t('calendar.feed.neverUsed')}
          </Text>
        ) : null}

        <Group gap="xs">
          {!mine && !created ? (
            <Button onClick={make} loading={create.isPending} data-testid="calendar-feed-create">
              {t('calendar.feed.create')}
            </Button>
          ) : (
            <>
              <Button
                variant="light"
                onClick={make}
                loading={create.isPending}
                data-testid="calendar-feed-rotate"
              >
                {t('calendar.feed.rotate')}
              </Button>
              {mine ? (
                <Anchor
                  component="button"
                  type="button"
                  c="red.8"
                  size="sm"
                  onClick={() => revoke.mutate(mine.id, { onSuccess: () => setCreated(null) })}
                  data-testid="calendar-feed-revoke"
                >
                  {t('calendar.feed.revoke')}
                </Anchor>
              ) : null}
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
