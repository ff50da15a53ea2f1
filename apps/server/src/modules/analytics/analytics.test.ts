import { type AnalyticsCategories, type AnalyticsSummary, messages, NEWS_ACTIONS, VIDEO_ACTIONS, VIEW_ACTION_TYPE } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientActions, galleries, news, sessions, videos } from '../../db/schema.ts';
import { buildStaff, ECONOMY, ENGLISH, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** 11:45 in Nepal on 15 March 2026: the default range is 14 February to 15 March. */
const NOW = new Date('2026-03-15T06:00:00Z');
const LONG_AGO = new Date('2026-01-01T00:00:00Z');
/** Noon in Nepal on `day`. */
const noon = (day: string) => new Date(`${day}T06:15:00Z`);

let t: TestApp;
let staff: Record<string, string>;
const ids = { himal: 0, koshi: 0, silent: 0, lapsed: 0, n1: 0, n2: 0, g1: 0, v1: 0 };

const get = async <T>(path: string, query: Record<string, string> = {}) => {
  const answer = await t.app.inject({ url: `/api/v1/analytics/${path}?${new URLSearchParams(query)}`, headers: staff });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
};
const zero = { views: 0, copies: 0, downloads: 0, posts: 0 };

/**
 * The scenario: Himal Times and Koshi Online act on two news items (N1 Politics and Economy, N2 Sports),
 * a photo gallery and a video (Sports); "Silent FM" never did anything, "Lapsed Daily" last acted on
 * 1 February, "Reader Post" only signed in 10 days ago.
 */
async function buildScenario() {
  const staffUser = await buildStaff(t.db);
  const client = (fullName: string) => buildClient(t.db, { fullName, companyName: `${fullName} Pvt. Ltd.`, createdAt: LONG_AGO });
  const [himal, koshi, silent, lapsed, reader] = await Promise.all(
    ['Himal Times', 'Koshi Online', 'Silent FM', 'Lapsed Daily', 'Reader Post'].map(client),
  );
  if (!himal || !koshi || !silent || !lapsed || !reader) throw new Error('no clients');
  const [n1, n2] = await t.db
    .insert(news)
    .values([
      { title: 'Budget passed', userId: staffUser.id, languageId: ENGLISH, categoryIds: [POLITICS, ECONOMY], status: 'published' },
      { title: 'Cricket final', userId: staffUser.id, languageId: ENGLISH, categoryIds: [SPORTS], status: 'published' },
    ])
    .returning();
  const [g1] = await t.db.insert(galleries).values({ title: 'Holi in Kathmandu', userId: staffUser.id, status: 'published' }).returning();
  const [v1] = await t.db
    .insert(videos)
    .values({ title: 'Match highlights', userId: staffUser.id, languageId: ENGLISH, categoryIds: [SPORTS], status: 'published' })
    .returning();
  if (!n1 || !n2 || !g1 || !v1) throw new Error('no items');
  Object.assign(ids, {
    himal: himal.id,
    koshi: koshi.id,
    silent: silent.id,
    lapsed: lapsed.id,
    n1: n1.id,
    n2: n2.id,
    g1: g1.id,
    v1: v1.id,
  });

  const view = { type: VIEW_ACTION_TYPE, action: 'Viewed' };
  await t.db.insert(clientActions).values([
    { userId: himal.id, kind: 'news', itemId: n1.id, ...view, createdAt: noon('2026-03-15') },
    { userId: himal.id, kind: 'news', itemId: n1.id, ...NEWS_ACTIONS.titleCopied, createdAt: noon('2026-03-15') },
    {
      userId: himal.id,
      kind: 'news',
      itemId: n1.id,
      type: NEWS_ACTIONS.allCopied.type,
      action: messages.postedAction,
      createdAt: noon('2026-03-15'),
    },
    { userId: himal.id, kind: 'news', itemId: n1.id, ...NEWS_ACTIONS.downloaded, createdAt: noon('2026-03-15') },
    { userId: koshi.id, kind: 'news', itemId: n1.id, ...view, createdAt: noon('2026-03-15') },
    { userId: koshi.id, kind: 'news', itemId: n1.id, ...NEWS_ACTIONS.allCopied, createdAt: noon('2026-03-15') },
    { userId: himal.id, kind: 'video', itemId: v1.id, ...view, createdAt: noon('2026-03-14') },
    { userId: himal.id, kind: 'video', itemId: v1.id, ...VIDEO_ACTIONS.downloaded, createdAt: noon('2026-03-14') },
    { userId: himal.id, kind: 'video', itemId: v1.id, ...VIDEO_ACTIONS.titleCopied, createdAt: noon('2026-03-14') },
    { userId: koshi.id, kind: 'gallery', itemId: g1.id, ...view, createdAt: noon('2026-03-14') },
    { userId: koshi.id, kind: 'gallery', itemId: g1.id, ...NEWS_ACTIONS.downloaded, createdAt: noon('2026-03-14') },
    // Opening a photo in the viewer is part of the view: not counted apart.
    { userId: koshi.id, kind: 'gallery', itemId: g1.id, ...NEWS_ACTIONS.viewed, createdAt: noon('2026-03-14') },
    { userId: koshi.id, kind: 'news', itemId: n2.id, ...view, createdAt: noon('2026-03-10') },
    // 00:05 on 10 March in Nepal, still 9 March in UTC.
    { userId: koshi.id, kind: 'news', itemId: n2.id, ...view, createdAt: new Date('2026-03-09T18:20:00Z') },
    { userId: himal.id, kind: 'news', itemId: n2.id, ...NEWS_ACTIONS.downloaded, createdAt: noon('2026-03-05') },
    { userId: lapsed.id, kind: 'news', itemId: n2.id, ...view, createdAt: noon('2026-02-01') },
  ]);
  await t.db.insert(sessions).values({
    userId: reader.id,
    tokenHash: 'reader-session',
    createdAt: noon('2026-03-05'),
    lastUsedAt: noon('2026-03-05'),
    expiresAt: noon('2026-04-05'),
  });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  await buildScenario();
});
afterAll(async () => {
  await t.close();
});

describe('analytics (api/v1/analytics)', () => {
  it('refuses every call to guests (401) and clients (403)', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const paths = ['summary', 'items', 'clients', 'categories', 'top-items', 'inactive-clients', 'export?report=items'];
    for (const path of paths) {
      const url = `/api/v1/analytics/${path}`;
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(403);
    }
  });

  it('totals each figure over the last 30 days, day by day in Nepal time', async () => {
    const summary = await get<AnalyticsSummary>('summary');
    expect(summary).toMatchObject({ from: '2026-02-14', to: '2026-03-15', totals: { views: 6, copies: 3, downloads: 4, posts: 1 } });
    expect(summary.days).toHaveLength(30);
    const active = summary.days.filter((day) => day.views + day.copies + day.downloads + day.posts > 0);
    expect(active).toEqual([
      { day: '2026-03-05', ...zero, downloads: 1 },
      { day: '2026-03-10', ...zero, views: 2 },
      { day: '2026-03-14', views: 2, copies: 1, downloads: 2, posts: 0 },
      { day: '2026-03-15', views: 2, copies: 2, downloads: 1, posts: 1 },
    ]);
  });

  it('narrows to the days and the kind asked for', async () => {
    const wider = await get<AnalyticsSummary>('summary', { from: '2026-02-01', to: '2026-03-09' });
    expect(wider.totals).toEqual({ ...zero, views: 1, downloads: 1 });
    expect(wider.days).toHaveLength(37);
    expect((await get<AnalyticsSummary>('summary', { kind: 'video' })).totals).toEqual({ views: 1, copies: 1, downloads: 1, posts: 0 });
    const backwards = await t.app.inject({ url: '/api/v1/analytics/summary?from=2026-03-10&to=2026-03-01', headers: staff });
    expect(backwards.statusCode).toBe(422);
  });

  it('lists each item with its figures, paged and sorted', async () => {
    const byViews = await get<{ data: unknown[]; meta: unknown }>('items');
    expect(byViews).toEqual({
      data: [
        { kind: 'news', item_id: ids.n2, title: 'Cricket final', ...zero, views: 2, downloads: 1 },
        { kind: 'news', item_id: ids.n1, title: 'Budget passed', views: 2, copies: 2, downloads: 1, posts: 1 },
        { kind: 'gallery', item_id: ids.g1, title: 'Holi in Kathmandu', ...zero, views: 1, downloads: 1 },
        { kind: 'video', item_id: ids.v1, title: 'Match highlights', views: 1, copies: 1, downloads: 1, posts: 0 },
      ],
      meta: { total: 4, current_page: 1, last_page: 1, total_relation: 'exact' },
    });
    const byTitle = await get<{ data: { title: string }[]; meta: unknown }>('items', {
      sortBy: 'title',
      descending: 'false',
      rowsPerPage: '2',
      page: '2',
    });
    expect(byTitle.data.map((row) => row.title)).toEqual(['Holi in Kathmandu', 'Match highlights']);
    expect(byTitle.meta).toEqual({ total: 4, current_page: 2, last_page: 2, total_relation: 'exact' });
  });

  it('lists each client with its figures', async () => {
    const clients = await get<{ data: unknown[] }>('clients');
    expect(clients.data).toEqual([
      {
        id: ids.koshi,
        full_name: 'Koshi Online',
        company_name: 'Koshi Online Pvt. Ltd.',
        email: expect.any(String),
        views: 4,
        copies: 1,
        downloads: 1,
        posts: 0,
      },
      {
        id: ids.himal,
        full_name: 'Himal Times',
        company_name: 'Himal Times Pvt. Ltd.',
        email: expect.any(String),
        views: 2,
        copies: 2,
        downloads: 3,
        posts: 1,
      },
    ]);
    const byPosts = await get<{ data: { id: number }[] }>('clients', { sortBy: 'posts' });
    expect(byPosts.data.map((row) => row.id)).toEqual([ids.himal, ids.koshi]);
  });

  it('counts an item under each of its categories, every category listed', async () => {
    const { data } = await get<AnalyticsCategories>('categories');
    expect(data).toHaveLength(10);
    const figures = (id: number) => {
      const { views, copies, downloads, posts } = data.find((row) => row.id === id) ?? {};
      return { views, copies, downloads, posts };
    };
    expect(figures(POLITICS)).toEqual({ views: 2, copies: 2, downloads: 1, posts: 1 });
    expect(figures(ECONOMY)).toEqual({ views: 2, copies: 2, downloads: 1, posts: 1 });
    expect(figures(SPORTS)).toEqual({ views: 3, copies: 1, downloads: 2, posts: 0 });
    expect(data.find((row) => row.id === SPORTS)).toMatchObject({ name: 'Sports', name_ne: 'खेलकुद' });
    expect(figures(4)).toEqual(zero);
  });

  it('ranks the top items of the last 7 days by all their views and actions', async () => {
    const top = await get<{ from: string; to: string; data: { item_id: number }[] }>('top-items');
    expect(top.from).toBe('2026-03-09');
    expect(top.data.map((row) => row.item_id)).toEqual([ids.n1, ids.v1, ids.g1, ids.n2]);
  });

  it('lists the clients with no action nor sign-in for 30 days, never active first', async () => {
    const inactive = await get<{ data: { id: number; last_active_at: string | null }[]; meta: { total: number } }>('inactive-clients');
    expect(inactive.data.map((row) => [row.id, row.last_active_at])).toEqual([
      [ids.silent, null],
      [ids.lapsed, noon('2026-02-01').toISOString()],
    ]);
    expect(inactive.meta.total).toBe(2);
  });

  it('exports each report as CSV', async () => {
    const items = await t.app.inject({ url: '/api/v1/analytics/export?report=items', headers: staff });
    expect(items.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(items.headers['content-disposition']).toBe('attachment; filename="analytics-items-2026-02-14-to-2026-03-15.csv"');
    expect(items.body).toBe(
      [
        '\uFEFFKind,Item ID,Title,Views,Copies,Downloads,Posts to site',
        `news,${ids.n2},Cricket final,2,0,1,0`,
        `news,${ids.n1},Budget passed,2,2,1,1`,
        `gallery,${ids.g1},Holi in Kathmandu,1,0,1,0`,
        `video,${ids.v1},Match highlights,1,1,1,0`,
        '',
      ].join('\r\n'),
    );
    const days = await t.app.inject({ url: '/api/v1/analytics/export?report=days&from=2026-03-14&to=2026-03-15', headers: staff });
    expect(days.body).toBe('\uFEFFDay,Views,Copies,Downloads,Posts to site\r\n2026-03-14,2,1,2,0\r\n2026-03-15,2,2,1,1\r\n');
    const clients = await t.app.inject({ url: '/api/v1/analytics/export?report=clients&kind=news', headers: staff });
    expect(clients.body.split('\r\n')[1]).toMatch(new RegExp(`^${ids.koshi},Koshi Online,Koshi Online Pvt. Ltd.,[^,]+,3,1,0,0$`));
    const categories = await t.app.inject({ url: '/api/v1/analytics/export?report=categories', headers: staff });
    expect(categories.body.split('\r\n')[3]).toBe(`${SPORTS},Sports,3,1,2,0`);
  });
});
