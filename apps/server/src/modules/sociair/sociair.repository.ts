import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  autoPosts,
  categories,
  news,
  type SociairAccountDetails,
  sociairCategories,
  sociairLinks,
  sociairProfiles,
} from '../../db/schema.ts';

export type SociairLinkRow = typeof sociairLinks.$inferSelect;
export type SociairProfileRow = typeof sociairProfiles.$inferSelect;
export type SociairCategoryRow = typeof sociairCategories.$inferSelect;

export type SyncedProfile = { externalId: string; name: string; type: string; logo: string | null };
export type SyncedCategory = { externalId: string; name: string; slug: string };

/** What the service listed at a sync: the account, its allowed profiles, its categories. */
export type SyncSnapshot = { account: SociairAccountDetails; profiles: SyncedProfile[]; categories: SyncedCategory[] };

const RECENT_POSTS = 10;

/** The connection rows of one client; every query is keyed by the owner's id. */
export function createSociairRepository(db: Database) {
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
        const agencyIds = await agencyCategoryIdsBySlug(tx, snapshot.categories);
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

    async recentPosts(userId: number) {
      return db
        .select({
          id: autoPosts.id,
          newsId: autoPosts.newsId,
          title: news.title,
          status: autoPosts.status,
          attempts: autoPosts.attempts,
          lastError: autoPosts.lastError,
          deliveredAt: autoPosts.deliveredAt,
          createdAt: autoPosts.createdAt,
        })
        .from(autoPosts)
        .innerJoin(news, eq(news.id, autoPosts.newsId))
        .where(eq(autoPosts.userId, userId))
        .orderBy(desc(autoPosts.createdAt), desc(autoPosts.id))
        .limit(RECENT_POSTS);
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

async function agencyCategoryIdsBySlug(tx: Database, listed: SyncedCategory[]): Promise<Map<string, number>> {
  const slugs = listed.map((category) => category.slug);
  if (slugs.length === 0) return new Map();
  const rows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
