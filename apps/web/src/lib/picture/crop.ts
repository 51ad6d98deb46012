/**
 * The square crop of a picture (a profile or a player; pure). The image is shown in a square frame of `frame` px,
 * scaled so that its shorter side fills the frame at zoom 1 ("cover"); the user pans and zooms, and
 * the part of the image under the frame is what gets uploaded.
 */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** longest side of the uploaded square (the server keeps 512 px) */
export const OUTPUT_MAX = 1024;

/** The server's limit (apps/server pictures: 8 MB); files above it are refused before reading them. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;

export type PictureFileProblem = 'not-image' | 'too-large' | 'empty';

/**
 * Why a chosen file cannot be a picture, or null. Any image the browser can show will do: the cropped
 * square is drawn on a canvas and sent as PNG or JPEG. Whether the bytes decode is seen when loading.
 */
export function pictureFileProblem(file: { type: string; size: number }): PictureFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size === 0) return 'empty';
  if (file.size > PICTURE_MAX_BYTES) return 'too-large';
  return null;
}

/** A JPEG photo stays JPEG; everything else (PNG, transparency, WebP, GIF …) is sent as PNG. */
export function outputType(fileType: string): 'image/png' | 'image/jpeg' {
  return fileType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

export interface CropView {
  /** the image's left and top edge relative to the frame, in frame px (≤ 0) */
  x: number;
  y: number;
  zoom: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));
}

/** Frame px per image px. */
export function scaleOf(image: ImageSize, frame: number, zoom: number): number {
  return (frame / Math.min(image.width, image.height)) * clampZoom(zoom);
}

/** Keeps the frame covered: the image never leaves a gap at any edge. */
export function clampView(image: ImageSize, frame: number, view: CropView): CropView {
  const zoom = clampZoom(view.zoom);
  const scale = scaleOf(image, frame, zoom);
  const w = image.width * scale;
  const h = image.height * scale;
  const clamp = (v: number, min: number) => Math.min(0, Math.max(min, v));
  return { zoom, x: clamp(view.x, frame - w), y: clamp(view.y, frame - h) };
}

/** Zoom 1, centred. */
export function initialView(image: ImageSize, frame: number): CropView {
  const scale = scaleOf(image, frame, MIN_ZOOM);
  return clampView(image, frame, {
    zoom: MIN_ZOOM,
    x: (frame - image.width * scale) / 2,
    y: (frame - image.height * scale) / 2,
  });
}

export function panView(image: ImageSize, frame: number, view: CropView, dx: number, dy: number): CropView {
  return clampView(image, frame, { ...view, x: view.x + dx, y: view.y + dy });
}

/** Zooms keeping the point under the frame's centre where it is. */
export function zoomView(image: ImageSize, frame: number, view: CropView, zoom: number): CropView {
  const before = scaleOf(image, frame, view.zoom);
  const after = scaleOf(image, frame, zoom);
  const cx = (frame / 2 - view.x) / before;
  const cy = (frame / 2 - view.y) / before;
  return clampView(image, frame, { zoom, x: frame / 2 - cx * after, y: frame / 2 - cy * after });
}

export interface CropRect {
  /** in image px */
  sx: number;
  sy: number;
  size: number;
  /** side of the square to draw */
  output: number;
}

/** The square of the image under the frame, and the size to draw it at. */
export function cropRect(image: ImageSize, frame: number, view: CropView): CropRect {
  const v = clampView(image, frame, view);
  const scale = scaleOf(image, frame, v.zoom);
  const size = Math.min(frame / scale, image.width, image.height);
  const sx = Math.min(Math.max(0, -v.x / scale), image.width - size);
  const sy = Math.min(Math.max(0, -v.y / scale), image.height - size);
  return { sx, sy, size, output: Math.max(1, Math.min(OUTPUT_MAX, Math.round(size))) };
}

/** Statuses whose server message is shown beside the picture instead of the generic toast. */
export const PICTURE_ERROR_STATUSES = [400, 413, 415] as const;
