import type { GalleryPhoto } from '@sportzone/contracts';
import { GALLERY_CAPTION_MAX } from '@sportzone/contracts/gallery-limits';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePhoto, saveCaption, type GalleryTransport } from '../api';
import classes from './photo-viewer.module.css';

/** Under the photo in the viewer: its caption, who added it when; its organizers' caption and delete. */
export function PhotoDetails({
  photo,
  transport,
  canManage,
  onChanged,
  onDeleted,
}: {
  photo: GalleryPhoto;
  transport: GalleryTransport;
  canManage: boolean;
  onChanged: (photo: GalleryPhoto) => void;
  onDeleted: (photoId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // another photo: the forms of the last one close
  useEffect(() => {
    setEditing(false);
    setConfirming(false);
    setBusy(false);
    setProblem(null);
  }, [photo.id]);

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(photo.createdAt),
  );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const caption = String(new FormData(event.currentTarget).get('caption') ?? '');
    setBusy(true);
    try {
      onChanged(await saveCaption(transport, photo.id, caption.trim() || null));
      setEditing(false);
      setProblem(null);
    } catch {
      setProblem(t('gallery.viewer.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deletePhoto(transport, photo.id);
      onDeleted(photo.id);
    } catch {
      setProblem(t('gallery.viewer.deleteFailed'));
      setBusy(false);
    }
  }

  return (
    <div className={classes.viewerInfo}>
      {editing ? (
        <form className={classes.captionForm} onSubmit={(e) => void save(e)}>
          <label className={classes.captionLabel}>
            <span>{t('gallery.viewer.caption')}</span>
            <input
              name="caption"
              defaultValue={photo.caption ?? ''}
              maxLength={GALLERY_CAPTION_MAX}
              autoFocus
              data-testid="gallery-caption-input"
            />
          </label>
          <div className={classes.viewerActions}>
            <button type="submit" className={classes.primary} disabled={busy}>
              {t('gallery.viewer.save')}
            </button>
            <button type="button" className={classes.secondary} onClick={() => setEditing(false)}>
              {t('gallery.viewer.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {photo.caption ? (
            <p className={classes.caption} data-testid="gallery-caption">
              {photo.caption}
            </p>
          ) : null}
          <p className={classes.byline}>
            {photo.uploadedBy
              ? t('gallery.viewer.by', { name: photo.uploadedBy.name, date })
              : t('gallery.viewer.byNobody', { date })}
          </p>
        </>
      )}
      {canManage && !editing ? (
        confirming ? (
          <div className={classes.viewerActions} role="group" aria-label={t('gallery.viewer.confirmDelete')}>
            <span>{t('gallery.viewer.confirmDelete')}</span>
            <button
              type="button"
              className={classes.danger}
              disabled={busy}
              onClick={() => void remove()}
              data-testid="gallery-delete-confirm"
            >
              {t('gallery.viewer.confirm')}
            </button>
            <button type="button" className={classes.secondary} onClick={() => setConfirming(false)}>
              {t('gallery.viewer.cancel')}
            </button>
          </div>
        ) : (
          <div className={classes.viewerActions}>
            <button type="button" className={classes.secondary} onClick={() => setEditing(true)}>
              <IconPencil size={16} aria-hidden="true" />
              {photo.caption ? t('gallery.viewer.editCaption') : t('gallery.viewer.addCaption')}
            </button>
            <button
              type="button"
              className={classes.secondary}
              onClick={() => setConfirming(true)}
              data-testid="gallery-delete"
            >
              <IconTrash size={16} aria-hidden="true" />
              {t('gallery.viewer.delete')}
            </button>
          </div>
        )
      ) : null}
      {problem ? (
        <p className={classes.viewerProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
