/**
 * Fills the benchmark database (PostgreSQL) with N news items: English and Nepali headlines,
 * descriptions and bodies drawn from word lists with a Zipf distribution, 1–3 of the 10 categories,
 * publish times spread over five years, a few pinned, a few under embargo, ~2 % not published, and
 * ~30 % placed at a local level (with its district and province) picked evenly among Nepal's 753.
 * The schema comes from the portal's own migrations; rows are generated inside PostgreSQL, their search
 * columns folded by the migrations' search_normal() and their words counted into search_words by its triggers.
 * Run: npm run bench:seed [-- N]  (N defaults to 1 000 000; BENCH_NEWS and BENCH_DATABASE_URL also work).
 * Runs again as a no-op when the table already holds N items, and refills it otherwise.
 */
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { categories, languages, news, subscriptions, users } from '../apps/server/src/db/schema.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { places } from '../apps/server/src/modules/places/nepal-places.ts';
import { BENCH_CLIENT, BENCH_DATABASE_URL, ensureDatabase } from './bench-database.ts';
import { ENGLISH_SYLLABLES, ENGLISH_WORDS, NEPALI_SYLLABLES, NEPALI_WORDS } from './news-words.ts';

const total = Number(process.argv[2] ?? process.env.BENCH_NEWS ?? 1_000_000);
if (!Number.isInteger(total) || total < 1) throw new Error(`not a number of items: ${process.argv[2] ?? process.env.BENCH_NEWS}`);
const BATCH = 50_000;
const LOADERS = 2;
const YEAR_MS = 365.25 * 86_400_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

/** The agency desk that authors the items, and a client with a long Premium subscription. */
async function ensureAccounts(db: Database): Promise<number> {
  const account = async (email: string, role: 'staff' | 'client') => {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (found) return { id: found.id, created: false };
    const [user] = await db
      .insert(users)
      .values({
        email,
        role,
        type: role === 'staff' ? 1 : 3,
        staffRoles: role === 'staff' ? ['administrator'] : [],
        fullName: role === 'staff' ? 'Bench Desk' : 'Bench Daily',
        passwordHash: await hashPassword(BENCH_CLIENT.password),
        mustChangePassword: false,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    return { id: user.id, created: true };
  };
  const desk = await account('desk@samachar.bench', 'staff');
  const client = await account(BENCH_CLIENT.email, 'client');
  if (client.created) {
    const now = Date.now();
    await db.insert(subscriptions).values({
      userId: client.id,
      planId: 3,
      noOfMonth: 120,
      startsAt: new Date(now - YEAR_MS),
      expiresAt: new Date(now + 10 * YEAR_MS),
    });
  }
  return desk.id;
}

/** Session-local helpers: Zipf picks (word i with probability ~1/i) of words and categories, and a rare three-syllable name. */
const HELPERS = `
create function pg_temp.zipf_words(words text[], n int) returns text language sql volatile as $$
  select string_agg(words[floor(power(array_length(words, 1) + 1, random()))::int], ' ') from generate_series(1, n)
$$;
create function pg_temp.any_of(words text[]) returns text language sql volatile as $$
  select words[1 + floor(random() * array_length(words, 1))::int]
$$;
create function pg_temp.some_of(ids int[]) returns int[] language sql volatile as $$
  select array(select distinct ids[floor(power(array_length(ids, 1) + 1, random()))::int]
               from generate_series(1, 1 + floor(random() * 3)::int) order by 1)
$$;
create function pg_temp.rare_name(first text[], middle text[], last text[]) returns text language sql volatile as $$
  select pg_temp.any_of(first) || pg_temp.any_of(middle) || pg_temp.any_of(last)
$$;`;

/**
 * One batch of items g = $1..$2. Parameters: $3 English words, $4 Nepali words, $5..$10 syllables
 * (English first/middle/last, then Nepali), $11 category ids, $12 the author, $13 English and
 * $14 Nepali language ids, $15 the local levels' ids with $16 their districts' and $17 their provinces'.
 */
const INSERT_BATCH = `
insert into news (title, status, publish_at, user_id, search_text, search_head, created_at, updated_at,
                  content, meta_description, language_id, category_ids, pin, local_level_id, district_id, province_id)
select title, status, publish_at, $12, search_normal(lower(title || ' ' || description || ' ' || body)), search_normal(lower(title || ' ' || description)),
       publish_at, publish_at, '<p>' || body || '</p>', description, language_id, category_ids, g % 50000 = 0,
       ($15::int[])[place], ($16::int[])[place], ($17::int[])[place]
from (
  select g, language_id, category_ids, publish_at, status, place,
         case when english then initcap(title) else title end as title,
         description, body
  from (
    select g, english, case when english then $13::int else $14::int end as language_id,
      pg_temp.zipf_words(words, 3 + (random() * 3)::int) || ' ' || name || ' ' || pg_temp.zipf_words(words, 2 + (random() * 3)::int) as title,
      pg_temp.zipf_words(words, 14 + (random() * 10)::int) as description,
      pg_temp.zipf_words(words, 20 + (random() * 20)::int) || ' ' || name || ' ' || pg_temp.zipf_words(words, 20 + (random() * 20)::int) as body,
      pg_temp.some_of($11) as category_ids,
      case when random() < 0.3 then 1 + floor(random() * array_length($15::int[], 1))::int end as place,
      case when g % 100000 = 1 then now() + g / 100000 * interval '1 hour'
           else now() - random() * interval '5 years' end as publish_at,
      case when random() < 0.02 then (array['pending', 'unpublished', 'rejected'])[1 + floor(random() * 3)::int]
           else 'published' end as status
    from (
      select g, english, words,
        case when english then pg_temp.rare_name($5, $6, $7) else pg_temp.rare_name($8, $9, $10) end as name
      from (
        select g, english, case when english then $3::text[] else $4::text[] end as words
        from (select g, random() < 0.5 as english from generate_series($1::int, $2::int) g) picked
      ) with_words
    ) named
  ) generated
) item`;

/** Every local level's id, district and province, as three arrays of the same order. */
function localLevelColumns(): [number[], number[], number[]] {
  const localLevels = places.data.localLevels;
  return [
    localLevels.map((localLevel) => localLevel.id),
    localLevels.map((localLevel) => localLevel.district),
    localLevels.map((localLevel) => places.district(localLevel.district)?.province ?? 0),
  ];
}

async function insertItems(authorId: number, ids: { english: number; nepali: number; categories: number[] }) {
  const batches = Array.from({ length: Math.ceil(total / BATCH) }, (_, index) => [index * BATCH + 1, Math.min(total, (index + 1) * BATCH)]);
  const params = [
    ENGLISH_WORDS,
    NEPALI_WORDS,
    ENGLISH_SYLLABLES.first,
    ENGLISH_SYLLABLES.middle,
    ENGLISH_SYLLABLES.last,
    NEPALI_SYLLABLES.first,
    NEPALI_SYLLABLES.middle,
    NEPALI_SYLLABLES.last,
    ids.categories,
    authorId,
    ids.english,
    ids.nepali,
    ...localLevelColumns(),
  ];
  let inserted = 0;
  const started = performance.now();
  // Two sessions keep both cores busy; each takes the next batch when it is done.
  const loader = async () => {
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    try {
      await client.query(HELPERS);
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        await client.query(INSERT_BATCH, [...batch, ...params]);
        inserted += (batch[1] ?? 0) - (batch[0] ?? 0) + 1;
        console.log(`  ${inserted.toLocaleString('en')} items, ${seconds(started)}`);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: LOADERS }, loader));
}

/**
 * Secondary indexes are dropped for the load and built again afterwards from their own definitions
 * (whatever the migrations made), which is several times faster than updating them row by row.
 */
async function withoutIndexes(client: pg.Client, load: () => Promise<void>) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = 'news' and indexname <> 'news_pkey'`,
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  try {
    await load();
  } finally {
    const started = performance.now();
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const index of rows) await client.query(index.definition);
    console.log(`  ${rows.length} indexes built in ${seconds(started)}`);
  }
}

/**
 * The machine feeds' log starts with the archive, as migration 0016 starts it on a portal that has items:
 * one usable event per readable item, oldest first. The trigger marked every loaded item for the
 * dispatcher; the log now covers them, so the marks go.
 */
async function logTheArchive(client: pg.Client) {
  const started = performance.now();
  await client.query(`insert into feed_events (news_id, version, pubstatus, language_id, category_ids, content_hash)
    select n.id, 1, 'usable', n.language_id, n.category_ids, news_feed_hash(n)
    from news n where n.status = 'published' and n.publish_at <= now() order by n.publish_at, n.id`);
  await client.query('truncate feed_pending');
  await client.query('update feed_state set lifts_seen_until = now()');
  await client.query('vacuum (analyze) feed_events');
  console.log(`  feed log of the archive in ${seconds(started)}`);
}

async function main() {
  const started = performance.now();
  await ensureDatabase();
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, dataDir: null });
  try {
    await database.migrate();
    const { db } = database;
    await seedReferenceData(db);
    const authorId = await ensureAccounts(db);
    const [existing] = await db.select({ n: count() }).from(news);
    if (existing?.n === total) {
      console.log(`news already holds ${total.toLocaleString('en')} items; nothing to do`);
      return;
    }
    const languageIds = await db.select({ id: languages.id, code: languages.code }).from(languages);
    const categoryIds = await db.select({ id: categories.id }).from(categories).orderBy(categories.position);
    const ids = {
      english: languageIds.find((language) => language.code === 'en')?.id ?? 0,
      nepali: languageIds.find((language) => language.code === 'ne')?.id ?? 0,
      categories: categoryIds.map((category) => category.id),
    };
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    try {
      await client.query('truncate news, feed_events, feed_pending restart identity cascade');
      console.log(`inserting ${total.toLocaleString('en')} news items`);
      await withoutIndexes(client, () => insertItems(authorId, ids));
      await logTheArchive(client);
      const vacuumed = performance.now();
      // Index-only scans and the planner's estimates need the visibility map and statistics. Each batch
      // rewrote the groups of news_counts and the words of search_words it touched (one statement
      // each), so both are compacted to their live rows.
      await client.query('vacuum (analyze) news');
      await client.query('vacuum (full, analyze) news_counts, search_words');
      console.log(`  vacuum analyze in ${seconds(vacuumed)}`);
      const { rows } = await client.query<{ rows: string; size: string }>(
        `select count(*) as rows, pg_size_pretty(pg_total_relation_size('news')) as size from news`,
      );
      console.log(`news: ${Number(rows[0]?.rows).toLocaleString('en')} rows, ${rows[0]?.size}, in ${seconds(started)}`);
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

await main();
