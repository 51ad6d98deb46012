import type { MatchSport } from '@sportzone/contracts';
import { IconScoreboard } from '@tabler/icons-react';
import { SportIcon } from './sport-icon';

/** The sport's icon, the generic rally score included. */
export function MatchSportIcon({ sport, size = 18 }: { sport: MatchSport; size?: number }) {
  if (sport === 'rally') return <IconScoreboard size={size} aria-hidden="true" />;
  return <SportIcon sport={sport} size={size} />;
}
