import { and, asc, desc, eq, exists, inArray, isNotNull, max, min, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  autoPostAttempts,
  autoPosts,
  type SociairAccountDetails,
  sociairCategories,
  sociairLinks,
  sociairProfiles,
} from '../../db/schema.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';

export type SociairLinkRow = typeof sociairLinks.$inferSelect;
export type SociairProfileRow = typeof sociairProfiles.$inferSelect;
export type SociairCategoryRow = typeof sociairCategories.$inferSelect;
export type AutoPostRow = typeof autoPosts.$inferSelect;
export type AutoPostAttempt = Omit<typeof autoPostAttempts.$inferInsert, 'id' | 'autoPostId' | 'createdAt'>;

export type SyncedProfile = { externalId: string; name: string; type: string; logo: string | null };
export type SyncedCategory = { externalId: string; name: string; slug: string };

/** What the service listed at a sync: the account, its allowed profiles, its categories. */
export type SyncSnapshot = { account: SociairAccountDetails; profiles: SyncedProfile[]; categories: SyncedCategory[] };

const RECENT_POSTS = 10;

/** The tables of other modules the connection reads: news titles, and the agency's categories at a sync. */
export type SociairReads = { news: Pick<NewsRepository, 'titlesOf'>; lookups: Pick<LookupsRepository, 'categoryIdsBySlug'> };

/** The connection rows of one client, keyed by the owner's id, and the auto-posts made for it. */
export function createSociairRepository(db: Database, reads: SociairReads) {
  return {
    async linkOf(userId: number): Promise<SociairLinkRow | undefined> {
      const [row] = await db.select().from(sociairLinks).where(eq(sociairLinks.userId, userId)).limit(1);
      return row;
    },

    /** A new tenant link replaces an earlier one, with whatever was chosen under it. */
    async link(userId: number, values: { tenantId: string; tenantName: string; username: string }): Promise<SociairLinkRow> {
      return db.transaction(async (tx) => {
        await forgetChoices(tx, userId);
        const [row] = await tx
          .insert(sociairLinks)
          .values({ userId, ...values })
          .onConflictDoUpdate({
            target: sociairLinks.userId,
            set: { ...values, sealedToken: null, needsLogin: false, autoPost: false, account: null, syncedAt: null, updatedAt: new Date() },
          })
          .returning();
        return row as SociairLinkRow;
      });
    },

    async unlink(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await forgetChoices(tx, userId);
        await tx.delete(sociairLinks).where(eq(sociairLinks.userId, userId));
      });
    },

    async update(
      userId: number,
      values: Partial<Pick<SociairLinkRow, 'sealedToken' | 'needsLogin' | 'autoPost' | 'tenantId' | 'tenantName' | 'username'>>,
    ) {
      const [row] = await db
        .update(sociairLinks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sociairLinks.userId, userId))
        .returning();
      return row;
    },

    /**
     * Replaces the account details, profiles and categories with what the service listed: rows it no
     * longer lists go, rows it still lists keep the client's choice, new rows start unchosen.
     */
    async applySync(userId: number, snapshot: SyncSnapshot, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sociairLinks)
          .set({ account: snapshot.account, syncedAt: at, updatedAt: at })
          .where(eq(sociairLinks.userId, userId));
        await replaceRows(tx, sociairProfiles, userId, snapshot.profiles, (profile, position) => ({
          name: profile.name,
          type: profile.type,
          logo: profile.logo,
          position,
        }));
        const agencyIds = await reads.lookups.categoryIdsBySlug(
          snapshot.categories.map((category) => category.slug),
          tx,
        );
        await replaceRows(tx, sociairCategories, userId, snapshot.categories, (category, position) => ({
          name: category.name,
          slug: category.slug,
          categoryId: agencyIds.get(category.slug) ?? null,
          position,
        }));
      });
    },

    async profilesOf(userId: number): Promise<SociairProfileRow[]> {
      return db
        .select()
        .from(sociairProfiles)
        .where(eq(sociairProfiles.userId, userId))
        .orderBy(asc(sociairProfiles.position), asc(sociairProfiles.id));
    },

    async categoriesOf(userId: number): Promise<SociairCategoryRow[]> {
      return db
        .select()
        .from(sociairCategories)
        .where(eq(sociairCategories.userId, userId))
        .orderBy(asc(sociairCategories.position), asc(sociairCategories.id));
    },

    /** Sets one of the client's own profiles; false when the id is not the client's. */
    async chooseProfile(userId: number, id: number, chosen: boolean): Promise<boolean> {
      const rows = await db
        .update(sociairProfiles)
        .set({ chosen })
        .where(and(eq(sociairProfiles.id, id), eq(sociairProfiles.userId, userId)))
        .returning({ id: sociairProfiles.id });
      return rows.length > 0;
    },

    async chooseCategory(userId: number, id: number, chosen: boolean): Promise<boolean> {
      const rows = await db
        .update(sociairCategories)
        .set({ chosen })
        .where(and(eq(sociairCategories.id, id), eq(sociairCategories.userId, userId)))
        .returning({ id: sociairCategories.id });
      return rows.length > 0;
    },

    async chosenProfileIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: sociairProfiles.id })
        .from(sociairProfiles)
        .where(and(eq(sociairProfiles.userId, userId), eq(sociairProfiles.chosen, true)))
        .orderBy(asc(sociairProfiles.position), asc(sociairProfiles.id));
      return rows.map((row) => row.id);
    },

    /** The client's latest auto-posts, newest first, each with its item's title. */
    async recentPosts(userId: number) {
      const rows = await db
        .select({
          id: autoPosts.id,
          newsId: autoPosts.newsId,
          status: autoPosts.status,
          attempts: autoPosts.attempts,
          lastError: autoPosts.lastError,
          deliveredAt: autoPosts.deliveredAt,
          createdAt: autoPosts.createdAt,
        })
        .from(autoPosts)
        .where(eq(autoPosts.userId, userId))
        .orderBy(desc(autoPosts.createdAt), desc(autoPosts.id))
        .limit(RECENT_POSTS);
      const titles = await reads.news.titlesOf(rows.map((row) => row.newsId));
      return rows.flatMap((row) => {
        const title = titles.get(row.newsId);
        return title === undefined ? [] : [{ ...row, title }];
      });
    },

    async autoPost(id: number): Promise<AutoPostRow | undefined> {
      const [row] = await db.select().from(autoPosts).where(eq(autoPosts.id, id)).limit(1);
      return row;
    },

    /**
     * Linked clients with Auto Post on, a token the service still takes and a chosen profile, each with its
     * chosen categories among `categoryIds` (clients choosing none of them are left out).
     */
    async autoPostChoices(categoryIds: number[], via: Database = db): Promise<Map<number, number[]>> {
      if (categoryIds.length === 0) return new Map();
      const rows = await via
        .select({ userId: sociairLinks.userId, categoryId: sociairCategories.categoryId })
        .from(sociairLinks)
        .innerJoin(
          sociairCategories,
          and(
            eq(sociairCategories.userId, sociairLinks.userId),
            eq(sociairCategories.chosen, true),
            inArray(sociairCategories.categoryId, categoryIds),
          ),
        )
        .where(
          and(
            eq(sociairLinks.autoPost, true),
            isNotNull(sociairLinks.sealedToken),
            eq(sociairLinks.needsLogin, false),
            exists(
              via
                .select({ one: sql`1` })
                .from(sociairProfiles)
                .where(and(eq(sociairProfiles.userId, sociairLinks.userId), eq(sociairProfiles.chosen, true))),
            ),
          ),
        );
      const choices = new Map<number, number[]>();
      for (const { userId, categoryId } of rows) {
        if (categoryId !== null) choices.set(userId, [...(choices.get(userId) ?? []), categoryId]);
      }
      return choices;
    },

    /** One auto-post per item and client, none twice (a later run, another instance): answers the new ids. */
    async insertAutoPosts(posts: { newsId: number; userId: number }[], tx: Database): Promise<number[]> {
      if (posts.length === 0) return [];
      const rows = await tx
        .insert(autoPosts)
        .values(posts)
        .onConflictDoNothing({ target: [autoPosts.userId, autoPosts.newsId] })
        .returning({ id: autoPosts.id });
      return rows.map((row) => row.id);
    },

    async settleAutoPost(id: number, values: Partial<typeof autoPosts.$inferInsert>, at: Date): Promise<void> {
      await db
        .update(autoPosts)
        .set({ ...values, updatedAt: at })
        .where(eq(autoPosts.id, id));
    },

    /** One delivery try: its record, and the auto-post's count, state and last error, together. */
    async recordAutoPostAttempt(id: number, attempt: AutoPostAttempt, values: Partial<typeof autoPosts.$inferInsert>, at: Date) {
      await db.transaction(async (tx) => {
        await tx.insert(autoPostAttempts).values({ autoPostId: id, ...attempt });
        await tx
          .update(autoPosts)
          .set({
            ...values,
            attempts: sql`${autoPosts.attempts} + 1`,
            lastError: attempt.outcome === 'delivered' ? null : attempt.message,
            updatedAt: at,
          })
          .where(eq(autoPosts.id, id));
      });
    },

    /** The ids among `newsIds` delivered to this client's social profiles. */
    async deliveredAmong(userId: number, newsIds: number[]): Promise<Set<number>> {
      if (newsIds.length === 0) return new Set();
      const rows = await db
        .select({ newsId: autoPosts.newsId })
        .from(autoPosts)
        .where(and(eq(autoPosts.userId, userId), inArray(autoPosts.newsId, newsIds), eq(autoPosts.status, 'delivered')));
      return new Set(rows.map((row) => row.newsId));
    },

    /** The lowest and highest news ids that went out to this client's profiles, or null before the first. */
    async deliveredRange(userId: number): Promise<{ first: number; last: number } | null> {
      const [row] = await db
        .select({ first: min(autoPosts.newsId), last: max(autoPosts.newsId) })
        .from(autoPosts)
        .where(and(eq(autoPosts.userId, userId), eq(autoPosts.status, 'delivered')));
      return row?.first != null && row.last != null ? { first: row.first, last: row.last } : null;
    },
  };
}
export type SociairRepository = ReturnType<typeof createSociairRepository>;

async function forgetChoices(tx: Database, userId: number) {
  await tx.delete(sociairProfiles).where(eq(sociairProfiles.userId, userId));
  await tx.delete(sociairCategories).where(eq(sociairCategories.userId, userId));
}

type SyncedTable = typeof sociairProfiles | typeof sociairCategories;

async function replaceRows<Item extends { externalId: string }>(
  tx: Database,
  table: SyncedTable,
  userId: number,
  items: Item[],
  valuesOf: (item: Item, position: number) => Record<string, unknown>,
) {
  // Both tables share user_id, external_id and chosen; drizzle cannot follow a union through its builders.
  const target = table as typeof sociairProfiles;
  const listed = items.map((item) => item.externalId);
  await tx.delete(target).where(and(eq(target.userId, userId), listed.length > 0 ? notInArray(target.externalId, listed) : sql`true`));
  for (const [position, item] of items.entries()) {
    const values = valuesOf(item, position) as Omit<typeof sociairProfiles.$inferInsert, 'userId' | 'externalId'>;
    await tx
      .insert(target)
      .values({ ...values, userId, externalId: item.externalId })
      .onConflictDoUpdate({ target: [target.userId, target.externalId], set: values });
  }
}
