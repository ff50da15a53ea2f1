/** Read model: the items that tell the same story as one item, from news, galleries or videos, search_words and category_media_topics; writes nothing. */
import { RELATED_ITEMS_LIMIT } from '@portal/shared';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleries, news, videos } from '../../db/schema.ts';
import type { ContentKind } from '../content/content.tables.ts';
import { visibleToClients } from '../content/content-query.ts';

/** How many of the item's rarest head words look for its story. */
const RELATED_WORDS = 6;
/**
 * A word held by at least this many items, or by this share of a smaller archive (never fewer than
 * COMMON_WORD_FLOOR items), says nothing of a story ("the", "नेपाल"), and its matches would be a scan.
 */
const COMMON_WORD_ITEMS = 2000;
const COMMON_WORD_SHARE = 0.05;
const COMMON_WORD_FLOOR = 50;
/** The newest items sharing a word that are scored: the bound of the work whatever the words. */
const RELATED_CANDIDATES = 300;

const TABLES = { news, gallery: galleries, video: videos } as const;

/** How much each kind of likeness weighs beside a shared word (a word held by 2 items weighs 0.91, by 1 000 items 0.14). */
const WEIGHTS = { localLevel: 0.5, district: 0.35, province: 0.15, category: 0.3, mediaTopic: 0.2 };

/** A lexeme as a tsquery's text: quoted, its quotes doubled and backslashes escaped (a cast to tsquery keeps it as it is). */
const quotedLexeme = (word: SQL) => sql`'''' || replace(replace(${word}, '\\', '\\\\'), '''', '''''') || ''''`;

/** A number of this file written into the statement, so the planner sees it. */
const constant = (value: number) => sql.raw(String(value));

/** How many items make a word common: the planner's row count of the table stands for the archive's size (-1 before any ANALYZE). */
const commonWordItems = (table: (typeof TABLES)[ContentKind]): SQL =>
  sql`least(${constant(COMMON_WORD_ITEMS)}, greatest(${constant(COMMON_WORD_FLOOR)}, (select reltuples from pg_class where oid = ${getTableName(table)}::regclass) * ${constant(COMMON_WORD_SHARE)}))`;

/** Galleries have no categories; their likeness is words and place alone. */
const categoriesOf = (table: (typeof TABLES)[ContentKind]): SQL =>
  'categoryIds' in table ? sql`${table.categoryIds}` : sql`'{}'::integer[]`;

/**
 * One statement: the item's rarest head words (`search_words`, skipping those in almost every item), the newest
 * visible items holding any of them (the GIN index of `search_vector`, at most RELATED_CANDIDATES), scored by the
 * words they share (rarer counts more), the same place and the same category or Media Topic; the best first,
 * newest first among equals.
 */
function relatedIdsQuery(kind: ContentKind, id: number, now: Date): SQL {
  const table = TABLES[kind];
  return sql`
    with item as (
      select ${table.searchHead} as search_head, ${table.provinceId} as province_id, ${table.districtId} as district_id,
        ${table.localLevelId} as local_level_id, ${categoriesOf(table)} as category_ids
      from ${table} where ${table.id} = ${id}
    ),
    words as (
      select w.word, 1 / ln(1 + w.items) as weight
      from item
      cross join lateral unnest(tsvector_to_array(to_tsvector('simple'::regconfig, item.search_head))) as head(word)
      join search_words w on w.word = head.word
      where w.items >= 2 and w.items < ${commonWordItems(table)}
      order by w.items, w.word
      limit ${constant(RELATED_WORDS)}
    ),
    wanted as (
      select string_agg(${quotedLexeme(sql`word`)}, ' | ')::tsquery as query from words
    ),
    candidates as (
      select ${table.id} as id, ${table.publishAt} as publish_at, ${table.searchVector} as search_vector,
        ${table.provinceId} as province_id, ${table.districtId} as district_id, ${table.localLevelId} as local_level_id,
        ${categoriesOf(table)} as category_ids
      from ${table}, wanted
      where ${table.searchVector} @@ wanted.query and ${visibleToClients(table, now)} and ${table.id} <> ${id}
      order by ${table.publishAt} desc, ${table.id} desc
      limit ${constant(RELATED_CANDIDATES)}
    )
    select c.id
    from candidates c, item
    order by (
      (select coalesce(sum(w.weight), 0) from words w where c.search_vector @@ (${quotedLexeme(sql`w.word`)})::tsquery)
      + case
          when c.local_level_id = item.local_level_id then ${constant(WEIGHTS.localLevel)}
          when c.district_id = item.district_id then ${constant(WEIGHTS.district)}
          when c.province_id = item.province_id then ${constant(WEIGHTS.province)}
          else 0
        end
      + case when c.category_ids && item.category_ids then ${constant(WEIGHTS.category)} else 0 end
      + case when exists (
          select 1 from category_media_topics mine join category_media_topics theirs on theirs.code = mine.code
          where mine.category_id = any(item.category_ids) and theirs.category_id = any(c.category_ids)
        ) then ${constant(WEIGHTS.mediaTopic)} else 0 end
    ) desc, c.publish_at desc, c.id desc
    limit ${RELATED_ITEMS_LIMIT}`;
}

export function createRelatedItemsRepository(db: Database) {
  return {
    /** The ids of the items most like item `id` of this kind that clients may see now, the most alike first. */
    async relatedIds(kind: ContentKind, id: number, now: Date): Promise<number[]> {
      const result = (await db.execute(relatedIdsQuery(kind, id, now))) as unknown as { rows: { id: number }[] };
      return result.rows.map((row) => row.id);
    },
  };
}
export type RelatedItemsRepository = ReturnType<typeof createRelatedItemsRepository>;
