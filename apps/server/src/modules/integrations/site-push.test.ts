import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSite, signatureValid, startClientSite } from '../../../../../examples/client-site/client-site.ts';
import { clientSites, news, sitePosts, users } from '../../db/schema.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { saveClientSite } from '../../test/client-site.ts';
import { buildStaff, imageFile, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const SITE_TOKEN = 'push-site-token';
const ACCOUNT = '/api/auth/v2/client/my-account';
const AUTO_PUSH = `${ACCOUNT}/site-auto-push`;
const LOG = '/api/client/site-deliveries';
/** The reference site lists these; auto-push rules name them. */
const SITE_NEWS = 11;
const SITE_SPORT = 13;

type Headers = Record<string, string>;
type Delivery = {
  id: number;
  news_id: number;
  title: string;
  action: string;
  version: number | null;
  automatic: boolean;
  attempt: number;
  status: string;
  http_status: number | null;
  message: string;
  retryable: boolean;
};

let t: TestApp;
let staffId: number;
const sites: ClientSite[] = [];
/** Answers what each path is told to, and records what it heard: a site that fails on purpose. */
let faulty: http.Server;
let faultyUrl: string;
const faultyAnswers = new Map<string, () => [number, string] | Promise<[number, string]>>();
const faultyHits: { path: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

const publish = (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) =>
  t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(Date.now() - 1000), ...overrides }));

const saveSite = (headers: Headers, urls: { catergoy_api: string; store_api: string }) =>
  saveClientSite(t.app, headers, { token: SITE_TOKEN, ...urls });

const postToSite = (headers: Headers, newsId: number, category: number) =>
  t.app.inject({ method: 'POST', url: '/api/client/news-post', headers, payload: { news_id: newsId, category } });

/** A client with a site of its own (the reference receiver, checking signatures with the secret My Account shows). */
async function clientWithSite(subscription: { expiresInDays: number } | null = { expiresInDays: 30 }) {
  const signed = await signedInClient(t.app, t.db, subscription);
  const site = await startClientSite({ port: 0, token: SITE_TOKEN });
  sites.push(site);
  const saved = await saveSite(signed.headers, { catergoy_api: site.categoriesUrl, store_api: site.articlesUrl });
  site.useSecret(saved.signing_secret);
  expect((await t.app.inject({ method: 'POST', url: '/api/client/category', headers: signed.headers, payload: {} })).statusCode).toBe(201);
  return { ...signed, site, integration: saved };
}

const setRules = (headers: Headers, rules: { category_id: number; site_category_id: number }[]) =>
  t.app.inject({ method: 'PUT', url: AUTO_PUSH, headers, payload: { rules } });

const logOf = async (headers: Headers, query = '') =>
  (await t.app.inject({ method: 'GET', url: `${LOG}${query}`, headers })).json() as { data: Delivery[]; meta: { total: number } };

/** Runs the dispatcher, then waits until the jobs it queued have left what `ready` waits for. */
async function afterDispatch(ready: () => Promise<unknown> | unknown, expected: unknown) {
  await t.app.dispatchItemChanges();
  await expect.poll(ready, { timeout: 15_000 }).toEqual(expected);
}

beforeAll(async () => {
  // 5 s for a site to answer: the one post of 50 sent at once missed 2 s on two cores under other work.
  t = await buildTestApp({ env: { OUTBOUND_ALLOW_LOOPBACK: 'true', OUTBOUND_TIMEOUT_MS: '5000', WEBHOOK_RETRY_SECONDS: '1' } });
  staffId = (await buildStaff(t.db)).id;
  faulty = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '';
      faultyHits.push({ path, body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      const [status, body] = (await faultyAnswers.get(path)?.()) ?? [500, '{"message":"Server error"}'];
      if (status === 0) return; // never answers
      response.writeHead(status, status === 302 ? { location: 'https://elsewhere.example/' } : { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => faulty.listen(0, '127.0.0.1', resolve));
  faultyUrl = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await Promise.all(sites.map((site) => site.close()));
  faulty.closeAllConnections();
  await new Promise((resolve) => faulty.close(resolve));
});

describe('signed pushes', () => {
  it('signs each push with the site’s secret, sealed at rest; a rotated secret makes the old one fail', async () => {
    const { headers, client, site, integration } = await clientWithSite();
    const [row] = await t.db.select().from(clientSites).where(eq(clientSites.userId, client.id));
    expect(row?.sealedSecret).not.toContain(integration.signing_secret.slice(6));
    expect(createSecretBox(t.config.appSecret).open(row?.sealedSecret as string)).toBe(integration.signing_secret);

    const item = await publish('Signed push of the budget', { files: [await imageFile()] });
    const posted = await postToSite(headers, item.id, SITE_NEWS);
    expect(posted.statusCode).toBe(201);
    expect(site.articles()).toEqual([expect.objectContaining({ item_id: item.id, version: 1, title: 'Signed push of the budget' })]);

    const rotated = await t.app.inject({ method: 'POST', url: `${ACCOUNT}/api-clienturl/${integration.id}/rotate-secret`, headers });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().message).toBe(messages.signingSecretRotated);
    const secret = rotated.json().data.signing_secret as string;
    expect(secret).not.toBe(integration.signing_secret);

    await t.db.update(news).set({ title: 'Signed push of the corrected budget' }).where(eq(news.id, item.id));
    await afterDispatch(async () => (await logOf(headers)).data[0]?.http_status, 401);
    expect(site.articles()[0]?.title).toBe('Signed push of the budget');

    site.useSecret(secret);
    const [failed] = (await logOf(headers)).data;
    expect(failed).toMatchObject({ action: 'update', version: 2, status: 'failed', retryable: true, automatic: true });
    const retried = await t.app.inject({ method: 'POST', url: `${LOG}/${failed?.id}/retry`, headers });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data).toMatchObject({ action: 'update', version: 2, status: 'delivered', http_status: 200, retryable: false });
    expect(site.articles()).toEqual([
      expect.objectContaining({ item_id: item.id, version: 2, title: 'Signed push of the corrected budget' }),
    ]);
    expect((await logOf(headers)).data.find((entry) => entry.id === failed?.id)?.retryable).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: `${LOG}/${failed?.id}/retry`, headers });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.pushRetryNotNeeded);
  });

  it('sends the body of docs/SITE-PUSH.md with the headers a receiver checks', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const integration = await saveSite(headers, { catergoy_api: `${faultyUrl}/categories`, store_api: `${faultyUrl}/shape` });
    faultyAnswers.set('/categories', () => [200, JSON.stringify({ data: [{ id: SITE_NEWS, name: 'News', slug: 'news' }] })]);
    faultyAnswers.set('/shape', () => [201, '{"message":"Saved"}']);
    await t.app.inject({ method: 'POST', url: '/api/client/category', headers, payload: {} });
    const item = await publish('Shape of a push', {
      metaDescription: 'What the summary says.',
      categoryIds: [SPORTS, POLITICS],
      files: [{ ...(await imageFile()), role: 'main', caption: 'The main picture' }, await imageFile()],
    });
    const posted = await postToSite(headers, item.id, SITE_NEWS);
    expect(posted.statusCode).toBe(201);
    const hit = faultyHits.filter((entry) => entry.path === '/shape').at(-1);
    const body = JSON.parse(hit?.body ?? '{}');
    expect(body).toMatchObject({
      action: 'publish',
      portal: { item_id: item.id, version: 1, uri: `${t.config.publicUrl}/news/${item.id}`, published_at: expect.any(String) },
      title: 'Shape of a push',
      summary: 'What the summary says.',
      category: SITE_NEWS,
      portal_categories: [expect.objectContaining({ id: SPORTS }), expect.objectContaining({ id: POLITICS })],
      language: 'en',
      credit: t.config.agencyName,
    });
    expect(body.pictures).toEqual([
      { url: expect.stringContaining('/media/'), caption: 'The main picture', credit: t.config.agencyName },
      { url: expect.stringContaining('/media/'), caption: '', credit: t.config.agencyName },
    ]);
    expect(body.images).toEqual(body.pictures.map((picture: { url: string }) => picture.url));
    expect(hit?.headers).toMatchObject({
      'content-type': 'application/json',
      token: SITE_TOKEN,
      'idempotency-key': `${item.id}-1-publish`,
      'x-portal-delivery': expect.stringMatching(/^[\da-f-]{36}$/),
    });
    expect(signatureValid(hit?.headers['x-portal-signature'], hit?.body ?? '', integration.signing_secret)).toBe(true);
  });
});

describe('auto-push', () => {
  it('validates the rules: a known portal category once, under a category the site listed', async () => {
    const bare = await signedInClient(t.app, t.db);
    const without = await setRules(bare.headers, [{ category_id: POLITICS, site_category_id: SITE_NEWS }]);
    expect(without.statusCode).toBe(422);
    expect(without.json().message).toBe(messages.clientApiMissing);

    const { headers } = await clientWithSite();
    for (const [rules, field, message] of [
      [[{ category_id: 9999, site_category_id: SITE_NEWS }], 'rules.0.category_id', messages.feedCategoryUnknown],
      [[{ category_id: POLITICS, site_category_id: 77 }], 'rules.0.site_category_id', messages.autoPushSiteCategoryUnknown],
    ] as const) {
      const response = await setRules(headers, [...rules]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const twice = await setRules(headers, [
      { category_id: POLITICS, site_category_id: SITE_NEWS },
      { category_id: POLITICS, site_category_id: SITE_SPORT },
    ]);
    expect(twice.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: AUTO_PUSH, headers })).json().data).toEqual({ rules: [] });

    const saved = await setRules(headers, [{ category_id: SPORTS, site_category_id: SITE_SPORT }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: messages.autoPushSaved,
      data: { rules: [{ category_id: SPORTS, site_category_id: SITE_SPORT }] },
    });
  });

  it('pushes every item published in a chosen category once per site, then its corrections and its take-down', async () => {
    const { headers, client, site } = await clientWithSite();
    const lapsed = await clientWithSite({ expiresInDays: -1 });
    const suspended = await clientWithSite();
    for (const client of [{ headers }, lapsed, suspended]) {
      expect((await setRules(client.headers, [{ category_id: SPORTS, site_category_id: SITE_SPORT }])).statusCode).toBe(200);
    }
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.client.id));

    const item = await publish('Cricket: Nepal wins the final', { categoryIds: [SPORTS] });
    await publish('Budget debate', { categoryIds: [POLITICS] });
    await afterDispatch(
      () => site.articles().map((article) => [article.item_id, article.version, article.category]),
      [[item.id, 1, SITE_SPORT]],
    );
    await t.app.dispatchItemChanges();
    expect(site.articles()).toHaveLength(1);
    expect(lapsed.site.articles()).toEqual([]);
    expect(suspended.site.articles()).toEqual([]);

    await t.db.update(news).set({ title: 'Cricket: Nepal wins the final by 5 wickets' }).where(eq(news.id, item.id));
    await afterDispatch(
      () => site.articles().map((article) => [article.version, article.title]),
      [[2, 'Cricket: Nepal wins the final by 5 wickets']],
    );

    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await afterDispatch(() => site.articles().map((article) => [article.version, article.taken_down]), [[3, true]]);
    // The site has the take-down before the portal has logged its answer: wait for the log too.
    await expect
      .poll(async () => (await logOf(headers)).data.map((entry) => [entry.action, entry.version, entry.status, entry.automatic]))
      .toEqual([
        ['takedown', 3, 'delivered', true],
        ['update', 2, 'delivered', true],
        ['publish', 1, 'delivered', true],
      ]);

    await t.db.update(news).set({ status: 'published' }).where(eq(news.id, item.id));
    await afterDispatch(() => site.articles().map((article) => [article.version, article.taken_down]), [[4, false]]);
    const posts = await t.db
      .select()
      .from(sitePosts)
      .where(and(eq(sitePosts.newsId, item.id), eq(sitePosts.userId, client.id)));
    expect(posts).toHaveLength(1);
  });

  it('takes down a deleted item and keeps its log with the title', async () => {
    const { headers, site } = await clientWithSite();
    await setRules(headers, [{ category_id: SPORTS, site_category_id: SITE_SPORT }]);
    const item = await publish('Football: league starts', { categoryIds: [SPORTS] });
    await afterDispatch(() => site.articles().length, 1);
    await t.db.delete(news).where(eq(news.id, item.id));
    await afterDispatch(() => site.articles()[0]?.taken_down, true);
    await expect
      .poll(async () => (await logOf(headers)).data[0])
      .toMatchObject({ action: 'takedown', title: 'Football: league starts', status: 'delivered' });
  });
});

describe('a change while a push is on its way', () => {
  it('takes down an item deleted while its first push was still waiting for the site', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const path = '/slow-site';
    let answerPublish = () => {};
    const publishAnswered = new Promise<void>((resolve) => {
      answerPublish = resolve;
    });
    faultyAnswers.set(`${path}/categories`, () => [200, JSON.stringify({ data: [{ id: SITE_SPORT, name: 'Sport', slug: 'sport' }] })]);
    faultyAnswers.set(`${path}/articles`, async () => {
      await publishAnswered;
      return [200, '{}'];
    });
    await saveSite(headers, { catergoy_api: `${faultyUrl}${path}/categories`, store_api: `${faultyUrl}${path}/articles` });
    await t.app.inject({ method: 'POST', url: '/api/client/category', headers, payload: {} });
    await setRules(headers, [{ category_id: SPORTS, site_category_id: SITE_SPORT }]);
    const actionsSent = () =>
      faultyHits.filter((hit) => hit.path === `${path}/articles`).map((hit) => (JSON.parse(hit.body) as { action: string }).action);

    const item = await publish('Ferry service suspended on the Karnali', { categoryIds: [SPORTS] });
    await afterDispatch(actionsSent, ['publish']);
    await t.db.delete(news).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    answerPublish();
    await expect.poll(actionsSent, { timeout: 15_000 }).toEqual(['publish', 'takedown']);
    await expect
      .poll(async () => (await logOf(headers)).data.map((entry) => `${entry.action} ${entry.status}`))
      .toEqual(['takedown delivered', 'publish delivered']);
  });
});

describe('a site that fails', () => {
  it.each([
    ['answers 500', () => [500, '{"message":"Database down"}'] as [number, string], 500, 'The site answered 500: Database down'],
    [
      'answers 422 with a field',
      () => [422, '{"message":"Invalid data.","field":"title"}'] as [number, string],
      422,
      'The site answered 422: Invalid data.',
    ],
    ['never answers', () => [0, ''] as [number, string], null, 'The site did not answer in time'],
    ['redirects', () => [302, ''] as [number, string], null, 'The site answered with a redirect, which the portal does not follow'],
    ['answers 200 with a web page', () => [200, '<html>ok</html>'] as [number, string], 200, 'News posted to client site successfully'],
  ])('when it %s: a clear line in the log, tried again with back-off, nothing lost', async (name, answer, httpStatus, message) => {
    const { headers, client } = await signedInClient(t.app, t.db);
    const path = `/fails/${name.replaceAll(' ', '-')}`;
    faultyAnswers.set(`${path}/categories`, () => [200, JSON.stringify({ data: [{ id: SITE_SPORT, name: 'Sport', slug: 'sport' }] })]);
    faultyAnswers.set(`${path}/articles`, answer);
    await saveSite(headers, { catergoy_api: `${faultyUrl}${path}/categories`, store_api: `${faultyUrl}${path}/articles` });
    await t.app.inject({ method: 'POST', url: '/api/client/category', headers, payload: {} });
    await setRules(headers, [{ category_id: SPORTS, site_category_id: SITE_SPORT }]);
    await publish(`Volleyball ${name}`, { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    if (httpStatus === 200) {
      await expect.poll(async () => (await logOf(headers)).data.map((entry) => entry.status), { timeout: 15_000 }).toEqual(['delivered']);
      return;
    }
    await expect.poll(async () => (await logOf(headers)).data.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const oldestTwo = (await logOf(headers)).data.slice(-2);
    expect(oldestTwo.map((entry) => entry.attempt)).toEqual([2, 1]);
    for (const entry of oldestTwo) {
      expect(entry).toMatchObject({
        action: 'publish',
        status: 'failed',
        http_status: httpStatus,
        message,
        retryable: true,
        automatic: true,
      });
    }
    const [post] = await t.db.select().from(sitePosts).where(eq(sitePosts.userId, client.id));
    expect(post).toMatchObject({ deliveredVersion: null, takenDown: false });
  });
});

describe('posting by hand', () => {
  it('makes one post when the same item is posted 50 times at once', async () => {
    const { headers, client, site } = await clientWithSite();
    const item = await publish('Fifty clicks on Post to my site');
    const answers = await Promise.all(Array.from({ length: 50 }, () => postToSite(headers, item.id, SITE_NEWS)));
    expect(new Set(answers.map((answer) => answer.statusCode)), answers[0]?.body).toEqual(new Set([201]));
    expect(site.articles().filter((article) => article.item_id === item.id)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(sitePosts)
        .where(and(eq(sitePosts.userId, client.id), eq(sitePosts.newsId, item.id))),
    ).toHaveLength(1);
  });

  it('pages the log and shows each client only its own; Retry of another client’s line is a 404', async () => {
    const { headers } = await clientWithSite();
    for (const n of [1, 2, 3]) {
      const item = await publish(`Paged item ${n}`);
      await postToSite(headers, item.id, SITE_NEWS);
    }
    const page = await logOf(headers, '?page=2&per_page=2');
    expect(page.meta.total).toBe(3);
    expect(page.data.map((entry) => entry.title)).toEqual(['Paged item 1']);
    const stranger = await signedInClient(t.app, t.db);
    expect((await logOf(stranger.headers)).data).toEqual([]);
    const id = (await logOf(headers)).data[0]?.id;
    expect((await t.app.inject({ method: 'POST', url: `${LOG}/${id}/retry`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${LOG}?per_page=500`, headers })).statusCode).toBe(422);
  });
});

describe('what site software reads', () => {
  it('lists the agency’s categories without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/integrations/portal-categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: SPORTS, slug: expect.any(String) })]));
  });

  it('serves the WordPress plugin as an installable zip without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/integrations/wordpress-plugin.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="portal-news-wordpress.zip"');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(response.rawPayload.includes(Buffer.from('portal-news/portal-news.php'))).toBe(true);
    expect(response.rawPayload.includes(Buffer.from('portal-news/languages/portal-news-ne_NP.mo'))).toBe(true);
  });
});
