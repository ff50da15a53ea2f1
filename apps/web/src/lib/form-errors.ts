import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/**
 * Puts the server's per-field errors under the form's fields (first message each) and answers
 * what is left to show above the form: the message when no field took it, or nothing.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? undefined : error.message;
}
