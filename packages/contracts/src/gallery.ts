import { Type, type Static } from 'typebox';
import { Id as IdSchema } from './common';
import { GALLERY_CAPTION_MAX } from './gallery-limits';
import { Lit, Nullable, Timestamp } from './schema';

export * from './gallery-limits';

/**
 * Photo galleries (decision 067): photos of a match, a tournament or an organization, uploaded by its
 * organizers one file per request (the raw image as the body), kept as two WebP renditions made on the
 * server, and as visible as what they belong to.
 */

const Id = IdSchema();

export const GALLERY_OWNER_KINDS = ['match', 'tournament', 'organization'] as const;
export const GalleryOwnerKind = Lit(GALLERY_OWNER_KINDS);
export type GalleryOwnerKind = (typeof GALLERY_OWNER_KINDS)[number];

/** `/api/gallery/{kind}/{id}`: the gallery of a match, a tournament or an organization */
export const GalleryParams = Type.Object({ kind: GalleryOwnerKind, id: Id });
export type GalleryParams = Static<typeof GalleryParams>;

export const GalleryPhotoParams = Type.Object({ photoId: Id });
export type GalleryPhotoParams = Static<typeof GalleryPhotoParams>;

export const GALLERY_RENDITIONS = ['image', 'thumbnail'] as const;
export type GalleryRendition = (typeof GALLERY_RENDITIONS)[number];
export const GalleryImageParams = Type.Object({ photoId: Id, rendition: Lit(GALLERY_RENDITIONS) });
export type GalleryImageParams = Static<typeof GalleryImageParams>;

const Caption = Type.String({ maxLength: GALLERY_CAPTION_MAX });

export const GalleryUploadQuery = Type.Object({
  caption: Type.Optional(Caption),
});
export type GalleryUploadQuery = Static<typeof GalleryUploadQuery>;

export const GalleryCaptionInput = Type.Object(
  { caption: Nullable(Caption) },
  { additionalProperties: false },
);
export type GalleryCaptionInput = Static<typeof GalleryCaptionInput>;

export const GalleryPhoto = Type.Object(
  {
    id: Id,
    owner: Type.Object({ kind: GalleryOwnerKind, id: Id }),
    caption: Nullable(Type.String()),
    createdAt: Timestamp,
    /** who uploaded it; null when that account is gone */
    uploadedBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
    /** the display rendition's size */
    width: Type.Integer(),
    height: Type.Integer(),
    thumbnailWidth: Type.Integer(),
    thumbnailHeight: Type.Integer(),
    /** the display rendition (WebP); as readable as the gallery, with the caller's token */
    imageUrl: Type.String(),
    thumbnailUrl: Type.String(),
  },
  { $id: 'GalleryPhoto' },
);
export type GalleryPhoto = Static<typeof GalleryPhoto>;

export const Gallery = Type.Object(
  {
    owner: Type.Object({ kind: GalleryOwnerKind, id: Id }),
    /** newest first */
    photos: Type.Array(GalleryPhoto),
    /** the caller may upload, caption and delete photos here */
    canManage: Type.Boolean(),
    /** readable by everybody: the image URLs need no token */
    isPublic: Type.Boolean(),
    maxPhotos: Type.Integer(),
  },
  { $id: 'Gallery' },
);
export type Gallery = Static<typeof Gallery>;
