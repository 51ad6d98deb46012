import { Badge, Container, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { SPORT_IDS } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '@/components/ui/sport-icon';
import { useSelectedSport } from '@/lib/sport-preference';
import classes from './home.module.css';

/** The six sports; choosing one here is the same choice as the header's sport switch. */
export function SportsGrid() {
  const { t } = useTranslation();
  const [selected, setSelected] = useSelectedSport();
  return (
    <Container size="lg" component="section" py={{ base: 40, sm: 64 }} aria-labelledby="sports-title">
      <Stack gap={6} mb="xl">
        <Title order={2} id="sports-title" fz={{ base: 24, sm: 30 }}>
          {t('home.sportsTitle')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('home.sportsSubtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        {SPORT_IDS.map((sport) => (
          <UnstyledButton
            key={sport}
            className={classes.sportCard}
            aria-pressed={sport === selected}
            data-active={sport === selected || undefined}
            data-testid={`sport-card-${sport}`}
            onClick={() => setSelected(sport)}
          >
            <ThemeIcon size={52} radius="md" variant={sport === selected ? 'filled' : 'light'} color="brand">
              <SportIcon sport={sport} size={28} />
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1 }}>
              <Text fw={700} fz={{ base: 'md', sm: 'lg' }}>
                {t(`sports.${sport}`)}
              </Text>
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {t(`sportBlurbs.${sport}`)}
              </Text>
            </Stack>
            {sport === selected ? (
              <Badge className={classes.sportBadge} size="sm" radius="sm" visibleFrom="sm">
                {t('home.yourSport')}
              </Badge>
            ) : null}
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Container>
  );
}
