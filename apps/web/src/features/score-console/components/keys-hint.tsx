import { useTranslation } from 'react-i18next';
import classes from './console.module.css';

/** The console's keyboard shortcuts (model/keys.ts), in one line: shown on laptop widths only (CSS). */
export function KeysHint() {
  const { t } = useTranslation();
  return (
    <div className={classes.keysHint} data-testid="console-keys-hint">
      <span className={classes.keysTitle}>{t('console.keys.title')}</span>
      <span>
        <kbd>←</kbd> <kbd>A</kbd> {t('console.keys.left')}
      </span>
      <span>
        <kbd>→</kbd> <kbd>L</kbd> {t('console.keys.right')}
      </span>
      <span>
        <kbd>Z</kbd> <kbd>⌫</kbd> {t('console.keys.undo')}
      </span>
    </div>
  );
}
