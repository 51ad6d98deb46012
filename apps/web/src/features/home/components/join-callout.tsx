import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

export function JoinCallout({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" component="section" py={{ base: 40, sm: 64 }} aria-labelledby="join-title">
      <Card radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.join}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={620}>
            <Title order={2} id="join-title" fz={{ base: 22, sm: 28 }} c="white">
              {t('home.joinTitle')}
            </Title>
            <Text c="rgba(255,255,255,0.88)">{t('home.joinText')}</Text>
          </Stack>
          <Group gap="sm">{actions}</Group>
        </Group>
      </Card>
    </Container>
  );
}
