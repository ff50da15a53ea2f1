import type { SubscriptionSummary } from '@portal/shared';
import type { Change } from '../../lib/change-bus.ts';
import type { RunningSubscription, SubscriptionRepository } from './subscription.repository.ts';

const DAY_MS = 86_400_000;
const STATE_CACHE_MS = 5_000;

export type SubscriptionState = {
  has_subscription: boolean;
  left_subscription_days: number;
  is_trial: boolean;
  subscription: SubscriptionSummary | null;
};

/** Whole days left, rounded up: a subscription running out later today still has 1 day. 0 only once expired. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

function stateAt(running: RunningSubscription | undefined, now: Date): SubscriptionState {
  // The longest-running subscription has ended, so every other one has too.
  if (!running || running.subscription.expiresAt <= now) {
    return { has_subscription: false, left_subscription_days: 0, is_trial: false, subscription: null };
  }
  const { subscription, plan } = running;
  return {
    has_subscription: true,
    left_subscription_days: daysLeft(subscription.expiresAt, now),
    is_trial: subscription.isTrial,
    subscription: {
      id: subscription.id,
      plan_id: plan.id,
      name: plan.name,
      name_ne: plan.nameNe,
      no_of_screen: subscription.noOfScreen,
      no_of_month: subscription.noOfMonth,
      start_date: subscription.startsAt.toISOString(),
      expire_date: subscription.expiresAt.toISOString(),
      is_trial: subscription.isTrial,
      features: plan.features,
      content_types: plan.contentTypes,
    },
  };
}

/**
 * Each user's running subscription is kept a few seconds (ages on a monotonic clock) and its state
 * worked out against `now` on every call, so days left change at the right moment. Whatever writes
 * subscriptions calls `forget` once the write committed: this instance forgets at once, and the change
 * bus (lib/change-bus.ts) has every instance call `forgetHere`.
 */
export function createSubscriptionService(deps: {
  repository: Pick<SubscriptionRepository, 'findRunning'>;
  announce: (change: Change) => Promise<void>;
  clock?: () => number;
}) {
  const clock = deps.clock ?? (() => performance.now());
  const recent = new Map<number, { running: RunningSubscription | undefined; storedAt: number }>();
  let generation = 0;
  let sweptAt = clock();

  function remember(userId: number, running: RunningSubscription | undefined) {
    const at = clock();
    if (at - sweptAt >= STATE_CACHE_MS) {
      sweptAt = at;
      for (const [id, entry] of recent) if (at - entry.storedAt >= STATE_CACHE_MS) recent.delete(id);
    }
    recent.set(userId, { running, storedAt: at });
  }

  /** One user's running subscription, or everyone's when `userId` is not given. */
  function forgetHere(userId?: number) {
    generation += 1;
    if (userId === undefined) recent.clear();
    else recent.delete(userId);
  }

  async function runningOf(userId: number, now: Date) {
    const cached = recent.get(userId);
    if (cached && clock() - cached.storedAt < STATE_CACHE_MS) return cached.running;
    const lookedUpIn = generation;
    const running = await deps.repository.findRunning(userId, now);
    // Anything forgotten while the query ran may have changed what it read.
    if (lookedUpIn === generation) remember(userId, running);
    return running;
  }

  return {
    async stateOf(userId: number, now = new Date()): Promise<SubscriptionState> {
      return stateAt(await runningOf(userId, now), now);
    },
    async forget(userId: number): Promise<void> {
      forgetHere(userId);
      await deps.announce({ kind: 'subscription', userId });
    },
    forgetHere,
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
