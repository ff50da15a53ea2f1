/**
 * Database time of fanning one published item out to the saved searches of 1 000 clients (the feed's
 * budget: ≤ 2 s, one statement per item): the alert matching the item-change dispatcher runs, on the
 * database `npm run bench:seed` filled. Each client gets a subscription and 20 saved searches (the
 * most a client may keep): a third with words common in the archive, a third by language and
 * categories, a third with rare words that match almost nothing. Each item is matched inside a
 * transaction that is rolled back, so every run starts from the same tables.
 * Run: npm run bench:fan-out  (BENCH_DATABASE_URL; BENCH_CLIENTS, default 1 000)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prefixTsQuery, searchTerms } from '../apps/server/src/lib/search-terms.ts';
import { createSavedSearchesRepository } from '../apps/server/src/modules/saved-searches/saved-searches.repository.ts';
import { BENCH_DATABASE_URL } from './bench-database.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const SEARCHES_EACH = 20;
const ITEMS = 30;
const WORDS = ['government', 'nepal minister', 'police', 'kathmandu', 'सरकार', 'नेपाल', 'मन्त्री', 'प्रहरी'];
const RARE = ['zorbalith', 'quenderix', 'मुन्द्रिका'];

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The bench's alert clients, made once: subscriptions running ten years, 20 searches each. */
async function ensureClients(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [found] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where email like 'alerts-%@samachar.bench'`),
  );
  if ((found?.n ?? 0) >= CLIENTS) return;
  await db.execute(sql`insert into users (email, role, type, full_name, password_hash, must_change_password, email_verified_at)
    select 'alerts-' || g || '@samachar.bench', 'client', 3, 'Alert client ' || g, 'not-a-hash', false, now()
    from generate_series(1, ${CLIENTS}) g on conflict do nothing`);
  await db.execute(sql`insert into subscriptions (user_id, plan_id, no_of_month, starts_at, expires_at)
    select id, 3, 120, now() - interval '1 day', now() + interval '10 years' from users
    where email like 'alerts-%@samachar.bench' and not exists (select 1 from subscriptions s where s.user_id = users.id)`);
  const queries = [...WORDS, ...RARE].map((words) => prefixTsQuery(searchTerms(words)));
  await db.execute(sql`insert into saved_searches (user_id, name, query, match_query, language_id, category_ids, alert)
    select u.id, 'Search ' || g,
      case when g % 3 = 1 then 'words' else '' end,
      case when g % 3 = 1 then (${`{${queries.map((query) => `"${query}"`).join(',')}}`}::text[])[1 + (u.id + g) % ${queries.length}] end,
      case when g % 3 = 2 then 1 + (u.id + g) % 2 end,
      case when g % 3 <> 1 then array[1 + (u.id + g) % 10] else '{}'::int[] end,
      (array['immediate', 'hourly', 'daily', 'off'])[1 + g % 4]
    from users u cross join generate_series(1, ${SEARCHES_EACH}) g
    where u.email like 'alerts-%@samachar.bench'
      and not exists (select 1 from saved_searches s where s.user_id = u.id)`);
  await db.execute(sql`analyze saved_searches, users, subscriptions`);
}

const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, dataDir: null });
try {
  const { db } = database;
  await ensureClients(db);
  const items = rowsOf<{ id: number }>(
    await db.execute(sql`select id from news tablesample system (1) where status = 'published' and publish_at <= now() limit ${ITEMS}`),
  );
  const repository = createSavedSearchesRepository(db);
  const timings: { ms: number; matches: number }[] = [];
  for (const item of items) {
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        const matches = await repository.matchItem(tx, item.id, new Date());
        timings.push({ ms: performance.now() - started, matches: matches.length });
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
      });
  }
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const matched = timings.map((timing) => timing.matches);
  console.log(`${CLIENTS.toLocaleString('en')} clients × ${SEARCHES_EACH} saved searches, ${timings.length} items matched one at a time`);
  console.log(`statement time per item: p50 ${at(0.5).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (budget 2 000 ms)`);
  console.log(`clients matched per item: ${Math.min(...matched)}–${Math.max(...matched)}`);
} finally {
  await database.close();
}
