import type { Gallery, GalleryOwnerKind, GalleryPhoto } from '@sportzone/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { fetchGallery, type GalleryTransport } from '../api';

export type GalleryState =
  | { status: 'loading' }
  /** `hidden`: what the photos belong to is not there for this visitor (its page says so already) */
  | { status: 'error'; hidden: boolean }
  | { status: 'ready'; gallery: Gallery; base: string };

/**
 * A gallery's photos, read once (photos change only when its organizers change them, here), and kept
 * in step with what the organizer adds, captions and deletes on this page.
 */
export function useGallery(transport: GalleryTransport, kind: GalleryOwnerKind, id: number) {
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([fetchGallery(transport, kind, id, controller.signal), transport.base()])
      .then(([gallery, base]) => setState({ status: 'ready', gallery, base }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !(error instanceof DOMException && error.name === 'AbortError'))
          setState({
            status: 'error',
            hidden: error instanceof ApiError && (error.status === 404 || error.status === 403),
          });
      });
    return () => controller.abort();
  }, [transport, kind, id, attempt]);

  const change = useCallback((update: (photos: GalleryPhoto[]) => GalleryPhoto[]) => {
    setState((s) =>
      s.status === 'ready' ? { ...s, gallery: { ...s.gallery, photos: update(s.gallery.photos) } } : s,
    );
  }, []);

  return {
    state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    /** a photo just uploaded: first, as the newest */
    added: useCallback(
      (photo: GalleryPhoto) => change((photos) => [photo, ...photos.filter((p) => p.id !== photo.id)]),
      [change],
    ),
    replaced: useCallback(
      (photo: GalleryPhoto) => change((photos) => photos.map((p) => (p.id === photo.id ? photo : p))),
      [change],
    ),
    removed: useCallback(
      (photoId: number) => change((photos) => photos.filter((p) => p.id !== photoId)),
      [change],
    ),
  };
}
