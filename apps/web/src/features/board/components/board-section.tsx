import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the board; `empty` (when not null) takes the place of its content. */
export function BoardSection({
  title,
  icon,
  color,
  empty,
  action,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  color: string;
  empty: string | null;
  action?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" color={color} size={28} radius="md" aria-hidden="true">
              {icon}
            </ThemeIcon>
            <Title order={2} fz="md" lh={1.3}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {empty !== null ? (
          <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
