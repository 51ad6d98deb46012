import type { commonEn } from './common.en';

/** Български текстове: думите, които цялото приложение казва еднакво (същите ключове като common.en.ts). */
export const commonBg: typeof commonEn = {
  actions: 'Действия за {{name}}',
  edit: 'Редактиране',
  delete: 'Изтриване',
  cancel: 'Отказ',
  close: 'Затваряне',
  save: 'Запазване на промените',
  yes: 'Да',
  no: 'Не',
  required: 'Задължително',
  refresh: 'Опресняване',
  clearSearch: 'Изчистване на търсенето',
  clearFilters: 'Изчистване на търсенето и филтрите',
  loadMore: 'Покажи още',
  statusFilter: 'Филтър по състояние',
  showing: 'Показани {{shown}} от {{total}}',
  emptyFiltered: 'Нищо не отговаря на търсенето',
  emptyFilteredHint: 'Опитайте с друго име или изчистете търсенето и филтрите.',
  emptyMember: 'Собствениците и организаторите на организацията ги добавят тук.',
  nothingFound: 'Нищо не е намерено',
  chooseCountry: 'Изберете държава',
  typeToConfirm: 'Напишете „{{name}}“, за да потвърдите',
};
