import type { tournamentLabelsEn } from './tournament-labels.en';

/** Български текстове: същите ключове като tournament-labels.en.ts. */
export const tournamentLabelsBg: typeof tournamentLabelsEn = {
};
