import { describe, expect, it } from 'vitest';
import { billNumber, fiscalYearOf } from './fiscal-year.ts';

describe('fiscalYearOf', () => {
  it('opens a new year on Shrawan 1, which falls on 16 or 17 July', () => {
    expect(fiscalYearOf(new Date('2024-07-15T12:00:00+05:45'))).toBe('2080/81');
    expect(fiscalYearOf(new Date('2024-07-16T00:00:00+05:45'))).toBe('2081/82');
    expect(fiscalYearOf(new Date('2025-07-16T23:59:00+05:45'))).toBe('2081/82');
    expect(fiscalYearOf(new Date('2025-07-17T00:00:00+05:45'))).toBe('2082/83');
  });

  it('counts the day in Nepal time, not the server’s', () => {
    // 18:30 UTC on 16 July 2025 is already 00:15 on 17 July in Kathmandu.
    expect(fiscalYearOf(new Date('2025-07-16T18:30:00Z'))).toBe('2082/83');
    expect(fiscalYearOf(new Date('2025-07-16T18:00:00Z'))).toBe('2081/82');
  });

  it('writes the closing year with two digits across a century', () => {
    expect(fiscalYearOf(new Date('2026-11-23T10:00:00Z'))).toBe('2083/84');
    expect(fiscalYearOf(new Date('2042-08-01T10:00:00Z'))).toBe('2099/00');
  });

  it('reads Shrawan 1 from the calendar table past BS 2090 too', () => {
    expect(fiscalYearOf(new Date('2034-07-16T12:00:00+05:45'))).toBe('2090/91');
    expect(fiscalYearOf(new Date('2034-07-17T00:00:00+05:45'))).toBe('2091/92');
  });
});

describe('billNumber', () => {
  it('pads the running number', () => {
    expect(billNumber('2083/84', 42)).toBe('2083/84-000042');
  });
});
