/**
 * The galleries' limits and sizes (decision 067), without TypeBox: the light viewer pages import them
 * (`@sportzone/contracts/gallery-limits`) as they import the live protocol's constants.
 */

/** one uploaded file at most (a phone's full-size photo fits); beyond: 413 */
export const GALLERY_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** photos in one gallery at most; beyond: 409 */
export const GALLERY_MAX_PHOTOS = 500;
/** files picked at once in the web app; the rest are left out with a message */
export const GALLERY_UPLOAD_MAX_FILES = 20;
export const GALLERY_CAPTION_MAX = 300;
/** what the server decodes; anything else (HEIC included): 415 */
export const GALLERY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** the display rendition's longest side and the thumbnail's shorter side, in px */
export const GALLERY_IMAGE_SIZE = 1920;
export const GALLERY_THUMBNAIL_SIZE = 480;
