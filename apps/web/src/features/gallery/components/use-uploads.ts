import type { GalleryOwnerKind, GalleryPhoto } from '@sportzone/contracts';
import { GALLERY_PHOTO_MAX_BYTES, GALLERY_UPLOAD_MAX_FILES } from '@sportzone/contracts/gallery-limits';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/api-error';
import { uploadPhoto, type GalleryTransport, type Upload } from '../api';

/** files sent side by side: a phone on a venue's connection does better with few at once */
const AT_ONCE = 2;
const MAX_MB = Math.round(GALLERY_PHOTO_MAX_BYTES / (1024 * 1024));

export interface UploadItem {
  key: string;
  name: string;
  status: 'waiting' | 'sending' | 'processing' | 'done' | 'failed';
  /** 0…1 of the bytes sent */
  progress: number;
  /** why it failed, to show beside its name */
  problem?: string;
}

/** What the person reads for a refused file: the server's status in their language. */
function problemOf(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('gallery.errors.failed');
  switch (error.status) {
    case 0:
      return t('gallery.errors.network');
    case 413:
      return error.code === 'photo_too_large' ? error.message : t('gallery.errors.tooLarge', { max: MAX_MB });
    case 415:
      return t('gallery.errors.unsupported');
    case 400:
      return t('gallery.errors.unreadable');
    case 409:
      return t('gallery.errors.full');
    case 401:
    case 403:
    case 404:
      return t('gallery.errors.notAllowed');
    default:
      return t('gallery.errors.failed');
  }
}

let sequence = 0;

/**
 * Photos picked at once, sent one request per file, two at a time: each with its progress, and the
 * ones refused with why (checked here first where the browser can tell: not an image, too large).
 */
export function useUploads(
  transport: GalleryTransport,
  kind: GalleryOwnerKind,
  id: number,
  onAdded: (photo: GalleryPhoto) => void,
) {
  const { t } = useTranslation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(new Map<string, Upload>());
  const added = useRef(onAdded);
  added.current = onAdded;

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );

  const pump = useCallback(() => {
    while (running.current.size < AT_ONCE && queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      update(key, { status: 'sending' });
      const upload = uploadPhoto(transport, kind, id, file, (sent) =>
        update(key, sent >= 1 ? { progress: 1, status: 'processing' } : { progress: sent }),
      );
      running.current.set(key, upload);
      upload.promise
        .then((photo) => {
          update(key, { status: 'done', progress: 1 });
          added.current(photo);
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          update(key, { status: 'failed', problem: problemOf(error, t) });
        })
        .finally(() => {
          running.current.delete(key);
          pump();
        });
    }
  }, [transport, kind, id, update, t]);

  // leaving the page stops what is still being sent
  useEffect(() => {
    const uploads = running.current;
    return () => {
      queue.current = [];
      for (const upload of uploads.values()) upload.abort();
    };
  }, []);

  const start = useCallback(
    (picked: File[]) => {
      setTooMany(picked.length > GALLERY_UPLOAD_MAX_FILES);
      const files = picked.slice(0, GALLERY_UPLOAD_MAX_FILES);
      const made: UploadItem[] = files.map((file) => {
        const key = `u${++sequence}`;
        let problem: string | undefined;
        if (file.type && !file.type.startsWith('image/')) problem = t('gallery.errors.notImage');
        else if (file.size > GALLERY_PHOTO_MAX_BYTES) problem = t('gallery.errors.tooLarge', { max: MAX_MB });
        if (!problem) queue.current.push({ key, file });
        return { key, name: file.name, status: problem ? 'failed' : 'waiting', progress: 0, problem };
      });
      // what finished before goes; what is still on its way stays
      setItems((list) => [...list.filter((i) => i.status !== 'done'), ...made]);
      pump();
    },
    [pump, t],
  );

  return {
    items,
    tooMany,
    start,
    dismiss: useCallback((key: string) => setItems((list) => list.filter((i) => i.key !== key)), []),
    clear: useCallback(() => {
      setItems((list) => list.filter((i) => i.status !== 'done' && i.status !== 'failed'));
      setTooMany(false);
    }, []),
  };
}
