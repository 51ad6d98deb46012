import {
  ActionIcon,
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  TextInput,
  type MantineSize,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The pieces every searchable, paged list is made of (PagedList, the admin's users, the organization
 * search, a profile's sections): the search field, the error, the empty card, skeleton rows and
 * "show more". Each list lays them out its own way.
 */

/** A search field with a button that clears it. `hiddenLabel`: the label is only for screen readers. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  testId,
  size,
  hiddenLabel = false,
  style,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string | undefined;
  testId: string;
  size?: MantineSize;
  hiddenLabel?: boolean;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      style={style}
      size={size}
      {...(hiddenLabel ? { 'aria-label': label } : { label })}
      placeholder={placeholder ?? (hiddenLabel ? label : undefined)}
      leftSection={<IconSearch size={size === 'sm' ? 16 : 18} aria-hidden="true" />}
      rightSection={
        value ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange('')}
            aria-label={t('common.clearSearch')}
          >
            <IconX size={size === 'sm' ? 14 : 16} aria-hidden="true" />
          </ActionIcon>
        ) : null
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      type="search"
      autoComplete="off"
      data-testid={testId}
    />
  );
}

/** "This could not be loaded", with a button to try again. */
export function ListError({
  title,
  onRetry,
  testId,
}: {
  title: string;
  onRetry: () => void;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={title}
      role="alert"
      data-testid={testId}
    >
      <Button mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** The empty list: what is missing, what to do about it and (optionally) the button that does it. */
export function EmptyCard({
  icon,
  title,
  hint,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint?: string | undefined;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p="xl" data-testid={testId}>
      <EmptyState variant="light" icon={icon} title={title} description={hint}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Card>
  );
}

/** Grey rows while a page loads: a picture (round, or a square logo) and two lines. */
export function SkeletonRows({
  count,
  className,
  avatar = 'circle',
}: {
  count: number;
  className?: string | undefined;
  avatar?: 'circle' | 'square';
}) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={className} aria-hidden="true">
          {avatar === 'circle' ? (
            <Skeleton circle height={40} />
          ) : (
            <Skeleton height={48} width={48} radius="md" />
          )}
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="50%" />
            <Skeleton height={10} width="70%" />
          </Stack>
        </li>
      ))}
    </>
  );
}

/** "Show more": the next page, while there is one. */
export function LoadMore({
  list,
  testId,
  size,
}: {
  list: { hasMore: boolean; loading: false | 'first' | 'more'; loadMore: () => void };
  testId: string;
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  if (!list.hasMore) return null;
  return (
    <Group justify="center">
      <Button
        variant="light"
        size={size}
        onClick={list.loadMore}
        loading={list.loading === 'more'}
        disabled={list.loading === 'first'}
        data-testid={testId}
      >
        {t('common.loadMore')}
      </Button>
    </Group>
  );
}
