import type { OwnNewsStatus } from '@portal/shared';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type FieldChange, news, newsVersions } from '../../db/schema.ts';
import { classificationsInUse } from '../content/content-query.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';
import { deriveNewsRow } from './news-row.ts';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

/** The statuses in which an item is still its author's to change; saving one sends it back for review. */
export const EDITABLE_STATUSES = ['pending', 'changes_requested'] as const satisfies readonly OwnNewsStatus[];

/** What a client's edit of its upload sets; the summary stays the row's own. */
export type PendingEdit = { title: string; content: string; languageId: number; categoryIds: number[] };

/** The columns a review decision sets. */
export type ReviewColumns = Pick<NewNews, 'status' | 'reviewNote' | 'sourceName' | 'publishAt' | 'reviewedBy' | 'reviewedAt' | 'updatedAt'>;

export function createNewsRepository(db: Database) {
  return {
    ...createPublishableRepository(db, news),
    ...classificationsInUse(db, news),

    /** The row, locked until the transaction `tx` ends. */
    async lockForUpdate(id: number, tx: Database): Promise<NewsRow | undefined> {
      const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
      return row;
    },

    async update(id: number, values: Partial<NewNews>, via: Database = db): Promise<NewsRow | undefined> {
      const [row] = await via.update(news).set(values).where(eq(news.id, id)).returning();
      return row;
    },

    /**
     * Writes a client's edit only while the item is still its author's to change, derives the text
     * columns with the summary the row holds, and puts it back in the review queue; undefined when it
     * no longer is editable.
     */
    async updatePending(id: number, userId: number, edit: PendingEdit, now: Date, via: Database = db): Promise<NewsRow | undefined> {
      const editable = and(eq(news.id, id), eq(news.userId, userId), inArray(news.status, EDITABLE_STATUSES));
      const [before] = await via.select({ metaDescription: news.metaDescription }).from(news).where(editable).for('update');
      if (!before) return undefined;
      const [row] = await via
        .update(news)
        .set({ ...edit, ...deriveNewsRow({ ...edit, metaDescription: before.metaDescription }), status: 'pending', updatedAt: now })
        .where(editable)
        .returning();
      return row;
    },

    /** Records a decision on a pending item; undefined when it is no longer pending (decided already). */
    async decidePending(id: number, columns: ReviewColumns, via: Database = db): Promise<NewsRow | undefined> {
      const [row] = await via
        .update(news)
        .set(columns)
        .where(and(eq(news.id, id), eq(news.status, 'pending')))
        .returning();
      return row;
    },

    async insertVersion(newsId: number, editorId: number, changes: Record<string, FieldChange>, via: Database = db): Promise<void> {
      await via.insert(newsVersions).values({ newsId, editorId, changes });
    },

    /** Deletes items (their files' rows go with them); answers how many went. */
    async remove(ids: number[], via: Database = db): Promise<number> {
      const deleted = await via.delete(news).where(inArray(news.id, ids)).returning({ id: news.id });
      return deleted.length;
    },

    /** Published items whose publish time lies in (from, until], oldest first: what the live feed announces. */
    publishedBetween(from: Date, until: Date, limit: number) {
      return db
        .select({
          id: news.id,
          title: news.title,
          breaking: news.breaking,
          languageId: news.languageId,
          categoryIds: news.categoryIds,
          publishAt: news.publishAt,
        })
        .from(news)
        .where(and(eq(news.status, 'published'), gt(news.publishAt, from), lte(news.publishAt, until)))
        .orderBy(asc(news.publishAt), asc(news.id))
        .limit(limit);
    },

    /** The titles of the items with these ids, by id. */
    async titlesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, ids));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** The categories of the items with these ids, by id; `via` reads in the item-change dispatcher's transaction. */
    async categoriesOf(ids: number[], via: Database = db): Promise<Map<number, number[]>> {
      if (ids.length === 0) return new Map();
      const rows = await via.select({ id: news.id, categoryIds: news.categoryIds }).from(news).where(inArray(news.id, ids));
      return new Map(rows.map((row) => [row.id, row.categoryIds]));
    },

    /** What auto-posting sends of an item. */
    async toPost(id: number) {
      const [row] = await db
        .select({
          id: news.id,
          title: news.title,
          summary: news.metaDescription,
          status: news.status,
          publishAt: news.publishAt,
          categoryIds: news.categoryIds,
        })
        .from(news)
        .where(eq(news.id, id))
        .limit(1);
      return row;
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
