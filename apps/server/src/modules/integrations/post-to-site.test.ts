import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSite, startClientSite } from '../../../../../examples/client-site/client-site.ts';
import { clientActions, siteDeliveries } from '../../db/schema.ts';
import { saveClientSite } from '../../test/client-site.ts';
import { buildStaff, imageFile, newsFixture, pdfFile, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';

const SITE_TOKEN = 'reference-site-token';
const ACCOUNT = '/api/auth/v2/client/my-account';
// Long enough for the reference site to answer while twenty posts are handled at once on a busy machine.
const TIMEOUT_MS = 2_000;

let database: TestDatabase;
let t: TestApp;
/** A second instance of the portal on the same database. */
let second: TestApp;
let site: ClientSite;
/** The reference site serves this very array, so a test can change what it lists. */
const siteCategories = [
  { id: 11, name: 'Politics', slug: 'politics' },
  { id: 12, name: 'Economy', slug: 'economy' },
  { id: 13, name: 'Sports', slug: 'sports' },
];
/** A refusal whose message carries markup, control characters, a bidi override and far too many words. */
const NOISY_MESSAGE = `<b>Quota</b>\u0007 exceeded\n\u202Eevil ${'word '.repeat(100)}`;
/** A site that misbehaves: /500 fails, /noisy refuses noisily, /hang never answers, /redirect points elsewhere; it counts what it hears. */
let faulty: http.Server;
let faultyUrl: string;
const faultyHits: string[] = [];
const ids: Record<string, number> = {};
let owner: { client: { id: number }; headers: Record<string, string> };

type Headers = Record<string, string>;
const post = (headers: Headers, payload: object, on = t) =>
  on.app.inject({ method: 'POST', url: '/api/client/news-post', headers, payload });
const refresh = (headers: Headers, payload: object = {}) => t.app.inject({ method: 'POST', url: '/api/client/category', headers, payload });
const deliveries = async (headers: Headers, newsId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/client/news-post/${newsId}/deliveries`, headers })).json().data as {
    status: string;
    http_status: number | null;
    message: string;
  }[];

const connectSite = (headers: Headers, urls: { catergoy_api: string; store_api: string; token?: string }) =>
  saveClientSite(t.app, headers, { token: SITE_TOKEN, ...urls });

const referenceUrls = () => ({ catergoy_api: site.categoriesUrl, store_api: site.articlesUrl });

/** A client whose site is the reference receiver, with its categories fetched. */
async function connectedClient(subscription: { expiresInDays: number } | null = { expiresInDays: 30 }) {
  const signed = await signedInClient(t.app, t.db, subscription);
  await connectSite(signed.headers, referenceUrls());
  expect((await refresh(signed.headers)).statusCode).toBe(201);
  return signed;
}

beforeAll(async () => {
  const env = { OUTBOUND_ALLOW_LOOPBACK: 'true', OUTBOUND_TIMEOUT_MS: String(TIMEOUT_MS) };
  database = await createTestDatabase({ state: 'seeded' });
  t = await buildTestApp({ database, env });
  second = await buildTestApp({ database: await database.reopen(), env });
  site = await startClientSite({ port: 0, token: SITE_TOKEN, categories: siteCategories });
  faulty = http.createServer((request, response) => {
    faultyHits.push(request.url ?? '');
    if (request.url?.startsWith('/500'))
      return response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Server error"}');
    if (request.url?.startsWith('/noisy'))
      return response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: NOISY_MESSAGE }));
    if (request.url?.startsWith('/redirect')) return response.writeHead(302, { location: `${site.articlesUrl}` }).end();
    if (request.url?.startsWith('/not-json')) return response.writeHead(200).end('<html>categories</html>');
    // /hang: never answers
  });
  await new Promise<void>((resolve) => faulty.listen(0, '127.0.0.1', resolve));
  faultyUrl = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;

  const staff = await buildStaff(t.db);
  const publish = async (key: string, overrides: Parameters<typeof newsFixture>[1]) => {
    ids[key] = (await t.app.content.news.create(newsFixture(staff.id, overrides))).id;
  };
  await publish('budget', {
    title: `Parliament passes the federal budget ${'and more '.repeat(40)}`,
    content: '<p onclick="steal()">The House passed it.<script>alert(1)</script></p>',
    files: [await imageFile(), { data: pdfFile() }],
  });
  await publish('pending', { title: 'Draft awaiting review', status: 'pending' });
  owner = await connectedClient();
});
afterAll(async () => {
  faulty.closeAllConnections();
  await new Promise((resolve) => faulty.close(resolve));
  await site.close();
  await second.close();
  await t.close();
  await database.close();
});

describe('client categories', () => {
  it('fetches them from the site with its token, stores them and lists them', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await connectSite(headers, referenceUrls());
    const response = await refresh(headers, { user_id: client.id });
    expect(response.statusCode).toBe(201);
    const expected = siteCategories.map((category) => ({ id: category.id, client_category_name: category.name, enable: 1 }));
    expect(response.json()).toEqual({ message: messages.clientCategoriesFetched, data: expected });
    const stored = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/client-category/user/${client.id}`, headers });
    expect(stored.json()).toEqual({ data: { data: expected } });
  });

  it('follows the site: renamed in place, new ones added, dropped ones removed', async () => {
    const { client, headers } = await connectedClient();
    const original = [...siteCategories];
    siteCategories.splice(
      0,
      siteCategories.length,
      { id: 12, name: 'Business', slug: 'business' },
      { id: 14, name: 'World', slug: 'world' },
    );
    try {
      const response = await refresh(headers);
      expect(response.json().data).toEqual([
        { id: 12, client_category_name: 'Business', enable: 1 },
        { id: 14, client_category_name: 'World', enable: 1 },
      ]);
      const stored = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/client-category/user/${client.id}`, headers });
      expect(stored.json().data.data.map((category: SiteCategoryView) => category.id)).toEqual([12, 14]);
    } finally {
      siteCategories.splice(0, siteCategories.length, ...original);
    }
  });

  it("answers 422 'API URL is not defined!' without a client API", async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const response = await refresh(headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.clientApiMissing);
  });

  it.each([
    ['a wrong token (the site answers 401)', () => ({ ...referenceUrls(), token: 'wrong-token' })],
    ['a site failing with 500', () => ({ catergoy_api: `${faultyUrl}/500`, store_api: site.articlesUrl })],
    ['a site that never answers', () => ({ catergoy_api: `${faultyUrl}/hang`, store_api: site.articlesUrl })],
    ['an answer that is not JSON', () => ({ catergoy_api: `${faultyUrl}/not-json`, store_api: site.articlesUrl })],
    ['a redirect', () => ({ catergoy_api: `${faultyUrl}/redirect`, store_api: site.articlesUrl })],
  ])('answers 502 "Failed to fetch  Client Categories" for %s', async (_case, urls) => {
    const { client, headers } = await connectedClient();
    await connectSite(headers, urls());
    const before = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/client-category/user/${client.id}`, headers });
    const response = await refresh(headers);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: messages.clientCategoriesFailed });
    const after = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/client-category/user/${client.id}`, headers });
    expect(after.json()).toEqual(before.json());
  });

  it('drops the stored categories when the category address changes: they belong to another site', async () => {
    const { client, headers } = await connectedClient();
    await connectSite(headers, { catergoy_api: `${site.url}/api/categories?v=2`, store_api: site.articlesUrl });
    const stored = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/client-category/user/${client.id}`, headers });
    expect(stored.json().data.data).toEqual([]);
  });

  it("answers 404 for another client's id", async () => {
    const { headers } = await signedInClient(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: `${ACCOUNT}/client-category/user/${owner.client.id}`, headers })).statusCode).toBe(
      404,
    );
    expect((await refresh(headers, { user_id: owner.client.id })).statusCode).toBe(404);
  });
});

type SiteCategoryView = { id: number };

describe('site connection', () => {
  it('answers the token and store address to the owner only, 404 to others and when not configured', async () => {
    const own = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/api-clienturl/user/${owner.client.id}`, headers: owner.headers });
    expect(own.json()).toEqual({ data: { token: SITE_TOKEN, store_api: site.articlesUrl } });
    const stranger = await signedInClient(t.app, t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${ACCOUNT}/api-clienturl/user/${owner.client.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const none = await t.app.inject({
      method: 'GET',
      url: `${ACCOUNT}/api-clienturl/user/${stranger.client.id}`,
      headers: stranger.headers,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('POST client/news-post', () => {
  it('posts the article to the site (201), with signed media links that download, logs it and counts action 2', async () => {
    const before = site.articles().length;
    const response = await post(owner.headers, { news_id: ids.budget, category: 12 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: messages.posted,
      data: {
        id: expect.any(Number),
        news_id: ids.budget,
        title: expect.stringMatching(/^Parliament passes the federal budget/),
        category: { id: 12, name: 'Economy' },
        action: 'publish',
        version: 1,
        automatic: false,
        attempt: 1,
        status: 'delivered',
        http_status: 201,
        message: 'Article saved successfully',
        retryable: false,
        created_at: expect.any(String),
      },
    });

    expect(site.articles()).toHaveLength(before + 1);
    const article = site.articles().at(-1);
    expect(article?.title).toHaveLength(255);
    expect(article?.title.startsWith('Parliament passes the federal budget')).toBe(true);
    expect(article?.description).toBe('<p>The House passed it.</p>');
    expect(article?.category).toBe(12);
    expect(article?.images).toHaveLength(1);
    expect(article?.pdfs).toHaveLength(1);
    expect(article?.videos).toEqual([]);
    for (const link of [...(article?.images ?? []), ...(article?.pdfs ?? [])]) {
      const url = new URL(link);
      expect(url.origin).toBe(t.config.publicUrl);
      const expires = Number(url.searchParams.get('expires')) * 1000;
      expect(expires - Date.now()).toBeGreaterThanOrEqual(7 * 86_400_000 - 60_000);
      const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
    }

    const counted = await t.db
      .select()
      .from(clientActions)
      .where(and(eq(clientActions.userId, owner.client.id), eq(clientActions.itemId, ids.budget as number), eq(clientActions.type, 2)));
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatchObject({ kind: 'news', action: messages.postedAction });
  });

  it.each([
    ['the site refuses the token (401)', () => ({ ...referenceUrls(), token: 'wrong-token' }), 401, 'The site answered 401: Invalid token'],
    ['the site fails (500)', () => ({ ...referenceUrls(), store_api: `${faultyUrl}/500` }), 500, 'The site answered 500: Server error'],
    [
      'the site answers with markup and a long text',
      () => ({ ...referenceUrls(), store_api: `${faultyUrl}/noisy` }),
      400,
      `The site answered 400: Quota exceeded evil ${'word '.repeat(35)}word…`,
    ],
    ['the site never answers', () => ({ ...referenceUrls(), store_api: `${faultyUrl}/hang` }), null, 'The site did not answer in time'],
    [
      'the site redirects',
      () => ({ ...referenceUrls(), store_api: `${faultyUrl}/redirect` }),
      null,
      'The site answered with a redirect, which the portal does not follow',
    ],
  ])('answers 502 "Error posting to Client Site" when %s, logging the attempt', async (_case, urls, httpStatus, text) => {
    const { client, headers } = await connectedClient();
    await connectSite(headers, urls());
    const received = site.articles().length;
    const started = Date.now();
    const response = await post(headers, { news_id: ids.budget, category: 11 });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      message: `${messages.postFailed} — ${text}`,
      data: { status: 'failed', http_status: httpStatus, message: text, category: { id: 11, name: 'Politics' } },
    });
    expect(site.articles()).toHaveLength(received);
    const counted = await t.db
      .select()
      .from(clientActions)
      .where(and(eq(clientActions.userId, client.id), eq(clientActions.type, 2)));
    expect(counted).toEqual([]);
  });

  it('tells why the site refused the article (422 "Invalid data.") when the site no longer lists the category', async () => {
    const { headers } = await connectedClient();
    const dropped = siteCategories.splice(2, 1);
    try {
      const response = await post(headers, { news_id: ids.budget, category: 13 });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        message: 'Error posting to Client Site — The site answered 422: Invalid data.',
        data: { status: 'failed', http_status: 422, message: 'The site answered 422: Invalid data.' },
      });
    } finally {
      siteCategories.splice(2, 0, ...dropped);
    }
  });

  it('keeps every attempt, newest first, showing each client only its own', async () => {
    const { headers } = await connectedClient();
    await connectSite(headers, { ...referenceUrls(), store_api: `${faultyUrl}/500` });
    expect((await post(headers, { news_id: ids.budget, category: 13 })).statusCode).toBe(502);
    await connectSite(headers, referenceUrls());
    expect((await post(headers, { news_id: ids.budget, category: 13 })).statusCode).toBe(201);

    const log = await deliveries(headers, ids.budget as number);
    // The reference site already holds the item (the file's other clients share it), so it answers 200, not 201.
    expect(log.map((entry) => [entry.status, entry.http_status])).toEqual([
      ['delivered', 200],
      ['failed', 500],
    ]);
    const [row] = await t.db.select().from(siteDeliveries).where(eq(siteDeliveries.status, 'delivered')).limit(1);
    expect(row?.durationMs).toBeGreaterThanOrEqual(0);
    const stranger = await signedInClient(t.app, t.db);
    expect(await deliveries(stranger.headers, ids.budget as number)).toEqual([]);
  });

  it('sends an item posted 20 times at once, on two instances, as one publish, then updates one after another', async () => {
    const { client, headers } = await connectedClient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(headers, { news_id: ids.budget, category: 13 }, index % 2 ? second : t)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const attempts = await t.db
      .select({ action: siteDeliveries.action })
      .from(siteDeliveries)
      .where(eq(siteDeliveries.userId, client.id))
      .orderBy(siteDeliveries.id);
    expect(attempts.map((row) => row.action)).toEqual(['publish', ...Array(19).fill('update')]);
  });

  it('answers 422 "Category is required" without a category or with one the site does not list', async () => {
    for (const payload of [{ news_id: ids.budget }, { news_id: ids.budget, category: '' }, { news_id: ids.budget, category: 99 }]) {
      const response = await post(owner.headers, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.category).toEqual([messages.postCategoryRequired]);
    }
  });

  it("answers 422 'API URL is not defined!' without a client API", async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const response = await post(headers, { news_id: ids.budget, category: 11 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.clientApiMissing);
  });

  it('answers 404 for an item the caller cannot see, 403 once the subscription ended, and sends nothing', async () => {
    const received = site.articles().length;
    expect((await post(owner.headers, { news_id: ids.pending, category: 11 })).statusCode).toBe(404);
    expect((await post(owner.headers, { news_id: 999_999, category: 11 })).statusCode).toBe(404);
    const expired = await connectedClient({ expiresInDays: -1 });
    expect((await post(expired.headers, { news_id: ids.budget, category: 11 })).statusCode).toBe(403);
    expect((await post(owner.headers, { news_id: ids.budget, category: 11, user_id: expired.client.id })).statusCode).toBe(404);
    expect(site.articles()).toHaveLength(received);
    expect((await deliveries(expired.headers, ids.budget as number)).length).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/client/news-post', payload: { news_id: 1, category: 1 } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/client/category', payload: {} })).statusCode).toBe(401);
  });
});
