import type { Organization } from '@sportzone/contracts';

/**
 * The sections of an organization's workspace (the child routes of /organizer/organizations/{id}),
 * in menu order, grouped, each with who may see it. The server decides again on every call; this only
 * keeps links away that would end in "no permission".
 */
export const SECTION_KEYS = [
  'menu',
  'matches',
  'containers',
  'tournaments',
  'organizations',
  'reports',
  'roles',
  'members',
  'users',
  'players',
  'teams',
  'venues',
  'seasons',
  'properties',
  'invitations',
  'applications',
  'api-keys',
  'webhooks',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type SectionGroup = 'overview' | 'people' | 'sport' | 'joining' | 'settings';
export type Audience = 'everyone' | 'members' | 'managers';

export interface Section {
  key: SectionKey;
  group: SectionGroup;
  audience: Audience;
}

export const SECTIONS: readonly Section[] = [
  { key: 'menu', group: 'overview', audience: 'everyone' },
  { key: 'matches', group: 'overview', audience: 'everyone' },
  // tournaments: their list (containers) and the rankings (tournaments), named by SPEC §2's paths
  { key: 'containers', group: 'overview', audience: 'everyone' },
  { key: 'tournaments', group: 'overview', audience: 'everyone' },
  { key: 'organizations', group: 'overview', audience: 'everyone' },
  { key: 'reports', group: 'overview', audience: 'members' },
  { key: 'roles', group: 'people', audience: 'members' },
  { key: 'members', group: 'people', audience: 'everyone' },
  // the people with a Sportzone account in it, and accounts made for them (GET …/users is for managers)
  { key: 'users', group: 'people', audience: 'managers' },
  { key: 'players', group: 'people', audience: 'everyone' },
  { key: 'teams', group: 'people', audience: 'everyone' },
  { key: 'venues', group: 'sport', audience: 'everyone' },
  { key: 'seasons', group: 'sport', audience: 'everyone' },
  { key: 'properties', group: 'sport', audience: 'members' },
  { key: 'invitations', group: 'joining', audience: 'managers' },
  { key: 'applications', group: 'joining', audience: 'managers' },
  // how the organization's own programs reach the API (a club website, a scoreboard)
  { key: 'api-keys', group: 'settings', audience: 'managers' },
  // the organization's own URLs, called with signed messages as its matches and tournaments change
  { key: 'webhooks', group: 'settings', audience: 'managers' },
];

export const SECTION_GROUPS: readonly SectionGroup[] = ['overview', 'people', 'sport', 'joining', 'settings'];

/** A section's name in the menu, and the hint on its tile (the tournaments' in their own namespace). */
export function sectionLabelKey(key: SectionKey) {
  return key === 'containers' || key === 'tournaments'
    ? (`tournamentManage.sections.${key}` as const)
    : (`organizer.sections.${key}` as const);
}
export function sectionHintKey(key: SectionKey) {
  return key === 'containers' || key === 'tournaments'
    ? (`tournamentManage.sections.${key}Hint` as const)
    : (`organizer.menu.tileHint.${key}` as const);
}

type Rights = Pick<Organization, 'canManage' | 'canSeePrivate'>;

export function maySee(audience: Audience, rights: Rights): boolean {
  if (audience === 'managers') return rights.canManage;
  if (audience === 'members') return rights.canSeePrivate || rights.canManage;
  return true;
}

/** The sections this user may open, in menu order. */
export function visibleSections(rights: Rights): Section[] {
  return SECTIONS.filter((s) => maySee(s.audience, rights));
}

/** The section a workspace path is in: /organizer/organizations/7/members/… → 'members'; null when none. */
export function sectionOfPath(pathname: string): SectionKey | null {
  const match = /^\/organizer\/organizations\/\d+\/([^/]+)/.exec(pathname);
  const key = match?.[1];
  return key && (SECTION_KEYS as readonly string[]).includes(key) ? (key as SectionKey) : null;
}

export const workspacePath = (organizationId: number, section: SectionKey = 'menu') =>
  `/organizer/organizations/${organizationId}/${section}`;
