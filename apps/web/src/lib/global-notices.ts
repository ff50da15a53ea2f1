import { messages } from '@portal/shared';
import type { ApiError } from './api-error.ts';

/** The red notice every failed call shows, by status (SPEC.md §8 "Global red notices"). */
export function globalNoticeFor(error: ApiError): string {
  switch (error.status) {
    case 0:
      return messages.networkError;
    case 401:
      return messages.unauthorized;
    case 403:
      return messages.forbidden;
    case 404:
      return messages.notFound;
    case 500:
      return messages.internal;
    default:
      return error.message || messages.somethingWrong;
  }
}
