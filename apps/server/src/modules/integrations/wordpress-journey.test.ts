import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { buildStaff, imageFile, newsFixture, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { freePort } from '../../test/server-process.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../../test/test-app.ts';
import { connectToPortal, startWordpress, type Wordpress, postsOfItem as wpPosts } from '../../test/wordpress.ts';
import { wordpressPluginZip } from './wordpress-plugin.ts';

/**
 * Site push's journey against real WordPress (Debian's package, MariaDB, `php -S`): the portal pushes to
 * the plugin built by `npm run build:wp-plugin`, and the posts are read back through WordPress's own REST API.
 */
const wordpress = await startWordpress();
const skip = 'skip' in wordpress ? wordpress.skip : undefined;
if (skip) console.warn(`WordPress journey skipped: ${skip}`);

const ACCOUNT = '/api/auth/v2/client/my-account';
const SITE_TOKEN = 'wordpress-journey-token-0123456789abcdefghij';

type Post = {
  id: number;
  status: string;
  title: { rendered: string };
  content: { rendered: string };
  categories: number[];
  featured_media: number;
};

let t: TestApp;
let wp: Wordpress;
let client: Awaited<ReturnType<typeof signedInClient>>;
let staffId: number;
let sportCategory: number;

const postsOfItem = (itemId: number) => wpPosts<Post>(wp, itemId);
const postOfItem = async (itemId: number) => (await postsOfItem(itemId))[0];

describe.skipIf(skip !== undefined)('a WordPress site with the plugin', () => {
  beforeAll(async () => {
    wp = wordpress as Wordpress;
    await wp.installPlugin(await wordpressPluginZip());
    const port = await freePort();
    t = await buildTestApp({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true', PUBLIC_URL: `http://127.0.0.1:${port}`, WEBHOOK_RETRY_SECONDS: '1' },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    staffId = (await buildStaff(t.db)).id;

    const sport = await wp.rest<{ id: number }>('/wp/v2/categories', { method: 'POST', body: { name: 'खेलकुद', slug: 'khelkud' } });
    sportCategory = sport.id;
    client = await signedInClient(t.app, t.db);
    await connectToPortal(wp, { app: t.app, clientHeaders: client.headers, publicUrl: t.config.publicUrl }, SITE_TOKEN);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/client/category', headers: client.headers, payload: {} });
    expect(refreshed.statusCode).toBe(201);
    expect(refreshed.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sportCategory, client_category_name: 'खेलकुद' })]),
    );
  }, BUILDS_ITS_OWN_APP_MS * 2);
  afterAll(async () => {
    await t?.close();
    await wp?.stop();
  });

  it('posts an item with two pictures, then its correction, a repeat and its take-down, to one post', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${ACCOUNT}/site-auto-push`,
          headers: client.headers,
          payload: { rules: [{ category_id: SPORTS, site_category_id: sportCategory }] },
        })
      ).statusCode,
    ).toBe(200);
    const item = await t.app.content.news.create(
      newsFixture(staffId, {
        title: 'नेपालले क्रिकेट फाइनल जित्यो',
        content: '<p>Nepal won the final.</p><script>alert(1)</script>',
        metaDescription: 'Nepal beat the UAE by five wickets.',
        categoryIds: [SPORTS],
        publishAt: new Date(Date.now() - 1000),
        files: [
          { ...(await imageFile(200)), role: 'main', caption: 'Captain lifts the cup' },
          { ...(await imageFile(120)), caption: 'The crowd' },
        ],
      }),
    );
    await t.app.dispatchItemChanges();
    await expect.poll(() => postOfItem(item.id), { timeout: 30_000 }).toBeDefined();
    const post = (await postOfItem(item.id)) as Post;
    expect(post).toMatchObject({ status: 'publish', title: { rendered: 'नेपालले क्रिकेट फाइनल जित्यो' } });
    expect(post.categories).toContain(sportCategory);
    expect(post.content.rendered).toContain('Nepal won the final.');
    expect(post.content.rendered).not.toContain('<script');
    expect(post.content.rendered).toContain('The crowd');
    const featured = await wp.rest<{ id: number; caption: { rendered: string }; media_type: string }>(
      `/wp/v2/media/${post.featured_media}`,
    );
    expect(featured).toMatchObject({ media_type: 'image' });
    expect(featured.caption.rendered).toContain('Captain lifts the cup');

    await t.db.update(news).set({ title: 'नेपालले क्रिकेट फाइनल ५ विकेटले जित्यो' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await expect.poll(async () => (await postOfItem(item.id))?.title.rendered, { timeout: 30_000 }).toBe('नेपालले क्रिकेट फाइनल ५ विकेटले जित्यो');
    expect((await postOfItem(item.id))?.id).toBe(post.id);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/client/news-post',
      headers: client.headers,
      payload: { news_id: item.id, category: sportCategory },
    });
    expect(again.statusCode).toBe(201);
    expect(await postsOfItem(item.id)).toHaveLength(1);

    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await expect.poll(async () => (await postOfItem(item.id))?.status, { timeout: 30_000 }).toBe('trash');
  });

  it('refuses a push signed with an old secret: the log says 401 and the post stays as it was', async () => {
    const item = await t.app.content.news.create(
      newsFixture(staffId, { title: 'Secret test', categoryIds: [SPORTS], publishAt: new Date(Date.now() - 1000) }),
    );
    await t.app.dispatchItemChanges();
    await expect.poll(() => postOfItem(item.id), { timeout: 30_000 }).toBeDefined();
    const account = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers: client.headers })).json().data;
    await t.app.inject({ method: 'POST', url: `${ACCOUNT}/api-clienturl/${account.apiUrl.id}/rotate-secret`, headers: client.headers });
    await t.db.update(news).set({ title: 'Secret test, corrected' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await expect
      .poll(
        async () => (await t.app.inject({ method: 'GET', url: '/api/client/site-deliveries', headers: client.headers })).json().data[0],
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({ news_id: item.id, action: 'update', status: 'failed', http_status: 401 });
    expect((await postOfItem(item.id))?.title.rendered).toBe('Secret test');
  });
});
