import { z } from 'zod/mini';
import { isCalendarDay } from './calendar-day.ts';
import { MAX_TEXT_LENGTH, MAX_UPLOAD_BYTES, MOBILE_NUMBER_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The shared field rules of SPEC.md §5. Each form and route builds its schema from these. They are
 * written with `zod/mini` (functions instead of methods) because the sign-in screen loads them: the
 * classic API would bring all of zod's methods into the browser's first download.
 */

export const requiredText = (label: string, max = MAX_TEXT_LENGTH) =>
  z
    .string({ error: messages.requiredField(label) })
    .check(z.trim(), z.minLength(1, messages.requiredField(label)), z.maxLength(max, messages.maxLength(max)));

/** A row id in a path, query or body (PostgreSQL `integer` range). */
export const positiveId = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

export const optionalText = (max = MAX_TEXT_LENGTH) => z.optional(z.string().check(z.trim(), z.maxLength(max, messages.maxLength(max))));

export const emailRule = z.pipe(
  z
    .string({ error: messages.emailInvalid })
    .check(z.trim(), z.toLowerCase(), z.maxLength(MAX_TEXT_LENGTH, messages.maxLength(MAX_TEXT_LENGTH))),
  z.email(messages.emailInvalid),
);

export const urlRule = z
  .string({ error: messages.urlInvalid })
  .check(
    z.trim(),
    z.maxLength(MAX_TEXT_LENGTH, messages.maxLength(MAX_TEXT_LENGTH)),
    z.regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, messages.urlInvalid),
  );

export const mobileRule = z
  .string({ error: messages.requiredField('Mobile number') })
  .check(z.trim(), z.length(MOBILE_NUMBER_LENGTH, messages.mobileLength), z.regex(/^\d+$/, messages.mobileDigits));

export const telephoneRule = z
  .string({ error: messages.requiredField('Telephone number') })
  .check(
    z.trim(),
    z.minLength(1, messages.requiredField('Telephone number')),
    z.maxLength(20, messages.maxLength(20)),
    z.regex(/^\+?\d[\d-]*$/, messages.telNumber),
  );

const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;

export const passwordRule = z.string({ error: messages.requiredField('Password') }).check(
  z.minLength(PASSWORD_MIN_LENGTH, messages.passwordMinLength(PASSWORD_MIN_LENGTH)),
  z.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
  z.refine((value) => /[a-z]/.test(value) && /\d/.test(value) && SPECIAL_CHARACTER.test(value), messages.passwordRule),
);

/** Login and "current password" accept any stored password; only presence and a sane bound are checked. */
export const anyPassword = (label = 'Password') =>
  z
    .string({ error: messages.requiredField(label) })
    .check(z.minLength(1, messages.requiredField(label)), z.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)));

export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Date must be in YYYY-MM-DD format'));

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDate = z.string().check(z.refine(isCalendarDay, messages.dateInvalid));

/** A chosen file (browser File) within the upload limit of SPEC.md §5. */
export const uploadFile = (label: string) =>
  z
    .instanceof(File, { error: messages.requiredField(label) })
    .check(z.refine((file) => file.size <= MAX_UPLOAD_BYTES, messages.fileTooLarge));
