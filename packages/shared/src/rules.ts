import { z } from 'zod';
import { MAX_TEXT_LENGTH, MAX_UPLOAD_BYTES, MOBILE_NUMBER_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** The shared field rules of SPEC.md §5. Each form and route builds its schema from these. */

export const requiredText = (label: string, max = MAX_TEXT_LENGTH) =>
  z
    .string({ error: messages.requiredField(label) })
    .trim()
    .min(1, messages.requiredField(label))
    .max(max, messages.maxLength(max));

/** A row id in a path, query or body (PostgreSQL `integer` range). */
export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const optionalText = (max = MAX_TEXT_LENGTH) => z.string().trim().max(max, messages.maxLength(max)).optional();

export const emailRule = z
  .string({ error: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(MAX_TEXT_LENGTH, messages.maxLength(MAX_TEXT_LENGTH))
  .pipe(z.email(messages.emailInvalid));

export const urlRule = z
  .string({ error: messages.urlInvalid })
  .trim()
  .max(MAX_TEXT_LENGTH, messages.maxLength(MAX_TEXT_LENGTH))
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, messages.urlInvalid);

export const mobileRule = z
  .string({ error: messages.requiredField('Mobile number') })
  .trim()
  .length(MOBILE_NUMBER_LENGTH, messages.mobileLength)
  .regex(/^\d+$/, messages.mobileDigits);

export const telephoneRule = z
  .string({ error: messages.requiredField('Telephone number') })
  .trim()
  .min(1, messages.requiredField('Telephone number'))
  .max(20, messages.maxLength(20))
  .regex(/^\+?\d[\d-]*$/, messages.telNumber);

const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;

export const passwordRule = z
  .string({ error: messages.requiredField('Password') })
  .min(PASSWORD_MIN_LENGTH, messages.passwordMinLength(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH))
  .refine((value) => /[a-z]/.test(value) && /\d/.test(value) && SPECIAL_CHARACTER.test(value), messages.passwordRule);

/** Login and "current password" accept any stored password; only presence and a sane bound are checked. */
export const anyPassword = (label = 'Password') =>
  z
    .string({ error: messages.requiredField(label) })
    .min(1, messages.requiredField(label))
    .max(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH));

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Date must be in YYYY-MM-DD format');

/** A chosen file (browser File) within the upload limit of SPEC.md §5. */
export const uploadFile = (label: string) =>
  z.instanceof(File, { error: messages.requiredField(label) }).refine((file) => file.size <= MAX_UPLOAD_BYTES, messages.fileTooLarge);
