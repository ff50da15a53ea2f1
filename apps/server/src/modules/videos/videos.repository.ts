import type { PageQuery } from '@portal/shared';
import { arrayOverlaps, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';
import {
  classificationConditions,
  classificationsInUse,
  columnsPage,
  excluding,
  readVisiblePage,
  type VisiblePage,
} from '../content/content-query.ts';
import type { Remember } from '../content/content-search.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';
import { type FacetsSearch, readSearchFacets } from '../content/search-facets.ts';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;

/** The side lists of the video page: `excludeId` leaves the shown video out, `relatedTo` keeps its categories. */
export type VideoListScope = { excludeId?: number | undefined; relatedTo?: number[] | undefined };

/** Keeps what a search finds apart per side list: the same words find other items there. */
const scopedBy =
  (remember: Remember, scope: VideoListScope): Remember =>
  (key, load) =>
    remember(`${key}:${JSON.stringify(scope)}`, load);

export function createVideosRepository(db: Database) {
  return {
    ...createPublishableRepository(db, videos),
    ...classificationsInUse(db, videos),

    /** `topicCodes`: ContentDeps `topicCodes`; `remember`: content/content-search.ts, kept apart per scope. */
    listVisible(
      query: PageQuery,
      topicCodes: string[] | undefined,
      scope: VideoListScope,
      now: Date,
      remember: Remember,
    ): Promise<VisiblePage<VideoRow>> {
      const conditions = [
        ...classificationConditions(videos, query, topicCodes),
        ...excluding(videos, scope.excludeId),
        scope.relatedTo ? arrayOverlaps(videos.categoryIds, scope.relatedTo) : undefined,
      ];
      const scoped = scopedBy(remember, scope);
      return readVisiblePage(db, videos, columnsPage(db, videos, getTableColumns(videos)), query, conditions, now, scoped);
    },

    /** Counts of a search's matches in the videos list (no side list) per category, language, province and date band. */
    searchFacets: (search: FacetsSearch, remember: Remember) => readSearchFacets(db, videos, search, scopedBy(remember, {})),
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
