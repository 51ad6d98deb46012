import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  PICTURE_MAX_BYTES,
  clampView,
  cropRect,
  initialView,
  outputType,
  panView,
  pictureFileProblem,
  zoomView,
} from '@/lib/picture/crop';

const FRAME = 300;
const landscape = { width: 1200, height: 600 };
const portrait = { width: 400, height: 1000 };

describe('choosing a picture file', () => {
  it('refuses what is not an image, empty files and files over 8 MB', () => {
    expect(pictureFileProblem({ type: 'text/plain', size: 10 })).toBe('not-image');
    expect(pictureFileProblem({ type: '', size: 10 })).toBe('not-image');
    expect(pictureFileProblem({ type: 'application/pdf', size: 10 })).toBe('not-image');
    expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(pictureFileProblem({ type: 'image/jpeg', size: PICTURE_MAX_BYTES + 1 })).toBe('too-large');
    expect(pictureFileProblem({ type: 'image/jpeg', size: PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('sends JPEG photos as JPEG and everything else as PNG', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/png')).toBe('image/png');
    expect(outputType('image/webp')).toBe('image/png');
    expect(outputType('image/gif')).toBe('image/png');
  });
});

describe('the square crop', () => {
  it('starts centred, the shorter side filling the frame', () => {
    const v = initialView(landscape, FRAME);
    expect(v).toEqual({ zoom: 1, x: -150, y: 0 });
    expect(cropRect(landscape, FRAME, v)).toEqual({ sx: 300, sy: 0, size: 600, output: 600 });
    const p = initialView(portrait, FRAME);
    expect(cropRect(portrait, FRAME, p)).toMatchObject({ sx: 0, sy: 300, size: 400 });
  });

  it('never pans the image away from an edge of the frame', () => {
    const v = initialView(landscape, FRAME);
    expect(panView(landscape, FRAME, v, 1000, 1000)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(panView(landscape, FRAME, v, -1000, -1000)).toEqual({ zoom: 1, x: -300, y: 0 });
    expect(cropRect(landscape, FRAME, panView(landscape, FRAME, v, -1000, 0)).sx).toBe(600);
  });

  it('zooms around the centre of the frame and keeps zoom between 1 and the maximum', () => {
    const v = initialView(landscape, FRAME);
    const z = zoomView(landscape, FRAME, v, 2);
    const rect = cropRect(landscape, FRAME, z);
    expect(rect.size).toBe(300);
    // the centre of the image stays in the centre of the crop
    expect(rect.sx + rect.size / 2).toBeCloseTo(600);
    expect(rect.sy + rect.size / 2).toBeCloseTo(300);
    expect(zoomView(landscape, FRAME, v, 99).zoom).toBe(MAX_ZOOM);
    expect(zoomView(landscape, FRAME, v, 0).zoom).toBe(1);
    expect(clampView(landscape, FRAME, { x: 5, y: 5, zoom: Number.NaN })).toEqual({ x: 0, y: 0, zoom: 1 });
  });

  it('keeps the crop inside the image and caps the output size', () => {
    const huge = { width: 6000, height: 4000 };
    const rect = cropRect(huge, FRAME, initialView(huge, FRAME));
    expect(rect.size).toBe(4000);
    expect(rect.output).toBe(1024);
    for (const dx of [-5000, -10, 0, 10, 5000]) {
      const r = cropRect(
        huge,
        FRAME,
        panView(huge, FRAME, zoomView(huge, FRAME, initialView(huge, FRAME), 3), dx, dx),
      );
      expect(r.sx).toBeGreaterThanOrEqual(0);
      expect(r.sy).toBeGreaterThanOrEqual(0);
      expect(r.sx + r.size).toBeLessThanOrEqual(huge.width + 1e-9);
      expect(r.sy + r.size).toBeLessThanOrEqual(huge.height + 1e-9);
    }
    const tiny = { width: 40, height: 30 };
    expect(cropRect(tiny, FRAME, initialView(tiny, FRAME)).output).toBe(30);
  });
});
