import { describe, expect, it } from 'vitest';
import { isBlockedNumberKey } from './number-keys.ts';

describe('isBlockedNumberKey', () => {
  it('blocks the exponent, the signs and decimal marks', () => {
    for (const key of ['e', 'E', '-', '+', '.', ',']) expect(isBlockedNumberKey(key)).toBe(true);
  });

  it('lets digits and editing keys through', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) expect(isBlockedNumberKey(key)).toBe(false);
  });
});
