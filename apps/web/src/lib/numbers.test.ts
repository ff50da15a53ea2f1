import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupees } from './numbers.ts';
import { changeLanguage } from './shell-text.ts';

describe('numbers in the UI’s language', () => {
  it('follows the language shown unless one is named', async () => {
    await changeLanguage('ne');
    expect(formatRupees(150_000)).toBe('रु. १,५००');
    expect(formatNumber(307_000)).toBe('३,०७,०००');
    expect(formatRupees(150_000, 'en')).toBe('Rs. 1,500');
    await changeLanguage('en');
    expect(formatRupees(150_000)).toBe('Rs. 1,500');
  });
});
