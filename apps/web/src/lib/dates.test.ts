import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { applyDateLocale } from './dates.ts';

describe('applyDateLocale', () => {
  it('writes English months with Nepali day names by default, and Nepali in full for the Nepali UI', () => {
    const sunday = '2026-11-22';
    applyDateLocale('en');
    expect(dayjs(sunday).format('dddd, D MMMM YYYY')).toBe('आइतबार, 22 November 2026');
    applyDateLocale('ne');
    expect(dayjs(sunday).format('MMMM')).not.toBe('November');
  });
});
