import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconPlugConnected,
  IconSend,
  IconTrash,
  IconWebhook,
  IconWebhookOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Fact,
  Facts,
  ItemStatusBadge,
  RowHead,
  SettingsRow,
  TagList,
} from '@/components/ui/settings/settings-row';
import { formatDay, formatMoment } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSendTest, useUpdateWebhook } from '../api/webhooks';
import {
  STATE_COLOR,
  endpointState,
  eventHintKey,
  eventLabelKey,
  orderedEvents,
  type EndpointState,
} from '../lib/webhooks';
import { DeliveryLog } from './delivery-log';
import classes from './webhooks.module.css';

export function StateBadge({ state }: { state: EndpointState }) {
  const { t } = useTranslation();
  return (
    <ItemStatusBadge
      label={t(`webhooks.state.${state}`)}
      variant={state === 'on' ? 'light' : state === 'off' ? 'outline' : 'filled'}
      color={STATE_COLOR[state]}
      testId="webhook-state"
      data={{ 'data-state': state }}
    />
  );
}

/** Why the endpoint is not well: failing while still on, or switched off by the server (with the way back). */
function Trouble({
  endpoint,
  state,
  onReenable,
  reenabling,
}: {
  endpoint: WebhookEndpoint;
  state: EndpointState;
  onReenable: () => void;
  reenabling: boolean;
}) {
  const { t, i18n } = useTranslation();
  const since = formatMoment(endpoint.failingSince, i18n.resolvedLanguage ?? 'en', { seconds: true });
  if (state === 'failing')
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t('webhooks.row.failingTitle', { date: since })}
        data-testid="webhook-failing"
      >
        {t('webhooks.row.failingText')}
      </Alert>
    );
  if (state !== 'suspended') return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={t('webhooks.row.suspendedTitle')}
      data-testid="webhook-suspended"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600} data-testid="webhook-disabled-reason">
          {endpoint.disabledReason}
        </Text>
        {since ? (
          <Text size="sm" data-testid="webhook-failing-since">
            {t('webhooks.row.suspendedSince', { date: since })}
          </Text>
        ) : null}
        <Text size="sm">{t('webhooks.row.suspendedText')}</Text>
        <Group>
          <Button
            size="xs"
            color="red"
            leftSection={<IconPlugConnected size={16} aria-hidden="true" />}
            onClick={onReenable}
            loading={reenabling}
            data-testid="webhook-reenable"
          >
            {t('webhooks.row.reenable')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Send a test, open the log, edit, delete: the endpoint's buttons, wrapping on a phone. */
function RowActions({
  url,
  testing,
  logOpen,
  onTest,
  onToggleLog,
  onEdit,
  onDelete,
}: {
  url: string;
  testing: boolean;
  logOpen: boolean;
  onTest: () => void;
  onToggleLog: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={16} aria-hidden="true" />}
        onClick={onTest}
        loading={testing}
        aria-label={t('webhooks.row.testFor', { url })}
        data-testid="webhook-test"
      >
        {t('webhooks.row.test')}
      </Button>
      <Button
        size="xs"
        variant={logOpen ? 'filled' : 'default'}
        rightSection={
          logOpen ? (
            <IconChevronUp size={16} aria-hidden="true" />
          ) : (
            <IconChevronDown size={16} aria-hidden="true" />
          )
        }
        onClick={onToggleLog}
        aria-expanded={logOpen}
        aria-label={t('webhooks.row.logFor', { url })}
        data-testid="webhook-log-toggle"
      >
        {t('webhooks.row.log')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        onClick={onEdit}
        aria-label={t('webhooks.row.editFor', { url })}
        data-testid="webhook-edit"
      >
        {t('webhooks.row.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={onDelete}
        aria-label={t('webhooks.remove.actionFor', { url })}
        data-testid="webhook-delete"
      >
        {t('webhooks.remove.action')}
      </Button>
    </Group>
  );
}

/**
 * One endpoint: its URL, description, state and on/off switch; the events it gets; when it was made;
 * sending a test, editing, deleting; and its delivery log, opened on demand.
 */
export function WebhookRow({
  endpoint,
  organizationId,
  onEdit,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  organizationId: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const state = endpointState(endpoint);
  const update = useUpdateWebhook(organizationId);
  const sendTest = useSendTest(organizationId);
  const [logOpen, setLogOpen] = useState(false);
  const url = endpoint.url;

  const switchTo = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, update: { enabled } },
      {
        onSuccess: () =>
          notify.success(enabled ? t('webhooks.row.switchedOn') : t('webhooks.row.switchedOff')),
      },
    );
  const test = () =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        notify.success(t('webhooks.row.testSent', { url }));
        setLogOpen(true);
      },
    });

  return (
    <SettingsRow
      testId="webhook-row"
      className={classes.endpoint}
      data={{ 'data-url': url, 'data-state': state, 'data-webhook-id': endpoint.id }}
    >
      <RowHead
        icon={
          endpoint.enabled ? (
            <IconWebhook size={20} aria-hidden="true" />
          ) : (
            <IconWebhookOff size={20} aria-hidden="true" />
          )
        }
        iconColor={state === 'on' ? undefined : STATE_COLOR[state]}
        aside={
          <Switch
            id={`webhook-enabled-${endpoint.id}`}
            className={classes.toggle}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(e) => switchTo(e.currentTarget.checked)}
            label={t('webhooks.row.enabled')}
            labelPosition="left"
            aria-label={t('webhooks.row.enabledFor', { url })}
            data-testid="webhook-enabled"
          />
        }
      >
        <Group gap={8} wrap="wrap">
          <StateBadge state={state} />
        </Group>
        <Text fw={700} size="sm" className={classes.url} data-testid="webhook-url-shown">
          {url}
        </Text>
        <Text size="sm" c="dimmed" data-testid="webhook-description-shown">
          {endpoint.description || t('webhooks.row.noDescription')}
        </Text>
      </RowHead>
      <Trouble
        endpoint={endpoint}
        state={state}
        reenabling={update.isPending}
        onReenable={() => switchTo(true)}
      />
      <TagList
        testId="webhook-events"
        label={t('webhooks.row.events')}
        tagTestId="webhook-event"
        tags={orderedEvents(endpoint.events).map((event) => ({
          key: event,
          label: t(eventLabelKey(event)),
          hint: t(eventHintKey(event)),
          data: { 'data-event': event },
        }))}
      />
      <Facts minWidth={130}>
        <Fact label={t('webhooks.row.created')} testId="webhook-created">
          {formatDay(endpoint.createdAt, locale)}
        </Fact>
      </Facts>
      <RowActions
        url={url}
        testing={sendTest.isPending}
        logOpen={logOpen}
        onTest={test}
        onToggleLog={() => setLogOpen((v) => !v)}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {logOpen ? <DeliveryLog organizationId={organizationId} webhookId={endpoint.id} /> : null}
    </SettingsRow>
  );
}
