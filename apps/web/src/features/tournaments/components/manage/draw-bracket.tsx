import { Box, Text } from '@mantine/core';
import type { DrawMatch, Tournament, TournamentStage } from '@sportzone/contracts';
import { IconEdit, IconPlayerPlay, IconRestore } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isMatchSport, liveMatchPath, scoreMatchPath } from '@/lib/matches/paths';
import { KnockoutDraw } from '../views/knockout-draw';
import { ViewContext, type MatchAction, type ViewContextValue } from '../views/view-context';

export const isKnockout = (stage: Pick<TournamentStage, 'type'>) =>
  stage.type === 'single_elimination' || stage.type === 'double_elimination';

/** What the organizer can do with a draw's match: the same buttons its row in the list has. */
export interface MatchHandlers {
  playable: (m: DrawMatch) => m is DrawMatch & { matchId: number };
  onEnter: (m: DrawMatch) => void;
  onCorrect: (m: DrawMatch, all: DrawMatch[]) => void;
}

/**
 * A knockout stage as the public page draws it (the same component, ending in the champion's box), on the
 * organizer's Draw & schedule page: a click on a match opens a menu with what its row in the list offers
 * (Score, Result, Correct); a match with nothing to do links to its live page.
 */
export function DrawBracket({
  tournament,
  stage,
  last,
  handlers,
}: {
  tournament: Tournament;
  stage: TournamentStage;
  last: boolean;
  handlers: MatchHandlers;
}) {
  const { t } = useTranslation();
  const { playable, onEnter, onCorrect } = handlers;
  const value = useMemo<ViewContextValue>(() => {
    const sport = isMatchSport(tournament.sport) ? tournament.sport : 'rally';
    return {
      highlight: null,
      matchHref: (id) => liveMatchPath(sport, id),
      linkTarget: undefined,
      matchActions: (m, all) => {
        const actions: MatchAction[] = [];
        if (playable(m) && isMatchSport(tournament.sport))
          actions.push({
            key: 'score',
            label: t('tournamentManage.matches.score'),
            icon: <IconPlayerPlay size={16} aria-hidden="true" />,
            to: scoreMatchPath(tournament.sport, m.matchId),
            testId: 'bracket-action-score',
          });
        if (playable(m))
          actions.push({
            key: 'result',
            label: t('tournamentManage.matches.enterResult'),
            icon: <IconEdit size={16} aria-hidden="true" />,
            onClick: () => onEnter(m),
            testId: 'bracket-action-result',
          });
        if (tournament.canManage && m.status === 'finished' && m.matchId !== null)
          actions.push({
            key: 'correct',
            label: t('tournamentManage.matches.correct'),
            icon: <IconRestore size={16} aria-hidden="true" />,
            onClick: () => onCorrect(m, all),
            testId: 'bracket-action-correct',
          });
        return actions;
      },
    };
  }, [tournament, playable, onEnter, onCorrect, t]);
  return (
    <Box
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="draw-bracket"
      data-stage={stage.id}
    >
      {tournament.canManage ? (
        <Text size="xs" c="dimmed" mb="xs">
          {t('tournamentManage.matches.bracketHint')}
        </Text>
      ) : null}
      <ViewContext.Provider value={value}>
        <KnockoutDraw stage={stage} last={last} />
      </ViewContext.Provider>
    </Box>
  );
}
