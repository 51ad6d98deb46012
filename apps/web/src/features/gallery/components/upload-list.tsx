import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './gallery.module.css';
import type { UploadItem } from './use-uploads';

/** The files being added: a bar each while sent, then added or not added with why. */
export function UploadList({
  items,
  tooMany,
  maxFiles,
  onDismiss,
  onClear,
}: {
  items: UploadItem[];
  tooMany: boolean;
  maxFiles: number;
  onDismiss: (key: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0 && !tooMany) return null;
  const done = items.filter((i) => i.status === 'done').length;
  const settled = items.every((i) => i.status === 'done' || i.status === 'failed');
  return (
    <div className={classes.uploads} data-testid="gallery-uploads">
      <div className={classes.uploadsHead}>
        <span aria-live="polite">{t('gallery.uploads.progress', { done, total: items.length })}</span>
        {settled ? (
          <button type="button" className={classes.linkButton} onClick={onClear}>
            {t('gallery.uploads.clear')}
          </button>
        ) : null}
      </div>
      {tooMany ? (
        <p className={classes.notice} role="status">
          {t('gallery.uploads.tooMany', { max: maxFiles })}
        </p>
      ) : null}
      <ul className={classes.uploadItems}>
        {items.map((item) => (
          <li
            key={item.key}
            className={classes.uploadItem}
            data-status={item.status}
            data-testid="gallery-upload"
          >
            <span className={classes.uploadIcon} aria-hidden="true">
              {item.status === 'done' ? (
                <IconCheck size={16} />
              ) : item.status === 'failed' ? (
                <IconAlertCircle size={16} />
              ) : null}
            </span>
            <span className={classes.uploadName}>{item.name}</span>
            <span className={classes.uploadState}>
              {item.status === 'sending'
                ? t('gallery.uploads.sending', { percent: Math.round(item.progress * 100) })
                : t(`gallery.uploads.${item.status}`)}
            </span>
            {item.status === 'sending' || item.status === 'processing' || item.status === 'waiting' ? (
              <span
                className={classes.bar}
                role="progressbar"
                aria-label={item.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.progress * 100)}
              >
                <span style={{ width: `${Math.round(item.progress * 100)}%` }} />
              </span>
            ) : null}
            {item.status === 'failed' ? (
              <>
                <span className={classes.problem} data-testid="gallery-upload-problem">
                  {item.problem}
                </span>
                <button
                  type="button"
                  className={classes.iconButton}
                  aria-label={`${t('gallery.uploads.dismiss')}: ${item.name}`}
                  onClick={() => onDismiss(item.key)}
                >
                  <IconX size={16} aria-hidden="true" />
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
