import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './console.module.css';

export interface KeysHintItem {
  /** The keys as printed on them (←, A, ⌫, 1–7). */
  keys: string[];
  label: string;
  /** A key waiting for the next one (F before a foul's value): shown lit. */
  on?: boolean;
}

/**
 * The console's keyboard shortcuts (model/*keys.ts), in one line: shown on laptop widths only (CSS).
 * Without items, the rally console's.
 */
export function KeysHint({ items }: { items?: KeysHintItem[] }) {
  const { t } = useTranslation();
  const shown = items ?? [
    { keys: ['←', 'A'], label: t('console.keys.left') },
    { keys: ['→', 'L'], label: t('console.keys.right') },
    { keys: ['Z', '⌫'], label: t('console.keys.undo') },
  ];
  return (
    <div className={classes.keysHint} data-testid="console-keys-hint">
      <span className={classes.keysTitle}>{t('console.keys.title')}</span>
      {shown.map((item) => (
        <span key={item.label} className={item.on ? classes.keysOn : undefined}>
          {item.keys.map((k, i) => (
            <Fragment key={k}>
              {i > 0 ? ' ' : null}
              <kbd>{k}</kbd>
            </Fragment>
          ))}{' '}
          {item.label}
        </span>
      ))}
    </div>
  );
}
