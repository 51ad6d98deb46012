import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** What Sportzone is, and the calls to action (composed by the route, below what is live now). */
export function Hero({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <Stack gap="lg" maw={760}>
          <Text className={classes.kicker}>{t('home.kicker')}</Text>
          <Title id="hero-title" order={2} className={classes.heroTitle}>
            {t('home.title')}
          </Title>
          <Text className={classes.heroText}>{t('home.subtitle')}</Text>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Stack>
      </Container>
    </Box>
  );
}

export function HeroStats() {
  const { t } = useTranslation();
  const stats = [
    { value: '6', label: t('home.statSports') },
    { value: '2', label: t('home.statLanguages') },
    { value: '1', label: t('home.statLive') },
  ];
  return (
    <Container size="lg" className={classes.statsWrap}>
      <SimpleGrid cols={3} className={classes.stats} spacing={0}>
        {stats.map((s, i) => (
          <Stack key={i} gap={0} align="center" className={classes.stat}>
            <Text className={classes.statValue}>{i === 2 ? '●' : s.value}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {s.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
