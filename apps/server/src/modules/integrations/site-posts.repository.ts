import type { SitePushAction } from '@portal/shared';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { clientCategories, siteAutoPush, siteDeliveries, sitePosts } from '../../db/schema.ts';
import { planInForce } from '../subscription/subscription.repository.ts';

export type SitePostRow = typeof sitePosts.$inferSelect;
export type SiteDeliveryRow = typeof siteDeliveries.$inferSelect;
/** A delivery as the log shows it: with the item's title and whether Retry can still do something. */
export type LoggedDelivery = SiteDeliveryRow & { title: string; retryable: boolean };

/** A failed attempt is worth a retry while its site post has not taken what the attempt was to bring. */
const retryable = sql<boolean>`(${siteDeliveries.status} = 'failed' and ${sitePosts.id} is not null and case
  when ${siteDeliveries.action} = 'takedown' then not ${sitePosts.takenDown}
  else ${sitePosts.deliveredVersion} is null or ${sitePosts.takenDown} or coalesce(${siteDeliveries.version}, 0) > ${sitePosts.deliveredVersion} end)`;

const loggedFields = {
  delivery: siteDeliveries,
  title: sql<string>`coalesce(${sitePosts.title}, (select n.title from news n where n.id = ${siteDeliveries.newsId}), '')`,
  retryable,
};

/**
 * Items on clients' sites: one `site_posts` row per item and site, the auto-push rules that
 * make them, and every attempt in `site_deliveries`. Always read through the owner's id where a client asks.
 */
export function createSitePostsRepository(db: Database) {
  return {
    /** The item's post on the client's site, made on the first push (manual or automatic); the chosen category is kept. */
    async upsertManual(values: {
      userId: number;
      newsId: number;
      siteCategoryExternalId: number;
      siteCategoryName: string;
      title: string;
    }) {
      const [row] = await db
        .insert(sitePosts)
        .values({ ...values, automatic: false })
        .onConflictDoUpdate({
          target: [sitePosts.userId, sitePosts.newsId],
          set: {
            siteCategoryExternalId: values.siteCategoryExternalId,
            siteCategoryName: values.siteCategoryName,
            title: values.title,
            updatedAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('upsert into site_posts returned nothing');
      return row;
    },

    async find(id: number): Promise<SitePostRow | undefined> {
      const [row] = await db.select().from(sitePosts).where(eq(sitePosts.id, id));
      return row;
    },

    /**
     * Takes the post's push lease for `ms` (on the database's clock, which every instance shares) unless another
     * push holds one; answers the post as it stands then, or undefined while the lease is another's.
     */
    async takePushLease(id: number, ms: number): Promise<SitePostRow | undefined> {
      const [row] = await db
        .update(sitePosts)
        .set({ pushLeaseUntil: sql`now() + make_interval(secs => ${ms / 1000})` })
        .where(and(eq(sitePosts.id, id), or(isNull(sitePosts.pushLeaseUntil), lte(sitePosts.pushLeaseUntil, sql`now()`))))
        .returning();
      return row;
    },

    async releasePushLease(id: number) {
      await db.update(sitePosts).set({ pushLeaseUntil: null }).where(eq(sitePosts.id, id));
    },

    /**
     * Auto-push of usable items: one post per item and client whose rules name a category the item is in
     * now, whose site is configured, who is not suspended and holds a running subscription. Answers the
     * ids of the posts made (an item and site that already have one get none: once per item and site).
     */
    async insertAutoPosts(newsIds: number[], at: Date, tx: Database): Promise<number[]> {
      if (newsIds.length === 0) return [];
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into site_posts (user_id, news_id, site_category_external_id, site_category_name, automatic, title)
          select distinct on (r.user_id, n.id) r.user_id, n.id, r.site_category_external_id, coalesce(cc.name, ''), true, n.title
          from news n
          join site_auto_push r on r.category_id = any(n.category_ids)
          join client_sites s on s.user_id = r.user_id
          join users u on u.id = r.user_id and u.suspended_at is null
          left join client_categories cc on cc.user_id = r.user_id and cc.external_id = r.site_category_external_id
          where n.id = any(${sql.param(newsIds)}::int[])
            and ${planInForce(sql`r.user_id`, at)}
          order by r.user_id, n.id, array_position(n.category_ids, r.category_id)
          on conflict (user_id, news_id) do nothing
          returning id`),
      );
      return rows.map((row) => row.id);
    },

    /** Posts of these items that a correction may concern (every one) or a take-down (those the site holds). */
    async postsOf(newsIds: number[], held: boolean, tx: Database): Promise<number[]> {
      if (newsIds.length === 0) return [];
      const rows = await tx
        .select({ id: sitePosts.id })
        .from(sitePosts)
        .where(
          and(
            inArray(sitePosts.newsId, newsIds),
            held ? sql`${sitePosts.deliveredVersion} is not null and not ${sitePosts.takenDown}` : undefined,
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Logs an attempt and, when the site took it, what the site now holds. Pushes of one post may cross
     * (each carries the item as it stood when it started); the site keeps the highest version, and so does this.
     */
    async recordAttempt(
      post: SitePostRow,
      attempt: {
        action: SitePushAction;
        version: number;
        automatic: boolean;
        attempt: number;
        status: 'delivered' | 'failed';
        httpStatus: number | null;
        message: string;
        durationMs: number;
        title?: string;
      },
    ): Promise<SiteDeliveryRow> {
      return db.transaction(async (tx) => {
        const { title, ...logged } = attempt;
        const [row] = await tx
          .insert(siteDeliveries)
          .values({
            ...logged,
            userId: post.userId,
            newsId: post.newsId,
            sitePostId: post.id,
            categoryExternalId: post.siteCategoryExternalId,
            categoryName: post.siteCategoryName,
          })
          .returning();
        if (!row) throw new Error('insert into site_deliveries returned nothing');
        if (attempt.status === 'delivered') {
          const newest = sql`${attempt.version} >= coalesce(${sitePosts.deliveredVersion}, 0)`;
          await tx
            .update(sitePosts)
            .set({
              deliveredVersion: sql`greatest(coalesce(${sitePosts.deliveredVersion}, 0), ${attempt.version})`,
              takenDown: sql`case when ${newest} then ${attempt.action === 'takedown'} else ${sitePosts.takenDown} end`,
              ...(title === undefined ? {} : { title }),
              updatedAt: new Date(),
            })
            .where(eq(sitePosts.id, post.id));
        }
        return row;
      });
    },

    /** The client's log, newest first. */
    async deliveries(userId: number, page: number, perPage: number): Promise<{ rows: LoggedDelivery[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select(loggedFields)
          .from(siteDeliveries)
          .leftJoin(sitePosts, eq(sitePosts.id, siteDeliveries.sitePostId))
          .where(eq(siteDeliveries.userId, userId))
          .orderBy(desc(siteDeliveries.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(siteDeliveries).where(eq(siteDeliveries.userId, userId)),
      ]);
      return { rows: rows.map(({ delivery, ...rest }) => ({ ...delivery, ...rest })), total: Number(totals?.total ?? 0) };
    },

    /** One item's attempts by the client, newest first. */
    async deliveriesOfItem(userId: number, newsId: number, limit: number): Promise<LoggedDelivery[]> {
      const rows = await db
        .select(loggedFields)
        .from(siteDeliveries)
        .leftJoin(sitePosts, eq(sitePosts.id, siteDeliveries.sitePostId))
        .where(and(eq(siteDeliveries.userId, userId), eq(siteDeliveries.newsId, newsId)))
        .orderBy(desc(siteDeliveries.id))
        .limit(limit);
      return rows.map(({ delivery, ...rest }) => ({ ...delivery, ...rest }));
    },

    async delivery(userId: number, id: number): Promise<LoggedDelivery | undefined> {
      const [row] = await db
        .select(loggedFields)
        .from(siteDeliveries)
        .leftJoin(sitePosts, eq(sitePosts.id, siteDeliveries.sitePostId))
        .where(and(eq(siteDeliveries.userId, userId), eq(siteDeliveries.id, id)));
      return row && { ...row.delivery, title: row.title, retryable: row.retryable };
    },

    async autoPushRules(userId: number) {
      return db
        .select({ categoryId: siteAutoPush.categoryId, siteCategoryExternalId: siteAutoPush.siteCategoryExternalId })
        .from(siteAutoPush)
        .where(eq(siteAutoPush.userId, userId))
        .orderBy(asc(siteAutoPush.categoryId));
    },

    /** Replaces the client's rules in one transaction: two saves racing leave one of the two sets whole. */
    async replaceAutoPushRules(userId: number, rules: { categoryId: number; siteCategoryExternalId: number }[]) {
      await db.transaction(async (tx) => {
        await tx.delete(siteAutoPush).where(eq(siteAutoPush.userId, userId));
        if (rules.length > 0) await tx.insert(siteAutoPush).values(rules.map((rule) => ({ ...rule, userId })));
      });
    },

    /** Which of these ids are categories of the client's site, as last fetched. */
    async knownSiteCategories(userId: number, externalIds: number[]): Promise<Set<number>> {
      if (externalIds.length === 0) return new Set();
      const rows = await db
        .select({ id: clientCategories.externalId })
        .from(clientCategories)
        .where(and(eq(clientCategories.userId, userId), inArray(clientCategories.externalId, externalIds)));
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type SitePostsRepository = ReturnType<typeof createSitePostsRepository>;
