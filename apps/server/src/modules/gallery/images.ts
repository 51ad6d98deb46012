import { GALLERY_IMAGE_SIZE, GALLERY_PHOTO_TYPES, GALLERY_THUMBNAIL_SIZE } from '@sportzone/contracts';
import sharp, { type Metadata } from 'sharp';
import { badRequest, HttpError } from '../../lib/http-errors';

/** a 108-megapixel phone photo passes; a decompression bomb does not (sharp's default is 268 MP) */
export const GALLERY_MAX_PIXELS = 110_000_000;
/** a thumbnail's longer side is at most this many times its shorter one (panoramas are cropped) */
const THUMBNAIL_MAX_RATIO = 2;

export interface ProcessedPhoto {
  contentType: 'image/webp';
  image: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
  thumbnailWidth: number;
  thumbnailHeight: number;
}

const unreadable = () =>
  badRequest('This file is not an image we can read.', { photo: 'is not an image' }, 'invalid_photo');

/**
 * An uploaded photo, decoded for real and made into two WebP renditions (decision 067): the display one
 * (longest side at most 1920 px, never enlarged) and the grid's thumbnail (shorter side 480 px, at most
 * 2:1). The camera's EXIF orientation is applied, and nothing of the file's metadata is kept (no GPS
 * position, no camera serial): sharp writes none unless asked to.
 * 415 for types we do not decode (HEIC among them), 400 for what is not a readable image.
 */
export async function processGalleryPhoto(body: Buffer, contentType: string): Promise<ProcessedPhoto> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!GALLERY_PHOTO_TYPES.includes(type)) {
    throw new HttpError(
      415,
      type === 'image/heic' || type === 'image/heif'
        ? 'HEIC photos cannot be read here: choose JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible).'
        : 'Photos must be JPEG, PNG, WebP, GIF or AVIF.',
      'unsupported_photo_type',
    );
  }
  if (body.length === 0) throw badRequest('The photo is empty.', { photo: 'is empty' }, 'invalid_photo');
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > GALLERY_MAX_PIXELS)
    throw new HttpError(
      413,
      `This photo has more than ${Math.floor(GALLERY_MAX_PIXELS / 1_000_000)} megapixels.`,
      'photo_too_large',
    );
  // orientations 5–8 turn the picture a quarter: its width is the stored height
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  const shorter = Math.min(width, height, GALLERY_THUMBNAIL_SIZE);
  const longer = Math.round(
    shorter * Math.min(Math.max(width, height) / Math.min(width, height), THUMBNAIL_MAX_RATIO),
  );
  const [thumbWidth, thumbHeight] = width >= height ? [longer, shorter] : [shorter, longer];

  try {
    const decoded = sharp(body, { limitInputPixels: GALLERY_MAX_PIXELS, failOn: 'error' }).rotate();
    const [image, thumbnail] = await Promise.all([
      decoded
        .clone()
        .resize(GALLERY_IMAGE_SIZE, GALLERY_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
      decoded
        .clone()
        .resize(thumbWidth, thumbHeight, { fit: 'cover', position: 'attention' })
        .webp({ quality: 72 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      contentType: 'image/webp',
      image: image.data,
      width: image.info.width,
      height: image.info.height,
      thumbnail: thumbnail.data,
      thumbnailWidth: thumbnail.info.width,
      thumbnailHeight: thumbnail.info.height,
    };
  } catch {
    throw badRequest(
      'This image is damaged or cannot be converted.',
      { photo: 'cannot be converted' },
      'invalid_photo',
    );
  }
}
