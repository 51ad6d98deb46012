import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { processGalleryPhoto } from './images';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof HttpError ? { status: err.statusCode, code: err.code } : err),
  );

describe('a gallery photo’s renditions', () => {
  it('turn a camera’s sideways JPEG upright and keep none of its metadata', async () => {
    const camera = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#246' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 0/1' } })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const photo = await processGalleryPhoto(camera, 'image/jpeg; charset=binary');
    expect(photo).toMatchObject({ contentType: 'image/webp', width: 300, height: 400 });
    expect([photo.thumbnailWidth, photo.thumbnailHeight]).toEqual([300, 400]);
    for (const bytes of [photo.image, photo.thumbnail]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    expect((await sharp(photo.thumbnail).metadata()).width).toBe(300);
  });

  it('bring a large photo down to 1920 px and its thumbnail to 480 px on the shorter side', async () => {
    const big = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const photo = await processGalleryPhoto(big, 'image/png');
    expect([photo.width, photo.height, photo.thumbnailWidth, photo.thumbnailHeight]).toEqual([
      1920, 1440, 640, 480,
    ]);
    const tall = await sharp({ create: { width: 600, height: 3000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    // a thumbnail is at most twice as long as it is wide
    const strip = await processGalleryPhoto(tall, 'image/png');
    expect([strip.thumbnailWidth, strip.thumbnailHeight]).toEqual([480, 960]);
    // encoding WebP at these sizes takes seconds on two busy cores
  }, 30_000);

  it('refuse other types with 415, and what is not an image with 400', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusal(processGalleryPhoto(png, 'image/heic'))).toEqual({
      status: 415,
      code: 'unsupported_photo_type',
    });
    expect(await refusal(processGalleryPhoto(png, 'image/svg+xml'))).toMatchObject({ status: 415 });
    expect(await refusal(processGalleryPhoto(Buffer.from('GIF89a nope'), 'image/gif'))).toEqual({
      status: 400,
      code: 'invalid_photo',
    });
    expect(await refusal(processGalleryPhoto(Buffer.alloc(0), 'image/png'))).toMatchObject({ status: 400 });
  });
});
