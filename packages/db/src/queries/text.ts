/** `%term%` for ILIKE with the wildcards of the term escaped (callers trim and lower-case it). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** offset of a 1-based page */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface PageRows<T> {
  rows: T[];
  total: number;
}
