import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it('shows whole rupees without paisa', () => {
    expect(formatRupees(169_500)).toBe('Rs 1,695');
    expect(formatRupees(0)).toBe('Rs 0');
  });

  it('shows two decimals when there are paisa', () => {
    expect(formatRupees(169_550)).toBe('Rs 1,695.50');
    expect(formatRupees(5)).toBe('Rs 0.05');
  });

  it('groups lakhs and crores the Nepali way', () => {
    expect(formatRupees(10_000_000)).toBe('Rs 1,00,000');
    expect(formatRupees(1_234_567_890)).toBe('Rs 1,23,45,678.90');
  });
});
