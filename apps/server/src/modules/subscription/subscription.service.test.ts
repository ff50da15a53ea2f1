import { describe, expect, it } from 'vitest';
import type { SubscriptionRepository, TimelinePeriod } from './subscription.repository.ts';
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
  const DAY = 86_400_000;
  const periodOf = (id: number, plan: { id: number; name: string; rank: number }, startsAt: Date, ends: Date): TimelinePeriod => {
    const subscription = {
      id,
      noOfScreen: 1,
      noOfMonth: 1,
      isTrial: false,
      startsAt,
      expiresAt: ends,
      valueAmount: plan.rank,
      paymentId: id,
    };
    const row = {
      subscription,
      plan: { id: plan.id, name: plan.name, nameNe: null, monthlyAmount: plan.rank, features: [], contentTypes: ['News'] },
    };
    return { id, rank: plan.rank, kind: 'bought', value: plan.rank, startsAt, expiresAt: ends, row };
  };
  const running = [periodOf(1, { id: 3, name: 'Premium', rank: 500_000 }, new Date('2026-10-25T10:00:00Z'), expiresAt)];

  function serviceOver(periods: TimelinePeriod[]) {
    let lookups = 0;
    let clock = 0;
    const repository: Pick<SubscriptionRepository, 'timelineOf' | 'everSubscribed'> = {
      async timelineOf(_userId: number, now: Date) {
        lookups += 1;
        return periods.filter((period) => period.expiresAt > now);
      },
      everSubscribed: async () => periods.length > 0,
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

  it('answers the plan running now, and counts days to the end of the periods queued behind it', async () => {
    const basic = periodOf(1, { id: 1, name: 'Basic', rank: 150_000 }, new Date('2026-10-25T10:00:00Z'), expiresAt);
    const standard = periodOf(2, { id: 2, name: 'Standard', rank: 300_000 }, expiresAt, new Date(expiresAt.getTime() + 30 * DAY));
    const t = serviceOver([basic, standard]);
    const state = await t.service.stateOf(7, new Date(expiresAt.getTime() - 2 * DAY));
    expect(state.subscription?.name).toBe('Basic');
    expect(state.left_subscription_days).toBe(32);
    expect(state.upcoming.map((next) => next.name)).toEqual(['Standard']);
    expect((await t.service.stateOf(7, expiresAt)).subscription?.name).toBe('Standard');
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
