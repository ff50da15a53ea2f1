import { messages } from '@portal/shared';
import { BadRequestError, type FieldErrors, ValidationError } from './errors.ts';

/**
 * How deep request data may nest. The portal's deepest form is a few levels; a body far deeper is no
 * form at all, and walking it must cost nothing but the bounded walk below.
 */
export const MAX_NESTING = 32;

type Finding = 'nul' | 'too-deep' | undefined;

/**
 * Looks through `value` with a stack of its own, never by recursion, so no depth can exhaust the call
 * stack: nesting past MAX_NESTING (counted from `depth`) stops the walk; otherwise a NUL in any string.
 */
function inspect(value: unknown, depth: number): Finding {
  const pending = [{ value, depth }];
  let found: Finding;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) found = 'nul';
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.depth >= MAX_NESTING) return 'too-deep';
      for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return found;
}

/**
 * Checks the given parts of a request (its params, query, JSON body, multipart fields) before a handler
 * or the database sees them: data nested deeper than MAX_NESTING is refused (400), and any string
 * holding the NUL character, which PostgreSQL cannot store in text (422, naming each field by its
 * top-level key, as forms show errors).
 */
export function checkRequestData(...parts: unknown[]): void {
  const errors: FieldErrors = {};
  for (const part of parts) {
    const fields = typeof part === 'string' ? { body: part } : part !== null && typeof part === 'object' ? part : {};
    for (const [field, value] of Object.entries(fields)) {
      const finding = inspect(value, 1);
      if (finding === 'too-deep') throw new BadRequestError(messages.nestedTooDeep);
      if (finding === 'nul') errors[field] = [messages.nulCharacter];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
