/** Read model: readable news items (published, past their publish time) by id, each with its language, categories and files, in one statement; writes nothing. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StoredRendition } from '../../db/schema.ts';

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

/** A news item with what ninjs, NITF and the text download say of it. */
export type FeedItem = {
  id: number;
  title: string;
  content: string;
  metaDescription: string;
  languageCode: string;
  categories: { id: number; name: string; slug: string }[];
  publishAt: Date;
  revisedAt: Date | null;
  breaking: boolean;
  pin: boolean;
  sourceName: string | null;
  files: FeedItemFile[];
};

type FeedItemRow = {
  id: number;
  title: string;
  content: string;
  meta_description: string;
  language_code: string;
  categories: FeedItem['categories'];
  publish_at: string | Date;
  revised_at: string | Date | null;
  breaking: boolean;
  pin: boolean;
  source_name: string | null;
  files: FeedItemFile[];
};

export function createFeedItemsRepository(db: Database) {
  return {
    async readable(ids: number[], now: Date): Promise<Map<number, FeedItem>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`select n.id, n.title, n.content, n.meta_description, l.code as language_code,
          coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by array_position(n.category_ids, c.id))
            from categories c where c.id = any(n.category_ids)), '[]'::json) as categories,
          n.publish_at, n.revised_at, n.breaking, n.pin, n.source_name,
          coalesce((select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'role', m.role, 'path', m.path, 'mime', m.mime,
              'size', m.size, 'width', m.width, 'height', m.height, 'caption', m.caption, 'renditions', m.renditions) order by m.position, m.id)
            from media m where m.news_id = n.id), '[]'::json) as files
        from news n join languages l on l.id = n.language_id
        where n.id = any(${`{${ids.join(',')}}`}::integer[]) and n.status = 'published' and n.publish_at <= ${now.toISOString()}`);
      const rows = (result as unknown as { rows: FeedItemRow[] }).rows;
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            title: row.title,
            content: row.content,
            metaDescription: row.meta_description,
            languageCode: row.language_code,
            categories: row.categories,
            publishAt: new Date(row.publish_at),
            revisedAt: row.revised_at === null ? null : new Date(row.revised_at),
            breaking: row.breaking,
            pin: row.pin,
            sourceName: row.source_name,
            files: row.files,
          },
        ]),
      );
    },
  };
}
export type FeedItemsRepository = ReturnType<typeof createFeedItemsRepository>;
