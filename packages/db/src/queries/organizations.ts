import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  organizationLogos,
  organizationRoles,
  organizations,
  type OrganizationRole,
  type Privacy,
} from '../schema/organizations';
import { users } from '../schema/users';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;

export async function findOrganization(db: DbOrTx, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export async function insertOrganization(db: DbOrTx, input: NewOrganization): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(input).returning();
  return row!;
}

export async function updateOrganization(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<NewOrganization, 'id' | 'parentId' | 'createdAt'>>,
): Promise<OrganizationRow | null> {
  const [row] = await db
    .update(organizations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the organization; its sub-organizations and everything in them cascade. */
export async function deleteOrganization(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(organizations)
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

export async function rolesInOrganization(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<OrganizationRole[]> {
  const rows = await db
    .select({ role: organizationRoles.role })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.organizationId, organizationId), eq(organizationRoles.userId, userId)));
  return rows.map((r) => r.role);
}

/** The organization and its ancestors, nearest first (a role up the tree counts below it). */
export async function organizationAncestry(db: DbOrTx, id: number): Promise<OrganizationRow[]> {
  const chain: OrganizationRow[] = [];
  let next: number | null = id;
  while (next !== null && chain.length < 64) {
    const org = await findOrganization(db, next);
    if (!org) break;
    chain.push(org);
    next = org.parentId;
  }
  return chain;
}

/** For each organization, its id and its ancestors' ids, nearest first (one query for a page of organizations). */
export async function ancestorChains(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = rowsOf<{ start: number; id: number; depth: number }>(
    await db.execute(sql`with recursive up(start, id, parent_id, depth) as (
        select id, id, parent_id, 0 from ${organizations} where id in (${list})
        union all
        select up.start, o.id, o.parent_id, up.depth + 1 from ${organizations} o join up on o.id = up.parent_id where up.depth < 64
      ) select start, id, depth from up order by start, depth`),
  );
  for (const r of rows) result.get(Number(r.start))?.push(Number(r.id));
  return result;
}

/** The ids of the organization and all its sub-organizations, any depth. */
export async function organizationSubtreeIds(db: DbOrTx, rootIds: number[]): Promise<number[]> {
  if (rootIds.length === 0) return [];
  const ids = sql.join(
    rootIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`with recursive tree(id) as (
      select id from ${organizations} where id in (${ids})
      union
      select o.id from ${organizations} o join tree on o.parent_id = tree.id
    ) select id from tree`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Organizations (with their sub-organizations) the user runs as owner or organizer. */
export async function organizationsManagedBy(db: DbOrTx, userId: number): Promise<number[]> {
  const roots = await db
    .selectDistinct({ id: organizationRoles.organizationId })
    .from(organizationRoles)
    .where(
      and(eq(organizationRoles.userId, userId), inArray(organizationRoles.role, ['owner', 'organizer'])),
    );
  return organizationSubtreeIds(
    db,
    roots.map((r) => r.id),
  );
}

export async function addOrganizationRole(
  db: DbOrTx,
  organizationId: number,
  userId: number,
  role: OrganizationRole,
) {
  await db.insert(organizationRoles).values({ organizationId, userId, role }).onConflictDoNothing();
}

export async function removeOrganizationRole(
  db: DbOrTx,
  organizationId: number,
  userId: number,
  role: OrganizationRole,
): Promise<boolean> {
  const rows = await db
    .delete(organizationRoles)
    .where(
      and(
        eq(organizationRoles.organizationId, organizationId),
        eq(organizationRoles.userId, userId),
        eq(organizationRoles.role, role),
      ),
    )
    .returning({ userId: organizationRoles.userId });
  return rows.length > 0;
}

export async function countRole(db: DbOrTx, organizationId: number, role: OrganizationRole): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.organizationId, organizationId), eq(organizationRoles.role, role)));
  return Number(row?.n ?? 0);
}

export async function rolesInOrganizations(db: DbOrTx, organizationIds: number[], userId: number) {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(organizationRoles)
    .where(
      and(inArray(organizationRoles.organizationId, organizationIds), eq(organizationRoles.userId, userId)),
    );
}

export interface RoleWithUser {
  organizationId: number;
  userId: number;
  role: OrganizationRole;
  assignedOn: Date;
  user: { id: number; firstName: string; lastName: string; email: string };
}

/** The roles held in one organization, owners first, then organizers, then members; by first name. */
export async function listOrganizationRoles(
  db: DbOrTx,
  organizationId: number,
  q: PageQuery & { searchTerm: string | null; role: OrganizationRole | null },
): Promise<PageRows<RoleWithUser>> {
  const conditions: SQL[] = [eq(organizationRoles.organizationId, organizationId)];
  if (q.role) conditions.push(eq(organizationRoles.role, q.role));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))!);
  }
  const where = and(...conditions);
  const [c] = await db
    .select({ n: count() })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(where);
  const rows = await db
    .select({
      role: organizationRoles,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(where)
    .orderBy(
      asc(sql`case ${organizationRoles.role} when 'owner' then 0 when 'organizer' then 1 else 2 end`),
      asc(sql`lower(${users.firstName})`),
      asc(users.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows: rows.map((r) => ({ ...r.role, user: r.user })), total: Number(c?.n ?? 0) };
}

/** 0 public, 1 unlisted, 2 private: an organization is as hidden as its most hidden ancestor. */
const privacyRank = (column: SQL | string) =>
  sql`case ${typeof column === 'string' ? sql.raw(column) : column} when 'private' then 2 when 'unlisted' then 1 else 0 end`;

/**
 * Ids of organizations whose effective privacy (the most hidden of itself and its ancestors) is at
 * most `max` (0 public, 1 unlisted), as a subquery.
 */
export function effectivelyAtMost(max: 0 | 1): SQL {
  return sql`(with recursive tree(id, rank) as (
      select id, ${privacyRank('privacy')} from ${organizations} where parent_id is null
      union all
      select o.id, greatest(tree.rank, ${privacyRank('o.privacy')}) from ${organizations} o join tree on o.parent_id = tree.id
    ) select id from tree where rank <= ${max})`;
}

export interface OrganizationSearch extends PageQuery {
  searchTerm: string | null;
  /** public: only organizations public all the way up (unlisted ones are reachable by link only); all: admins */
  scope: 'public' | 'all';
}

/** Organization search by name, sorted by name. */
export async function searchOrganizations(
  db: DbOrTx,
  q: OrganizationSearch,
): Promise<PageRows<OrganizationRow>> {
  const conditions: SQL[] = [];
  if (q.searchTerm) conditions.push(ilike(organizations.name, likePattern(q.searchTerm)));
  if (q.scope === 'public') conditions.push(sql`${organizations.id} in ${effectivelyAtMost(0)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [c] = await db.select({ n: count() }).from(organizations).where(where);
  const rows = await db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

/** The organizations where the user holds a role, with those roles, sorted by name. */
export async function organizationsOfUser(
  db: DbOrTx,
  userId: number,
  q: PageQuery & { searchTerm: string | null; role: OrganizationRole | null },
): Promise<PageRows<OrganizationRow & { roles: OrganizationRole[] }>> {
  const roleConditions: SQL[] = [eq(organizationRoles.userId, userId)];
  if (q.role) roleConditions.push(eq(organizationRoles.role, q.role));
  const conditions: SQL[] = [
    inArray(
      organizations.id,
      db
        .selectDistinct({ id: organizationRoles.organizationId })
        .from(organizationRoles)
        .where(and(...roleConditions)),
    ),
  ];
  if (q.searchTerm) conditions.push(ilike(organizations.name, likePattern(q.searchTerm)));
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(organizations).where(where);
  const rows = await db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  const roles = rows.length
    ? await db
        .select()
        .from(organizationRoles)
        .where(
          and(
            eq(organizationRoles.userId, userId),
            inArray(
              organizationRoles.organizationId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      roles: roles.filter((x) => x.organizationId === r.id).map((x) => x.role),
    })),
    total: Number(c?.n ?? 0),
  };
}

/**
 * Direct sub-organizations. `all`: every child (the viewer belongs up the tree, or is an admin);
 * otherwise public children and those where the viewer holds a role.
 */
export async function childOrganizations(
  db: DbOrTx,
  parentId: number,
  q: PageQuery & { searchTerm: string | null; all: boolean; viewerId: number | null },
): Promise<PageRows<OrganizationRow>> {
  const conditions: SQL[] = [eq(organizations.parentId, parentId)];
  if (q.searchTerm) conditions.push(ilike(organizations.name, likePattern(q.searchTerm)));
  if (!q.all) {
    const visible: SQL[] = [eq(organizations.privacy, 'public' satisfies Privacy)];
    if (q.viewerId !== null) {
      visible.push(
        inArray(
          organizations.id,
          db
            .select({ id: organizationRoles.organizationId })
            .from(organizationRoles)
            .where(eq(organizationRoles.userId, q.viewerId)),
        ),
      );
    }
    conditions.push(or(...visible)!);
  }
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(organizations).where(where);
  const rows = await db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

export async function saveOrganizationLogo(
  db: DbOrTx,
  organizationId: number,
  logo: { contentType: string; data: Buffer; width: number; height: number },
): Promise<number> {
  await db
    .insert(organizationLogos)
    .values({ organizationId, ...logo })
    .onConflictDoUpdate({
      target: organizationLogos.organizationId,
      set: { ...logo, updatedAt: new Date() },
    });
  const [row] = await db
    .update(organizations)
    .set({ logoVersion: sql`coalesce(${organizations.logoVersion}, 0) + 1`, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning({ v: organizations.logoVersion });
  return row?.v ?? 1;
}

export async function findOrganizationLogo(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId));
  return row ?? null;
}

export async function deleteOrganizationLogo(db: DbOrTx, organizationId: number): Promise<void> {
  await db.delete(organizationLogos).where(eq(organizationLogos.organizationId, organizationId));
  await db
    .update(organizations)
    .set({ logoVersion: null, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too; both typed loosely by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** id → name of these organizations. */
export async function organizationRefs(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every role the user holds in one organization. */
export async function removeAllOrganizationRoles(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<void> {
  await db
    .delete(organizationRoles)
    .where(and(eq(organizationRoles.organizationId, organizationId), eq(organizationRoles.userId, userId)));
}
