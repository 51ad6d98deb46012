import type { appUpdateEn } from './pwa.en';

/** Български текстове: същите ключове като pwa.en.ts. */
export const appUpdateBg: typeof appUpdateEn = {
  title: 'Готова е нова версия на Sportzone',
  text: 'Презаредете, за да я използвате.',
  reload: 'Презареди',
  waiting: 'Презареждане веднага щом чакащите точки бъдат изпратени.',
};
