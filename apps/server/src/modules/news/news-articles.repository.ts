/** Read model: a readable news item as it is published outside the portal (a client site's article), with its language, categories, terms and files, in one statement; writes nothing. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { newsUsageNotice } from '../content/usage-terms.ts';

/** A picture, video or PDF of an article, in the item's order. */
export type NewsArticleFile = { kind: 'image' | 'video' | 'pdf'; role: 'attachment' | 'main' | 'poster'; path: string; caption: string };

/** A news item clients can read, with what a site publishing it shows. */
export type NewsArticle = {
  id: number;
  title: string;
  content: string;
  metaDescription: string;
  languageCode: string;
  categories: { id: number; name: string; slug: string }[];
  publishAt: Date;
  revisedAt: Date | null;
  sourceName: string | null;
  /** The effective usage terms and the editor's note ('' = none). */
  usageTerms: string;
  editorNote: string;
  provinceId: number | null;
  districtId: number | null;
  localLevelId: number | null;
  files: NewsArticleFile[];
};

/** The article as PostgreSQL builds it: dates still as text. */
type ArticleJson = Omit<NewsArticle, 'publishAt' | 'revisedAt'> & { publishAt: string; revisedAt: string | null };

/** Qualified: a one-table select writes its columns bare, and a bare `id` inside the subqueries would be theirs. */
const column = (name: string) => sql.raw(`"news"."${name}"`);

const articleJson = sql<ArticleJson>`json_build_object(
  'id', ${column('id')}, 'title', ${news.title}, 'content', ${news.content}, 'metaDescription', ${news.metaDescription},
  'publishAt', ${news.publishAt}, 'revisedAt', ${news.revisedAt}, 'sourceName', ${news.sourceName},
  'usageTerms', ${newsUsageNotice.usageTerms}, 'editorNote', ${newsUsageNotice.editorNote},
  'provinceId', ${news.provinceId}, 'districtId', ${news.districtId}, 'localLevelId', ${news.localLevelId},
  'languageCode', (select code from languages where languages.id = ${column('language_id')}),
  'categories', coalesce((select json_agg(json_build_object('id', id, 'name', name, 'slug', slug)
      order by array_position(${column('category_ids')}, id)) from categories where id = any(${column('category_ids')})), '[]'::json),
  'files', coalesce((select json_agg(json_build_object('kind', kind, 'role', role, 'path', path, 'caption', caption)
      order by position, id) from media where news_id = ${column('id')}), '[]'::json))`;

export function createNewsArticlesRepository(db: Database) {
  // Prepared once: each push of an item to a client's site reads it.
  const readableById = db
    .select({ article: articleJson })
    .from(news)
    .where(
      sql`${news.id} = ${sql.placeholder('id')}::int and ${news.status} = 'published' and ${news.publishAt} <= ${sql.placeholder('now')}::timestamptz`,
    )
    .prepare('news_article_by_id');

  return {
    /** The item while clients can read it (published, past its publish time); undefined otherwise. */
    async readable(id: number, now: Date): Promise<NewsArticle | undefined> {
      const [row] = (await readableById.execute({ id, now: now.toISOString() })) as { article: ArticleJson }[];
      if (!row) return undefined;
      const { article } = row;
      return {
        ...article,
        publishAt: new Date(article.publishAt),
        revisedAt: article.revisedAt === null ? null : new Date(article.revisedAt),
      };
    },
  };
}
export type NewsArticlesRepository = ReturnType<typeof createNewsArticlesRepository>;
