import { findPicture, savePicture } from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import sharp, { type Metadata } from 'sharp';
import { HttpError, badRequest } from '../../lib/http-errors';

export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_SIZE = 512;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

export interface PicturesService {
  /** Decodes for real, crops to a centred square, resizes to 512 px WebP; returns the new version. */
  store(userId: number, body: Buffer, contentType: string): Promise<number>;
  load(userId: number): Promise<{ contentType: string; data: Buffer; updatedAt: Date } | null>;
}

/**
 * Decodes for real, crops to a centred square and resizes to 512 px WebP (user pictures, player
 * pictures, organization logos). 415 for other types, 400 for what is not a readable image.
 */
export async function processPicture(
  body: Buffer,
  contentType: string,
  /** cover: fill the square (faces); contain: fit inside it on a transparent background (logos) */
  fit: 'cover' | 'contain' = 'cover',
): Promise<{ contentType: string; data: Buffer; width: number; height: number }> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!PICTURE_TYPES.includes(type)) {
    throw new HttpError(
      415,
      `Pictures must be one of ${PICTURE_TYPES.join(', ')}.`,
      'unsupported_picture_type',
    );
  }
  if (body.length === 0)
    throw badRequest('The picture is empty.', { picture: 'is empty' }, 'invalid_picture');
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw badRequest(
      'This file is not an image we can read.',
      { picture: 'is not an image' },
      'invalid_picture',
    );
  }
  if (!meta.width || !meta.height)
    throw badRequest(
      'This file is not an image we can read.',
      { picture: 'is not an image' },
      'invalid_picture',
    );
  let data: Buffer;
  try {
    data = await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate() // honour EXIF orientation from phone cameras
      .resize(
        PICTURE_SIZE,
        PICTURE_SIZE,
        fit === 'cover'
          ? { fit: 'cover', position: 'attention' }
          : { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } },
      )
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(
      'This image is damaged or cannot be converted.',
      { picture: 'cannot be converted' },
      'invalid_picture',
    );
  }
  return { contentType: 'image/webp', data, width: PICTURE_SIZE, height: PICTURE_SIZE };
}

export function createPicturesService({ database }: { database: AppDatabase }): PicturesService {
  return {
    async store(userId, body, contentType) {
      return savePicture(database.db, userId, await processPicture(body, contentType));
    },
    async load(userId) {
      const row = await findPicture(database.db, userId);
      return row ? { contentType: row.contentType, data: row.data, updatedAt: row.updatedAt } : null;
    },
  };
}
