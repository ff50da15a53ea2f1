import { newsCard, paged } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { news } from '../../db/schema.ts';
import { formatNepalTime } from '../../lib/nepal-dates.ts';
import { buildStaff, imageFile, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const clock = new Date('2026-11-24T06:00:00Z');
/** A category no other test here files items under (the reference data has ten). */
const CULTURE = 7;
let t: TestApp;
let staffId: number;
let headers: Record<string, string>;

const LIST = '/api/auth/v2/client/news';
const get = (url: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
const listOf = (query: Record<string, string | number>) =>
  get(`${LIST}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`);
const idsOf = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((card) => card.id);

async function publish(at: string, overrides: Parameters<typeof newsFixture>[1] = {}) {
  return (await t.app.content.news.create(newsFixture(staffId, { publishAt: new Date(at), ...overrides }))).id;
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  staffId = (await buildStaff(t.db)).id;
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('news cards built by PostgreSQL', () => {
  it('match the newsCard schema exactly, with the dates, names and thumbnail the API always wrote', async () => {
    const id = await publish('2026-11-20T18:15:00.000Z', {
      title: 'Quake relief reaches Jajarkot',
      metaDescription: 'Tents and food arrive by road.',
      categoryIds: [SPORTS, POLITICS],
      files: [await imageFile()],
    });
    // Stored times keep microseconds; the API writes milliseconds, as Date#toISOString does.
    await t.db
      .update(news)
      .set({ createdAt: sql`'2026-11-19T23:59:59.123987Z'::timestamptz`, revisedAt: new Date('2026-11-21T00:00:00Z') })
      .where(eq(news.id, id));
    t.app.content.cache.forgetHere();

    const body = (await listOf({})).json();
    expect(paged(newsCard).parse(body)).toEqual(body);
    for (const card of body.data) expect(newsCard.strict().parse(card)).toEqual(card);
    const [card] = body.data;
    expect(Object.keys(card).sort()).toEqual(
      Object.keys(newsCard.shape)
        .filter((key) => key !== 'highlights')
        .sort(),
    );
    expect(card).toMatchObject({
      id,
      title: 'Quake relief reaches Jajarkot',
      meta_description: 'Tents and food arrive by road.',
      images_count: 1,
      categories: [
        { id: SPORTS, name: 'Sports' },
        { id: POLITICS, name: 'Politics' },
      ],
      auto_post: false,
      publish_at: '2026-11-20T18:15:00.000Z',
      parsed_publish_at: '2026-11-20T18:15:00.000Z',
      format_parsed_publish_at: formatNepalTime(new Date('2026-11-20T18:15:00.000Z')),
      created_at: '2026-11-19T23:59:59.123Z',
      format_parsed_created_at: formatNepalTime(new Date('2026-11-19T23:59:59.123Z')),
      revised_at: '2026-11-21T00:00:00.000Z',
    });
    expect(card.format_parsed_publish_at).toBe('Nov 21, 2026, 12:00 AM');
    expect(card.thumbnail).toMatch(/^\/media\/news\/thumbnails\/[\w-]+\.jpg\?expires=\d+&signature=[\w-]+$/);
    await t.db.delete(news).where(eq(news.id, id));
  });
});

describe('ETag and If-None-Match', () => {
  it('answers 304 without a body while the list, pinned items and an item are unchanged, and 200 once they change', async () => {
    const id = await publish('2026-11-22T10:00:00Z', { title: 'Budget session opens', pin: true });
    for (const url of [LIST, `${LIST}/pin`, `/api/auth/v2/new/v2/news/${id}`]) {
      const first = await get(url);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(url, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': `W/"other", ${tag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    }
    const before = (await get(LIST)).headers.etag as string;
    await t.app.content.news.create(newsFixture(staffId, { publishAt: new Date('2026-11-23T10:00:00Z'), title: 'A new item' }));
    t.app.content.cache.forgetHere();
    const changed = await get(LIST, { 'if-none-match': before });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before);
  });
});

describe('keyset paging with after', () => {
  it('continues behind the given item, and items published between pages neither repeat nor push one out', async () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05'];
    const oldest = await Promise.all(days.map((day) => publish(`${day}T08:00:00Z`, { categoryIds: [CULTURE], title: `October ${day}` })));
    const query = { filters: JSON.stringify({ category_ids: [CULTURE] }), rowsPerPage: 2 };
    const first = idsOf(await listOf(query));
    expect(first).toEqual([oldest[4], oldest[3]]);
    await publish('2026-11-23T12:00:00Z', { categoryIds: [CULTURE], title: 'Published while reading' });
    t.app.content.cache.forgetHere();
    const second = idsOf(await listOf({ ...query, after: first.at(-1) as number }));
    const third = idsOf(await listOf({ ...query, after: second.at(-1) as number }));
    expect([...first, ...second, ...third]).toEqual([...oldest].reverse());
    expect(idsOf(await listOf({ ...query, descending: 'false', after: oldest[1] as number }))).toEqual([oldest[2], oldest[3]]);
  });

  it('keeps the place of an item unpublished since the previous page', async () => {
    const [a, b, c] = await Promise.all(
      ['2026-09-01', '2026-09-02', '2026-09-03'].map((day) => publish(`${day}T08:00:00Z`, { categoryIds: [SPORTS] })),
    );
    await t.db
      .update(news)
      .set({ status: 'unpublished' })
      .where(eq(news.id, b as number));
    t.app.content.cache.forgetHere();
    const query = { filters: JSON.stringify({ category_ids: [SPORTS], date_to: '2026-09-30' }) };
    expect(idsOf(await listOf({ ...query, after: c as number }))).toEqual([a]);
    expect(idsOf(await listOf({ ...query, after: b as number }))).toEqual([a]);
  });

  it('refuses after with a search, and an id that is not one', async () => {
    const searched = await listOf({ query: 'budget', after: 5 });
    expect(searched.statusCode).toBe(422);
    expect(Object.keys(searched.json().errors)).toContain('after');
    expect((await listOf({ after: 'x' })).statusCode).toBe(422);
  });
});

describe('the shared cached list', () => {
  it('answers the same request sent 50 times at once with one and the same answer', async () => {
    t.app.content.cache.forgetHere();
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`${LIST}?rowsPerPage=7`)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('goes out as the same answer without asking for auto-post marks again', async () => {
    const list = vi.spyOn(t.app.content.news, 'list');
    const first = await get(LIST);
    const second = await get(LIST);
    expect(second.body).toBe(first.body);
    const [one, two] = await Promise.all(list.mock.results.map((result) => result.value));
    expect(two).toBe(one);
    list.mockRestore();
  });
});
