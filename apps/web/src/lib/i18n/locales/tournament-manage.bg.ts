import type { tournamentManageEn } from './tournament-manage.en';

/** Български текстове: същите ключове като tournament-manage.en.ts. */
export const tournamentManageBg: typeof tournamentManageEn = {
};
