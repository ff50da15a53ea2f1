import { describe, expect, it } from 'vitest';
import type { RunningSubscription, SubscriptionRepository } from './subscription.repository.ts';
import { createSubscriptionService, daysLeft } from './subscription.service.ts';

describe('daysLeft', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('rounds a part day up and answers 0 once expired', () => {
    expect(daysLeft(new Date('2026-11-22T11:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-11-25T10:00:00Z'), now)).toBe(3);
    expect(daysLeft(new Date('2026-11-22T09:00:00Z'), now)).toBe(0);
  });
});

describe('stateOf', () => {
  const expiresAt = new Date('2026-11-25T10:00:00Z');
  const running: RunningSubscription = {
    subscription: { id: 1, noOfScreen: 1, noOfMonth: 1, isTrial: false, startsAt: new Date('2026-10-25T10:00:00Z'), expiresAt },
    plan: { id: 3, name: 'Premium', nameNe: 'प्रिमियम', features: [1], contentTypes: ['News', 'Photos', 'Videos'] },
  };

  function serviceOver(row: RunningSubscription | undefined) {
    let lookups = 0;
    let clock = 0;
    const repository: Pick<SubscriptionRepository, 'findRunning'> = {
      async findRunning(_userId: number, now: Date) {
        lookups += 1;
        return row && row.subscription.expiresAt > now ? row : undefined;
      },
    };
    const service = createSubscriptionService({ repository, announce: async () => undefined, clock: () => clock });
    return {
      service,
      lookups: () => lookups,
      wait: (ms: number) => {
        clock += ms;
      },
    };
  }

  it('counts days left against now on every call while the row is kept', async () => {
    const t = serviceOver(running);
    const day = 86_400_000;
    expect((await t.service.stateOf(7, new Date(expiresAt.getTime() - 2 * day))).left_subscription_days).toBe(2);
    expect((await t.service.stateOf(7, new Date(expiresAt.getTime() - 2 * day + 1))).left_subscription_days).toBe(2);
    expect((await t.service.stateOf(7, new Date(expiresAt.getTime() - 1))).left_subscription_days).toBe(1);
    expect(await t.service.stateOf(7, expiresAt)).toMatchObject({ has_subscription: false, left_subscription_days: 0, subscription: null });
    expect(t.lookups()).toBe(1);
  });

  it('looks again after a few seconds, and at once for a user forgotten', async () => {
    const t = serviceOver(running);
    const now = new Date('2026-11-22T10:00:00Z');
    await t.service.stateOf(7, now);
    t.wait(4_999);
    await t.service.stateOf(7, now);
    expect(t.lookups()).toBe(1);
    t.wait(1);
    await t.service.stateOf(7, now);
    expect(t.lookups()).toBe(2);
    await t.service.forget(7);
    await t.service.stateOf(7, now);
    expect(t.lookups()).toBe(3);
  });
});
