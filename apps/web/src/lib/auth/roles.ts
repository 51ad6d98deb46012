import type { Role } from '@sportzone/contracts';

/**
 * contracts' ROLES, repeated as a type-checked list: importing the value would load every TypeBox
 * schema of packages/contracts/src/user.ts into the first page. The check below fails when contracts
 * add a role.
 */
const ROLES = ['Admin', 'Organizer', 'Player', 'User'] as const satisfies readonly Role[];
type MissingRole = Exclude<Role, (typeof ROLES)[number]>;
const _allRolesListed: MissingRole extends never ? true : MissingRole = true;

/** The id_token's `roles` claim (an array, or one string), kept to the roles the product knows. */
export function claimRoles(claims: Record<string, unknown> | null | undefined): Role[] {
  const raw = claims?.roles;
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,]+/) : [];
  const roles = new Set<Role>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const role = ROLES.find((r) => r.toLowerCase() === value.toLowerCase());
    if (role) roles.add(role);
  }
  return [...roles];
}

export function unionRoles(...lists: ReadonlyArray<readonly Role[] | null | undefined>): Role[] {
  const roles = new Set<Role>();
  for (const list of lists) list?.forEach((r) => roles.add(r));
  return ROLES.filter((r) => roles.has(r));
}

export const ORGANIZER_LANDING = '/organizer/organizations';
export const USER_LANDING = '/user/dashboard';
export const PROFILE_PATH = '/profile';

/** SPEC §2: organizers land on their organizations, everyone else on the user dashboard. */
export function landingPath(roles: readonly Role[]): string {
  return roles.includes('Organizer') ? ORGANIZER_LANDING : USER_LANDING;
}

/** Only same-site paths are followed after sign-in (no open redirects). */
export function safeReturnPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return null;
  }
  if (value === '/' || value.startsWith('/login') || value.startsWith('/authorization-response')) return null;
  return value;
}
