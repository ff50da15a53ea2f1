import { messages } from '@portal/shared';
import { type FieldErrors, ValidationError } from './errors.ts';

const hasNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : value !== null && typeof value === 'object' && Object.values(value).some(hasNul);

/**
 * Refuses (422, naming each field) any string holding the NUL character, which PostgreSQL cannot store
 * in text, in the given parts of a request (its params, query, JSON body, multipart fields), before a
 * handler or the database sees it. A field is named by its top-level key, as forms show errors.
 */
export function refuseNulCharacters(...parts: unknown[]): void {
  const errors: FieldErrors = {};
  for (const part of parts) {
    if (typeof part === 'string' && hasNul(part)) errors.body = [messages.nulCharacter];
    if (part === null || typeof part !== 'object') continue;
    for (const [field, value] of Object.entries(part)) if (hasNul(value)) errors[field] = [messages.nulCharacter];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
