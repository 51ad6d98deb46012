import type { exportsEn } from './exports.en';

/** Български текстове: същите ключове като exports.en.ts. */
export const exportsBg: typeof exportsEn = {
  button: 'Експорт',
  menuLabel: 'Изтегляне на файл',
  matches: 'Резултати (CSV)',
  standings: 'Класиране (CSV)',
  entries: 'Участници и места (CSV)',
  results: 'Всички резултати (JSON)',
  players: 'Състезатели (CSV)',
  done: 'Файлът е изтеглен.',
};
