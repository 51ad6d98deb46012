import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** the big status-like figure: 404, 500, 503 */
  code?: string;
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  hint?: ReactNode;
  actions?: ReactNode;
  'data-testid'?: string;
}

/** Error and status pages share this look: a large code, a title, what happened and what to do. */
export function StatusPage({ code, icon, title, message, hint, actions, ...rest }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }} data-testid={rest['data-testid']}>
      <Stack align="center" ta="center" gap="md">
        {icon}
        {code ? (
          <Text
            aria-hidden="true"
            fw={900}
            lh={1}
            fz={{ base: 96, sm: 140 }}
            variant="gradient"
            gradient={{ from: 'brand.7', to: 'brand.3', deg: 135 }}
            style={{ letterSpacing: '-0.04em' }}
          >
            {code}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {message ? (
          <Box component="div" maw={520}>
            {typeof message === 'string' ? (
              <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
                {message}
              </Text>
            ) : (
              message
            )}
          </Box>
        ) : null}
        {hint ? (
          <Text c="dimmed" maw={520}>
            {hint}
          </Text>
        ) : null}
        {actions ? (
          <Group justify="center" mt="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
