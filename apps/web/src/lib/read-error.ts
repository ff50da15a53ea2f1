import { type ErrorResponse, errorResponse, messages } from '@portal/shared';

/** The server's message and per-field errors of a refused call (DESIGN.md §3), or the spec's generic message. */
export function readError(payload: unknown): [string, ErrorResponse['errors']] {
  const parsed = errorResponse.safeParse(payload);
  if (!parsed.success) return [messages.somethingWrong, {}];
  return [parsed.data.message, parsed.data.errors ?? {}];
}
