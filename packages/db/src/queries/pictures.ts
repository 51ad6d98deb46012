import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { userPictures } from '../schema/pictures';
import { users } from '../schema/users';

export type UserPictureRow = typeof userPictures.$inferSelect;

/** Stores the picture and bumps the user's picture version (the URL changes, so caches can be forever). */
export async function savePicture(
  db: DbOrTx,
  userId: number,
  picture: { contentType: string; data: Buffer; width: number; height: number },
): Promise<number> {
  await db
    .insert(userPictures)
    .values({ userId, ...picture })
    .onConflictDoUpdate({ target: userPictures.userId, set: { ...picture, updatedAt: new Date() } });
  const [row] = await db.select({ v: users.pictureVersion }).from(users).where(eq(users.id, userId));
  const version = (row?.v ?? 0) + 1;
  await db.update(users).set({ pictureVersion: version, updatedAt: new Date() }).where(eq(users.id, userId));
  return version;
}

export async function findPicture(db: DbOrTx, userId: number): Promise<UserPictureRow | null> {
  const [row] = await db.select().from(userPictures).where(eq(userPictures.userId, userId));
  return row ?? null;
}
