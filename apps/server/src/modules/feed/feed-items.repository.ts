/** Read model: readable news items (published, past their publish time) by id, each with its language, categories and files, in one statement; writes nothing. */
import type { MediaTopic } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, type StoredRendition } from '../../db/schema.ts';
import { newsUsageNotice } from '../content/usage-terms.ts';
import type { NewsArticle } from '../news/news-articles.repository.ts';

/** A file of a news item as the machine feeds describe it. */
export type FeedItemFile = {
  id: number;
  kind: 'image' | 'video' | 'pdf';
  role: 'attachment' | 'main' | 'poster';
  path: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  caption: string;
  renditions: StoredRendition[] | null;
};

/**
 * A news item with what ninjs, NITF and the text download say of it: the article, whether it is pinned or breaking, its
 * files in full, and its categories' IPTC Media Topics (each category's in staff's order, categories in the item's, each once).
 */
export type FeedItem = Omit<NewsArticle, 'files'> & { breaking: boolean; pin: boolean; files: FeedItemFile[]; mediaTopics: MediaTopic[] };

/** `news.id` qualified: drizzle writes a one-table select's columns bare, and a bare `id` in the files' subquery would be the file's. */
const newsId = sql.raw('"news"."id"');

/** The item as PostgreSQL builds it: dates still as text. */
type FeedItemJson = Omit<FeedItem, 'publishAt' | 'revisedAt' | 'mediaTopics'> & {
  publishAt: string;
  revisedAt: string | null;
  mediaTopicCodes: string[];
};

const itemJson = sql<FeedItemJson>`json_build_object(
  'id', ${news.id}, 'title', ${news.title}, 'content', ${news.content}, 'metaDescription', ${news.metaDescription},
  'languageCode', (select l.code from languages l where l.id = ${news.languageId}),
  'categories', coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
      order by array_position(${news.categoryIds}, c.id)) from categories c where c.id = any(${news.categoryIds})), '[]'::json),
  'mediaTopicCodes', coalesce((select json_agg(t.code order by array_position(${news.categoryIds}, t.category_id), t.position, t.code)
    from category_media_topics t where t.category_id = any(${news.categoryIds})), '[]'::json),
  'publishAt', ${news.publishAt}, 'revisedAt', ${news.revisedAt}, 'breaking', ${news.breaking}, 'pin', ${news.pin},
  'sourceName', ${news.sourceName},
  'provinceId', ${news.provinceId}, 'districtId', ${news.districtId}, 'localLevelId', ${news.localLevelId},
  'usageTerms', ${newsUsageNotice.usageTerms}, 'editorNote', ${newsUsageNotice.editorNote},
  'files', coalesce((select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'role', m.role, 'path', m.path, 'mime', m.mime,
      'size', m.size, 'width', m.width, 'height', m.height, 'caption', m.caption, 'renditions', m.renditions) order by m.position, m.id)
    from media m where m.news_id = ${newsId}), '[]'::json))`;

const readableByIdsOn = (database: Database) =>
  database
    .select({ item: itemJson })
    .from(news)
    .where(
      sql`${news.id} = any(${sql.placeholder('ids')}::int[]) and ${news.status} = 'published' and ${news.publishAt} <= ${sql.placeholder('now')}::timestamptz`,
    );

/** Describes a Media Topic code (the mediaTopics piece's `topicOf`); undefined for one the vocabulary does not hold. */
export type TopicOf = (code: string) => MediaTopic | undefined;

export function createFeedItemsRepository(db: Database, topicOf: TopicOf) {
  // Prepared once: a feed page asks for up to 100 items, and planning the statement cost as much as running it.
  const readableByIds = readableByIdsOn(db).prepare('feed_items_by_ids');

  return {
    /** The readable items among `ids`; `tx` reads inside a transaction (the item-change dispatcher's). */
    async readable(ids: number[], now: Date, tx?: Database): Promise<Map<number, FeedItem>> {
      if (ids.length === 0) return new Map();
      const values = { ids, now: now.toISOString() };
      const rows = (await (tx ? readableByIdsOn(tx).execute(values) : readableByIds.execute(values))) as { item: FeedItemJson }[];
      return new Map(
        rows.map(({ item: { mediaTopicCodes, ...item } }) => [
          item.id,
          {
            ...item,
            publishAt: new Date(item.publishAt),
            revisedAt: item.revisedAt === null ? null : new Date(item.revisedAt),
            mediaTopics: [...new Set(mediaTopicCodes)].flatMap((code) => topicOf(code) ?? []),
          },
        ]),
      );
    },
  };
}
export type FeedItemsRepository = ReturnType<typeof createFeedItemsRepository>;
