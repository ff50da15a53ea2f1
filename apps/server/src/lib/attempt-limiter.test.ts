import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('blocks a key after max hits and frees it when the window passes', () => {
    let now = 0;
    const limiter = new AttemptLimiter({ max: 2, windowMs: 1000, now: () => now });
    limiter.hit('a');
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1000;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 1000 });
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
