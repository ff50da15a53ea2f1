import type { SubscriptionSummary } from '@portal/shared';
import type { Change } from '../../lib/change-bus.ts';
import type { SubscriptionRepository, TimelinePeriod } from './subscription.repository.ts';
import { coverEnd, inForceAt } from './subscription-timeline.ts';

const DAY_MS = 86_400_000;
const STATE_CACHE_MS = 5_000;

export type SubscriptionState = {
  has_subscription: boolean;
  left_subscription_days: number;
  is_trial: boolean;
  subscription: SubscriptionSummary | null;
  upcoming: SubscriptionSummary[];
};

/** Whole days left, rounded up: a subscription running out later today still has 1 day. 0 only once expired. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

function summaryOf({ row }: TimelinePeriod): SubscriptionSummary {
  return {
    id: row.subscription.id,
    plan_id: row.plan.id,
    name: row.plan.name,
    name_ne: row.plan.nameNe,
    no_of_screen: row.subscription.noOfScreen,
    no_of_month: row.subscription.noOfMonth,
    start_date: row.subscription.startsAt.toISOString(),
    expire_date: row.subscription.expiresAt.toISOString(),
    is_trial: row.subscription.isTrial,
    features: row.plan.features,
    content_types: row.plan.contentTypes,
  };
}

/**
 * The client's state at `now` by the timeline rule: the plan in force, and the days until its cover ends (the chain
 * of periods queued without a gap), which is when the portal warns and stops. `upcoming`: the periods queued after it.
 */
function stateAt(periods: TimelinePeriod[], now: Date): SubscriptionState {
  const inForce = inForceAt(periods, now);
  const end = coverEnd(periods, now);
  if (!inForce || !end) return { has_subscription: false, left_subscription_days: 0, is_trial: false, subscription: null, upcoming: [] };
  return {
    has_subscription: true,
    left_subscription_days: daysLeft(end, now),
    is_trial: inForce.row.subscription.isTrial,
    subscription: summaryOf(inForce),
    upcoming: periods.filter((period) => period.startsAt > now).map(summaryOf),
  };
}

/**
 * Each user's timeline is kept a few seconds (ages on a monotonic clock) and its state
 * worked out against `now` on every call, so days left change at the right moment. Whatever writes
 * subscriptions calls `forget` once the write committed: this instance forgets at once, and the change
 * bus (lib/change-bus.ts) has every instance call `forgetHere`.
 */
export function createSubscriptionService(deps: {
  repository: Pick<SubscriptionRepository, 'timelineOf' | 'everSubscribed'>;
  announce: (change: Change) => Promise<void>;
  clock?: () => number;
}) {
  const clock = deps.clock ?? (() => performance.now());
  const recent = new Map<number, { periods: TimelinePeriod[]; storedAt: number }>();
  let generation = 0;
  let sweptAt = clock();

  function remember(userId: number, periods: TimelinePeriod[]) {
    const at = clock();
    if (at - sweptAt >= STATE_CACHE_MS) {
      sweptAt = at;
      for (const [id, entry] of recent) if (at - entry.storedAt >= STATE_CACHE_MS) recent.delete(id);
    }
    recent.set(userId, { periods, storedAt: at });
  }

  /** One user's timeline, or everyone's when `userId` is not given. */
  function forgetHere(userId?: number) {
    generation += 1;
    if (userId === undefined) recent.clear();
    else recent.delete(userId);
  }

  async function timelineOf(userId: number, now: Date) {
    const cached = recent.get(userId);
    if (cached && clock() - cached.storedAt < STATE_CACHE_MS) return cached.periods;
    const lookedUpIn = generation;
    const periods = await deps.repository.timelineOf(userId, now);
    // Anything forgotten while the query ran may have changed what it read.
    if (lookedUpIn === generation) remember(userId, periods);
    return periods;
  }

  return {
    async stateOf(userId: number, now = new Date()): Promise<SubscriptionState> {
      return stateAt(await timelineOf(userId, now), now);
    },
    /** Whether the client ever had a subscription: one in force or queued says so without asking the database again. */
    async everSubscribed(userId: number, now = new Date()): Promise<boolean> {
      return (await timelineOf(userId, now)).length > 0 || (await deps.repository.everSubscribed(userId));
    },
    async forget(userId: number): Promise<void> {
      forgetHere(userId);
      await deps.announce({ kind: 'subscription', userId });
    },
    forgetHere,
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
