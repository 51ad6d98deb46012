import type { GalleryPhoto } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import type { GalleryTransport } from '../api';
import classes from './gallery.module.css';
import { PhotoImg } from './photo-img';

/** The thumbnails, square, lazily loaded, each a button that opens the viewer at its photo. */
export function PhotoGrid({
  photos,
  transport,
  base,
  isPublic,
  onOpen,
}: {
  photos: GalleryPhoto[];
  transport: GalleryTransport;
  base: string;
  isPublic: boolean;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.grid} data-testid="gallery-grid">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <button
            type="button"
            className={classes.cell}
            onClick={() => onOpen(i)}
            aria-label={
              photo.caption
                ? t('gallery.openWithCaption', { n: i + 1, total: photos.length, caption: photo.caption })
                : t('gallery.open', { n: i + 1, total: photos.length })
            }
            data-testid="gallery-photo"
            data-photo-id={photo.id}
          >
            <PhotoImg
              transport={transport}
              base={base}
              path={photo.thumbnailUrl}
              isPublic={isPublic}
              width={photo.thumbnailWidth}
              height={photo.thumbnailHeight}
              alt=""
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
