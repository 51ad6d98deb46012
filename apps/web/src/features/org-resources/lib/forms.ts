/** Small pure helpers of the organization's forms. */

/** '' → null (clears the value); otherwise the trimmed text. */
export function textOrNull(value: string): string | null {
  const v = value.trim();
  return v ? v : null;
}

/** A number input's value ('' or a number) → the number, or null. */
export function numberOrNull(value: string | number | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A property key from its label: "Shirt size" → "shirt_size" (lower-case letters, digits and _). */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return key;
}

export const PROPERTY_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The server's field messages for the fields a form shows: `{ 'spaces.0.name': 'is used twice' }`
 * stays as it is; messages for fields the form does not have are left out (the toast says them).
 */
export function knownFields(
  fields: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([f]) => names.some((n) => f === n || f.startsWith(`${n}.`))),
  );
}

/** The order of a list after moving item `from` by `delta` places (clamped). */
export function move<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + delta));
  if (to === from || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
