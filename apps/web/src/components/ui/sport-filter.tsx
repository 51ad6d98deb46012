import { ScrollArea, UnstyledButton } from '@mantine/core';
import { MATCH_SPORTS, type MatchSport } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchSportIcon } from './match-sport-icon';
import classes from './sport-filter.module.css';

/** All sports, or one: links, so the choice is in the address (/live/tennis). */
export function SportFilter({
  base,
  sport,
  query = '',
}: {
  base: string;
  sport: MatchSport | null;
  query?: string;
}) {
  const { t } = useTranslation();
  const options: (MatchSport | null)[] = [null, ...MATCH_SPORTS];
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <nav className={classes.filter} aria-label={t('liveList.filterLabel')} data-testid="sport-filter">
        {options.map((s) => (
          <UnstyledButton
            key={s ?? 'all'}
            component={Link}
            to={`${base}${s ? `/${s}` : ''}${query}`}
            className={classes.filterItem}
            data-active={s === sport || undefined}
            aria-current={s === sport ? 'page' : undefined}
            data-testid={`sport-filter-${s ?? 'all'}`}
          >
            {s ? <MatchSportIcon sport={s} size={16} /> : null}
            {s ? t(`matchSport.${s}`) : t('liveList.allSports')}
          </UnstyledButton>
        ))}
      </nav>
    </ScrollArea>
  );
}
