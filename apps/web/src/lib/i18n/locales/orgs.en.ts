/** English texts for organizations for users: search, join, invitations, and public profiles. */
export const orgsEn = {};
