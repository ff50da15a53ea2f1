import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FEED_CALLS_PER_MINUTE, feedItemsPage, MAX_API_KEYS } from '@portal/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, news } from '../../db/schema.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { BASIC_PLAN, buildStaff, ENGLISH, NEPALI, newsFixture, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';

/**
 * IPTC's published ninjs 2.1 schema (test/fixtures). Its `places.geojson` refers to the external
 * GeoJSON schema by address; the portal sends no places, so a permissive stand-in under that $id lets
 * the schema compile without fetching anything, and checks nothing the portal sends.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false });
// ajv-formats is CommonJS: under NodeNext its default import is the module object.
ajvFormats.default(ajv);
ajv.addSchema({ $id: 'https://geojson.org/schema/GeoJSON.json' });
const validNinjs = ajv.compile(JSON.parse(readFileSync(new URL('../../test/fixtures/ninjs-schema_2.1.json', import.meta.url), 'utf8')));

function expectNinjs(item: unknown) {
  const valid = validNinjs(item);
  expect(valid ? [] : validNinjs.errors, JSON.stringify(item)).toEqual([]);
}

type NinjsItem = { uri: string; version: string; pubstatus: string; headlines?: { value: string }[]; associations?: { type: string }[] };
type Page = { items: NinjsItem[]; next_cursor: string };

let t: TestApp;
let staff: { id: number; email: string };
let staffId: number;
const uriOf = (id: number) => `http://portal.test/news/${id}`;
const rowOf = async <Row>(query: SQL, db = t.db) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0];

beforeAll(async () => {
  t = await buildTestApp();
  staff = await buildStaff(t.db);
  staffId = staff.id;
});
afterAll(async () => {
  await t.close();
});

const publish = async (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) => {
  const item = await t.app.content.news.create(newsFixture(staffId, { title, ...overrides }));
  return item;
};

/** An item's main picture as a media row (no file behind it: the feeds only link to it). */
const mainPicture = (newsId: number) => ({
  newsId,
  role: 'main' as const,
  kind: 'image' as const,
  path: `news/${newsId}/main.png`,
  extension: 'png',
  mime: 'image/png',
  size: 100,
  width: 64,
  height: 64,
});

async function newKey(headers: Record<string, string>, name = 'CMS') {
  const answer = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: number; key: string; prefix: string };
}

const feed = (key: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/feed/v1/items',
    headers: bearer(key),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

async function page(key: string, query: Record<string, string | number> = {}): Promise<Page> {
  const answer = await feed(key, query);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as Page;
  for (const item of body.items) expectNinjs(item);
  // Pages are joined from stored texts, never checked field by field: the schema the API documents must hold them as they are.
  expect(feedItemsPage.parse(body)).toEqual(body);
  return body;
}

async function clientWithKey(subscription: Parameters<typeof signedInClient>[2] = { expiresInDays: 30 }) {
  const signedIn = await signedInClient(t.app, t.db, subscription);
  return { ...signedIn, key: (await newKey(signedIn.headers)).key };
}

describe('API keys on My Account', () => {
  it('shows a new key once, lists only its prefix, and refuses a sixth active key naming the field', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const created = await newKey(headers, 'Newsroom CMS');
    expect(created.key).toMatch(/^rss_[\w-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const list = await t.app.inject({ method: 'GET', url: '/api/client/api-keys', headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: created.id, name: 'Newsroom CMS', prefix: created.prefix, last_used_at: null, revoked_at: null }),
    ]);
    expect(list.body).not.toContain(created.key);
    const stored = await rowOf<{ key_hash: string }>(sql`select key_hash from api_keys where id = ${created.id}`);
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);

    for (let index = 1; index < MAX_API_KEYS; index += 1) await newKey(headers, `Key ${index}`);
    const over = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'One too many' } });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.name[0]).toContain(`${MAX_API_KEYS}`);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/client/api-keys/${created.id}`, headers });
    expect(revoked.statusCode).toBe(200);
    await newKey(headers, 'Replacement');
  });

  it('never passes the limit when many keys are asked for at once', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: `K${index}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_API_KEYS);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(12 - MAX_API_KEYS);
    expect((await rowOf<{ n: number }>(sql`select count(*)::int as n from api_keys where user_id = ${client.id}`))?.n).toBe(MAX_API_KEYS);
  });

  it("answers 404 for another client's key and leaves it working", async () => {
    const owner = await clientWithKey();
    const [own] = (await t.app.inject({ method: 'GET', url: '/api/client/api-keys', headers: owner.headers })).json().data;
    const other = await signedInClient(t.app, t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/api-keys/${own.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/api-keys', headers: other.headers })).json().data).toEqual([]);
    expect((await feed(owner.key)).statusCode).toBe(200);
  });

  it('refuses a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/client/api-keys' })).statusCode).toBe(401);
  });
});

describe('the Feed API', () => {
  it('refuses calls without a key, with an unknown key and with a revoked key (401), and suspended or expired clients (403)', async () => {
    const noKey = await t.app.inject({ method: 'GET', url: '/api/feed/v1/items' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toContain('Bearer');
    expect((await feed('rss_unknownunknownunknownunknownunknownunknown123')).statusCode).toBe(401);

    const { headers, key } = await clientWithKey();
    const [row] = (await t.app.inject({ method: 'GET', url: '/api/client/api-keys', headers })).json().data;
    expect((await feed(key)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/client/api-keys/${row.id}`, headers });
    const revoked = await feed(key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toMatch(/revoked/);

    // Keys just used are kept a few seconds: the staff's suspension ends them through the change bus all the same.
    const suspended = await clientWithKey();
    expect((await feed(suspended.key)).statusCode).toBe(200);
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      payload: { email: staff.email, password: PASSWORD },
    });
    const suspension = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${suspended.client.id}/suspend`,
      headers: bearer(staffLogin.json().data.access_token),
    });
    expect(suspension.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await feed(suspended.key)).statusCode).toBe(403), { timeout: 1_000, interval: 10 });

    const expired = await clientWithKey({ expiresInDays: -1 });
    expect((await feed(expired.key)).statusCode).toBe(403);
  });

  it('sends a page gzipped or brotli-compressed when asked, the same page once decoded', async () => {
    const { key } = await clientWithKey();
    await publish('Compressed page one', { languageId: ENGLISH });
    await publish('Compressed page two', { languageId: ENGLISH });
    await t.app.dispatchItemChanges();
    const plain = await feed(key, { limit: 2 });
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const answer = await t.app.inject({ url: '/api/feed/v1/items?limit=2', headers: { ...bearer(key), 'accept-encoding': encoding } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('records when a key was last used', async () => {
    const { headers, key } = await clientWithKey();
    await feed(key);
    const [row] = (await t.app.inject({ method: 'GET', url: '/api/client/api-keys', headers })).json().data;
    expect(row.last_used_at).not.toBeNull();
  });

  it('pages by cursor with no repeats or gaps while items are published between calls', async () => {
    const { key } = await clientWithKey();
    const start = await page(key, { limit: 1 });
    const published: number[] = [];
    for (const title of ['First', 'Second', 'Third']) published.push((await publish(`Paging ${title}`)).id);
    await t.app.dispatchItemChanges();

    const seen: string[] = [];
    let cursor = start.next_cursor;
    const first = await page(key, { since: cursor, limit: 2 });
    seen.push(...first.items.map((item) => item.uri));
    cursor = first.next_cursor;
    for (const title of ['Fourth', 'Fifth']) published.push((await publish(`Paging ${title}`)).id);
    await t.app.dispatchItemChanges();
    for (let calls = 0; calls < 5; calls += 1) {
      const next = await page(key, { since: cursor, limit: 2 });
      seen.push(...next.items.map((item) => item.uri));
      cursor = next.next_cursor;
      if (next.items.length === 0) break;
    }
    expect(seen).toEqual(published.map(uriOf));
    expect((await page(key, { since: cursor })).items).toEqual([]);
  });

  it('answers the newest items without a cursor, newest first, and filters by category, language and words', async () => {
    const { key } = await clientWithKey();
    const sports = await publish('Cricket final in Kirtipur', { categoryIds: [SPORTS] });
    const nepali = await publish('नेपाली समाचार', { languageId: NEPALI, categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    const newest = await page(key, { limit: 2 });
    expect(newest.items.map((item) => item.uri)).toEqual([uriOf(nepali.id), uriOf(sports.id)]);

    const start = await page(key, { limit: 1 });
    const later = await publish('Kirtipur cricket ground reopens', { categoryIds: [SPORTS] });
    await publish('Budget talks', { categoryIds: [1] });
    await t.app.dispatchItemChanges();
    const bySlug = await page(key, { since: start.next_cursor, category: 'sports' });
    expect(bySlug.items.map((item) => item.uri)).toEqual([uriOf(later.id)]);
    expect((await page(key, { since: start.next_cursor, category: SPORTS })).items).toHaveLength(1);
    expect((await page(key, { category: SPORTS, language: 'ne', limit: 5 })).items[0]?.uri).toBe(uriOf(nepali.id));
    expect((await page(key, { since: start.next_cursor, q: 'kirti' })).items.map((item) => item.uri)).toEqual([uriOf(later.id)]);
    expect((await page(key, { since: start.next_cursor, q: 'budget', language: 'en' })).items).toHaveLength(1);
  });

  it('matches a word of q typed in Latin letters by its Devanagari reading while the archive does not hold it as typed', async () => {
    const { key } = await clientWithKey();
    const start = await page(key, { limit: 1 });
    const devanagari = await publish('सरकारले बजेट ल्यायो', { languageId: NEPALI });
    await publish('मौसम सफा रहने', { languageId: NEPALI });
    await t.app.dispatchItemChanges();
    const read = await page(key, { since: start.next_cursor, q: 'sarkar' });
    expect(read.items.map((item) => item.uri)).toEqual([uriOf(devanagari.id)]);

    const latin = await publish('Sarkar resigns');
    await t.app.dispatchItemChanges();
    const asTyped = await page(key, { since: start.next_cursor, q: 'sarkar' });
    expect(asTyped.items.map((item) => item.uri)).toEqual([uriOf(latin.id)]);
  });

  it('refuses a malformed cursor and bad filters with 422 naming the field', async () => {
    const { key } = await clientWithKey();
    const cases: [Record<string, string>, string][] = [
      [{ since: 'not-a-cursor' }, 'since'],
      [{ since: Buffer.from('seq:99999999').toString('base64url') }, 'since'],
      [{ category: 'no-such-category' }, 'category'],
      [{ language: 'xx' }, 'language'],
      [{ q: '!!!' }, 'q'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const answer = await feed(key, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
    expect((await feed(key, { since: '', category: '', language: '', q: '' })).statusCode).toBe(200);
  });

  it('sends a correction again with a higher version, and an unpublished item as canceled', async () => {
    const { key } = await clientWithKey();
    const start = await page(key, { limit: 1 });
    const item = await publish('Flood warning');
    await t.app.dispatchItemChanges();
    const first = await page(key, { since: start.next_cursor });
    expect(first.items).toEqual([expect.objectContaining({ uri: uriOf(item.id), version: '1', pubstatus: 'usable' })]);

    await t.db.update(news).set({ title: 'Flood warning for the Koshi basin' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const corrected = await page(key, { since: first.next_cursor });
    expect(corrected.items).toEqual([expect.objectContaining({ uri: uriOf(item.id), version: '2' })]);
    expect(corrected.items[0]?.headlines?.[0]?.value).toBe('Flood warning for the Koshi basin');

    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const canceled = await page(key, { since: corrected.next_cursor });
    expect(canceled.items).toEqual([expect.objectContaining({ uri: uriOf(item.id), version: '3', pubstatus: 'canceled' })]);
    const one = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${item.id}`, headers: bearer(key) });
    expect(one.json()).toMatchObject({ pubstatus: 'canceled', version: '3' });
    expectNinjs(one.json());

    // A reader from before all three sees the item once, as it stands.
    expect((await page(key, { since: start.next_cursor })).items).toEqual([expect.objectContaining({ pubstatus: 'canceled' })]);
  });

  it('answers one item by id, and 404 for an item never published', async () => {
    const { key } = await clientWithKey();
    const item = await publish('One item');
    const draft = await publish('A draft', { status: 'pending' });
    await t.app.dispatchItemChanges();
    const one = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${item.id}`, headers: bearer(key) });
    expect(one.statusCode).toBe(200);
    expectNinjs(one.json());
    expect(one.json()).toMatchObject({
      uri: uriOf(item.id),
      pubstatus: 'usable',
      bodies: [expect.objectContaining({ contenttype: 'text/html' })],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${draft.id}`, headers: bearer(key) })).statusCode).toBe(404);
  });

  it('gives a Basic client no video association, and a Premium client the video', async () => {
    const basic = await clientWithKey({ expiresInDays: 30, planId: BASIC_PLAN });
    const premium = await clientWithKey();
    const item = await publish('Match highlights', { languageId: ENGLISH });
    await t.db
      .insert(media)
      .values([
        mainPicture(item.id),
        { newsId: item.id, kind: 'video', path: `news/${item.id}/clip.mp4`, extension: 'mp4', mime: 'video/mp4', size: 2000, position: 1 },
      ]);
    await t.app.dispatchItemChanges();
    const typesFor = async (key: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${item.id}`, headers: bearer(key) });
      expectNinjs(answer.json());
      return (answer.json() as NinjsItem).associations?.map((association) => association.type);
    };
    expect(await typesFor(basic.key)).toEqual(['picture']);
    expect(await typesFor(premium.key)).toEqual(['picture', 'video']);
  });

  it(`limits each key to ${FEED_CALLS_PER_MINUTE} calls a minute, answering 429 with Retry-After`, async () => {
    const { key } = await clientWithKey();
    const other = await clientWithKey();
    const unknown = 'rss_thisKeyIsUnknownToThePortal0000000000000000';
    for (let call = 0; call < FEED_CALLS_PER_MINUTE; call += 1) expect((await feed(unknown)).statusCode).toBe(401);
    const limited = await feed(unknown);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toContain(`${FEED_CALLS_PER_MINUTE}`);
    expect((await feed(key)).statusCode).toBe(200);
    expect((await feed(other.key)).statusCode).toBe(200);
  });

  it('counts a key’s calls of every Feed API route against the one budget: the list, an item and the Agenda', async () => {
    const { key } = await clientWithKey();
    const routes = ['/api/feed/v1/items', '/api/feed/v1/items/1', '/api/feed/v1/agenda'];
    const answers = [];
    for (let call = 0; call <= FEED_CALLS_PER_MINUTE; call += 1) {
      answers.push((await t.app.inject({ method: 'GET', url: routes[call % routes.length] as string, headers: bearer(key) })).statusCode);
    }
    expect(answers.slice(0, FEED_CALLS_PER_MINUTE)).not.toContain(429);
    expect(answers.at(-1)).toBe(429);
  });

  it('counts calls per client and Nepal day', async () => {
    const { client, key } = await clientWithKey();
    await feed(key);
    await feed(key, { limit: 5 });
    await expect
      .poll(async () => (await rowOf<{ calls: number }>(sql`select calls from feed_usage where user_id = ${client.id}`))?.calls, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(2);
  });

  it('documents the Feed API in the OpenAPI description', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const items = docs.paths['/api/feed/v1/items'].get;
    expect(items.tags).toEqual(['Feed API']);
    expect(items.description).toContain('429');
    expect(items.responses['200']).toBeDefined();
  });
});

describe('the ninjs stored with each version', () => {
  const storedOf = (newsId: number) =>
    rowOf<{ ninjs: string | null; ninjs_without_videos: string | null }>(
      sql`select ninjs, ninjs_without_videos from feed_events where news_id = ${newsId} order by seq desc limit 1`,
    );
  const itemAnswer = async (key: string, id: number) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${id}`, headers: bearer(key) });
    expect(answer.statusCode, answer.body).toBe(200);
    expectNinjs(answer.json());
    return answer;
  };

  it('is made when the version is appended, and its file links are signed only as it goes out', async () => {
    const { key } = await clientWithKey();
    const item = await publish('Flood pictures', { languageId: ENGLISH });
    await t.db.insert(media).values(mainPicture(item.id));
    await t.app.dispatchItemChanges();

    const stored = await storedOf(item.id);
    expect(stored?.ninjs).toContain(`"href":"\uE000news/${item.id}/main.png"`);
    expect(stored?.ninjs).not.toContain('signature=');
    const answer = await itemAnswer(key, item.id);
    expect(answer.body).not.toContain('\uE000');
    expect(answer.json()).toMatchObject({ associations: [{ name: 'featureimage' }] });
    const href = (answer.json() as { associations: { renditions: { href: string }[] }[] }).associations[0]?.renditions[0]?.href;
    expect(href).toMatch(new RegExp(`^http://portal\\.test/media/news/${item.id}/main\\.png\\?expires=\\d+&signature=[\\w-]{32}$`));
  });

  it('keeps a video out of the stored text for plans without videos', async () => {
    const item = await publish('Match with a clip', { languageId: ENGLISH });
    await t.db
      .insert(media)
      .values({ newsId: item.id, kind: 'video', path: `news/${item.id}/clip.mp4`, extension: 'mp4', mime: 'video/mp4', size: 2000 });
    await t.app.dispatchItemChanges();
    const stored = await storedOf(item.id);
    expect(stored?.ninjs).toContain('clip.mp4');
    expect(stored?.ninjs_without_videos).not.toBeNull();
    expect(stored?.ninjs_without_videos).not.toContain('clip.mp4');
  });

  it('signs nothing in the text of an item that only looks like a link token', async () => {
    const { key } = await clientWithKey();
    const content = '<p>"href":"\uE000news/1/private.png"</p>';
    const item = await publish('A story quoting a token', { languageId: ENGLISH, content });
    await t.app.dispatchItemChanges();
    const answer = await itemAnswer(key, item.id);
    expect((answer.json() as { bodies: { value: string }[] }).bodies[0]?.value).toBe(content);
    expect(answer.body).not.toContain('signature=');
  });

  it('is made on the spot until the archive job made it, and the answers are the same before and after', async () => {
    const { key } = await clientWithKey();
    for (const title of ['Archive one', 'Archive two', 'Archive three']) await publish(title, { languageId: NEPALI });
    await t.app.dispatchItemChanges();
    const before = await page(key, { language: 'ne', limit: 3 });

    await t.db.execute(sql`update feed_events set ninjs = null, ninjs_without_videos = null`);
    await t.db.execute(sql`update feed_state set documents_below = (select max(seq) + 1 from feed_events)`);
    expect(await page(key, { language: 'ne', limit: 3 })).toEqual(before);

    while ((await t.app.makeFeedArchive()) !== 'done');
    expect(await rowOf(sql`select documents_below::integer as below from feed_state`)).toEqual({ below: 1 });
    const unmade = await rowOf<{
      n: number;
    }>(sql`select count(*)::integer as n from feed_events e where ninjs is null and pubstatus = 'usable'
      and not exists (select 1 from feed_events later where later.news_id = e.news_id and later.seq > e.seq)`);
    expect(unmade?.n).toBe(0);
    expect(await page(key, { language: 'ne', limit: 3 })).toEqual(before);
  });

  it('is made again for other settings: an instance with another PUBLIC_URL sends its own addresses at once', async () => {
    const database = await createTestDatabase();
    try {
      await seedReferenceData(database.db);
      const first = await buildTestApp({ database });
      const author = await buildStaff(first.db);
      const item = await first.app.content.news.create(newsFixture(author.id, { title: 'Before the move', languageId: ENGLISH }));
      await first.app.dispatchItemChanges();
      await first.close();

      const moved = await buildTestApp({ database: await database.reopen(), env: { PUBLIC_URL: 'https://portal.example' } });
      try {
        const { headers } = await signedInClient(moved.app, moved.db);
        const created = await moved.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'CMS' } });
        const answer = await moved.app.inject({
          method: 'GET',
          url: `/api/feed/v1/items/${item.id}`,
          headers: bearer(created.json().data.key),
        });
        expect(answer.json()).toMatchObject({ uri: `https://portal.example/news/${item.id}`, version: '1' });
        while ((await moved.app.makeFeedArchive()) !== 'done');
        const stored = await rowOf<{ ninjs: string }>(sql`select ninjs from feed_events where news_id = ${item.id}`, moved.db);
        expect(stored?.ninjs).toContain(`"uri":"https://portal.example/news/${item.id}"`);
      } finally {
        await moved.close();
      }
    } finally {
      await database.close();
    }
  });
});
