import type { ContentType, SubscriptionPlanQuery } from '@portal/shared';
import { type AnyColumn, and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { firstName, orderedRows } from '../../lib/ordered-rows.repository.ts';
import type { Term } from './calendar-months.ts';
import { type Period, placePeriod } from './subscription-timeline.ts';

const timelineColumns = {
  subscription: {
    id: subscriptions.id,
    noOfScreen: subscriptions.noOfScreen,
    noOfMonth: subscriptions.noOfMonth,
    isTrial: subscriptions.isTrial,
    startsAt: subscriptions.startsAt,
    expiresAt: subscriptions.expiresAt,
    valueAmount: subscriptions.valueAmount,
    paymentId: subscriptions.paymentId,
  },
  plan: {
    id: subscriptionPlans.id,
    name: subscriptionPlans.name,
    nameNe: subscriptionPlans.nameNe,
    monthlyAmount: subscriptionPlans.monthlyAmount,
    features: subscriptionPlans.features,
    contentTypes: subscriptionPlans.contentTypes,
  },
};

type TimelineRow = {
  subscription: Omit<Period, 'rank' | 'kind' | 'value'> & {
    noOfScreen: number;
    noOfMonth: number;
    isTrial: boolean;
    valueAmount: number;
    paymentId: number | null;
  };
  plan: { id: number; name: string; nameNe: string | null; monthlyAmount: number; features: number[]; contentTypes: string[] };
};

/** A row of the timeline as the timeline rule reads it, keeping the row. */
export type TimelinePeriod = Period & { row: TimelineRow };

const periodOf = (row: TimelineRow): TimelinePeriod => ({
  id: row.subscription.id,
  rank: row.plan.monthlyAmount,
  kind: row.subscription.isTrial ? 'trial' : row.subscription.paymentId === null ? 'granted' : 'bought',
  value: row.subscription.valueAmount,
  startsAt: row.subscription.startsAt,
  expiresAt: row.subscription.expiresAt,
  row,
});

/** The periods of a client that have not ended by `now`, in the order they run. */
function liveTimeline(via: Database) {
  return via
    .select(timelineColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), gt(subscriptions.expiresAt, sql.placeholder('now'))))
    .orderBy(asc(subscriptions.startsAt), asc(subscriptions.id));
}

export function createSubscriptionRepository(db: Database) {
  // Built once: the content policy asks on every list and detail call.
  const timeline = liveTimeline(db).prepare('subscription_timeline');

  return {
    /** The client's periods that have not ended by `now`: the one in force and those queued behind it. */
    async timelineOf(userId: number, now: Date): Promise<TimelinePeriod[]> {
      return (await timeline.execute({ userId, now })).map(periodOf);
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

    /** Which of these clients have a plan in force whose features include `feature`. */
    async withFeature(userIds: number[], feature: number, at: Date, via: Database = db): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await via
        .selectDistinct({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(and(inArray(subscriptions.userId, userIds), planInForce(subscriptions.userId, at, { feature })));
      return rows.map((row) => row.userId);
    },

    /** Places a grant by hand on the client's timeline; answers the new row. */
    /** `then` runs in the granting transaction with the period placed (the console's audit row). */
    grantByHand(
      grant: NewSubscription,
      now: Date,
      then?: (tx: Database, placed: Awaited<ReturnType<typeof placeSubscription>>) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const placed = await placeSubscription(tx, grant, now);
        await then?.(tx, placed);
        return placed;
      });
    },
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

export type NewSubscription = {
  userId: number;
  planId: number;
  noOfScreen: number;
  noOfMonth: number;
  isTrial: boolean;
  duration: Term;
  /** The price before VAT and credit (paisa); 0 for a trial or a grant. */
  value: number;
  /** The payment that bought it, with the credit it was priced with; none for a grant by hand, which names who granted it and why instead. */
  paymentId?: number;
  credit?: { amount: number; fromId: number | null };
  note?: string;
  grantedBy?: number;
  /** A grant dated later starts then. */
  from?: Date;
};

/**
 * Puts a subscription on the client's timeline by the timeline rule (subscription-timeline.ts), inside the caller's
 * transaction, moving the periods it replaces, pauses or queues behind. Grants of one client queue behind each
 * other, so two payments settling at once each see the other's result.
 */
export async function placeSubscription(tx: Database, entry: NewSubscription, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIMELINE_LOCK}, ${entry.userId})`);
  const [plan] = await tx
    .select({ rank: subscriptionPlans.monthlyAmount })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, entry.planId));
  if (!plan) throw new Error(`plan ${entry.planId} is gone`);
  const periods = (await liveTimeline(tx).execute({ userId: entry.userId, now })).map(periodOf);
  const kind = entry.isTrial ? 'trial' : entry.paymentId === undefined ? 'granted' : 'bought';
  const placed = placePeriod(
    periods,
    { rank: plan.rank, kind, value: entry.value, term: entry.duration, from: entry.from, credit: entry.credit },
    now,
  );
  for (const move of placed.moved) {
    await tx.update(subscriptions).set({ startsAt: move.startsAt, expiresAt: move.expiresAt }).where(eq(subscriptions.id, move.id));
  }
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId: entry.userId,
      planId: entry.planId,
      noOfScreen: entry.noOfScreen,
      noOfMonth: entry.noOfMonth,
      isTrial: entry.isTrial,
      startsAt: placed.startsAt,
      expiresAt: placed.expiresAt,
      valueAmount: entry.value,
      paymentId: entry.paymentId,
      note: entry.note,
      grantedBy: entry.grantedBy,
    })
    .returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

/** The first key of the two-key advisory locks that serialize changes to one client's timeline. */
const TIMELINE_LOCK = 5_001;

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Whether a subscription runs at `at`: it has started and not yet ended. */
export const runsAt = (period: { startsAt: SQL | AnyColumn; expiresAt: SQL | AnyColumn }, at: Date): SQL =>
  sql`${period.startsAt} <= ${instant(at)} and ${period.expiresAt} > ${instant(at)}`;

/** What the plan in force must have: a content type (news is in every plan, as content.policy.ts says), a feature. */
type PlanNeeds = { includes?: ContentType; feature?: number };

/**
 * Whether `userId` has a plan in force at `at` with what `needs` names. The timeline rule of `inForceAt` and the
 * content policy's rule (content.policy.ts) in SQL, for the statements that fan out to many clients at once: the one
 * place SQL says "plan in force" (content.policy.test.ts fails on a second).
 */
export function planInForce(userId: SQL | AnyColumn, at: Date, { includes, feature }: PlanNeeds = {}): SQL {
  const conditions = [sql`true`];
  if (includes && includes !== 'News') conditions.push(sql`p.content_types ? ${includes}`);
  if (feature !== undefined) conditions.push(sql`p.features @> ${JSON.stringify([feature])}::jsonb`);
  return sql`coalesce((select ${sql.join(conditions, sql` and `)} from subscriptions s join subscription_plans p on p.id = s.plan_id
    where s.user_id = ${userId} and ${runsAt({ startsAt: sql`s.starts_at`, expiresAt: sql`s.expires_at` }, at)}
    order by p.monthly_amount desc, s.expires_at desc, s.id desc limit 1), false)`;
}
