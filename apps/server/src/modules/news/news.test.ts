import { messages } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientActions } from '../../db/schema.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import {
  buildStaff,
  ECONOMY,
  ENGLISH,
  imageFile,
  NEPALI,
  newsFixture,
  POLITICS,
  pdfFile,
  SPORTS,
  signedInClient,
} from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let clock = Date.now();
let headers: Record<string, string>;
let clientId: number;
const ids: Record<string, number> = {};

const daysAgo = (days: number) => new Date(clock - days * DAY);
const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
const list = (query: Record<string, unknown> = {}, as = headers) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return get(`/api/auth/v2/client/news?${params}`, as);
};
const titles = (response: { json(): { data: { title: string }[] } }) => response.json().data.map((item) => item.title);

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staff = await buildStaff(t.db);
  const publish = async (key: string, overrides: Parameters<typeof newsFixture>[1]) => {
    ids[key] = (await t.app.content.news.create(newsFixture(staff.id, overrides))).id;
  };
  await publish('budget', {
    title: 'Parliament passes the federal budget',
    pin: true,
    publishAt: daysAgo(1),
    content: '<p onclick="x()">The House passed it.<script>alert(1)</script></p>',
    files: [await imageFile(), await imageFile(80), { data: pdfFile() }],
  });
  await publish('cricket', {
    title: 'Nepal beat Oman in the cricket final',
    metaDescription: 'A last-over win at Kirtipur.',
    categoryIds: [SPORTS],
    publishAt: daysAgo(3),
  });
  await publish('nepaliBudget', {
    title: 'सरकारले बजेट सार्वजनिक गर्‍यो',
    metaDescription: 'अर्थमन्त्रीले संसदमा आगामी आर्थिक वर्षको बजेट प्रस्तुत गर्नुभयो।',
    content: '<p>काठमाडौं उपत्यकामा विकास निर्माणका लागि रकम छुट्याइएको छ।</p>',
    languageId: NEPALI,
    categoryIds: [ECONOMY],
    publishAt: daysAgo(10),
  });
  await publish('old', { title: 'Monsoon floods hit the Terai', categoryIds: [POLITICS], publishAt: daysAgo(200) });
  await publish('pending', { title: 'Draft awaiting review', status: 'pending', publishAt: daysAgo(1) });
  await publish('embargoed', { title: 'Scheduled budget announcement', publishAt: new Date(clock + DAY) });
  const signed = await signedInClient(t.app, t.db);
  headers = signed.headers;
  clientId = signed.client.id;
});
afterAll(() => t.close());

describe('GET client/news', () => {
  it('lists published items newest first, never pending or embargoed ones', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual([
      'Parliament passes the federal budget',
      'Nepal beat Oman in the cricket final',
      'सरकारले बजेट सार्वजनिक गर्‍यो',
      'Monsoon floods hit the Terai',
    ]);
    expect(response.json().meta).toEqual({ total: 4, current_page: 1, last_page: 1, total_relation: 'exact' });
  });

  it('answers a card with its image count, signed thumbnail and named categories, without the body', async () => {
    const [card] = (await list()).json().data;
    expect(card).toMatchObject({
      id: ids.budget,
      images_count: 2,
      pin: true,
      categories: [
        { id: POLITICS, name: 'Politics' },
        { id: ECONOMY, name: 'Economy' },
      ],
    });
    expect(card.thumbnail).toMatch(/^\/media\/news\/thumbnails\/[\w-]+\.jpg\?expires=\d+&signature=[\w-]+$/);
    expect(card).not.toHaveProperty('content');
  });

  it('pages: a page past the last is empty, with the real total', async () => {
    const second = await list({ page: '2', rowsPerPage: '3' });
    expect(titles(second)).toEqual(['Monsoon floods hit the Terai']);
    expect(second.json().meta).toEqual({ total: 4, current_page: 2, last_page: 2, total_relation: 'exact' });
    const beyond = await list({ page: '9', rowsPerPage: '3' });
    expect(beyond.json()).toEqual({ data: [], meta: { total: 4, current_page: 9, last_page: 2, total_relation: 'exact' } });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-3' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '99999999' }, 'page'],
    [{ rowsPerPage: '0' }, 'rowsPerPage'],
    [{ rowsPerPage: '101' }, 'rowsPerPage'],
    [{ sortBy: 'password_hash' }, 'sortBy'],
    [{ filters: '{not json' }, 'filters'],
    [{ filters: { date_from: '2026-02-30' } }, 'filters.date_from'],
    [{ filters: { date_from: '22-11-2026' } }, 'filters.date_from'],
    [{ filters: { date_from: '2026-11-20', date_to: '2026-11-01' } }, 'filters.date_to'],
    [{ filters: { language_id: 'nepali' } }, 'filters.language_id'],
    [{ filters: { category_ids: [-1] } }, 'filters.category_ids.0'],
    [{ filters: { date_preset: 'last_century' } }, 'filters.date_preset'],
  ])('refuses %j with 422 on %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('filters by language, category, dates and presets, alone and combined', async () => {
    expect(titles(await list({ filters: { language_id: NEPALI } }))).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
    expect(titles(await list({ filters: { category_ids: [SPORTS, ECONOMY] } }))).toEqual([
      'Parliament passes the federal budget',
      'Nepal beat Oman in the cricket final',
      'सरकारले बजेट सार्वजनिक गर्‍यो',
    ]);
    expect(titles(await list({ filters: { date_preset: 'last_7_days' } }))).toEqual([
      'Parliament passes the federal budget',
      'Nepal beat Oman in the cricket final',
    ]);
    const day = nepalDay(daysAgo(3));
    expect(titles(await list({ filters: { date_from: day, date_to: day } }))).toContain('Nepal beat Oman in the cricket final');
    expect(titles(await list({ filters: { category_ids: [ECONOMY], language_id: ENGLISH, date_preset: 'last_30_days' } }))).toEqual([
      'Parliament passes the federal budget',
    ]);
    expect(titles(await list({ filters: { language_id: 999, unknown: 'dropped' } }))).toEqual([]);
  });

  it('finds whole words, partial and misspelt words in English and Nepali', async () => {
    expect(titles(await list({ query: 'budget' }))).toEqual(['Parliament passes the federal budget']);
    expect(titles(await list({ query: 'parliam' }))).toEqual(['Parliament passes the federal budget']);
    expect(titles(await list({ query: 'parliment' }))).toEqual(['Parliament passes the federal budget']);
    expect(titles(await list({ query: 'बजेट' }))).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
    expect(titles(await list({ query: 'उपत्यका' }))).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
    expect(titles(await list({ query: 'last-over' }))).toEqual(['Nepal beat Oman in the cricket final']);
  });

  it('combines search with filters', async () => {
    expect(titles(await list({ query: 'budget', filters: { language_id: NEPALI } }))).toEqual([]);
    expect(titles(await list({ query: 'बजेट', filters: { category_ids: [ECONOMY] } }))).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
  });

  it.each(["' or 1=1 --", '%', '_', '\\', 'a:* & !b', '()|<->', '   '])(
    'treats %j as text, never as SQL or query syntax',
    async (query) => {
      const response = await list({ query });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeLessThanOrEqual(4);
    },
  );

  it('refuses guests', async () => {
    expect((await list({}, {})).statusCode).toBe(401);
  });
});

describe('GET client/news/pin and new/v2/news/all', () => {
  it('lists pinned items only', async () => {
    const response = await get('/api/auth/v2/client/news/pin');
    expect(response.json().data.map((item: { id: number }) => item.id)).toEqual([ids.budget]);
  });

  it('speaks the older parameter names', async () => {
    const filters = JSON.stringify({ searchQuery: 'बजेट', languageFilter: NEPALI, dateFilter: 'this_year' });
    const response = await get(`/api/auth/v2/new/v2/news/all?per_page=2&order_by=desc&filters=${encodeURIComponent(filters)}`);
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
    const oldestFirst = await get('/api/auth/v2/new/v2/news/all?per_page=1&order_by=asc');
    expect(titles(oldestFirst)).toEqual(['Monsoon floods hit the Terai']);
    expect(oldestFirst.json().meta.last_page).toBe(4);
  });
});

describe('GET new/v2/news/{id}', () => {
  it('answers the whole item with sanitized content and its files as signed links', async () => {
    const response = await get(`/api/auth/v2/new/v2/news/${ids.budget}`);
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item.content).toBe('<p>The House passed it.</p>');
    expect(item.images).toHaveLength(2);
    expect(item.pdfs).toHaveLength(1);
    expect(item.videos).toEqual([]);
    expect(item.pdfs[0]).toMatchObject({ aggregate_type: 'pdf', extension: 'pdf', download_name: `${item.pdfs[0].id}.pdf` });
    expect(item.images[0]).toMatchObject({ aggregate_type: 'image', extension: 'png', width: 64, height: 64 });
  });

  it('answers 404 for pending, embargoed and unknown items', async () => {
    for (const id of [ids.pending, ids.embargoed, 987654]) expect((await get(`/api/auth/v2/new/v2/news/${id}`)).statusCode).toBe(404);
  });

  it('shows an embargoed item once its time has come', async () => {
    clock += 2 * DAY;
    try {
      const later = await signedInClient(t.app, t.db);
      expect((await get(`/api/auth/v2/new/v2/news/${ids.embargoed}`, later.headers)).statusCode).toBe(200);
    } finally {
      clock -= 2 * DAY;
    }
  });

  it('refuses clients with no days left (403), while still listing for them', async () => {
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -1 });
    const response = await get(`/api/auth/v2/new/v2/news/${ids.budget}`, expired.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.subscriptionNeeded);
    expect((await list({}, expired.headers)).statusCode).toBe(200);
    const never = await signedInClient(t.app, t.db, null);
    expect((await get(`/api/auth/v2/new/v2/news/${ids.budget}`, never.headers)).statusCode).toBe(403);
  });

  it('refuses a malformed id with 422', async () => {
    expect((await get('/api/auth/v2/new/v2/news/abc')).statusCode).toBe(422);
  });
});

describe('views, actions and my-activities', () => {
  const action = (payload: Record<string, unknown>, as = headers) =>
    t.app.inject({ method: 'POST', url: '/api/auth/v2/client/news/count-client-action', headers: as, payload });
  const recorded = (userId: number) =>
    t.db
      .select({ itemId: clientActions.itemId, type: clientActions.type, action: clientActions.action })
      .from(clientActions)
      .where(and(eq(clientActions.userId, userId), eq(clientActions.kind, 'news')))
      .orderBy(clientActions.id);

  it('records a view and each action for the calling client', async () => {
    const other = await signedInClient(t.app, t.db);
    expect((await get(`/api/auth/v2/client/news/count-views/${ids.cricket}`)).json()).toEqual({ message: messages.viewCounted });
    const response = await action({ news_id: ids.budget, type: 3, action: 'Title Copied' });
    expect(response.json()).toEqual({ message: messages.actionCounted });
    expect(await recorded(clientId)).toEqual([
      { itemId: ids.cricket, type: 1, action: 'Viewed' },
      { itemId: ids.budget, type: 3, action: 'Title Copied' },
    ]);
    expect(await recorded(other.client.id)).toEqual([]);
  });

  it('refuses a wrong type, a missing item and an unpublished one, recording nothing', async () => {
    const before = (await recorded(clientId)).length;
    expect((await action({ news_id: ids.budget, type: 7, action: 'x' })).statusCode).toBe(422);
    expect((await action({ news_id: ids.budget, type: 1, action: 'x' })).statusCode).toBe(422);
    expect((await action({ type: 3, action: 'x' })).statusCode).toBe(422);
    expect((await action({ news_id: ids.pending, type: 3, action: 'Title Copied' })).statusCode).toBe(404);
    expect((await get(`/api/auth/v2/client/news/count-views/${ids.embargoed}`)).statusCode).toBe(404);
    expect(await recorded(clientId)).toHaveLength(before);
  });

  it('lists the items a client acted on, latest activity first, one line per item', async () => {
    clock += 60_000;
    try {
      await get(`/api/auth/v2/client/news/count-views/${ids.old}`);
    } finally {
      clock -= 60_000;
    }
    const response = await get('/api/auth/v2/client/news/my-activities?page=1&rowsPerPage=10');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { id: number }) => item.id)).toEqual([ids.old, ids.budget, ids.cricket]);
    expect(response.json().meta).toEqual({ total: 3, current_page: 1, last_page: 1, total_relation: 'exact' });
    expect(response.json().data[0].activity_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const someoneElse = await signedInClient(t.app, t.db);
    expect((await get('/api/auth/v2/client/news/my-activities', someoneElse.headers)).json().data).toEqual([]);
  });
});

// Last: it publishes more items, which the other tests do not expect.
describe('cached lists', () => {
  it('show an item published through the service at once, and an embargoed one the moment it lifts', async () => {
    const before = (await list()).json().meta.total;
    const staff = await buildStaff(t.db);
    await t.app.content.news.create(newsFixture(staff.id, { title: 'Fresh from the desk', publishAt: daysAgo(0) }));
    try {
      expect((await list()).json().meta.total).toBe(before + 1);
      clock += DAY + 60_000;
      const later = await signedInClient(t.app, t.db);
      expect(titles(await list({}, later.headers))).toContain('Scheduled budget announcement');
    } finally {
      clock -= DAY + 60_000;
    }
  });
});
