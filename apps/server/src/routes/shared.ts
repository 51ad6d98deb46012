import { ErrorResponse } from '@sportzone/contracts';

/** The error answers every signed-in API route may give, in one shape (documented in OpenAPI). */
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Writes of an organization's data, per client address: generous for a busy organizer, not for a script. */
export const writeLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
