import { pageQuery } from '@portal/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './src/db/schema.ts';
import { createNewsCardsRepository } from './src/modules/news/news-cards.repository.ts';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/portal_bench' });
const logged: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => logged.push({ sql, params }) } }) as any;
const repo = createNewsCardsRepository(db, (_k, load) => load());
const q = pageQuery.parse({ filters: process.argv[2] ?? '{}' });
await repo.listPage(q, new Date());
for (const { sql, params } of logged) {
  const text = sql.replace(/\$(\d+)/g, (_, n) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  console.log(text + ';\n');
}
await pool.end();
