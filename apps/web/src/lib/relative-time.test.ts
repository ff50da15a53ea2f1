import { describe, expect, it } from 'vitest';
import { localDateTime, relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('tells the largest whole unit, in the UI language', () => {
    expect(relativeTime(ago(20), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 59), 'en', NOW)).toBe('3 hours ago');
    expect(relativeTime(new Date(NOW + 7 * 86_400_000 - 60_000).toISOString(), 'en', NOW)).toBe('in 7 days');
    expect(relativeTime(ago(86_400 + 10), 'en', NOW)).toBe('yesterday');
    expect(relativeTime(ago(40 * 86_400), 'en', NOW)).toBe('last month');
    expect(relativeTime(new Date(NOW + 2 * 86_400 * 1000).toISOString(), 'en', NOW)).toBe('in 2 days');
    expect(relativeTime(ago(5 * 60), 'ne', NOW)).not.toContain('minutes');
  });
});

describe('localDateTime', () => {
  it('writes the day and the time', () => {
    expect(localDateTime('2026-11-22T10:00:00Z', 'en')).toMatch(/Nov 2[12], 2026/);
  });
});
