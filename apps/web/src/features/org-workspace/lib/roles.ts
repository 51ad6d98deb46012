import type { Organization, OrganizationRole, RoleAssignment } from '@sportzone/contracts';

type Rights = Pick<Organization, 'canManage' | 'canOwn'>;

/** Members: owners and organizers; organizers and owners: owners only (SPEC §3 Role; the server checks). */
export function mayGrant(rights: Rights, role: OrganizationRole): boolean {
  return role === 'member' ? rights.canManage : rights.canOwn;
}

/** The roles this user may give, most powerful first. */
export function grantableRoles(rights: Rights): OrganizationRole[] {
  return (['owner', 'organizer', 'member'] as const).filter((r) => mayGrant(rights, r));
}

/**
 * Whether this user may take the role back: as for giving it; a member role goes only when the person holds
 * no higher role here (the server refuses it otherwise), and the last owner stays.
 */
export function mayRevoke(
  rights: Rights,
  assignment: Pick<RoleAssignment, 'role' | 'userId'>,
  heldBySameUser: readonly OrganizationRole[],
  ownerCount: number,
): boolean {
  if (!mayGrant(rights, assignment.role)) return false;
  if (assignment.role === 'member' && heldBySameUser.some((r) => r !== 'member')) return false;
  if (assignment.role === 'owner' && ownerCount <= 1) return false;
  return true;
}

const RANK: Record<OrganizationRole, number> = { owner: 0, organizer: 1, member: 2 };

/** The strongest of a user's roles (owner > organizer > member), or null. */
export function topRole(roles: readonly OrganizationRole[]): OrganizationRole | null {
  return [...roles].sort((a, b) => RANK[a] - RANK[b])[0] ?? null;
}

/** Role assignments of one user grouped: one row per person with all their roles, in the order given. */
export function groupByUser(assignments: readonly RoleAssignment[]): {
  userId: number;
  user: RoleAssignment['user'];
  roles: RoleAssignment[];
}[] {
  const rows = new Map<number, { userId: number; user: RoleAssignment['user']; roles: RoleAssignment[] }>();
  for (const a of assignments) {
    const row = rows.get(a.userId) ?? { userId: a.userId, user: a.user, roles: [] };
    row.roles.push(a);
    rows.set(a.userId, row);
  }
  for (const row of rows.values()) row.roles.sort((a, b) => RANK[a.role] - RANK[b.role]);
  return [...rows.values()];
}
