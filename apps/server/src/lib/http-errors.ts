/** Errors a route throws to answer 4xx; the error handler turns them into ErrorResponse bodies. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'bad_request') =>
  new HttpError(400, message, code, fields);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found.') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict', fields?: Record<string, string>) =>
  new HttpError(409, message, code, fields);
