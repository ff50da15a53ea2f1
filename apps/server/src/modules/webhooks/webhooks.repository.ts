import { FEATURE_AGENDA } from '@portal/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { webhookAgendaCursor, webhookDeliveries, webhooks } from '../../db/schema.ts';
import type { ItemChange } from '../item-changes/item-changes.repository.ts';
import { planInForce } from '../subscription/subscription.repository.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookValues = Pick<WebhookRow, 'url' | 'query' | 'matchQuery' | 'languageId' | 'categoryIds'> &
  Partial<Pick<WebhookRow, 'agenda' | 'format'>>;

/** A hook as its delivery job needs it: the client's address, name and language for the pause mail, and what its plan lets it take. */
export type HookForDelivery = {
  id: number;
  url: string;
  sealedSecret: string;
  status: WebhookRow['status'];
  email: string;
  fullName: string;
  locale: 'en' | 'ne';
  videos: boolean;
  /** Whether the plan in force still includes the Agenda (an Agenda delivery is dropped otherwise). */
  agenda: boolean;
  /** The body format of news items. */
  format: WebhookRow['format'];
};

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Lock space of "one client's webhooks" (any constant apart from the other advisory locks of the portal). */
const WEBHOOK_LIMIT_LOCK = 2020;

/** Webhooks and their delivery log; every call that a client makes names the owner, so no query reaches another client's hook. */
export function createWebhooksRepository(db: Database) {
  const own = (userId: number, id: number) => and(eq(webhooks.id, id), eq(webhooks.userId, userId));

  return {
    list(userId: number): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(webhooks.id);
    },

    async find(userId: number, id: number): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(webhooks).where(own(userId, id)).limit(1);
      return row;
    },

    /** Adds a hook unless the client has `max` already (counted under a per-client lock, so racing adds cannot pass it); undefined then. */
    create(
      userId: number,
      values: WebhookValues & { sealedSecret: string },
      max: number,
      /** Runs in the transaction that adds the hook (its audit row). */
      then?: (tx: Database, row: WebhookRow) => Promise<void>,
    ): Promise<WebhookRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${WEBHOOK_LIMIT_LOCK}, ${userId})`);
        const [held] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(webhooks)
          .values({ ...values, userId })
          .returning();
        if (row && then) await then(tx, row);
        return row;
      });
    },

    async update(
      userId: number,
      id: number,
      values: Partial<WebhookValues> & Partial<Pick<WebhookRow, 'sealedSecret'>>,
      executor: Database = db,
    ) {
      const [row] = await executor
        .update(webhooks)
        .set({ ...values, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async resume(userId: number, id: number): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhooks)
        .set({ status: 'active', failingSince: null, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async remove(userId: number, id: number, executor: Database = db): Promise<boolean> {
      const removed = await executor.delete(webhooks).where(own(userId, id)).returning({ id: webhooks.id });
      return removed.length > 0;
    },

    /** A page of the hook's delivery log, newest first, and the log's length. */
    async deliveries(webhookId: number, page: number, perPage: number): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookId, webhookId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The active hooks one item change goes to, in one statement: of clients not suspended whose
     * subscription runs at `now`, whose language and categories (empty = any) take the event's, and,
     * for a usable item, whose words (if any) the item's search vector holds. A cancellation ignores
     * the words: its text is gone, and a hook that had the item must be told to take it down.
     */
    async matching(change: ItemChange, now: Date, tx: Database): Promise<number[]> {
      const categories = intArray(change.categoryIds);
      const words =
        change.pubstatus === 'usable'
          ? sql`(w.match_query is null or exists (select 1 from news n where n.id = ${change.newsId}
              and n.search_vector @@ to_tsquery('simple', w.match_query)))`
          : sql`true`;
      const result = await tx.execute(sql`select w.id from webhooks w
        join users u on u.id = w.user_id
        where w.status = 'active' and u.suspended_at is null
          and ${planInForce(sql`w.user_id`, now)}
          and (w.language_id is null or w.language_id = ${change.languageId})
          and (cardinality(w.category_ids) = 0 or w.category_ids && ${categories})
          and ${words}
        order by w.id`);
      return rowsOf<{ id: number }>(result).map((row) => row.id);
    },

    /**
     * The active hooks that take the Agenda and a save of an event in these categories: of clients not suspended
     * whose plan in force at `now` includes the Agenda, with no categories or one of the event's.
     */
    async matchingAgenda(categoryIds: number[], now: Date, tx: Database): Promise<number[]> {
      const result = await tx.execute(sql`select w.id from webhooks w
        join users u on u.id = w.user_id
        where w.status = 'active' and w.agenda and u.suspended_at is null
          and ${planInForce(sql`w.user_id`, now, { feature: FEATURE_AGENDA })}
          and (cardinality(w.category_ids) = 0 or w.category_ids && ${intArray(categoryIds)})
        order by w.id`);
      return rowsOf<{ id: number }>(result).map((row) => row.id);
    },

    /**
     * The agenda's log position handed to webhooks so far, its row locked until `tx` ends (another instance's run
     * waits, then reads where this one left it). The first run ever starts at `head`: hooks get saves from then on.
     */
    async lockAgendaCursor(tx: Database, head: () => Promise<number>): Promise<number> {
      const locked = () =>
        tx.select({ seq: webhookAgendaCursor.seq }).from(webhookAgendaCursor).where(eq(webhookAgendaCursor.id, 1)).for('update');
      let [row] = await locked();
      if (!row) {
        await tx
          .insert(webhookAgendaCursor)
          .values({ id: 1, seq: await head() })
          .onConflictDoNothing();
        [row] = await locked();
      }
      if (!row) throw new Error('webhook_agenda_cursor: no row');
      return row.seq;
    },

    async moveAgendaCursor(tx: Database, seq: number): Promise<void> {
      await tx.update(webhookAgendaCursor).set({ seq }).where(eq(webhookAgendaCursor.id, 1));
    },

    /** The hook with what its delivery needs, or undefined when it was deleted. */
    async forDelivery(webhookId: number, now: Date): Promise<HookForDelivery | undefined> {
      const result = await db.execute(sql`select w.id, w.url, w.sealed_secret, w.status, w.format, u.email, u.full_name, u.locale,
          ${planInForce(sql`w.user_id`, now, { includes: 'Videos' })} as videos,
          ${planInForce(sql`w.user_id`, now, { feature: FEATURE_AGENDA })} as agenda
        from webhooks w join users u on u.id = w.user_id where w.id = ${webhookId}`);
      const [row] = rowsOf<{
        id: number;
        url: string;
        sealed_secret: string;
        status: WebhookRow['status'];
        format: WebhookRow['format'];
        email: string;
        full_name: string;
        locale: 'en' | 'ne';
        videos: boolean;
        agenda: boolean;
      }>(result);
      if (!row) return undefined;
      return {
        id: row.id,
        url: row.url,
        sealedSecret: row.sealed_secret,
        status: row.status,
        format: row.format,
        email: row.email,
        fullName: row.full_name,
        locale: row.locale,
        videos: row.videos,
        agenda: row.agenda,
      };
    },

    async logAttempt(values: Omit<typeof webhookDeliveries.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date }, tx: Database = db) {
      await tx.insert(webhookDeliveries).values(values);
    },

    async markDelivered(webhookId: number, tx: Database = db) {
      await tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, webhookId));
    },

    /**
     * Records a failure of an active hook: the run of failures starts now unless one is under way, and a
     * run older than `pauseAfterMs` pauses the hook. Answers the run's start and whether THIS call paused
     * it (only an active row is changed, so one failure pauses and mails), or undefined for a hook no longer active.
     */
    async markFailed(webhookId: number, now: Date, pauseAfterMs: number, tx: Database = db) {
      const pauseBefore = new Date(now.getTime() - pauseAfterMs);
      const result = await tx.execute(sql`update webhooks
        set failing_since = coalesce(failing_since, ${now}),
            status = case when coalesce(failing_since, ${now}) <= ${pauseBefore} then 'paused' else 'active' end,
            updated_at = ${now}
        where id = ${webhookId} and status = 'active'
        returning failing_since, status`);
      const [row] = rowsOf<{ failing_since: string | Date; status: WebhookRow['status'] }>(result);
      return row ? { failingSince: asDate(row.failing_since), paused: row.status === 'paused' } : undefined;
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
