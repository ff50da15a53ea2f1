/**
 * Load on the content API over the database `npm run bench:seed` filled: requests/s, p50 and p99 of
 * the news list (no filter, filters, search) and the detail call, at 16 and 64 connections, next to
 * the same server's cheapest route (/api/health, one `select 1`), and the Feed API's pages of 100
 * (`since` cursors spread over the whole item-change log, with an API key made for the run).
 * The portal runs as a child process (bench/portal-server.ts: its own event loop and core, as in
 * production) on a loopback port; autocannon runs here. "cached" cases repeat a few requests, so the 30 s shared answer cache
 * serves them; "uncached" cases never repeat a request within a run, so every answer is read from
 * PostgreSQL.
 * Run: npm run bench:content  (BENCH_SECONDS per case, default 10; BENCH_DATABASE_URL; BENCH_CASES=list,search
 * runs only the cases whose names contain one of these words, next to the trivial routes; BENCH_PROFILE=dir
 * writes a V8 CPU profile of the portal's process there, for Chromium's DevTools or bench/profile-top.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { encodeCursor } from '../apps/server/src/modules/feed/feed.service.ts';
import { BENCH_CLIENT, BENCH_DATABASE_URL } from './bench-database.ts';
import { ENGLISH_SYLLABLES, NEPALI_SYLLABLES } from './news-words.ts';
import { freePort, waitForHealth } from './portal-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = await freePort();
const barePort = await freePort();
const origin = `http://127.0.0.1:${port}`;
const bareOrigin = `http://127.0.0.1:${barePort}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIST = '/api/auth/v2/client/news';

type Baseline = 'bare' | 'health';
type Case = {
  name: string;
  paths: () => string;
  /** Another server than the portal (the bare Fastify yardstick). */
  origin?: string;
  /** Sent with each request besides the token, e.g. If-None-Match. */
  headers?: Record<string, string>;
  /** Measured with one connection only: how long one request takes on an otherwise idle server. */
  alone?: boolean;
  target?: { p99Ms?: number; rps64?: number; share?: { of: Baseline; at: number } };
};
/** `nodeMs` and `databaseMs`: CPU time per request of the portal's process and of its PostgreSQL backends. */
type Measured = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  nodeMs: number;
  databaseMs: number;
};

function startServer(): ChildProcess {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  return spawn(process.execPath, [...profile, 'bench/portal-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: BENCH_DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // One IP sends every request here, and one API key every feed call: the limits would answer most of them 429.
      RATE_LIMIT_MAX: '1000000000',
      FEED_CALLS_PER_MINUTE: '1000000000',
      // The feed's stored ninjs are made for one address: a fixed one keeps them from one run to the next.
      PUBLIC_URL: 'http://bench.portal.test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startBareServer(): ChildProcess {
  return spawn(process.execPath, ['bench/bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type ScreensTaken = { data: { devices: { id: number }[] } };

async function signInAs(replaceSession?: number): Promise<Response> {
  return fetch(`${origin}/api/auth/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BENCH_CLIENT, rememberMe: true, ...(replaceSession ? { replace_session: replaceSession } : {}) }),
  });
}

/**
 * The bench client's plan has one screen: a run signs out at its end (signOut), and a run that was killed
 * before it could left its device signed in, so that device (a bench run's, as the client is the bench's) is replaced.
 */
async function logIn(): Promise<string> {
  let response = await signInAs();
  if (response.status === 409) {
    const left = ((await response.json()) as ScreensTaken).data.devices[0];
    response = await signInAs(left?.id);
  }
  if (!response.ok) throw new Error(`login failed (${response.status}); run npm run bench:seed first`);
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function signOut(token: string): Promise<void> {
  await fetch(`${origin}/api/auth/v2/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

/** The bench client's Feed API key: its earlier ones revoked (a client keeps at most five), a new one made. */
async function feedKey(token: string): Promise<string> {
  const call = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    return (await response.json()) as { data: unknown };
  };
  const keys = (await call('GET', '/api/client/api-keys')).data as { id: number; revoked_at: string | null }[];
  for (const key of keys.filter((listed) => !listed.revoked_at)) await call('DELETE', `/api/client/api-keys/${key.id}`);
  return ((await call('POST', '/api/client/api-keys', { name: 'bench' })).data as { key: string }).key;
}

/**
 * The portal makes the stored ninjs of the log's archive in the background (feed-documents.ts), once;
 * every case waits for it (its work would share the cores with the case), as they would find a portal that has been
 * running for a while.
 */
async function waitForFeedArchive(): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ below: string }>('select documents_below as below from feed_state where id = 1');
      const left = Number(rows[0]?.below ?? 0) - 1;
      if (left <= 0) return;
      console.log(`the portal is making the feed archive's ninjs: ${left.toLocaleString('en')} events left`);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  } finally {
    await client.end();
  }
}

/** The feed log's last seq: cursors are drawn below it. */
async function feedHead(): Promise<number> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ head: string }>('select max(seq) as head from feed_events');
    return Number(rows[0]?.head ?? 0);
  } finally {
    await client.end();
  }
}

/** Ids of visible items to open, sampled from about 1 % of the table. */
async function sampleIds(): Promise<number[]> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select id from news tablesample system (1) where status = 'published' and publish_at <= now() limit 5000`,
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

const listPath = (query: Record<string, unknown>) =>
  `${LIST}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))}`;

/** Cycles through `items` forever, one step per request across every connection. */
function rotation<T>(items: T[], toPath: (item: T) => string): () => string {
  let next = 0;
  return () => toPath(items[next++ % items.length] as T);
}

const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const isoDay = (day: number) => new Date(Date.UTC(2021, 11, 1) + day * 86_400_000).toISOString().slice(0, 10);

/** Every filter combination the list offers: language, categories, dates, presets, pages. */
function filterQueries(): Record<string, unknown>[] {
  const languages = [undefined, 1, 2];
  const categories = [undefined, ...range(1, 10).map((id) => [id]), [1, 2], [3, 7], [4, 5, 9], [6, 10]];
  const dates = [
    undefined,
    { date_preset: 'today' },
    { date_preset: 'yesterday' },
    { date_preset: 'last_7_days' },
    { date_preset: 'last_30_days' },
    { date_preset: 'this_month' },
    { date_preset: 'this_year' },
    ...range(0, 40).map((step) => ({ date_from: isoDay(step * 20), date_to: isoDay(step * 20 + 3 + step * 7) })),
  ];
  const queries: Record<string, unknown>[] = [];
  for (const language_id of languages)
    for (const category_ids of categories)
      for (const date of dates) {
        const filters = { ...date, ...(language_id ? { language_id } : {}), ...(category_ids ? { category_ids } : {}) };
        if (Object.keys(filters).length === 0) continue;
        for (const page of [1, 2, 5, 20]) queries.push({ page, filters });
      }
  return shuffled(queries);
}

/** The most frequent content words of each language (the very top are function words). */
const COMMON = {
  english: ['government', 'nepal', 'minister', 'police', 'kathmandu'],
  nepali: ['सरकार', 'नेपाल', 'मन्त्री', 'प्रहरी', 'काठमाडौं'],
};

/** The search box's syntax over common words: phrases (word positions checked in every candidate) and an exclusion. */
const SYNTAX = ['"nepal government"', '"police kathmandu"', 'minister -nepal', '"सरकार नेपाल"', 'प्रहरी -काठमाडौं'];

/** Common Nepali words typed in Latin letters, found through their Devanagari reading. */
const ROMANIZED = ['sarkar', 'mantri', 'prahari', 'nirwachan', 'pradesh'];

/** Districts and a local level the seed tags (~30 % of items at an even local level): Kaski, Kathmandu, Jhapa, Dolpa; Pokhara. */
const DISTRICTS = [38, 27, 4, 61];
const POKHARA = 414;

/** Common words typed with a letter wrong, as "Did you mean" corrects them. */
const MISSPELT = ['goverment', 'minster', 'kathmandoo', 'सरकर', 'मन्त्रि'];

/** Names are built from three syllables; each one is in a few dozen of a million items. */
function rareNames(syllables: typeof ENGLISH_SYLLABLES, count: number): string[] {
  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)];
  return Array.from({ length: count }, () => `${pick(syllables.first)}${pick(syllables.middle)}${pick(syllables.last)}`);
}

/** Every name the syllables make, in random order: a search for each is the first for its word. */
const everyRareName = (syllables: typeof ENGLISH_SYLLABLES): string[] =>
  shuffled(
    syllables.first.flatMap((first) => syllables.middle.flatMap((middle) => syllables.last.map((last) => `${first}${middle}${last}`))),
  );

/**
 * A search, with the page size varied so that no request repeats: no answer comes from the cache,
 * though what a search finds apart from its page (its total, its correction) is kept for the word's
 * other pages, as when a person pages through results.
 */
function searches(words: string[], order: Record<string, string> = {}): () => string {
  const queries = shuffled(
    words.flatMap((query) => range(10, 100).flatMap((rowsPerPage) => range(1, 3).map((page) => ({ query, rowsPerPage, page, ...order })))),
  );
  return rotation(queries, listPath);
}

/** "Most relevant" instead of newest first. */
const MOST_RELEVANT = { sortBy: 'relevance' };

const facetsPath = (query: Record<string, unknown>) => listPath(query).replace(LIST, `${LIST}/facets`);
const relatedPath = (id: number) => `/api/client/news/${id}/related`;

/**
 * Searches of `words` each asked once, whatever the connection: a `date_to` in the future leaves the
 * matches whole but makes every request new to the cache, so each finds its matches as a new search's
 * first page does. The facets of a search page are the facets case of some words; what they
 * add to the page is its p50 less that of the page case of the same words (budget: ≤ 10 ms at 1 M items).
 */
function freshSearches(words: string[], toPath: (query: Record<string, unknown>) => string): () => string {
  const queries = shuffled(words.flatMap((query) => range(365, 365 + 2000).map((day) => ({ query, filters: { date_to: isoDay(day) } }))));
  return rotation(queries, toPath);
}

const BARE = 'bare Fastify route (no hooks, no database)';
const HEALTH = 'trivial route (/api/health)';
const UNCACHED_LIST = { p99Ms: 50, rps64: 600 };

const FEED = '/api/feed/v1/items';

/** Feed pages from cursors spread over the whole log, each asked once: no answer is cached anywhere. */
function feedCases(feed: { key: string; head: number }): Case[] {
  const headers = { authorization: `Bearer ${feed.key}` };
  const cursors = shuffled(range(1, 20_000).map((step) => Math.floor((step / 20_001) * (feed.head - 100))));
  return [
    {
      name: 'feed since page of 100',
      paths: rotation(cursors, (seq) => `${FEED}?limit=100&since=${encodeCursor(seq)}`),
      headers,
      target: { p99Ms: 50 },
    },
    { name: 'feed newest 100', paths: () => `${FEED}?limit=100`, headers },
    // What most HTTP clients ask for: the same pages gzipped (a seventh of the bytes, for CPU).
    {
      name: 'feed since page of 100, gzip',
      paths: rotation(cursors, (seq) => `${FEED}?limit=100&since=${encodeCursor(seq)}`),
      headers: { ...headers, 'accept-encoding': 'gzip' },
    },
  ];
}

function cases(ids: number[], feed: { key: string; head: number }): Case[] {
  const filtered = filterQueries();
  // A date_to in the future leaves the list whole but makes each request new to the cache.
  const futureDays = shuffled(range(365, 365 + 20_000)).map((day) => ({ filters: { date_to: isoDay(day) } }));
  return [
    { name: BARE, paths: () => '/api/health', origin: bareOrigin },
    { name: HEALTH, paths: () => '/api/health', target: { share: { of: 'bare', at: 0.5 } } },
    { name: 'list page 1, no filter (cached)', paths: () => LIST, target: { share: { of: 'health', at: 0.5 } } },
    { name: 'list page 1, cached, If-None-Match (304)', paths: () => LIST, target: { share: { of: 'health', at: 0.8 } } },
    { name: 'list page 1, no filter (uncached)', paths: rotation(futureDays, listPath), target: UNCACHED_LIST },
    { name: 'list with filters (cached, 20 combos)', paths: rotation(filtered.slice(0, 20), listPath) },
    { name: 'list with filters (uncached)', paths: rotation(filtered, listPath), target: UNCACHED_LIST },
    {
      name: 'list by district (uncached)',
      paths: rotation(
        DISTRICTS.flatMap((district) => futureDays.slice(0, 5000).map(({ filters }) => ({ filters: { ...filters, district } }))),
        listPath,
      ),
      target: UNCACHED_LIST,
    },
    {
      name: 'list by local level (uncached)',
      paths: rotation(
        futureDays.map(({ filters }) => ({ filters: { ...filters, local_level: POKHARA } })),
        listPath,
      ),
      target: UNCACHED_LIST,
    },
    { name: 'detail by id', paths: rotation(shuffled(ids), (id) => `/api/auth/v2/new/v2/news/${id}`) },
    // An item's related ids are kept 30 s: among 5 000 ids a request finds them kept only once the rotation wraps.
    { name: 'related items by id', paths: rotation(shuffled(ids), relatedPath) },
    // The budget is one reader's wait: at 16 connections a request mostly queues behind the others' processor time.
    { name: 'related items by id (alone)', paths: rotation(shuffled(ids), relatedPath), alone: true, target: { p99Ms: 30 } },
    { name: 'search English rare word', paths: searches(rareNames(ENGLISH_SYLLABLES, 200)), target: { p99Ms: 50 } },
    { name: 'search Nepali rare word', paths: searches(rareNames(NEPALI_SYLLABLES, 200)), target: { p99Ms: 50 } },
    {
      name: 'search English rare word, first time',
      paths: rotation(everyRareName(ENGLISH_SYLLABLES), (query) => listPath({ query })),
      target: { p99Ms: 50 },
    },
    {
      name: 'search Nepali rare word, first time',
      paths: rotation(everyRareName(NEPALI_SYLLABLES), (query) => listPath({ query })),
      target: { p99Ms: 50 },
    },
    { name: 'search English common word', paths: searches(COMMON.english), target: { p99Ms: 100 } },
    { name: 'search Nepali common word', paths: searches(COMMON.nepali), target: { p99Ms: 100 } },
    { name: 'search romanized common word', paths: searches(ROMANIZED), target: { p99Ms: 100 } },
    {
      name: 'search English rare word, most relevant',
      paths: searches(rareNames(ENGLISH_SYLLABLES, 200), MOST_RELEVANT),
      target: { p99Ms: 50 },
    },
    { name: 'search English common word, most relevant', paths: searches(COMMON.english, MOST_RELEVANT), target: { p99Ms: 100 } },
    { name: 'search Nepali common word, most relevant', paths: searches(COMMON.nepali, MOST_RELEVANT), target: { p99Ms: 100 } },
    { name: 'search common words, phrase or exclusion', paths: searches(SYNTAX), target: { p99Ms: 100 } },
    { name: 'search common words, phrase or exclusion (alone)', paths: searches(SYNTAX), alone: true, target: { p99Ms: 200 } },
    { name: 'search misspelt common word (alone)', paths: searches(MISSPELT), alone: true, target: { p99Ms: 200 } },
    { name: 'search English rare word, first time (facets baseline)', paths: freshSearches(rareNames(ENGLISH_SYLLABLES, 200), listPath) },
    { name: 'search facets, English rare word, first time', paths: freshSearches(rareNames(ENGLISH_SYLLABLES, 200), facetsPath) },
    { name: 'search English common word, first time (facets baseline)', paths: freshSearches(COMMON.english, listPath) },
    { name: 'search facets, English common word, first time', paths: freshSearches(COMMON.english, facetsPath) },
    ...feedCases(feed),
  ];
}

/**
 * Requests autocannon gave up on still run in PostgreSQL; the next case starts only once the
 * benchmark database has no query of the portal left, so it is not measured against them.
 */
async function waitForIdleDatabase() {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ busy: number }>(
        `select count(*)::int as busy from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0]?.busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** Linux counts process CPU time in ticks of 10 ms (CLK_TCK = 100). */
const TICK_MS = 10;

/** User and system CPU time the processes `pids` have used, in ms, from /proc (a process gone counts nothing). */
function cpuMs(pids: Iterable<number>): number {
  let total = 0;
  for (const pid of pids) {
    const stat = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
    // Fields after the command name: state is the 3rd field of the line, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
  }
  return total;
}

/** The PostgreSQL backends serving the benchmark database. */
async function databaseBackends(): Promise<number[]> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU time used by the portal and its database backends from now until the returned function is called. */
async function cpuMeter(portalPid: number) {
  const backends = new Set(await databaseBackends());
  const cpuBefore = new Map([...backends, portalPid].map((pid) => [pid, cpuMs([pid])]));
  const since = (pid: number) => cpuMs([pid]) - (cpuBefore.get(pid) ?? 0);
  return async () => {
    for (const pid of await databaseBackends()) backends.add(pid);
    let database = 0;
    for (const pid of backends) database += since(pid);
    return { nodeMs: since(portalPid), databaseMs: database };
  };
}

async function measure(item: Case, connections: number, token: string): Promise<Measured> {
  const meter = await cpuMeter(item.origin ? (bare.pid as number) : (server.pid as number));
  const result = await autocannon({
    url: item.origin ?? origin,
    connections,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, ...item.headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: item.paths() }) }],
  });
  return {
    name: item.name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 is the answer the If-None-Match case asks for.
    failures: result.errors + result.timeouts + result.non2xx - (item.headers?.['if-none-match'] ? result['3xx'] : 0),
    ...perRequest(await meter(), result.requests.total),
  };
}

const perRequest = (cpu: { nodeMs: number; databaseMs: number }, requests: number) => ({
  nodeMs: cpu.nodeMs / Math.max(1, requests),
  databaseMs: cpu.databaseMs / Math.max(1, requests),
});

function verdict(item: Case, measured: Measured, baselines: Record<Baseline, number>): string {
  const target = item.target ?? {};
  const checks: [boolean, string][] = [
    [
      target.p99Ms !== undefined && measured.connections <= 16,
      measured.p99 <= (target.p99Ms ?? 0) ? 'ok' : `MISS: p99 > ${target.p99Ms} ms`,
    ],
    [
      target.rps64 !== undefined && measured.connections === 64,
      measured.rps >= (target.rps64 ?? 0) ? 'ok' : `MISS: < ${target.rps64} req/s`,
    ],
    [
      target.share !== undefined,
      measured.rps >= (target.share?.at ?? 0) * baselines[target.share?.of ?? 'health']
        ? 'ok'
        : `MISS: < ${(target.share?.at ?? 0) * 100} % of ${target.share?.of}`,
    ],
  ];
  // Latencies count only answered requests: a case whose requests time out has not met anything.
  const answered: [boolean, string] = [measured.failures > 0 || measured.rps === 0, `MISS: ${measured.failures} unanswered`];
  const verdicts = [answered, ...checks].filter(([applies]) => applies).map(([, text]) => text);
  return verdicts.filter((text) => text !== 'ok').join(', ') || (verdicts.length > 0 ? 'ok' : '');
}

function printTable(rows: { item: Case; measured: Measured }[]) {
  const rpsOf = (name: string, connections: number) =>
    rows.find((row) => row.item.name === name && row.measured.connections === connections)?.measured.rps ?? Number.NaN;
  const header = [
    'case'.padEnd(42),
    'conns',
    '   req/s',
    ' p50 ms',
    ' p99 ms',
    'vs health',
    'vs bare',
    'CPU ms/req node + db',
    'failed',
    'target',
  ];
  console.log(`\n${header.join('  ')}`);
  for (const { item, measured } of rows) {
    const baselines = { bare: rpsOf(BARE, measured.connections), health: rpsOf(HEALTH, measured.connections) };
    const share = (baseline: number) => `${((measured.rps / baseline) * 100).toFixed(0)} %`;
    console.log(
      [
        item.name.padEnd(42),
        String(measured.connections).padStart(5),
        measured.rps.toFixed(0).padStart(8),
        measured.p50.toFixed(0).padStart(7),
        measured.p99.toFixed(0).padStart(7),
        (item.alone ? '' : share(baselines.health)).padStart(9),
        (item.alone ? '' : share(baselines.bare)).padStart(7),
        `${measured.nodeMs.toFixed(2)} + ${measured.databaseMs.toFixed(2)}`.padStart(20),
        String(measured.failures).padStart(6),
        verdict(item, measured, baselines),
      ].join('  '),
    );
  }
}

/**
 * One request of each case first: every one must answer 200 (or 304 where it sends If-None-Match),
 * and the totals show how much each search matches. The If-None-Match case takes the ETag answered here.
 */
async function checkCases(list: Case[], token: string) {
  for (const item of list) {
    const url = item.paths();
    const response = await fetch(`${item.origin ?? origin}${url}`, { headers: { authorization: `Bearer ${token}`, ...item.headers } });
    if (!response.ok) throw new Error(`${item.name}: ${url} answered ${response.status}`);
    const etag = response.headers.get('etag');
    if (item.name.includes('If-None-Match') && etag) item.headers = { 'if-none-match': etag };
    const body = (await response.json()) as { meta?: { total: number; total_relation?: string; searched_for?: string } };
    const meta = body.meta;
    console.log(
      `${item.name.padEnd(42)} ${meta ? `total ${meta.total.toLocaleString('en')} (${meta.total_relation})${meta.searched_for ? `, searched for ${meta.searched_for}` : ''}` : ''}`,
    );
  }
}

const bare = startBareServer();
const server = startServer();
let token: string | undefined;
try {
  await Promise.all([waitForHealth(bare, bareOrigin), waitForHealth(server, origin)]);
  token = await logIn();
  const chosen = process.env.BENCH_CASES?.split(',') ?? [''];
  const list = cases(await sampleIds(), { key: await feedKey(token), head: await feedHead() }).filter(
    (item) => item.name === BARE || item.name === HEALTH || chosen.some((word) => item.name.includes(word)),
  );
  await waitForFeedArchive();
  await checkCases(list, token);
  const rows: { item: Case; measured: Measured }[] = [];
  const runs = [16, 64].flatMap((connections) => list.filter((item) => !item.alone).map((item) => ({ item, connections })));
  for (const { item, connections } of [...runs, ...list.filter((item) => item.alone).map((item) => ({ item, connections: 1 }))]) {
    await waitForIdleDatabase();
    const measured = await measure(item, connections, token);
    console.log(`${item.name.padEnd(42)} ${connections} connections: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms`);
    rows.push({ item, measured });
  }
  printTable(rows);
  console.log(
    `\nload average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
} finally {
  try {
    if (token) await signOut(token);
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}
