import { IconMedal, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Finale } from './feature';
import { useViewContext } from './view-context';
import classes from './views.module.css';

/**
 * The champion at the end of the bracket: a trophy and the name once the final is decided, until then an
 * empty slot saying who will stand there ("Winner of the final"). The third-place match ends in a bronze one.
 */
export function FinaleBox({ finale, style }: { finale: Finale; style?: React.CSSProperties }) {
  const { t } = useTranslation();
  const { highlight } = useViewContext();
  const decided = finale.winner !== null && finale.winner.name !== null;
  const Icon = finale.kind === 'third' ? IconMedal : IconTrophy;
  return (
    <div
      className={classes.finale}
      style={style}
      data-kind={finale.kind}
      data-decided={decided || undefined}
      data-highlight={(decided && highlight !== null && finale.winner?.entryId === highlight) || undefined}
      data-testid={finale.kind === 'third' ? 'bracket-third' : 'bracket-champion'}
    >
      <span className={classes.finaleIcon} aria-hidden="true">
        <Icon size={22} stroke={1.8} />
      </span>
      <span className={classes.finaleText}>
        <span className={classes.finaleTitle}>{t(`tournamentViews.finale.${finale.kind}`)}</span>
        <span
          className={classes.finaleName}
          data-testid="finale-name"
          title={finale.winner?.name ?? undefined}
        >
          {decided ? finale.winner!.name : t(`tournamentViews.finale.pending.${finale.kind}`)}
        </span>
      </span>
    </div>
  );
}
