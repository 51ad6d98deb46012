/** Sports of the product, in the order menus show them (scoring's ids). */
export const SPORT_IDS = ['tennis', 'badminton', 'volleyball', 'table-tennis', 'snooker', 'bowling'] as const;
export type SportId = (typeof SPORT_IDS)[number];
