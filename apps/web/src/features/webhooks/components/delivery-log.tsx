import { Alert, Badge, Button, Code, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@sportzone/contracts';
import { IconChevronDown, IconChevronUp, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/ui/list-parts';
import { Fact, Facts, ItemStatusBadge } from '@/components/ui/settings/settings-row';
import settings from '@/components/ui/settings/settings.module.css';
import { formatMoment } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useDeliveries, useResendDelivery } from '../api/webhooks';
import { DELIVERY_COLOR, deliveryLabelKey, prettyPayload, responseColor } from '../lib/webhooks';
import classes from './webhooks.module.css';

/** A moment of the log, to the second (the calls of one minute apart). */
const momentOf = (value: string | null, locale: string) => formatMoment(value, locale, { seconds: true });

/** "Match finished" (or "Test message"), with the type as the receiver sees it. */
function EventName({ eventType }: { eventType: string }) {
  const { t } = useTranslation();
  const key = deliveryLabelKey(eventType);
  return (
    <Group gap={6} wrap="wrap" className={settings.grow}>
      {key ? (
        <Text size="sm" fw={700}>
          {t(key)}
        </Text>
      ) : null}
      <Code data-testid="webhook-delivery-event">{eventType}</Code>
    </Group>
  );
}

function DeliveryRow({
  delivery,
  onResend,
  resending,
}: {
  delivery: WebhookDelivery;
  onResend: () => void;
  resending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [showPayload, setShowPayload] = useState(false);
  const key = deliveryLabelKey(delivery.eventType);
  const created = momentOf(delivery.createdAt, locale);
  return (
    <li
      className={classes.delivery}
      data-testid="webhook-delivery"
      data-delivery-id={delivery.id}
      data-message-id={delivery.messageId}
      data-event={delivery.eventType}
      data-status={delivery.status}
      data-response={delivery.responseStatus ?? ''}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <EventName eventType={delivery.eventType} />
        <ItemStatusBadge
          label={t(`webhooks.log.status.${delivery.status}`)}
          variant={delivery.status === 'delivered' ? 'light' : 'filled'}
          color={DELIVERY_COLOR[delivery.status]}
          leftSection={delivery.status === 'pending' ? <Loader size={10} color="white" /> : null}
          testId="webhook-delivery-status"
          data={{ 'data-status': delivery.status }}
        />
      </Group>
      <Facts minWidth={130}>
        <Fact label={t('webhooks.log.code')} testId="webhook-delivery-code">
          {delivery.responseStatus === null ? (
            t('webhooks.log.noResponse')
          ) : (
            <Badge
              size="sm"
              variant="outline"
              color={responseColor(delivery.responseStatus)}
              component="span"
            >
              {delivery.responseStatus}
            </Badge>
          )}
        </Fact>
        <Fact label={t('webhooks.log.time')} testId="webhook-delivery-ms">
          {delivery.responseMs === null ? '–' : t('webhooks.log.ms', { ms: delivery.responseMs })}
        </Fact>
        <Fact label={t('webhooks.log.attempts')} testId="webhook-delivery-attempts">
          {delivery.attempts}
        </Fact>
        <Fact label={t('webhooks.log.created')} testId="webhook-delivery-created">
          {created}
        </Fact>
        <Fact label={t('webhooks.log.lastAttempt')} testId="webhook-delivery-last-attempt">
          {delivery.lastAttemptAt ? momentOf(delivery.lastAttemptAt, locale) : t('webhooks.log.notYet')}
        </Fact>
        {delivery.status === 'pending' && delivery.nextAttemptAt ? (
          <Fact label={t('webhooks.log.nextAttempt')} testId="webhook-delivery-next-attempt">
            {momentOf(delivery.nextAttemptAt, locale)}
          </Fact>
        ) : null}
      </Facts>
      {delivery.lastError ? (
        <Text size="sm" c="red.8" className={classes.error} data-testid="webhook-delivery-error">
          <Text span fw={600} size="sm">
            {t('webhooks.log.error')}:{' '}
          </Text>
          {delivery.lastError}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconSend size={14} aria-hidden="true" />}
          onClick={onResend}
          loading={resending}
          aria-label={t('webhooks.log.resendFor', {
            event: key ? t(key) : delivery.eventType,
            date: created,
          })}
          data-testid="webhook-delivery-resend"
        >
          {t('webhooks.log.resend')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          rightSection={
            showPayload ? (
              <IconChevronUp size={14} aria-hidden="true" />
            ) : (
              <IconChevronDown size={14} aria-hidden="true" />
            )
          }
          onClick={() => setShowPayload((v) => !v)}
          aria-expanded={showPayload}
          data-testid="webhook-delivery-payload-toggle"
        >
          {showPayload ? t('webhooks.log.hidePayload') : t('webhooks.log.payload')}
        </Button>
      </Group>
      {showPayload ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('webhooks.log.messageId')}: <Code>{delivery.messageId}</Code>
          </Text>
          <Code block className={classes.payload} data-testid="webhook-delivery-payload">
            {prettyPayload(delivery.payload)}
          </Code>
        </Stack>
      ) : null}
    </li>
  );
}

/**
 * The last calls to one endpoint, newest first, asked for again every few seconds while open: what was
 * sent, what the receiver answered and how fast, and a way to send a message again (same webhook-id).
 */
export function DeliveryLog({ organizationId, webhookId }: { organizationId: number; webhookId: number }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(organizationId, webhookId, true);
  const resend = useResendDelivery(organizationId, webhookId);

  let content;
  if (deliveries.isPending)
    content = (
      <Stack
        gap={8}
        p="sm"
        aria-busy="true"
        aria-label={t('common.loading')}
        data-testid="webhook-log-loading"
      >
        <Skeleton height={14} width="50%" />
        <Skeleton height={10} width="80%" />
      </Stack>
    );
  else if (deliveries.isError)
    content = (
      <div style={{ padding: 'var(--mantine-spacing-sm)' }}>
        <ListError
          title={t('webhooks.log.loadFailed')}
          onRetry={() => void deliveries.refetch()}
          testId="webhook-log-error"
        />
      </div>
    );
  else if (deliveries.data.length === 0)
    content = (
      <Alert variant="transparent" color="gray" data-testid="webhook-log-empty">
        {t('webhooks.log.empty')}
      </Alert>
    );
  else
    content = (
      <ul className={settings.list} data-testid="webhook-deliveries">
        {deliveries.data.map((d) => (
          <DeliveryRow
            key={d.id}
            delivery={d}
            resending={resend.isPending && resend.variables === d.id}
            onResend={() =>
              resend.mutate(d.id, { onSuccess: () => notify.success(t('webhooks.log.resent')) })
            }
          />
        ))}
      </ul>
    );

  return (
    <section className={classes.log} data-testid="webhook-log" aria-label={t('webhooks.log.title')}>
      <Group justify="space-between" gap="xs" className={classes.logHead} wrap="wrap">
        <Text size="sm" fw={700}>
          {t('webhooks.log.title')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconRefresh
            size={14}
            aria-hidden="true"
            color="var(--mantine-color-dimmed)"
            data-fetching={deliveries.isFetching}
          />
          <Text size="xs" c="dimmed">
            {t('webhooks.log.refreshing')}
          </Text>
        </Group>
      </Group>
      {content}
    </section>
  );
}
