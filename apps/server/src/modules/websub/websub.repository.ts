import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { websubSubscriptions } from '../../db/schema.ts';
import type { ItemChange } from '../item-changes/item-changes.repository.ts';

export type WebsubSubscriptionRow = typeof websubSubscriptions.$inferSelect;
/** What a verified subscribe writes: everything but the row's own id and dates. */
export type WebsubValues = Omit<WebsubSubscriptionRow, 'id' | 'createdAt'>;

/** Lock space of "one house's WebSub subscriptions" (apart from the portal's other advisory locks). */
const WEBSUB_LIMIT_LOCK = 0x77737562;

const intArray = (ids: number[]) =>
  ids.length === 0
    ? sql`'{}'::integer[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`;

/**
 * The hub's subscriptions. A subscription is live while its lease runs and its token is still the house's feed
 * token (`feed_tokens`, read in raw SQL); matching a change also reads the saved search a feed follows and the item.
 */
export function createWebsubRepository(db: Database) {
  /** Live: the lease runs and the token in the topic still opens the feed (a rotation ends it). */
  const live = (now: Date) =>
    sql`${websubSubscriptions.expiresAt} > ${now.toISOString()} and exists (select 1 from feed_tokens t
      where t.user_id = ${websubSubscriptions.userId} and t.token_hash = ${websubSubscriptions.tokenHash})`;

  async function heldBesides(handle: Database, userId: number, topicHash: string, callback: string, now: Date): Promise<number> {
    const [held] = await handle
      .select({ n: count() })
      .from(websubSubscriptions)
      .where(
        and(
          eq(websubSubscriptions.userId, userId),
          sql`not (${websubSubscriptions.topicHash} = ${topicHash} and ${websubSubscriptions.callback} = ${callback})`,
          live(now),
        ),
      );
    return held?.n ?? 0;
  }

  return {
    /**
     * Activates or renews the subscription of a topic and callback, unless the house holds `max` live ones already
     * (counted under a per-house lock, so racing verifications cannot pass it; a renewal always passes): false then.
     */
    save(values: WebsubValues, max: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${WEBSUB_LIMIT_LOCK}, ${values.userId})`);
        const held = await heldBesides(tx, values.userId, values.topicHash, values.callback, now);
        if (held >= max) return false;
        await tx
          .insert(websubSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: [websubSubscriptions.topicHash, websubSubscriptions.callback],
            set: {
              userId: values.userId,
              sealedTopic: values.sealedTopic,
              tokenHash: values.tokenHash,
              scope: values.scope,
              categoryId: values.categoryId,
              searchId: values.searchId,
              sealedSecret: values.sealedSecret,
              leaseSeconds: values.leaseSeconds,
              expiresAt: values.expiresAt,
              renewedAt: values.renewedAt,
            },
          });
        return true;
      });
    },

    /** How many live subscriptions the house holds besides this topic and callback's. */
    heldBesides: (userId: number, topicHash: string, callback: string, now: Date) => heldBesides(db, userId, topicHash, callback, now),

    async remove(topicHash: string, callback: string): Promise<void> {
      await db
        .delete(websubSubscriptions)
        .where(and(eq(websubSubscriptions.topicHash, topicHash), eq(websubSubscriptions.callback, callback)));
    },

    async removeById(id: number): Promise<void> {
      await db.delete(websubSubscriptions).where(eq(websubSubscriptions.id, id));
    },

    /** A live subscription as its delivery needs it; undefined once it ended. */
    async forDelivery(id: number, now: Date): Promise<WebsubSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(websubSubscriptions)
        .where(and(eq(websubSubscriptions.id, id), live(now)))
        .limit(1);
      return row;
    },

    /**
     * The live subscriptions whose feed the change touches: every "all news" feed; a category's when the item is or
     * was in it (an event's categories are all it has been in); a saved search's when the item is in its categories
     * and language and holds its words (or is gone, so its withdrawal reaches every feed that may have listed it).
     */
    async matching(change: ItemChange, now: Date, tx: Database): Promise<number[]> {
      const categories = intArray(change.categoryIds);
      const result = await tx.execute(sql`select s.id from websub_subscriptions s
        where s.expires_at > ${now.toISOString()}
          and exists (select 1 from feed_tokens t where t.user_id = s.user_id and t.token_hash = s.token_hash)
          and (s.scope = 'news'
            or (s.scope = 'category' and s.category_id = any(${categories}))
            or (s.scope = 'search' and exists (select 1 from saved_searches q where q.id = s.search_id
              and (cardinality(q.category_ids) = 0 or q.category_ids && ${categories})
              and (q.language_id is null or q.language_id = ${change.languageId})
              and (q.match_query is null
                or not exists (select 1 from news n where n.id = ${change.newsId})
                or exists (select 1 from news n where n.id = ${change.newsId} and n.search_vector @@ to_tsquery('simple', q.match_query))))))
        order by s.id`);
      return rowsOf<{ id: number }>(result).map((row) => row.id);
    },

    /**
     * Ends every subscription whose lease ran out or whose token was rotated; answers those ended by a rotation (their
     * subscribers are told) and how many ended in all.
     */
    async endLapsed(now: Date): Promise<{ ended: number; rotated: Pick<WebsubSubscriptionRow, 'sealedTopic' | 'callback'>[] }> {
      const ended = await db
        .delete(websubSubscriptions)
        .where(
          sql`${lte(websubSubscriptions.expiresAt, now)} or not exists (select 1 from feed_tokens t
            where t.user_id = ${websubSubscriptions.userId} and t.token_hash = ${websubSubscriptions.tokenHash})`,
        )
        .returning({
          sealedTopic: websubSubscriptions.sealedTopic,
          callback: websubSubscriptions.callback,
          expiresAt: websubSubscriptions.expiresAt,
        });
      const rotated = ended.filter((row) => row.expiresAt > now).map(({ sealedTopic, callback }) => ({ sealedTopic, callback }));
      return { ended: ended.length, rotated };
    },
  };
}
export type WebsubRepository = ReturnType<typeof createWebsubRepository>;
