import {
  GALLERY_CAPTION_MAX,
  GALLERY_MAX_PHOTOS,
  type Gallery,
  type GalleryPhoto,
  type GalleryRendition,
} from '@sportzone/contracts';
import {
  countGalleryPhotos,
  deleteGalleryPhoto,
  findGalleryPhoto,
  galleryPhotoBytes,
  insertGalleryPhoto,
  listGalleryPhotos,
  organizationAncestry,
  updateGalleryPhotoCaption,
  type GalleryOwner,
  type GalleryPhotoRow,
} from '@sportzone/db';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import type { MatchVisibility } from '../matches/visibility';
import { createTournamentAccess } from '../tournaments/access';
import { processGalleryPhoto } from './images';

export type { GalleryOwner } from '@sportzone/db';

/**
 * Photo galleries of matches, tournaments and organizations (decision 067). A gallery is exactly as
 * readable as what it belongs to, and so is every photo's every byte; its organizers (those who may
 * manage the organization the match or tournament belongs to, a casual match's owner, admins) upload,
 * caption and delete.
 */
export interface GalleryService {
  list(actor: Actor, owner: GalleryOwner): Promise<Gallery>;
  /** one photo, the raw image body with its content type; 201 with the photo */
  upload(
    actor: Actor,
    owner: GalleryOwner,
    body: Buffer,
    contentType: string,
    caption?: string | null,
  ): Promise<GalleryPhoto>;
  setCaption(actor: Actor, photoId: number, caption: string | null): Promise<GalleryPhoto>;
  remove(actor: Actor, photoId: number): Promise<void>;
  /**
   * Who may see the photo, and whether everybody may (the answer's cache scope); 404 when the photo
   * or what it belongs to is hidden from the caller.
   */
  readable(actor: Actor, photoId: number): Promise<{ isPublic: boolean }>;
  /** one rendition's bytes; call `readable` first */
  bytes(photoId: number, rendition: GalleryRendition): Promise<{ contentType: string; data: Buffer }>;
}

export interface GalleryDeps {
  database: Pick<AppDatabase, 'db'>;
  access: AccessService;
  matches: Pick<MatchVisibility, 'access' | 'requireManage'>;
}

interface Rights {
  canManage: boolean;
  /** readable by anybody, signed in or not */
  isPublic: boolean;
}

const photoPath = (id: number) => `/api/gallery/photos/${id}`;

export function toPhotoDto(row: GalleryPhotoRow): GalleryPhoto {
  return {
    id: row.id,
    owner: row.owner,
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy
      ? {
          id: row.uploadedBy.id,
          name: `${row.uploadedBy.firstName} ${row.uploadedBy.lastName}`.trim(),
        }
      : null,
    width: row.width,
    height: row.height,
    thumbnailWidth: row.thumbnailWidth,
    thumbnailHeight: row.thumbnailHeight,
    imageUrl: `${photoPath(row.id)}/image`,
    thumbnailUrl: `${photoPath(row.id)}/thumbnail`,
  };
}

/** a caption as kept: trimmed, and none rather than an empty one */
function cleanCaption(caption: string | null | undefined): string | null {
  const text = caption?.trim() ?? '';
  if (text.length > GALLERY_CAPTION_MAX)
    throw badRequest(`A caption has at most ${GALLERY_CAPTION_MAX} characters.`, {
      caption: `at most ${GALLERY_CAPTION_MAX} characters`,
    });
  return text || null;
}

export function createGalleryService(deps: GalleryDeps): GalleryService {
  const { access, matches } = deps;
  const db = () => deps.database.db;
  const tournaments = createTournamentAccess({ db, access });

  /** the most hidden privacy of the organization and those above it */
  async function organizationIsPublic(organizationId: number): Promise<boolean> {
    const chain = await organizationAncestry(db(), organizationId);
    return chain.length > 0 && chain.every((o) => o.privacy !== 'private');
  }

  /**
   * The caller's rights on what the photos belong to, checked as that thing's own reads and writes are
   * (the same 401, 403 and 404); `manage` refuses everybody who may not change it.
   */
  async function rightsOn(actor: Actor, owner: GalleryOwner, level: 'read' | 'manage'): Promise<Rights> {
    switch (owner.kind) {
      case 'organization': {
        const found =
          level === 'manage'
            ? await access.manageOrganization(actor, owner.id)
            : await access.organization(actor, owner.id);
        return { canManage: found.canManage, isPublic: found.effectivePrivacy !== 'private' };
      }
      case 'tournament': {
        const found = await tournaments.load(actor, owner.id, level);
        return {
          canManage: found.access.canManage,
          isPublic: found.access.effectivePrivacy !== 'private' && found.tournament.privacy !== 'private',
        };
      }
      case 'match': {
        const found =
          level === 'manage'
            ? await matches.requireManage(actor, owner.id)
            : await matches.access(actor, owner.id);
        const { row } = found;
        return {
          canManage: found.permissions.canManage,
          isPublic:
            row.privacy !== 'private' &&
            (row.organizationId === null || (await organizationIsPublic(row.organizationId))),
        };
      }
    }
  }

  /** a photo and the caller's rights on it; 404 when it, or what it belongs to, is hidden */
  async function photoFor(actor: Actor, photoId: number, level: 'read' | 'manage') {
    const photo = await findGalleryPhoto(db(), photoId);
    if (!photo) throw notFound('Photo not found.');
    try {
      return { photo, rights: await rightsOn(actor, photo.owner, level) };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('Photo not found.');
      throw err;
    }
  }

  return {
    async list(actor, owner) {
      const rights = await rightsOn(actor, owner, 'read');
      const photos = await listGalleryPhotos(db(), owner);
      return {
        owner,
        photos: photos.map(toPhotoDto),
        canManage: rights.canManage,
        isPublic: rights.isPublic,
        maxPhotos: GALLERY_MAX_PHOTOS,
      };
    },

    async upload(actor, owner, body, contentType, caption) {
      await rightsOn(actor, owner, 'manage');
      const uploadedBy = await access.recordedAs(actor);
      const text = cleanCaption(caption);
      const full = () =>
        conflict(
          `This gallery is full: it holds at most ${GALLERY_MAX_PHOTOS} photos. Delete some to add more.`,
          'gallery_full',
        );
      // before the work of decoding, and again right before the insert (others may upload meanwhile)
      if ((await countGalleryPhotos(db(), owner)) >= GALLERY_MAX_PHOTOS) throw full();
      const processed = await processGalleryPhoto(body, contentType);
      if ((await countGalleryPhotos(db(), owner)) >= GALLERY_MAX_PHOTOS) throw full();
      const row = await insertGalleryPhoto(db(), { owner, caption: text, uploadedBy, ...processed });
      return toPhotoDto(row);
    },

    async setCaption(actor, photoId, caption) {
      await photoFor(actor, photoId, 'manage');
      const row = await updateGalleryPhotoCaption(db(), photoId, cleanCaption(caption));
      if (!row) throw notFound('Photo not found.');
      return toPhotoDto(row);
    },

    async remove(actor, photoId) {
      const { photo } = await photoFor(actor, photoId, 'manage');
      if (!(await deleteGalleryPhoto(db(), photoId, photo.owner))) throw notFound('Photo not found.');
    },

    async readable(actor, photoId) {
      const { rights } = await photoFor(actor, photoId, 'read');
      return { isPublic: rights.isPublic };
    },

    async bytes(photoId, rendition) {
      const found = await galleryPhotoBytes(db(), photoId, rendition === 'image' ? 'image' : 'thumbnail');
      if (!found) throw notFound('Photo not found.');
      return found;
    },
  };
}
