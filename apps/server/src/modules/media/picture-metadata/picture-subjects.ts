/**
 * Read model: reads media, news, galleries, videos, categories and languages for the IPTC metadata of an
 * item's pictures (one row per picture, with what its item says of it); writes nothing.
 */
import type { ItemKind, MediaTopic } from '@portal/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { galleries, media, news, videos } from '../../../db/schema.ts';
import { effectiveUsageTerms, newsUsageNotice } from '../../content/usage-terms.ts';
import type { PictureSubject } from './picture-fields.ts';

const languageOf = (languageId: PgColumn) => sql<string | null>`(select l.code from languages l where l.id = ${languageId})`;

const categoriesOf = (categoryIds: PgColumn) =>
  sql<{ name: string; nameNe: string }[]>`coalesce((select json_agg(json_build_object('name', c.name, 'nameNe', c.name_ne)
    order by array_position(${categoryIds}, c.id)) from categories c where c.id = any(${categoryIds})), '[]'::json)`;

/** The item's Media Topic codes: each category's in staff's order, categories in the item's (duplicates dropped when read). */
const mediaTopicCodesOf = (categoryIds: PgColumn) =>
  sql<string[]>`coalesce((select json_agg(t.code order by array_position(${categoryIds}, t.category_id), t.position, t.code)
    from category_media_topics t where t.category_id = any(${categoryIds})), '[]'::json)`;

const pictureColumns = {
  mediaId: media.id,
  path: media.path,
  renditions: media.renditions,
  caption: media.caption,
  createdAt: media.createdAt,
};

/** What differs between the kinds: the item's table and how its summary, language, categories and terms are read. */
function itemColumns(kind: ItemKind) {
  if (kind === 'news') {
    return {
      table: news,
      owner: media.newsId,
      columns: {
        summary: news.metaDescription as PgColumn | SQL,
        languageCode: languageOf(news.languageId),
        categories: categoriesOf(news.categoryIds),
        mediaTopicCodes: mediaTopicCodesOf(news.categoryIds),
        usageTerms: newsUsageNotice.usageTerms,
        sourceName: sql<string | null>`${news.sourceName}`,
      },
    };
  }
  if (kind === 'video') {
    return {
      table: videos,
      owner: media.videoId,
      columns: {
        summary: sql<string>`coalesce(nullif(${videos.metaDescription}, ''), ${videos.description})`,
        languageCode: languageOf(videos.languageId),
        categories: categoriesOf(videos.categoryIds),
        mediaTopicCodes: mediaTopicCodesOf(videos.categoryIds),
        usageTerms: effectiveUsageTerms(videos.usageTerms, videos.categoryIds),
        sourceName: sql<string | null>`null`,
      },
    };
  }
  return {
    table: galleries,
    owner: media.galleryId,
    columns: {
      summary: galleries.description as PgColumn | SQL,
      languageCode: sql<string | null>`null`,
      categories: sql<{ name: string; nameNe: string }[]>`'[]'::json`,
      mediaTopicCodes: sql<string[]>`'[]'::json`,
      usageTerms: effectiveUsageTerms(galleries.usageTerms, null),
      sourceName: sql<string | null>`null`,
    },
  };
}

/** `topicOf`: the mediaTopics piece's description of a code (undefined for one the vocabulary does not hold). */
export function createPictureSubjects(db: Database, topicOf: (code: string) => MediaTopic | undefined) {
  return {
    /** The pictures of a published item (a video's poster included), each with its item's fields; none when the item is not published. */
    async of(kind: ItemKind, itemId: number): Promise<PictureSubject[]> {
      const { table, owner, columns } = itemColumns(kind);
      const rows = await db
        .select({
          ...pictureColumns,
          itemId: table.id,
          title: table.title,
          publishAt: table.publishAt,
          provinceId: table.provinceId,
          districtId: table.districtId,
          localLevelId: table.localLevelId,
          summary: sql<string>`${columns.summary}`,
          languageCode: columns.languageCode,
          categories: columns.categories,
          mediaTopicCodes: columns.mediaTopicCodes,
          usageTerms: sql<string>`${columns.usageTerms}`,
          sourceName: columns.sourceName,
        })
        .from(media)
        .innerJoin(table, eq(owner, table.id))
        .where(and(eq(table.id, itemId), eq(table.status, 'published'), eq(media.kind, 'image')))
        .orderBy(media.position, media.id);
      return rows.map(({ mediaTopicCodes, ...row }) => ({
        ...row,
        kind,
        mediaTopics: [...new Set(mediaTopicCodes)].flatMap((code) => topicOf(code) ?? []),
      }));
    },
  };
}
export type PictureSubjects = ReturnType<typeof createPictureSubjects>;
