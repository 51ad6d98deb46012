import { Button, Code, Group, Text } from '@mantine/core';
import type { ApiKey } from '@sportzone/contracts';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
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
import {
  STATUS_COLOR,
  displayHint,
  keyStatus,
  orderedScopes,
  scopeHintKey,
  scopeLabelKey,
  type ApiKeyStatus,
} from '../lib/api-keys';
import classes from './api-keys.module.css';

export function StatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return (
    <ItemStatusBadge
      label={t(`apiKeys.status.${status}`)}
      variant={status === 'active' ? 'light' : 'outline'}
      color={STATUS_COLOR[status]}
      testId="api-key-status"
      data={{ 'data-status': status }}
    />
  );
}

/** One key: name, status and hint; what it may do; when it was made, expires and was last used; revoke. */
export function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const status = keyStatus(apiKey);
  const created = formatDay(apiKey.createdAt, locale);
  const revoke =
    status !== 'revoked' ? (
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconKeyOff size={16} aria-hidden="true" />}
        onClick={onRevoke}
        aria-label={t('apiKeys.revoke.actionFor', { name: apiKey.name })}
        className={classes.revoke}
        data-testid="api-key-revoke"
      >
        {t('apiKeys.revoke.action')}
      </Button>
    ) : null;
  return (
    <SettingsRow
      testId="api-key-row"
      className={classes.key}
      data={{ 'data-name': apiKey.name, 'data-status': status, 'data-key-id': apiKey.id }}
    >
      <RowHead
        icon={
          status === 'active' ? (
            <IconKey size={20} aria-hidden="true" />
          ) : (
            <IconKeyOff size={20} aria-hidden="true" />
          )
        }
        iconColor={status === 'active' ? undefined : 'gray'}
        aside={revoke}
      >
        <Group gap={8} wrap="wrap">
          <Text fw={700} size="sm" className={classes.name} data-testid="api-key-name-shown">
            {apiKey.name}
          </Text>
          <StatusBadge status={status} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('apiKeys.row.hint')}
          </Text>
          <Code data-testid="api-key-hint">{displayHint(apiKey.hint)}</Code>
        </Group>
      </RowHead>
      <TagList
        testId="api-key-scopes"
        tagTestId="api-key-scope"
        tags={orderedScopes(apiKey.scopes).map((scope) => ({
          key: scope,
          label: t(scopeLabelKey(scope)),
          hint: t(scopeHintKey(scope)),
          data: { 'data-scope': scope },
        }))}
      />
      <Facts>
        <Fact label={t('apiKeys.row.created')} testId="api-key-created">
          {apiKey.createdBy
            ? t('apiKeys.row.createdBy', { date: created, name: apiKey.createdBy.name })
            : t('apiKeys.row.createdByGone', { date: created })}
        </Fact>
        <Fact
          label={status === 'expired' ? t('apiKeys.row.expired') : t('apiKeys.row.expires')}
          testId="api-key-expires"
        >
          {apiKey.expiresAt ? formatDay(apiKey.expiresAt, locale) : t('apiKeys.row.noExpiry')}
        </Fact>
        <Fact label={t('apiKeys.row.lastUsed')} testId="api-key-last-used">
          {apiKey.lastUsedAt ? formatMoment(apiKey.lastUsedAt, locale) : t('apiKeys.row.neverUsed')}
        </Fact>
        {apiKey.revokedAt ? (
          <Fact label={t('apiKeys.row.revokedOn')} testId="api-key-revoked-at">
            {formatMoment(apiKey.revokedAt, locale)}
          </Fact>
        ) : null}
      </Facts>
    </SettingsRow>
  );
}
