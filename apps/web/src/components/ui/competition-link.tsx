import { Anchor, Text } from '@mantine/core';
import type { MatchCompetition } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionPath, competitionStage } from '@/lib/matches/competition';

/**
 * Over a match card of a tournament (live or archived): "Autumn Cup · Semi-final", the name linking to the
 * tournament's page (outside the card, whose whole surface links to the match).
 */
export function CompetitionLink({ competition }: { competition: MatchCompetition | undefined }) {
  const { t } = useTranslation();
  if (!competition) return null;
  return (
    <Text size="xs" c="dimmed" truncate data-testid="match-competition" mb={-4}>
      <Anchor
        component={Link}
        to={competitionPath(competition)}
        size="xs"
        fw={600}
        aria-label={t('liveList.competition.open', { name: competition.name })}
      >
        {competition.name}
      </Anchor>
      {' · '}
      {competitionStage(competition, t)}
    </Text>
  );
}
