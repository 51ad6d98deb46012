/** A search term as every list takes it: trimmed and lower-cased; empty means no filter. */
export function normalizeSearch(term: string | null | undefined): string | null {
  const t = term?.trim().toLowerCase();
  return t ? t : null;
}
