import type { orgsEn } from './orgs.en';

/** Български текстове: organizations for users: search, join, invitations, and public profiles (същите ключове като orgs.en.ts). */
export const orgsBg: typeof orgsEn = {};
