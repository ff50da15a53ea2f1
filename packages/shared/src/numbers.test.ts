import { describe, expect, it } from 'vitest';
import { formatNumberIn, formatRupeesIn } from './numbers.ts';

describe('formatRupeesIn', () => {
  it('shows whole rupees without paisa', () => {
    expect(formatRupeesIn('en', 169_500)).toBe('Rs. 1,695');
    expect(formatRupeesIn('en', 0)).toBe('Rs. 0');
  });

  it('shows two decimals when there are paisa', () => {
    expect(formatRupeesIn('en', 169_550)).toBe('Rs. 1,695.50');
    expect(formatRupeesIn('en', 5)).toBe('Rs. 0.05');
  });

  it('groups lakhs and crores the Nepali way', () => {
    expect(formatRupeesIn('en', 10_000_000)).toBe('Rs. 1,00,000');
    expect(formatRupeesIn('en', 1_234_567_890)).toBe('Rs. 1,23,45,678.90');
  });

  it('writes rupees and Nepali digits in Nepali', () => {
    expect(formatRupeesIn('ne', 150_000)).toBe('रु. १,५००');
    expect(formatRupeesIn('ne', 10_000_050)).toBe('रु. १,००,०००.५०');
  });
});

describe('formatNumberIn', () => {
  it('writes counts in the digits of the language', () => {
    expect(formatNumberIn('ne', 307_000)).toBe('३,०७,०००');
    expect(formatNumberIn('en', 307_000)).toBe('3,07,000');
    expect(formatNumberIn('ne', 12)).toBe('१२');
  });
});
