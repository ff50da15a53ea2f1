import { parseFeed } from '@rowanmanning/feed-parser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, news } from '../../db/schema.ts';
import { buildStaff, ECONOMY, NEPALI, newsFixture, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

type Addresses = { base_url: string; all: { rss: string; atom: string }; categories: { slug: string; rss: string; atom: string }[] };

let t: TestApp;
let staffId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

const publish = (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) =>
  t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(Date.now() - 60_000), ...overrides }));

/** The path of an absolute feed address, to call it in-process. */
const get = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

async function addressesOf(headers: Record<string, string>): Promise<Addresses> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/client/feed-token', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function readFeed(url: string) {
  const answer = await get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return { feed: parseFeed(answer.body), contentType: answer.headers['content-type'] };
}

describe('RSS and Atom at a secret address per client', () => {
  it('lists the newest readable items with escaped text, links into the portal, dates, categories and the picture', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const tricky = await publish(`Tom & Jerry <b>"quoted"</b> 'it' \u0001done`, {
      metaDescription: 'Summary with <script>alert(1)</script> & more',
      categoryIds: [SPORTS, ECONOMY],
    });
    await t.db.insert(media).values({
      newsId: tricky.id,
      role: 'main',
      kind: 'image',
      path: `news/${tricky.id}/feature.png`,
      extension: 'png',
      mime: 'image/png',
      size: 1234,
    });
    const withdrawn = await publish('Withdrawn before the feed was read');
    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, withdrawn.id));
    const addresses = await addressesOf(headers);
    expect(addresses.all.rss).toBe(`${addresses.base_url}/news.rss`);
    expect(addresses.base_url).toMatch(/^http:\/\/portal\.test\/api\/feed\/rss\/[\w-]{43}$/);

    const { feed: rss, contentType } = await readFeed(addresses.all.rss);
    expect(contentType).toContain('application/rss+xml');
    const item = rss.items.find((entry) => entry.url === `http://portal.test/news/${tricky.id}`);
    expect(item?.title).toBe(`Tom & Jerry <b>"quoted"</b> 'it' done`);
    expect(item?.description).toBe('Summary with <script>alert(1)</script> & more');
    expect(item?.published?.getTime()).toBe(Math.floor(tricky.publishAt.getTime() / 1000) * 1000);
    expect(item?.categories.map((category) => category.label ?? category.term)).toEqual(expect.arrayContaining(['Sports', 'Economy']));
    // The link serves the picture's copy with IPTC metadata, whose size the feed cannot know: RSS's required length is 0.
    expect(item?.media[0]).toMatchObject({ length: 0, mimeType: 'image/png' });
    expect(item?.media[0]?.url).toMatch(
      new RegExp(`^http://portal\\.test/media/news/${tricky.id}/feature\\.png\\?expires=\\d+&signature=`),
    );
    expect(rss.items.some((entry) => entry.url?.endsWith(`/news/${withdrawn.id}`))).toBe(false);
    expect(rss.items.length).toBeLessThanOrEqual(50);

    const { feed: atom, contentType: atomType } = await readFeed(addresses.all.atom);
    expect(atomType).toContain('application/atom+xml');
    const entry = atom.items.find((candidate) => candidate.url === `http://portal.test/news/${tricky.id}`);
    expect(entry?.title).toBe(item?.title);
    expect(entry?.updated).toBeInstanceOf(Date);
    expect(entry?.media[0]?.url).toBe(item?.media[0]?.url);
    // Atom's length is optional: left out rather than claimed.
    expect(entry?.media[0]?.length).toBeNull();
  });

  it('gives an item without a summary the start of its body as its description, cut at a word', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const short = await publish('Body only, short', { metaDescription: '', content: '<p>Floods <b>closed</b> the highway.</p>' });
    const long = await publish('Body only, long', { metaDescription: '', content: `<p>${words}</p>` });
    const addresses = await addressesOf(headers);
    for (const url of [addresses.all.rss, addresses.all.atom]) {
      const { feed } = await readFeed(url);
      const descriptionOf = (id: number) => feed.items.find((item) => item.url === `http://portal.test/news/${id}`)?.description;
      expect(descriptionOf(short.id)).toBe('Floods closed the highway.');
      const lead = descriptionOf(long.id) ?? '';
      expect(lead.length).toBeLessThanOrEqual(300);
      expect(lead).toMatch(/^word0 word1 .* word\d+…$/);
      expect(words.startsWith(lead.slice(0, -1))).toBe(true);
    }
  });

  it('has a feed per category, by slug', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const sports = await publish('Only in sports', { categoryIds: [SPORTS] });
    const economy = await publish('Only in economy', { categoryIds: [ECONOMY] });
    const addresses = await addressesOf(headers);
    const sportsFeed = addresses.categories.find((category) => category.slug === 'sports');
    expect(sportsFeed?.rss).toBe(`${addresses.base_url}/categories/sports.rss`);
    const { feed } = await readFeed(sportsFeed?.atom ?? '');
    const urls = feed.items.map((item) => item.url);
    expect(urls).toContain(`http://portal.test/news/${sports.id}`);
    expect(urls).not.toContain(`http://portal.test/news/${economy.id}`);
    expect((await get(`${addresses.base_url}/categories/no-such-category.rss`)).statusCode).toBe(404);
  });

  it("has a feed per saved search of that client, and none for another client's", async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const other = await signedInClient(t.app, t.db);
    const match = await publish('Monsoon rains reach Pokhara', { languageId: NEPALI, categoryIds: [SPORTS] });
    await publish('Monsoon rains in English', { categoryIds: [SPORTS] });
    await publish('Pokhara marathon', { languageId: NEPALI, categoryIds: [ECONOMY] });
    const insert = async (userId: number) => {
      const result = await t.db.execute(sql`insert into saved_searches (user_id, name, query, match_query, language_id, category_ids)
        values (${userId}, 'Monsoon', 'monsoon', 'monso:*', ${NEPALI}, ${`{${SPORTS}}`}::integer[]) returning id`);
      return (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
    };
    const own = await insert(client.id);
    const others = await insert(other.client.id);
    const addresses = await addressesOf(headers);
    const { feed } = await readFeed(`${addresses.base_url}/searches/${own}.rss`);
    expect(feed.items.map((item) => item.url)).toEqual([`http://portal.test/news/${match.id}`]);
    expect(feed.title).toContain('Monsoon');
    expect((await get(`${addresses.base_url}/searches/${others}.rss`)).statusCode).toBe(404);
  });

  it('keeps one address until it is rotated, after which the old one answers 404', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const first = await addressesOf(headers);
    const twice = await Promise.all([addressesOf(headers), addressesOf(headers)]);
    expect(twice.map((addresses) => addresses.base_url)).toEqual([first.base_url, first.base_url]);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/client/feed-token/rotate', headers });
    expect(rotated.statusCode).toBe(200);
    const next: Addresses = rotated.json().data;
    expect(next.base_url).not.toBe(first.base_url);
    expect((await get(first.all.rss)).statusCode).toBe(404);
    expect((await get(next.all.rss)).statusCode).toBe(200);
    expect((await addressesOf(headers)).base_url).toBe(next.base_url);
  });

  it('answers 404 for an unknown token or a file that is no feed, and 403 once the subscription ended', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/feed/rss/unknown-token/news.rss' })).statusCode).toBe(404);
    const { headers } = await signedInClient(t.app, t.db);
    const addresses = await addressesOf(headers);
    expect((await get(`${addresses.base_url}/news.json`)).statusCode).toBe(404);
    expect((await get(`${addresses.base_url}/other.rss`)).statusCode).toBe(404);
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -1 });
    expect((await get((await addressesOf(expired.headers)).all.rss)).statusCode).toBe(403);
  });

  it('refuses a guest the addresses', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/client/feed-token' })).statusCode).toBe(401);
  });
});
