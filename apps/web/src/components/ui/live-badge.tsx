import { useTranslation } from 'react-i18next';
import classes from './live-badge.module.css';

/** The red "Live" pill (match cards, the live scoreboard); its own file so the viewer pages need no router. */
export function LiveBadge({ label, paused = false }: { label?: string; paused?: boolean }) {
  const { t } = useTranslation();
  // paused: the score may be behind (the connection dropped), so the dot stops pulsing
  return (
    <span className={classes.liveBadge} data-paused={paused || undefined} data-testid="live-badge">
      {label ?? t('matchStatus.live')}
    </span>
  );
}
