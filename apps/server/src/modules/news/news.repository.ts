import type { PageQuery } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { classificationConditions, readVisiblePage, visibleToClients } from '../content/content-query.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

/** Card columns: everything but the body, which only the detail call sends. */
const cardColumns = {
  id: news.id,
  title: news.title,
  metaDescription: news.metaDescription,
  languageId: news.languageId,
  categoryIds: news.categoryIds,
  pin: news.pin,
  autoPost: news.autoPost,
  publishAt: news.publishAt,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
};
export type NewsCardRow = { [K in keyof typeof cardColumns]: NewsRow[K] };

export function createNewsRepository(db: Database) {
  return {
    ...createPublishableRepository(db, news),

    listVisible(query: PageQuery, now: Date): Promise<{ rows: NewsCardRow[]; total: number }> {
      return readVisiblePage(db, news, cardColumns, query, classificationConditions(news, query), now);
    },

    pinnedVisible(now: Date, limit: number): Promise<NewsCardRow[]> {
      return db
        .select(cardColumns)
        .from(news)
        .where(and(visibleToClients(news, now), eq(news.pin, true)))
        .orderBy(sql`${news.publishAt} desc nulls last`)
        .limit(limit);
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
