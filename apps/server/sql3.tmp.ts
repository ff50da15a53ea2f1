import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './src/db/schema.ts';
import { createNewsCardsRepository } from './src/modules/news/news-cards.repository.ts';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/portal_bench', max: 1 });
const logged: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => logged.push({ sql, params }) } }) as any;
const repo = createNewsCardsRepository(db, (_k, load) => load());
const { rows } = await pool.query('select id from news where status = $1 order by random() limit 60', ['published']);
await repo.cards(rows.map((r: any) => r.id));
const { sql, params } = logged[0]!;
const variants: Record<string, string> = {
  full: sql,
  noToChar: sql.replace(/to_char\(([^)]*?) at time zone '[^']+', '[^']+'\)/g, '$1'),
  noCategories: sql.replace(/coalesce\(\(\n {2}select json_agg[\s\S]*?\), '\[\]'::json\)/, "'[]'::json"),
  anyCategories: sql.replace(
    /coalesce\(\(\n {2}select json_agg[\s\S]*?\), '\[\]'::json\)/,
    `coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by array_position("news"."category_ids", c.id)) from categories c where c.id = any("news"."category_ids")), '[]'::json)`,
  ),
  noCover: sql.replace(
    /left join lateral[\s\S]*?as cover on true/,
    'left join (select 0 as images_count, null as thumbnail, null::jsonb as renditions) as cover on true',
  ),
};
for (const [name, text] of Object.entries(variants)) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await pool.query(`explain (analyze, summary) ${text}`, params as any[]);
    const t = res.rows.map((r: any) => r['QUERY PLAN']).join('\n');
    times.push(Number(/Planning Time: ([\d.]+)/.exec(t)?.[1]) + Number(/Execution Time: ([\d.]+)/.exec(t)?.[1]));
  }
  times.sort((a, b) => a - b);
  console.log(name, times[15]!.toFixed(3));
}
await pool.end();
