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
