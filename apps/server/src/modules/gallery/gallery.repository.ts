import type { PageQuery } from '@portal/shared';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleries } from '../../db/schema.ts';
import { columnsPage, readVisiblePage, type VisiblePage } from '../content/content-query.ts';
import type { Remember } from '../content/content-search.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';

export type GalleryRow = typeof galleries.$inferSelect;
export type NewGallery = typeof galleries.$inferInsert;

export function createGalleryRepository(db: Database) {
  return {
    ...createPublishableRepository(db, galleries),

    listVisible(query: PageQuery, now: Date, remember: Remember): Promise<VisiblePage<GalleryRow>> {
      return readVisiblePage(db, galleries, columnsPage(db, galleries, getTableColumns(galleries)), query, [], now, remember);
    },
  };
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
