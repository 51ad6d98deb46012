import { useTranslation } from 'react-i18next';
import classes from './live-badge.module.css';

/** The red "Live" pill (match cards, the live scoreboard); its own file so the viewer pages need no router. */
export function LiveBadge({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <span className={classes.liveBadge}>{label ?? t('matchStatus.live')}</span>;
}
