import type { SubscriptionPlanQuery } from '@portal/shared';
import { and, asc, count, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { firstName, orderedRows } from '../../lib/ordered-rows.repository.ts';
import { endOfTerm, type Term } from './calendar-months.ts';

const runningColumns = {
  subscription: {
    id: subscriptions.id,
    noOfScreen: subscriptions.noOfScreen,
    noOfMonth: subscriptions.noOfMonth,
    isTrial: subscriptions.isTrial,
    startsAt: subscriptions.startsAt,
    expiresAt: subscriptions.expiresAt,
  },
  plan: {
    id: subscriptionPlans.id,
    name: subscriptionPlans.name,
    nameNe: subscriptionPlans.nameNe,
    features: subscriptionPlans.features,
    contentTypes: subscriptionPlans.contentTypes,
  },
};

export function createSubscriptionRepository(db: Database) {
  // Built once: the content policy asks on every list and detail call.
  const running = db
    .select(runningColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), gt(subscriptions.expiresAt, sql.placeholder('now'))))
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1)
    .prepare('find_running_subscription');

  return {
    /** The subscription that runs longest among those still running, with its plan. */
    async findRunning(userId: number, now: Date) {
      const [row] = await running.execute({ userId, now });
      return row;
    },

    async activePlans(query: SubscriptionPlanQuery) {
      const active = eq(subscriptionPlans.active, true);
      const byPrice = query.descending ? desc(subscriptionPlans.monthlyAmount) : asc(subscriptionPlans.monthlyAmount);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(subscriptionPlans)
          .where(active)
          .orderBy(...(query.sortBy === 'monthly_amount' ? [byPrice] : []), asc(subscriptionPlans.position), asc(subscriptionPlans.id))
          .limit(query.rowsPerPage)
          .offset((query.page - 1) * query.rowsPerPage),
        db.select({ n: count() }).from(subscriptionPlans).where(active),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async activePlan(id: number) {
      const [plan] = await db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.active, true)));
      return plan;
    },

    /** Whether the client ever had a subscription, paid, granted or a trial: the trial is for newcomers. */
    async everSubscribed(userId: number) {
      const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row !== undefined;
    },

    /** The console's edits of plans, in the console's order. */
    planRows: orderedRows(db, subscriptionPlans),
    firstPlanName: (ids: number[]) => firstName(db, subscriptionPlans, ids),

    /** Which of these plans a subscription was ever granted under. */
    async plansInUse(ids: number[]): Promise<number[]> {
      const rows = await db.selectDistinct({ id: subscriptions.planId }).from(subscriptions).where(inArray(subscriptions.planId, ids));
      return rows.map((row) => row.id);
    },

    /** Which of these clients hold a running subscription whose plan has `feature`. */
    async withFeature(userIds: number[], feature: number, at: Date, via: Database = db): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await via
        .selectDistinct({ userId: subscriptions.userId })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(
          and(
            inArray(subscriptions.userId, userIds),
            lte(subscriptions.startsAt, at),
            gt(subscriptions.expiresAt, at),
            sql`${subscriptionPlans.features} @> ${JSON.stringify([feature])}::jsonb`,
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Stacks a grant by hand as a payment would be stacked; answers the new row. */
    grantByHand(grant: StackedGrant, now: Date) {
      return db.transaction((tx) => insertStackedSubscription(tx, grant, now));
    },
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

export type StackedGrant = {
  userId: number;
  planId: number;
  noOfScreen: number;
  noOfMonth: number;
  isTrial: boolean;
  duration: Term;
  /** The payment that bought it; none for a grant by hand, which names who granted it and why instead. */
  paymentId?: number;
  note?: string;
  grantedBy?: number;
  /** A grant by hand extends only a running subscription of its own plan; a payment stacks after any. */
  samePlanOnly?: boolean;
};

/**
 * Adds a subscription after the client's last running one (a renewal extends from the current expiry),
 * inside the caller's transaction. Grants of one client queue behind each other, so two payments
 * settling at once cannot both start from the same expiry.
 */
export async function insertStackedSubscription(tx: Database, grant: StackedGrant, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${STACKING_LOCK}, ${grant.userId})`);
  const [latest] = await tx
    .select({ expiresAt: max(subscriptions.expiresAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, grant.userId),
        gt(subscriptions.expiresAt, now),
        grant.samePlanOnly ? eq(subscriptions.planId, grant.planId) : undefined,
      ),
    );
  const startsAt = latest?.expiresAt ?? now;
  const expiresAt = endOfTerm(startsAt, grant.duration);
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId: grant.userId,
      planId: grant.planId,
      noOfScreen: grant.noOfScreen,
      noOfMonth: grant.noOfMonth,
      isTrial: grant.isTrial,
      startsAt,
      expiresAt,
      paymentId: grant.paymentId,
      note: grant.note,
      grantedBy: grant.grantedBy,
    })
    .returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

/** The first key of the two-key advisory locks that serialize one client's grants. */
const STACKING_LOCK = 5_001;

export type RunningSubscription = NonNullable<Awaited<ReturnType<SubscriptionRepository['findRunning']>>>;
