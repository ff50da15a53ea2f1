import { describe, expect, it } from 'vitest';
import { daysLeft } from './subscription.service.ts';

describe('daysLeft', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('rounds a part day up and answers 0 once expired', () => {
    expect(daysLeft(new Date('2026-11-22T11:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-11-25T10:00:00Z'), now)).toBe(3);
    expect(daysLeft(new Date('2026-11-22T09:00:00Z'), now)).toBe(0);
  });
});
