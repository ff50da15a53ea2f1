import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { bearer, multipartBody, pngImage, signInToken } from '../../test/http.ts';
import { freePort } from '../../test/server-process.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../../test/test-app.ts';
import { connectToPortal, startWordpress, type Wordpress, postsOfItem as wpPosts } from '../../test/wordpress.ts';
import { wordpressPluginZip } from '../integrations/wordpress-plugin.ts';
import { superdeskSignature } from './superdesk-signature.ts';

/**
 * The whole way in and out: Superdesk pushes an item with its picture, the Feed API serves it, and site push posts
 * it to a real WordPress (Debian's package, as the integrations' journey runs it); the correction and the
 * withdrawal Superdesk pushes follow to the same post.
 */
const wordpress = await startWordpress();
const skip = 'skip' in wordpress ? wordpress.skip : undefined;
if (skip) console.warn(`Ingest → WordPress round trip skipped: ${skip}`);

const ACCOUNT = '/api/auth/v2/client/my-account';
const SITE_TOKEN = 'ingest-round-trip-token-0123456789abcdefghij';
const KEY = 'superdesk round trip secret token';

type Post = { id: number; status: string; title: { rendered: string }; featured_media: number; meta?: Record<string, unknown> };

let t: TestApp;
let wp: Wordpress;
let client: Awaited<ReturnType<typeof signedInClient>>;
let sportCategory: number;

const postOfItem = async (itemId: number) => (await wpPosts<Post>(wp, itemId))[0];

async function push(item: unknown) {
  const payload = JSON.stringify(item);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/push',
    payload,
    headers: { 'content-type': 'application/json', 'x-superdesk-signature': superdeskSignature(KEY, payload) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { outcome: string; news_id: number };
}

describe.skipIf(skip !== undefined)('Superdesk push → Feed API → WordPress post', () => {
  beforeAll(async () => {
    wp = wordpress as Wordpress;
    await wp.installPlugin(await wordpressPluginZip());
    const port = await freePort();
    t = await buildTestApp({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true', PUBLIC_URL: `http://127.0.0.1:${port}`, WEBHOOK_RETRY_SECONDS: '1' },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    const staff = await buildStaff(t.db);
    const staffHeaders = bearer(await signInToken(t.app, staff.email));
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/ingest/settings', headers: staffHeaders, payload: { key: KEY } })).statusCode,
    ).toBe(200);
    const mapped = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ingest/mappings',
      headers: staffHeaders,
      payload: { kind: 'category', value: 'subject:15000000', target: String(SPORTS) },
    });
    expect(mapped.statusCode).toBe(200);

    sportCategory = (await wp.rest<{ id: number }>('/wp/v2/categories', { method: 'POST', body: { name: 'खेलकुद', slug: 'khelkud' } })).id;
    client = await signedInClient(t.app, t.db);
    await connectToPortal(wp, { app: t.app, clientHeaders: client.headers, publicUrl: t.config.publicUrl }, SITE_TOKEN);
    expect((await t.app.inject({ method: 'POST', url: '/api/client/category', headers: client.headers, payload: {} })).statusCode).toBe(
      201,
    );
    const rules = await t.app.inject({
      method: 'PUT',
      url: `${ACCOUNT}/site-auto-push`,
      headers: client.headers,
      payload: { rules: [{ category_id: SPORTS, site_category_id: sportCategory }] },
    });
    expect(rules.statusCode).toBe(200);
  }, BUILDS_ITS_OWN_APP_MS * 2);
  afterAll(async () => {
    await t?.close();
    await wp?.stop();
  });

  it('posts a pushed item with its picture, then its correction and its withdrawal, to one post', async () => {
    const mediaId = 'round-trip/picture-1.png';
    const { payload, headers } = await multipartBody(
      { media_id: mediaId },
      { media: { data: await pngImage(200), name: 'p.png', type: 'image/png' } },
    );
    const binary = await t.app.inject({
      method: 'POST',
      url: '/push_binary',
      payload,
      headers: { ...headers, 'x-superdesk-signature': superdeskSignature(KEY, payload) },
    });
    expect(binary.statusCode).toBe(201);

    const item = {
      guid: 'urn:newsml:sd:round-trip',
      type: 'text',
      version: '1',
      language: 'ne',
      headline: 'नेपालले क्रिकेट फाइनल जित्यो',
      body_html: '<p>Nepal won the final.</p>',
      pubstatus: 'usable',
      subject: [{ name: 'sport', code: '15000000', scheme: 'subject' }],
      associations: { featuremedia: { type: 'picture', headline: 'Captain lifts the cup', renditions: { baseImage: { media: mediaId } } } },
    };
    const published = await push(item);
    expect(published.outcome).toBe('published');
    const id = published.news_id;
    await t.app.dispatchItemChanges();

    const key = (
      await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers: client.headers, payload: { name: 'CMS' } })
    ).json().data.key;
    const feedItem = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${id}`, headers: bearer(key) });
    expect(feedItem.json()).toMatchObject({ version: '1', headlines: [{ value: 'नेपालले क्रिकेट फाइनल जित्यो' }] });

    await expect.poll(() => postOfItem(id), { timeout: 30_000 }).toBeDefined();
    const post = (await postOfItem(id)) as Post;
    expect(post).toMatchObject({ status: 'publish', title: { rendered: 'नेपालले क्रिकेट फाइनल जित्यो' } });
    expect(post.featured_media).toBeGreaterThan(0);

    expect((await push({ ...item, version: '2', headline: 'नेपालले क्रिकेट फाइनल ५ विकेटले जित्यो' })).outcome).toBe('corrected');
    await t.app.dispatchItemChanges();
    await expect.poll(async () => (await postOfItem(id))?.title.rendered, { timeout: 30_000 }).toBe('नेपालले क्रिकेट फाइनल ५ विकेटले जित्यो');
    expect((await postOfItem(id))?.id).toBe(post.id);
    const corrected = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${id}`, headers: bearer(key) });
    expect(corrected.json()).toMatchObject({ version: '2' });

    expect((await push({ ...item, version: '3', pubstatus: 'canceled' })).outcome).toBe('withdrawn');
    await t.app.dispatchItemChanges();
    await expect.poll(async () => (await postOfItem(id))?.status, { timeout: 30_000 }).toBe('trash');
  });
});
