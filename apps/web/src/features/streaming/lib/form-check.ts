import { fieldErrors } from '@/lib/api/api-error';

/** The texts of the fields found missing: a field whose check gave a text (not false or null). */
export function missingFields<F extends string>(
  found: Partial<Record<F, string | false | null>>,
): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(found).filter(([, v]) => Boolean(v))) as Partial<
    Record<F, string>
  >;
}

/**
 * A refusal of the server, placed: its messages for the form's own fields go under them; when none
 * fits, `message` is the refusal's own message (or `fallback`) for above the buttons.
 */
export function placeRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { errors: Partial<Record<F, string>>; message: string | null } {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(error)).filter(([name]) => (fields as readonly string[]).includes(name)),
  ) as Partial<Record<F, string>>;
  if (Object.keys(errors).length > 0) return { errors, message: null };
  return { errors, message: error instanceof Error && error.message ? error.message : fallback };
}
