import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { organizations } from './organizations';
import { tournaments } from './tournaments';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos of a match, a tournament or an organization (decision 067): exactly one of the three owns each,
 * and the photo goes with it when it is deleted. The bytes are two WebP renditions made on upload (the
 * original is not kept), in the database like profile pictures (decision 007), so every instance serves
 * the same photo. `uploaded_by` is cleared when that account is deleted; the photo stays.
 */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the display rendition (longest side at most 1920 px) */
    contentType: text('content_type').notNull(),
    image: bytea('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** the grid's rendition (shorter side 480 px) */
    thumbnail: bytea('thumbnail').notNull(),
    thumbnailWidth: integer('thumbnail_width').notNull(),
    thumbnailHeight: integer('thumbnail_height').notNull(),
  },
  (t) => [
    check(
      'gallery_photos_one_owner',
      sql`num_nonnulls(${t.organizationId}, ${t.tournamentId}, ${t.matchId}) = 1`,
    ),
    index('gallery_photos_organization')
      .on(t.organizationId, t.id)
      .where(sql`${t.organizationId} is not null`),
    index('gallery_photos_tournament')
      .on(t.tournamentId, t.id)
      .where(sql`${t.tournamentId} is not null`),
    index('gallery_photos_match')
      .on(t.matchId, t.id)
      .where(sql`${t.matchId} is not null`),
    index('gallery_photos_uploaded_by')
      .on(t.uploadedBy)
      .where(sql`${t.uploadedBy} is not null`),
  ],
);
