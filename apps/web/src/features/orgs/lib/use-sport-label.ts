import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isMatchSport } from '@/lib/matches/paths';

/** A sport's name in the interface language; another sport's own name as stored. */
export function useSportLabel() {
  const { t } = useTranslation();
  return useCallback((sport: string) => (isMatchSport(sport) ? t(`matchSport.${sport}`) : sport), [t]);
}
