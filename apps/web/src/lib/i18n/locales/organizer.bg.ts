import type { organizerEn } from './organizer.en';

/** Български текстове: the organizer's workspace (/organizer/...) (същите ключове като organizer.en.ts). */
export const organizerBg: typeof organizerEn = {};
