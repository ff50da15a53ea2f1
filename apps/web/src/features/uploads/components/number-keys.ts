import type { ClipboardEvent, KeyboardEvent } from 'react';

/** Keys a number input takes but a count of rows must not: exponent, signs and decimal marks (SPEC.md §2). */
const NOT_A_DIGIT = new Set(['e', 'E', '-', '+', '.', ',']);

export const isBlockedNumberKey = (key: string) => NOT_A_DIGIT.has(key);

/** Stops those keys as they are typed. */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLElement>) {
  if (isBlockedNumberKey(event.key)) event.preventDefault();
}

/** Keeps only the digits of pasted text, so "1e3" or "-5" cannot come in that way either. */
export function pasteDigitsOnly(event: ClipboardEvent<HTMLInputElement>, onDigits: (digits: string) => void) {
  event.preventDefault();
  onDigits(event.clipboardData.getData('text').replace(/\D/g, ''));
}
