import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A panel's icon, tinted. */
export const panelIcon = (node: ReactNode, color: string) => (
  <ThemeIcon variant="light" color={color} size={28} radius="md">
    {node}
  </ThemeIcon>
);

/** A titled card of the dashboards; `count` beside the title; `empty` when there is nothing. */
export function SummaryPanel({
  title,
  icon,
  count,
  empty,
  action,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  count?: number;
  empty: string;
  action?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  const hasContent = Array.isArray(children) ? children.length > 0 : Boolean(children);
  return (
    <Card withBorder radius="lg" p="md" data-testid={testId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {icon}
            <Title order={2} fz="md" lh={1.3}>
              {title}
            </Title>
            {count ? (
              <Badge variant="light" size="sm" circle={count < 10}>
                {count}
              </Badge>
            ) : null}
          </Group>
          {action}
        </Group>
        {hasContent ? (
          children
        ) : (
          <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
