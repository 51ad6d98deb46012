import { Badge, Group, Stack, Text, ThemeIcon, type BadgeVariant } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './settings.module.css';

/** `data-status`, `data-state`…: what a browser test reads off a row or a badge. */
type DataAttributes = Record<`data-${string}`, string | number>;

/**
 * One item of a settings list (a key, an endpoint): a head (icon, name and state, an action on the
 * right), then what the feature shows under it, indented under the name on laptops.
 */
export function SettingsRow({
  testId,
  data,
  className,
  children,
}: {
  testId: string;
  data: DataAttributes;
  /** the feature's own class, for rules of its own (a revoked key's name dimmed) */
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={className ? `${classes.row} ${className}` : classes.row} data-testid={testId} {...data}>
      {children}
    </li>
  );
}

/** The row's head: the icon, the name and state beside it, and an action on the right (`aside`). */
export function RowHead({
  icon,
  iconColor,
  aside,
  children,
}: {
  icon: ReactNode;
  iconColor?: string | undefined;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.head}>
      <ThemeIcon variant="light" size={38} radius="md" color={iconColor} className={classes.icon}>
        {icon}
      </ThemeIcon>
      <Stack gap={4} className={classes.grow}>
        {children}
      </Stack>
      {aside}
    </div>
  );
}

/** An item's state as a small badge (active, expired, failing…). */
export function ItemStatusBadge({
  label,
  color,
  variant,
  testId,
  data,
  leftSection,
}: {
  label: string;
  color: string;
  variant: BadgeVariant;
  testId: string;
  data: DataAttributes;
  leftSection?: ReactNode;
}) {
  return (
    <Badge size="sm" variant={variant} color={color} leftSection={leftSection} data-testid={testId} {...data}>
      {label}
    </Badge>
  );
}

/** What an item may do or gets (a key's scopes, an endpoint's events): one quiet badge each, with its hint. */
export function TagList({
  testId,
  label,
  tagTestId,
  tags,
}: {
  testId: string;
  label?: string | undefined;
  tagTestId: string;
  tags: readonly { key: string; label: string; hint: string; data: DataAttributes }[];
}) {
  return (
    <Group gap={6} wrap="wrap" data-testid={testId} aria-label={label}>
      {tags.map((tag) => (
        <Badge
          key={tag.key}
          variant="default"
          radius="sm"
          tt="none"
          fw={600}
          title={tag.hint}
          data-testid={tagTestId}
          {...tag.data}
        >
          {tag.label}
        </Badge>
      ))}
    </Group>
  );
}

/** The label/value grid under an item: side by side on laptops, wrapping on phones. */
export function Facts({ minWidth = 140, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <dl className={classes.facts} style={{ '--facts-min': `${minWidth}px` } as CSSProperties}>
      {children}
    </dl>
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className={classes.fact}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
