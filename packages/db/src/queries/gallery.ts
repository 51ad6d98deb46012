import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { galleryPhotos } from '../schema/gallery';
import { users } from '../schema/users';

export const GALLERY_OWNER_KINDS = ['match', 'tournament', 'organization'] as const;
export type GalleryOwnerKind = (typeof GALLERY_OWNER_KINDS)[number];
/** what a photo belongs to: a match, a tournament or an organization */
export interface GalleryOwner {
  kind: GalleryOwnerKind;
  id: number;
}

/** A photo without its bytes, with the name of who uploaded it (null when that account is gone). */
export interface GalleryPhotoRow {
  id: number;
  owner: GalleryOwner;
  caption: string | null;
  createdAt: Date;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
  uploadedBy: { id: number; firstName: string; lastName: string } | null;
}

export interface NewGalleryPhoto {
  owner: GalleryOwner;
  caption: string | null;
  uploadedBy: number | null;
  contentType: string;
  image: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
  thumbnailWidth: number;
  thumbnailHeight: number;
}

const ownerColumn = {
  match: galleryPhotos.matchId,
  tournament: galleryPhotos.tournamentId,
  organization: galleryPhotos.organizationId,
} as const;

const ownedBy = (owner: GalleryOwner): SQL => eq(ownerColumn[owner.kind], owner.id);

const listed = {
  id: galleryPhotos.id,
  organizationId: galleryPhotos.organizationId,
  tournamentId: galleryPhotos.tournamentId,
  matchId: galleryPhotos.matchId,
  caption: galleryPhotos.caption,
  createdAt: galleryPhotos.createdAt,
  width: galleryPhotos.width,
  height: galleryPhotos.height,
  thumbnailWidth: galleryPhotos.thumbnailWidth,
  thumbnailHeight: galleryPhotos.thumbnailHeight,
  uploaderId: users.id,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

interface ListedRow {
  id: number;
  organizationId: number | null;
  tournamentId: number | null;
  matchId: number | null;
  caption: string | null;
  createdAt: Date;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
  uploaderId: number | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
}

function ownerOf(row: Pick<ListedRow, 'organizationId' | 'tournamentId' | 'matchId'>): GalleryOwner {
  if (row.matchId !== null) return { kind: 'match', id: row.matchId };
  if (row.tournamentId !== null) return { kind: 'tournament', id: row.tournamentId };
  return { kind: 'organization', id: row.organizationId! };
}

function toRow(row: ListedRow): GalleryPhotoRow {
  return {
    id: row.id,
    owner: ownerOf(row),
    caption: row.caption,
    createdAt: row.createdAt,
    width: row.width,
    height: row.height,
    thumbnailWidth: row.thumbnailWidth,
    thumbnailHeight: row.thumbnailHeight,
    uploadedBy:
      row.uploaderId === null
        ? null
        : {
            id: row.uploaderId,
            firstName: row.uploaderFirstName ?? '',
            lastName: row.uploaderLastName ?? '',
          },
  };
}

const selectListed = (db: DbOrTx) =>
  db.select(listed).from(galleryPhotos).leftJoin(users, eq(users.id, galleryPhotos.uploadedBy));

export async function insertGalleryPhoto(db: DbOrTx, photo: NewGalleryPhoto): Promise<GalleryPhotoRow> {
  const { owner, ...rest } = photo;
  const [made] = await db
    .insert(galleryPhotos)
    .values({
      ...rest,
      matchId: owner.kind === 'match' ? owner.id : null,
      tournamentId: owner.kind === 'tournament' ? owner.id : null,
      organizationId: owner.kind === 'organization' ? owner.id : null,
    })
    .returning({ id: galleryPhotos.id });
  return (await findGalleryPhoto(db, made!.id))!;
}

/** A gallery's photos, newest first, without their bytes. */
export async function listGalleryPhotos(db: DbOrTx, owner: GalleryOwner): Promise<GalleryPhotoRow[]> {
  const rows = await selectListed(db).where(ownedBy(owner)).orderBy(desc(galleryPhotos.id));
  return rows.map(toRow);
}

export async function countGalleryPhotos(db: DbOrTx, owner: GalleryOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(galleryPhotos).where(ownedBy(owner));
  return row?.n ?? 0;
}

export async function findGalleryPhoto(db: DbOrTx, id: number): Promise<GalleryPhotoRow | null> {
  const [row] = await selectListed(db).where(eq(galleryPhotos.id, id));
  return row ? toRow(row) : null;
}

/** One rendition's bytes: the display image or the grid's thumbnail. */
export async function galleryPhotoBytes(
  db: DbOrTx,
  id: number,
  rendition: 'image' | 'thumbnail',
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({
      contentType: galleryPhotos.contentType,
      data: rendition === 'image' ? galleryPhotos.image : galleryPhotos.thumbnail,
    })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.id, id));
  return row ?? null;
}

export async function updateGalleryPhotoCaption(
  db: DbOrTx,
  id: number,
  caption: string | null,
): Promise<GalleryPhotoRow | null> {
  const changed = await db
    .update(galleryPhotos)
    .set({ caption })
    .where(eq(galleryPhotos.id, id))
    .returning({ id: galleryPhotos.id });
  return changed.length ? findGalleryPhoto(db, id) : null;
}

export async function deleteGalleryPhoto(db: DbOrTx, id: number, owner: GalleryOwner): Promise<boolean> {
  const gone = await db
    .delete(galleryPhotos)
    .where(and(eq(galleryPhotos.id, id), ownedBy(owner)))
    .returning({ id: galleryPhotos.id });
  return gone.length > 0;
}
