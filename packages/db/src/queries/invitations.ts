import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { applications, invitations, type DecisionStatus } from '../schema/invitations';
import { organizations } from '../schema/organizations';
import { users } from '../schema/users';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;
export type ApplicationRow = typeof applications.$inferSelect;

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
export interface InvitationWithRefs extends InvitationRow {
  organization: { id: number; name: string };
  user: PersonRef | null;
  inviter: PersonRef | null;
}
export interface ApplicationWithRefs extends ApplicationRow {
  organization: { id: number; name: string };
  user: PersonRef;
}

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');
const personOf = (t: typeof users | typeof invitee | typeof inviter) => ({
  id: t.id,
  firstName: t.firstName,
  lastName: t.lastName,
  email: t.email,
});

function invitationSelect(db: DbOrTx) {
  return db
    .select({
      invitation: invitations,
      organization: { id: organizations.id, name: organizations.name },
      user: personOf(invitee),
      inviter: personOf(inviter),
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(invitee, eq(invitee.id, invitations.userId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy));
}

type InvitationJoin = Awaited<ReturnType<ReturnType<typeof invitationSelect>['execute']>>[number];
const flattenInvitation = (r: InvitationJoin): InvitationWithRefs => ({
  ...r.invitation,
  organization: r.organization,
  user: r.user?.id ? (r.user as PersonRef) : null,
  inviter: r.inviter?.id ? (r.inviter as PersonRef) : null,
});

const pendingFirst = (status: typeof invitations.status | typeof applications.status) =>
  asc(sql`case ${status} when 'pending' then 0 else 1 end`);

export async function insertInvitation(db: DbOrTx, input: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(input).returning();
  return row!;
}

export async function findInvitation(db: DbOrTx, id: number): Promise<InvitationWithRefs | null> {
  const [row] = await invitationSelect(db).where(eq(invitations.id, id));
  return row ? flattenInvitation(row) : null;
}

export async function findInvitationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<InvitationWithRefs | null> {
  const [row] = await invitationSelect(db).where(eq(invitations.tokenHash, tokenHash));
  return row ? flattenInvitation(row) : null;
}

export async function updateInvitation(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<NewInvitation, 'status' | 'decidedAt' | 'userId' | 'emailStatus'>>,
): Promise<void> {
  await db.update(invitations).set(patch).where(eq(invitations.id, id));
}

export async function deleteInvitation(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(invitations).where(eq(invitations.id, id)).returning({ id: invitations.id });
  return rows.length > 0;
}

/** A pending invitation of this organization for this user or address, if any. */
export async function pendingInvitationFor(
  db: DbOrTx,
  organizationId: number,
  who: { userId: number | null; email: string | null },
): Promise<InvitationRow | null> {
  const match: SQL[] = [];
  if (who.userId !== null) match.push(eq(invitations.userId, who.userId));
  if (who.email) match.push(eq(invitations.email, who.email));
  if (match.length === 0) return null;
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'pending'), or(...match)),
    );
  return row ?? null;
}

export async function listInvitationsOfOrganization(
  db: DbOrTx,
  organizationId: number,
  q: PageQuery & { status: DecisionStatus | null; searchTerm: string | null },
): Promise<PageRows<InvitationWithRefs>> {
  const conditions: SQL[] = [eq(invitations.organizationId, organizationId)];
  if (q.status) conditions.push(eq(invitations.status, q.status));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(
      or(
        ilike(invitations.email, like),
        ilike(invitee.firstName, like),
        ilike(invitee.lastName, like),
        ilike(invitee.email, like),
      )!,
    );
  }
  const where = and(...conditions);
  const [c] = await db
    .select({ n: count() })
    .from(invitations)
    .leftJoin(invitee, eq(invitee.id, invitations.userId))
    .where(where);
  const rows = await invitationSelect(db)
    .where(where)
    .orderBy(pendingFirst(invitations.status), desc(invitations.invitedOn), desc(invitations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows: rows.map(flattenInvitation), total: Number(c?.n ?? 0) };
}

/** Invitations addressed to a user: by user id, or by one of the addresses proven to be theirs. */
export async function listInvitationsForUser(
  db: DbOrTx,
  userId: number,
  emails: string[],
  q: PageQuery & { status: DecisionStatus | null; searchTerm: string | null },
): Promise<PageRows<InvitationWithRefs>> {
  const mine: SQL[] = [eq(invitations.userId, userId)];
  if (emails.length) mine.push(and(sql`${invitations.userId} is null`, inArray(invitations.email, emails))!);
  const conditions: SQL[] = [or(...mine)!];
  if (q.status) conditions.push(eq(invitations.status, q.status));
  if (q.searchTerm) conditions.push(ilike(organizations.name, likePattern(q.searchTerm)));
  const where = and(...conditions);
  const [c] = await db
    .select({ n: count() })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(where);
  const rows = await invitationSelect(db)
    .where(where)
    .orderBy(pendingFirst(invitations.status), desc(invitations.invitedOn), desc(invitations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows: rows.map(flattenInvitation), total: Number(c?.n ?? 0) };
}

// ─── applications ─────────────────────────────────────────────────────────

function applicationSelect(db: DbOrTx) {
  return db
    .select({
      application: applications,
      organization: { id: organizations.id, name: organizations.name },
      user: personOf(users),
    })
    .from(applications)
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .innerJoin(users, eq(users.id, applications.userId));
}
type ApplicationJoin = Awaited<ReturnType<ReturnType<typeof applicationSelect>['execute']>>[number];
const flattenApplication = (r: ApplicationJoin): ApplicationWithRefs => ({
  ...r.application,
  organization: r.organization,
  user: r.user,
});

export async function insertApplication(
  db: DbOrTx,
  input: { organizationId: number; userId: number; message: string | null; wantsToPlay?: boolean },
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(input).returning();
  return row!;
}

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationWithRefs | null> {
  const [row] = await applicationSelect(db).where(eq(applications.id, id));
  return row ? flattenApplication(row) : null;
}

export async function pendingApplicationOf(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.organizationId, organizationId),
        eq(applications.userId, userId),
        eq(applications.status, 'pending'),
      ),
    );
  return row ?? null;
}

export async function decideApplication(
  db: DbOrTx,
  id: number,
  decision: { status: 'accepted' | 'rejected'; reason: string | null; decidedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function deleteApplication(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function listApplications(
  db: DbOrTx,
  q: PageQuery & {
    organizationId?: number;
    userId?: number;
    status: DecisionStatus | null;
    searchTerm: string | null;
  },
): Promise<PageRows<ApplicationWithRefs>> {
  const conditions: SQL[] = [];
  if (q.organizationId !== undefined) conditions.push(eq(applications.organizationId, q.organizationId));
  if (q.userId !== undefined) conditions.push(eq(applications.userId, q.userId));
  if (q.status) conditions.push(eq(applications.status, q.status));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
        ilike(organizations.name, like),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [c] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where);
  const rows = await applicationSelect(db)
    .where(where)
    .orderBy(pendingFirst(applications.status), desc(applications.appliedOn), desc(applications.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows: rows.map(flattenApplication), total: Number(c?.n ?? 0) };
}
