import { describe, expect, it } from 'vitest';
import { AttemptLimiter, countAttempt } from './attempt-limiter.ts';

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

  it('takes back one attempt on refund', () => {
    const limiter = new AttemptLimiter({ max: 2, windowMs: 1000 });
    limiter.hit('a');
    limiter.hit('a');
    limiter.refund('a');
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.refund('b');
    limiter.hit('b');
    expect(limiter.isBlocked('b')).toBe(false);
  });
});

describe('countAttempt', () => {
  it('counts under every key at once, and under none once any key is at its limit', () => {
    const byIp = new AttemptLimiter({ max: 10, windowMs: 1000 });
    const byAccount = new AttemptLimiter({ max: 2, windowMs: 1000 });
    const attempt = () =>
      countAttempt([
        [byIp, 'ip'],
        [byAccount, 'ip|account'],
      ]);
    expect(attempt()).toBeDefined();
    expect(attempt()).toBeDefined();
    expect(attempt()).toBeUndefined();
    for (let i = 0; i < 7; i++) byIp.hit('ip');
    expect(byIp.isBlocked('ip')).toBe(false);
    byIp.hit('ip');
    expect(byIp.isBlocked('ip')).toBe(true);
  });

  it('refunds the attempt under every key it counted', () => {
    const byIp = new AttemptLimiter({ max: 1, windowMs: 1000 });
    const byAccount = new AttemptLimiter({ max: 1, windowMs: 1000 });
    countAttempt([
      [byIp, 'ip'],
      [byAccount, 'account'],
    ])?.refund();
    expect(byIp.isBlocked('ip')).toBe(false);
    expect(byAccount.isBlocked('account')).toBe(false);
  });
});
