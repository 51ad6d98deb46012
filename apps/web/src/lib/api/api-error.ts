/** An API call that did not succeed. `fields` maps body fields to messages for inline form errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string>; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.body = options.body;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's field messages for a form (`{ email: 'must match format "email"' }`), or {} for other errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fields : {};
}

/**
 * The server's field messages placed on a form's fields: `to` names the form field of each server field
 * (`{ expiresAt: 'expiresOn' }`); a list field named in `lists` takes its items' messages too (`scopes.1`,
 * `scopes/1` → scopes). The first message a form field gets stays; fields the form does not have are left out.
 */
export function placeFieldErrors<K extends string>(
  fields: Record<string, string>,
  to: Readonly<Record<string, K>>,
  lists: readonly string[] = [],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const list = lists.find((name) => field.startsWith(`${name}.`) || field.startsWith(`${name}/`));
    const target = Object.hasOwn(to, field) ? to[field] : list !== undefined ? to[list] : undefined;
    if (target !== undefined) errors[target] ??= message;
  }
  return errors;
}

/** A failed answer as an ApiError: the body's message and code when it is JSON, otherwise the status. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  return new ApiError(
    response.status,
    typeof body.message === 'string' ? body.message : response.statusText,
    {
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      body,
    },
  );
}
