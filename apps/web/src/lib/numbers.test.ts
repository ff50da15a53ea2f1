import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupees } from './numbers.ts';

describe('formatRupees', () => {
  it('shows whole rupees without paisa', () => {
    expect(formatRupees(169_500, 'en')).toBe('Rs. 1,695');
    expect(formatRupees(0, 'en')).toBe('Rs. 0');
  });

  it('shows two decimals when there are paisa', () => {
    expect(formatRupees(169_550, 'en')).toBe('Rs. 1,695.50');
    expect(formatRupees(5, 'en')).toBe('Rs. 0.05');
  });

  it('groups lakhs and crores the Nepali way', () => {
    expect(formatRupees(10_000_000, 'en')).toBe('Rs. 1,00,000');
    expect(formatRupees(1_234_567_890, 'en')).toBe('Rs. 1,23,45,678.90');
  });

  it('writes rupees and Nepali digits in the Nepali interface', () => {
    expect(formatRupees(150_000, 'ne')).toBe('रु. १,५००');
    expect(formatRupees(10_000_050, 'ne')).toBe('रु. १,००,०००.५०');
  });
});

describe('formatNumber', () => {
  it('writes counts in the digits of the language', () => {
    expect(formatNumber(307_000, undefined, 'ne')).toBe('३,०७,०००');
    expect(formatNumber(307_000, undefined, 'en')).toBe('3,07,000');
    expect(formatNumber(12, undefined, 'ne')).toBe('१२');
  });
});
