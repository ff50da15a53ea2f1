import type { PageQuery } from '@portal/shared';
import { and, arrayOverlaps, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';
import {
  classificationConditions,
  dateConditions,
  excluding,
  listOrder,
  offsetOf,
  readPage,
  searchCondition,
  visibleToClients,
} from '../content/content-query.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;

/** The side lists of the video page: `excludeId` leaves the shown video out, `relatedTo` keeps its categories. */
export type VideoListScope = { excludeId?: number | undefined; relatedTo?: number[] | undefined };

export function createVideosRepository(db: Database) {
  return {
    ...createPublishableRepository(db, videos),

    listVisible(query: PageQuery, scope: VideoListScope, now: Date): Promise<{ rows: VideoRow[]; total: number }> {
      const search = searchCondition(videos, query);
      const where = and(
        visibleToClients(videos, now),
        ...dateConditions(videos, query, now),
        ...classificationConditions(videos, query),
        ...excluding(videos, scope.excludeId),
        scope.relatedTo ? arrayOverlaps(videos.categoryIds, scope.relatedTo) : undefined,
        ...search.where,
      );
      return readPage(
        db
          .select()
          .from(videos)
          .where(where)
          .orderBy(...listOrder(videos, query, search.rank))
          .limit(query.rowsPerPage)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(videos).where(where),
      );
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
