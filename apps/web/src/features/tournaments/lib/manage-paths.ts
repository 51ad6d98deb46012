/** Where the organizer's tournament pages live (SPEC §2), under /organizer/organizations/{organizationId}/. */
export const MANAGE_PAGES = ['menu', 'signups', 'structure', 'properties'] as const;
export type ManagePage = (typeof MANAGE_PAGES)[number];

export const tournamentsPath = (organizationId: number) =>
  `/organizer/organizations/${organizationId}/containers`;
export const newTournamentPath = (organizationId: number) =>
  `/organizer/organizations/${organizationId}/containers/manage`;
export const rankingsPath = (organizationId: number) =>
  `/organizer/organizations/${organizationId}/tournaments`;
export const managePath = (organizationId: number, id: number, page: ManagePage = 'menu') =>
  `/organizer/organizations/${organizationId}/containers/${id}/${page}`;
/** the public pages of a tournament, which anyone may open (decision 022) */
export const publicViewsPath = (id: number) => `/container/${id}/views`;
export const publicResultPath = (id: number) => `/container/result/${id}`;
