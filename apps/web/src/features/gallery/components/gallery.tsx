import type { GalleryOwnerKind } from '@sportzone/contracts';
import { GALLERY_UPLOAD_MAX_FILES } from '@sportzone/contracts/gallery-limits';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/light';
import type { GalleryTransport } from '../api';
import classes from './gallery.module.css';
import { PhotoGrid } from './photo-grid';
import { PhotoViewer } from './photo-viewer';
import { UploadList } from './upload-list';
import { useGallery } from './use-gallery';
import { useUploads } from './use-uploads';

/**
 * The photos of a match, a tournament or an organization (decision 067): a grid of thumbnails that
 * opens a full-screen viewer. Its organizers add several photos at once (on a phone: the camera or the
 * library), each with its progress, and caption and delete them in the viewer. A visitor sees nothing
 * while there are no photos (nor when they cannot be loaded: the page is about something else).
 */
export function Gallery({
  kind,
  id,
  transport,
  frameClassName,
}: {
  kind: GalleryOwnerKind;
  id: number;
  /** how this entry reaches the API (the app's or the viewer pages') */
  transport: GalleryTransport;
  /** a box around it (the page's width and margins), drawn only when there is something to show */
  frameClassName?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, retry, added, replaced, removed } = useGallery(transport, kind, id);
  const uploads = useUploads(transport, kind, id, added);
  const [open, setOpen] = useState<number | null>(null);

  if (state.status === 'loading') return null;
  const framed = (content: ReactNode) =>
    frameClassName ? <div className={frameClassName}>{content}</div> : content;
  if (state.status === 'error') {
    if (state.hidden) return null;
    // a quiet line: the page this sits on has its own content
    return framed(
      <p className={classes.quiet} data-testid="gallery-error">
        {t('gallery.loadFailed')}{' '}
        <button type="button" className={classes.linkButton} onClick={retry}>
          {t('gallery.retry')}
        </button>
      </p>,
    );
  }
  const { gallery, base } = state;
  const { photos, canManage, isPublic } = gallery;
  if (photos.length === 0 && !canManage && uploads.items.length === 0) return null;

  const pick = () => input.current?.click();

  return framed(
    <section className={classes.section} aria-labelledby={headingId} data-testid="gallery">
      <div className={classes.head}>
        <h2 id={headingId} className={classes.title}>
          {t('gallery.title')}
          {photos.length > 0 ? (
            <span className={classes.count}>{t('gallery.count', { count: photos.length })}</span>
          ) : null}
        </h2>
        {canManage && photos.length > 0 ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
            onClick={pick}
            data-testid="gallery-add"
          >
            {t('gallery.add')}
          </Button>
        ) : null}
      </div>
      {canManage ? (
        <input
          ref={input}
          type="file"
          multiple
          accept="image/*"
          className={classes.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="gallery-input"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            // the same files may be picked again (after a failure)
            e.currentTarget.value = '';
            if (files.length) uploads.start(files);
          }}
        />
      ) : null}
      <UploadList
        items={uploads.items}
        tooMany={uploads.tooMany}
        maxFiles={GALLERY_UPLOAD_MAX_FILES}
        onDismiss={uploads.dismiss}
        onClear={uploads.clear}
      />
      {photos.length === 0 ? (
        <div className={classes.empty} data-testid="gallery-empty">
          <IconPhotoPlus size={32} aria-hidden="true" className={classes.emptyIcon} />
          <p className={classes.emptyTitle}>{t('gallery.emptyTitle')}</p>
          <p className={classes.emptyHint}>{t('gallery.emptyHint')}</p>
          <Button
            leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
            onClick={pick}
            data-testid="gallery-add"
          >
            {t('gallery.add')}
          </Button>
        </div>
      ) : (
        <PhotoGrid photos={photos} transport={transport} base={base} isPublic={isPublic} onOpen={setOpen} />
      )}
      {open !== null && photos[open] ? (
        <PhotoViewer
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          transport={transport}
          base={base}
          isPublic={isPublic}
          canManage={canManage}
          onChanged={replaced}
          onDeleted={(photoId) => {
            const left = photos.length - 1;
            removed(photoId);
            setOpen(left === 0 ? null : Math.min(open, left - 1));
          }}
        />
      ) : null}
    </section>,
  );
}

/** The frame of a section under an app page's content (the organization's page): its width and margins. */
export const galleryPageFrame = classes.pageFrame;
