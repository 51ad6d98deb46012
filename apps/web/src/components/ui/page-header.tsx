import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page's h1 and what the page is for; `actions` sit on the right (below on phones). `compact` for
 * pages inside a workspace, under the organization's own header.
 */
export function PageHeader({
  title,
  intro,
  actions,
  compact = false,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4} maw={720} style={{ flex: '1 1 280px' }}>
        <Title order={1} fz={compact ? { base: 24, sm: 30 } : { base: 26, sm: 32 }} data-testid="page-title">
          {title}
        </Title>
        {intro ? (
          <Text c="dimmed" size={compact ? 'sm' : undefined}>
            {intro}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
