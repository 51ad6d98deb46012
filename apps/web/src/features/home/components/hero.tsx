import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** An illustration of what Sportzone shows: a scoreboard row per side, sets, the current game. Marked as an example. */
function ScoreboardPreview() {
  const { t } = useTranslation();
  const rows = [
    { name: 'A. Petrova', sets: [6, 3, 5], points: '30', serving: true },
    { name: 'M. García', sets: [4, 6, 4], points: '15', serving: false },
  ];
  return (
    <Box className={classes.preview} aria-hidden="true">
      <Group justify="space-between" mb={10}>
        <Group gap={8}>
          <span className={classes.liveDot} />
          <Text size="xs" fw={700} c="white" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {t('home.previewStatus')}
          </Text>
        </Group>
        <Badge size="sm" variant="white" color="dark" radius="sm">
          {t('home.previewBadge')}
        </Badge>
      </Group>
      {rows.map((row) => (
        <div key={row.name} className={classes.previewRow}>
          <span
            className={classes.serveDot}
            data-serving={row.serving || undefined}
            title={row.serving ? t('home.previewServing') : undefined}
          />
          <span className={classes.previewName}>{row.name}</span>
          {row.sets.map((games, i) => (
            <span key={i} className={classes.previewSet}>
              {games}
            </span>
          ))}
          <span className={classes.previewPoints}>{row.points}</span>
        </div>
      ))}
    </Box>
  );
}

/** The home page's opening: what Sportzone is, and the calls to action (composed by the route). */
export function Hero({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text className={classes.kicker}>{t('home.kicker')}</Text>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {t('home.title')}
            </Title>
            <Text className={classes.heroText}>{t('home.subtitle')}</Text>
            {actions ? <Group gap="sm">{actions}</Group> : null}
          </Stack>
          <Box visibleFrom="md">
            <ScoreboardPreview />
          </Box>
        </SimpleGrid>
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
