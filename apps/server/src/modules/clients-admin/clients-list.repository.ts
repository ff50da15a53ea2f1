/** Read model: reads users, subscriptions and subscription_plans for the console's list of clients; writes nothing. */
import type { ClientsQuery } from '@portal/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, subscriptions, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search-terms.ts';
import { offsetOf } from '../content/content-query.ts';
import { runsAt } from '../subscription/subscription.repository.ts';

/**
 * Each client's subscription in force at `at` by the timeline rule (the one running, the higher plan where two
 * overlap), or the one that ended last when none runs; `coverEnd` is when the last of its periods ends.
 */
const currentSubscriptions = (db: Database, at: Date) =>
  db
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      expiresAt: subscriptions.expiresAt,
      coverEnd: sql<Date>`max(${subscriptions.expiresAt}) over (partition by ${subscriptions.userId})`.as('cover_end'),
      isTrial: subscriptions.isTrial,
      planName: subscriptionPlans.name,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .orderBy(
      subscriptions.userId,
      sql`case when ${runsAt(subscriptions, at)} then ${subscriptionPlans.monthlyAmount} end desc nulls last`,
      desc(subscriptions.expiresAt),
    )
    .as('running');

type Running = ReturnType<typeof currentSubscriptions>;

export function createClientsListRepository(db: Database) {
  function stateCondition(running: Running, state: ClientsQuery['filters']['subscription'], at: Date): SQL | undefined {
    if (state === 'none') return isNull(running.userId);
    if (state === 'expired') return sql`${running.coverEnd} <= ${at}`;
    if (state === 'trial') return and(sql`${running.expiresAt} > ${at}`, eq(running.isTrial, true));
    if (state === 'active') return and(sql`${running.expiresAt} > ${at}`, eq(running.isTrial, false));
    return undefined;
  }

  function conditions(running: Running, query: ClientsQuery, at: Date): SQL | undefined {
    const { category, subscription, verified, suspended } = query.filters;
    return and(
      eq(users.role, 'client'),
      // Media houses only: their members are listed on the client's page.
      isNull(users.houseId),
      category ? eq(users.category, category) : undefined,
      verified === undefined ? undefined : verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt),
      suspended === undefined ? undefined : suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
      stateCondition(running, subscription, at),
      query.query ? or(ilike(users.fullName, containsPattern(query.query)), ilike(users.email, containsPattern(query.query))) : undefined,
    );
  }

  return {
    /** One page of clients, each with its subscription in force (or the last one), and how many match in all. */
    async page(query: ClientsQuery, at: Date) {
      const running = currentSubscriptions(db, at);
      const direction = query.descending ? desc : asc;
      const column = { created_at: users.createdAt, full_name: users.fullName, expires_at: running.coverEnd }[query.sortBy];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .leftJoin(running, eq(running.userId, users.id))
          .where(conditions(running, query, at))
          .orderBy(sql`${direction(column)} nulls last`, direction(users.id))
          .limit(query.rowsPerPage)
          .offset(offsetOf(query)),
        db
          .select({ total: count() })
          .from(users)
          .leftJoin(running, eq(running.userId, users.id))
          .where(conditions(running, query, at)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Whether the id is a media house's own account or a member of one; undefined for anyone else. */
    async clientKind(id: number): Promise<'house' | 'member' | undefined> {
      const [row] = await db
        .select({ houseId: users.houseId })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'client')))
        .limit(1);
      if (!row) return undefined;
      return row.houseId === null ? 'house' : 'member';
    },
  };
}
export type ClientsListRepository = ReturnType<typeof createClientsListRepository>;
