import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { players } from '../schema/people';
import type { NewPlayer } from './people';

/** Players in bulk, for an import (decision 046). */

/** Many players in few statements (an import): rows of 500 per insert. */
export async function insertPlayers(db: DbOrTx, rows: NewPlayer[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(players)
      .values(rows.slice(i, i + 500))
      .returning({ id: players.id });
    ids.push(...made.map((r) => r.id));
  }
  return ids;
}

/** Every player of the organization, by name and birth date only (an import's duplicate lookup, one query). */
export async function playerNamesOf(
  db: DbOrTx,
  organizationId: number,
): Promise<{ id: number; firstName: string; lastName: string; birthday: string | null }[]> {
  return db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      birthday: players.birthday,
    })
    .from(players)
    .where(eq(players.organizationId, organizationId))
    .orderBy(asc(players.id));
}
