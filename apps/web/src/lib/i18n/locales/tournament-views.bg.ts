import type { tournamentViewsEn } from './tournament-views.en';

/** Български текстове: същите ключове като tournament-views.en.ts. */
export const tournamentViewsBg: typeof tournamentViewsEn = {
};
