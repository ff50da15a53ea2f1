import type { ClientRow, ClientSubscriptionState, ClientsQuery, Paged } from '@portal/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, subscriptions, users } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/search-terms.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';

/** Where a client stands, from the subscription of it that runs longest (none when it never had one). */
export function subscriptionStateAt(longest: { expiresAt: Date; isTrial: boolean } | undefined, at: Date): ClientSubscriptionState {
  if (!longest) return 'none';
  if (longest.expiresAt <= at) return 'expired';
  return longest.isTrial ? 'trial' : 'active';
}

/**
 * The agency's clients (issue 7 "Clients"): the list with search and filters, each with its latest
 * subscription, and the staff actions verify, suspend (sessions revoked) and reactivate.
 */
export function createClientsAdmin(deps: { db: Database; auth: Pick<AuthService, 'setSuspended'>; now: () => Date }) {
  const { db, now } = deps;

  /** Each client's subscription that runs longest: the one that says whether it is active, on trial or expired. */
  const running = db
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      expiresAt: subscriptions.expiresAt,
      isTrial: subscriptions.isTrial,
      planName: subscriptionPlans.name,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .orderBy(subscriptions.userId, desc(subscriptions.expiresAt))
    .as('running');

  function stateCondition(state: ClientsQuery['filters']['subscription'], at: Date): SQL | undefined {
    if (state === 'none') return isNull(running.userId);
    if (state === 'expired') return sql`${running.expiresAt} <= ${at}`;
    if (state === 'trial') return and(sql`${running.expiresAt} > ${at}`, eq(running.isTrial, true));
    if (state === 'active') return and(sql`${running.expiresAt} > ${at}`, eq(running.isTrial, false));
    return undefined;
  }

  function conditions(query: ClientsQuery, at: Date): SQL | undefined {
    const { category, subscription, verified, suspended } = query.filters;
    return and(
      eq(users.role, 'client'),
      category ? eq(users.category, category) : undefined,
      verified === undefined ? undefined : verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt),
      suspended === undefined ? undefined : suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
      stateCondition(subscription, at),
      query.query ? or(ilike(users.fullName, containsPattern(query.query)), ilike(users.email, containsPattern(query.query))) : undefined,
    );
  }

  async function assertClient(id: number) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'client')))
      .limit(1);
    if (!row) throw new NotFoundError();
  }

  return {
    async list(query: ClientsQuery): Promise<Paged<ClientRow>> {
      const at = now();
      const direction = query.descending ? desc : asc;
      const column = { created_at: users.createdAt, full_name: users.fullName, expires_at: running.expiresAt }[query.sortBy];
      const from = () => db.select().from(users).leftJoin(running, eq(running.userId, users.id)).$dynamic();
      const [rows, [total]] = await Promise.all([
        from()
          .where(conditions(query, at))
          .orderBy(sql`${direction(column)} nulls last`, direction(users.id))
          .limit(query.rowsPerPage)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(users).leftJoin(running, eq(running.userId, users.id)).where(conditions(query, at)),
      ]);
      return {
        data: rows.map(({ users: user, running: plan }) => ({
          id: user.id,
          full_name: user.fullName,
          email: user.email,
          mobile_no: user.mobileNo,
          category: user.category,
          verified: user.emailVerifiedAt !== null,
          suspended: user.suspendedAt !== null,
          plan_name: plan?.planName ?? null,
          expires_at: plan ? new Date(plan.expiresAt).toISOString() : null,
          subscription: subscriptionStateAt(plan ? { expiresAt: new Date(plan.expiresAt), isTrial: plan.isTrial } : undefined, at),
          created_at: user.createdAt.toISOString(),
        })),
        meta: pageMeta(total?.total ?? 0, query),
      };
    },

    async verify(id: number): Promise<void> {
      await assertClient(id);
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now()})`, updatedAt: now() })
        .where(eq(users.id, id));
    },

    async setSuspended(id: number, suspended: boolean): Promise<void> {
      await assertClient(id);
      await deps.auth.setSuspended(id, suspended);
    },
  };
}
export type ClientsAdmin = ReturnType<typeof createClientsAdmin>;
