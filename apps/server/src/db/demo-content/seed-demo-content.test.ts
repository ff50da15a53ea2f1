import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { clientActions, news } from '../schema.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed.ts';
import { DEMO_SHOWCASE } from './demo-showcase.ts';
import { type DemoContentCounts, seedDemoContent } from './seed-demo-content.ts';

/** Fewer generated items than a first start makes, to keep the test quick; the showcase items come on top. */
const NEWS_COUNT = 60;
const GALLERY_COUNT = 6;

let t: TestApp;
let headers: Record<string, string>;
let counts: DemoContentCounts;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const listUrl = (kind: string, filters: Record<string, unknown> = {}) =>
  `/api/auth/v2/client/${kind}?${new URLSearchParams({ rowsPerPage: '100', filters: JSON.stringify(filters) })}`;
const totalOf = async (kind: string, filters?: Record<string, unknown>) => (await get(listUrl(kind, filters))).json().meta.total as number;
const findByTitle = async (kind: string, title: string) => {
  const item = (await get(listUrl(kind))).json().data.find((row: { title: string }) => row.title === title);
  expect(item, title).toBeDefined();
  return item as { id: number } & Record<string, unknown>;
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoAccounts(t.db);
  counts = (await seedDemoContent(t.db, t.app.content, { newsCount: NEWS_COUNT, galleryCount: GALLERY_COUNT })) as DemoContentCounts;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/login',
    payload: { email: 'active@samachar.demo', password: DEMO_PASSWORD },
  });
  headers = bearer(login.json().data.access_token as string);
});
afterAll(() => t.close());

describe('demo content', () => {
  it('lists every published news item in both languages and all ten categories, the pinned showcase first', async () => {
    const response = await get(listUrl('news'));
    expect(response.json().meta.total).toBe(counts.news - counts.hiddenNews);
    expect(counts.news).toBe(NEWS_COUNT + 2);
    expect(response.json().data[0].title).toBe(DEMO_SHOWCASE.pinnedEnglish);
    for (const language_id of [1, 2]) expect(await totalOf('news', { language_id })).toBeGreaterThan(NEWS_COUNT / 4);
    for (const category of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(await totalOf('news', { category_ids: [category] })).toBeGreaterThan(0);
  });

  it('has news today and yesterday, so the date presets show something', async () => {
    expect(await totalOf('news', { date_preset: 'today' })).toBeGreaterThanOrEqual(3);
    expect(await totalOf('news', { date_preset: 'yesterday' })).toBeGreaterThan(0);
  });

  it('never lists pending, unpublished or embargoed items', async () => {
    const hidden = await t.db.select({ title: news.title }).from(news).where(ne(news.status, 'published'));
    expect(hidden.length).toBeGreaterThan(0);
    const listed = new Set((await get(listUrl('news'))).json().data.map((row: { title: string }) => row.title));
    for (const { title } of hidden) expect(listed.has(title)).toBe(false);
  });

  it('pins the showcase item', async () => {
    const pinned = (await get('/api/auth/v2/client/news/pin')).json().data;
    expect(pinned.length).toBe(counts.pinned);
    expect(pinned.map((row: { title: string }) => row.title)).toContain(DEMO_SHOWCASE.pinnedEnglish);
  });

  it('gives the showcase news three images and a PDF whose signed link serves it', async () => {
    const { id } = await findByTitle('news', DEMO_SHOWCASE.pinnedEnglish);
    const detail = (await get(`/api/auth/v2/new/v2/news/${id}`)).json().data;
    expect(detail).toMatchObject({ language_id: 2, pin: true, images_count: 3 });
    expect(detail.images).toHaveLength(3);
    expect(detail.pdfs).toHaveLength(1);
    const pdf = await t.app.inject({ method: 'GET', url: detail.pdfs[0].path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the Nepali showcase news images and a PDF', async () => {
    const { id } = await findByTitle('news', DEMO_SHOWCASE.nepaliWithPdf);
    const detail = (await get(`/api/auth/v2/new/v2/news/${id}`)).json().data;
    expect(detail.language_id).toBe(1);
    expect(detail.images).toHaveLength(2);
    expect(detail.pdfs).toHaveLength(1);
  });

  it('lists the galleries, the showcase one with five images', async () => {
    expect(await totalOf('gallery')).toBe(counts.galleries);
    const { id } = await findByTitle('gallery', DEMO_SHOWCASE.gallery);
    expect((await get(`/api/auth/v2/client/gallery/${id}`)).json().data.images).toHaveLength(5);
  });

  it('lists the videos and serves the showcase video as MP4', async () => {
    expect(await totalOf('videos')).toBe(counts.videos);
    const { id } = await findByTitle('videos', DEMO_SHOWCASE.video);
    const detail = (await get(`/api/auth/v2/client/videos/detail/${id}`)).json().data;
    expect(detail.duration_seconds).toBeGreaterThan(0);
    const video = await t.app.inject({ method: 'GET', url: detail.video });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it('gives the staff console uploads to review, one sent back for changes, and a month of client activity', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      payload: { email: 'staff@samachar.demo', password: DEMO_PASSWORD },
    });
    const staff = bearer(login.json().data.access_token as string);
    const queue = async (status: string) => {
      const query = new URLSearchParams({ filters: JSON.stringify({ status }) });
      return (await t.app.inject({ url: `/api/v1/reviews/all?${query}`, headers: staff })).json().data as { company_name: string }[];
    };
    expect((await queue('pending')).map((row) => row.company_name).sort()).toEqual([
      'Dhangadhi Samachar Pvt. Ltd.',
      'Lumbini Television Pvt. Ltd.',
    ]);
    expect(await queue('changes_requested')).toHaveLength(1);
    expect(await t.db.$count(clientActions)).toBeGreaterThan(100);
  });

  it('adds nothing when run again', async () => {
    const before = await t.db.$count(news);
    expect(await seedDemoContent(t.db, t.app.content)).toBeNull();
    expect(await t.db.$count(news)).toBe(before);
  });
});
