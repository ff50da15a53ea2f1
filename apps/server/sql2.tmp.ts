import { pageQuery } from '@portal/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './src/db/schema.ts';
import { createNewsCardsRepository } from './src/modules/news/news-cards.repository.ts';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/portal_bench', max: 1 });
let logged: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => logged.push({ sql, params }) } }) as any;
const repo = createNewsCardsRepository(db, (_k, load) => load());
const isoDay = (day: number) => new Date(Date.UTC(2021, 11, 1) + day * 86_400_000).toISOString().slice(0, 10);
const langs = [undefined, 1, 2];
const cats = [undefined, [1], [4], [7], [1, 2], [3, 7], [4, 5, 9]];
const presets = [undefined, 'today', 'last_7_days', 'last_30_days', 'this_month', 'this_year'];
const sums: Record<string, number[]> = {};
for (let i = 0; i < 40; i++) {
  const step = Math.floor(Math.random() * 41);
  const pr = presets[Math.floor(Math.random() * presets.length)];
  const date = pr
    ? { date_preset: pr }
    : Math.random() < 0.2
      ? {}
      : { date_from: isoDay(step * 20), date_to: isoDay(step * 20 + 3 + step * 7) };
  const l = langs[i % 3];
  const c = cats[Math.floor(Math.random() * cats.length)];
  const filters = { ...date, ...(l ? { language_id: l } : {}), ...(c ? { category_ids: c } : {}) };
  const page = [1, 2, 5, 20][i % 4];
  logged = [];
  const q = pageQuery.parse({ filters: JSON.stringify(filters), page: String(page) });
  const r = await repo.listPage(q, new Date());
  await repo.cards(r.ids);
  for (const { sql, params } of logged) {
    const kind = sql.startsWith('select coalesce(sum') ? 'months' : sql.includes('array(') ? 'ids+edges' : 'cards';
    const res = await pool.query(`explain (analyze, summary) ${sql}`, params as any[]);
    const text = res.rows.map((r: any) => r['QUERY PLAN']).join('\n');
    const plan = Number(/Planning Time: ([\d.]+)/.exec(text)?.[1]);
    const exec = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]);
    (sums[kind] ??= []).push(plan + exec);
    if (kind === 'ids+edges' && plan + exec > 4) console.log(JSON.stringify(filters), page, plan, exec);
  }
}
for (const [k, v] of Object.entries(sums))
  console.log(k, v.length, (v.reduce((a, b) => a + b, 0) / v.length).toFixed(2), 'ms avg', Math.max(...v).toFixed(2), 'max');
await pool.end();
