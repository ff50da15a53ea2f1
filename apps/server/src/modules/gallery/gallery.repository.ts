import type { PageQuery } from '@portal/shared';
import { and, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleries } from '../../db/schema.ts';
import { dateConditions, listOrder, offsetOf, readPage, searchCondition, visibleToClients } from '../content/content-query.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';

export type GalleryRow = typeof galleries.$inferSelect;
export type NewGallery = typeof galleries.$inferInsert;

export function createGalleryRepository(db: Database) {
  return {
    ...createPublishableRepository(db, galleries),

    listVisible(query: PageQuery, now: Date): Promise<{ rows: GalleryRow[]; total: number }> {
      const search = searchCondition(galleries, query);
      const where = and(visibleToClients(galleries, now), ...dateConditions(galleries, query, now), ...search.where);
      return readPage(
        db
          .select()
          .from(galleries)
          .where(where)
          .orderBy(...listOrder(galleries, query, search.rank))
          .limit(query.rowsPerPage)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(galleries).where(where),
      );
    },
  };
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
