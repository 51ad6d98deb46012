import type { GalleryPhoto } from '@sportzone/contracts';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryTransport } from '../api';
import classes from './photo-viewer.module.css';
import { PhotoDetails } from './photo-details';
import { PhotoImg } from './photo-img';

/** how far a finger must travel sideways for a swipe to turn the photo */
const SWIPE_PX = 50;

interface ViewerProps {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  transport: GalleryTransport;
  base: string;
  isPublic: boolean;
  canManage: boolean;
  onChanged: (photo: GalleryPhoto) => void;
  onDeleted: (photoId: number) => void;
}

/**
 * The full-screen viewer, on the browser's own modal `<dialog>` (focus kept inside, Escape closes):
 * ←/→ and the buttons turn the photos, a swipe too; the counter, the caption and who added it when.
 * Its organizers edit the caption and delete the photo here.
 */
export function PhotoViewer(props: ViewerProps) {
  const { photos, index, onIndex, onClose, transport, base, isPublic, canManage } = props;
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index]!;
  const total = photos.length;
  const go = (step: number) => {
    if (total < 2) return;
    onIndex((index + step + total) % total);
  };

  // opened as a modal once; closing goes through the dialog (Escape, the button), whose close event
  // tells the gallery, and the browser gives the focus back to the photo that opened it
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // the neighbours load ahead, so turning is instant (a public gallery's; a private one's fetch as shown)
  useEffect(() => {
    if (!isPublic || total < 2) return;
    for (const step of [1, -1]) {
      const next = photos[(index + step + total) % total]!;
      new Image().src = `${base}${next.imageUrl}`;
    }
  }, [photos, index, total, base, isPublic]);

  return (
    <dialog
      ref={dialog}
      className={classes.viewer}
      aria-label={t('gallery.viewer.label')}
      data-testid="gallery-viewer"
      onClose={onClose}
      onKeyDown={(e) => {
        const target = e.target as HTMLElement;
        if (target.closest('input, textarea')) return;
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          go(1);
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          go(-1);
        }
      }}
    >
      <div className={classes.viewerTop}>
        <span className={classes.counter} data-testid="gallery-counter" aria-live="polite">
          {t('gallery.viewer.counter', { n: index + 1, total })}
        </span>
        <button
          type="button"
          className={classes.viewerButton}
          onClick={() => dialog.current?.close()}
          aria-label={t('gallery.viewer.close')}
          data-testid="gallery-close"
        >
          <IconX size={22} aria-hidden="true" />
        </button>
      </div>
      <div
        className={classes.stage}
        onTouchStart={(e) => {
          const point = e.touches[0];
          touch.current = point ? { x: point.clientX, y: point.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const from = touch.current;
          const point = e.changedTouches[0];
          touch.current = null;
          if (!from || !point) return;
          const dx = point.clientX - from.x;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(point.clientY - from.y)) go(dx < 0 ? 1 : -1);
        }}
      >
        <PhotoImg
          key={photo.id}
          className={classes.stageImage}
          transport={transport}
          base={base}
          path={photo.imageUrl}
          isPublic={isPublic}
          lazy={false}
          width={photo.width}
          height={photo.height}
          alt={photo.caption ?? t('gallery.open', { n: index + 1, total })}
          data-testid="gallery-viewer-image"
          data-photo-id={photo.id}
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              className={`${classes.viewerButton} ${classes.previous}`}
              onClick={() => go(-1)}
              aria-label={t('gallery.viewer.previous')}
            >
              <IconChevronLeft size={28} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${classes.viewerButton} ${classes.next}`}
              onClick={() => go(1)}
              aria-label={t('gallery.viewer.next')}
            >
              <IconChevronRight size={28} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      <PhotoDetails
        photo={photo}
        transport={transport}
        canManage={canManage}
        onChanged={props.onChanged}
        onDeleted={props.onDeleted}
      />
    </dialog>
  );
}
