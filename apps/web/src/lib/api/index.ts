export { api, apiBase, isApiUrl, reportApiError, type QueryValue, type RequestOptions } from './client';
export { ApiError, fieldErrors, isApiError, placeFieldErrors } from './api-error';
