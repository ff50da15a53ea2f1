import type { ContentFilters } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryMediaTopics, news, newsCounts } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { buildStaff, ECONOMY, ENGLISH, NEPALI, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { periodStart } from './period-counts.ts';

// Late in a month, so that lists cover whole periods (quarters of months, summed from news_counts) and parts
// of periods: short parts counted, long ones taken as their period less what lies outside (here an embargoed
// item on the 24th).
const clock = new Date('2026-11-23T06:00:00Z');
const ITEMS = [
  { at: '2026-11-20T10:00:00Z', languageId: ENGLISH, categoryIds: [POLITICS] },
  { at: '2026-11-01T00:00:00Z', languageId: NEPALI, categoryIds: [POLITICS, ECONOMY] },
  { at: '2026-10-31T23:59:00Z', languageId: ENGLISH, categoryIds: [ECONOMY, POLITICS] },
  { at: '2026-08-15T12:00:00Z', languageId: ENGLISH, categoryIds: [SPORTS] },
  { at: '2026-08-16T12:00:00Z', languageId: NEPALI, categoryIds: [SPORTS, ECONOMY, SPORTS] },
  { at: '2025-03-10T12:00:00Z', languageId: NEPALI, categoryIds: [] },
  { at: '2024-01-05T12:00:00Z', languageId: ENGLISH, categoryIds: [POLITICS, SPORTS] },
  { at: '2026-10-02T12:00:00Z', languageId: ENGLISH, categoryIds: [POLITICS], status: 'pending' as const },
  { at: '2026-11-24T12:00:00Z', languageId: ENGLISH, categoryIds: [POLITICS] },
  { at: '2026-08-01T12:00:00Z', languageId: ENGLISH, categoryIds: [SPORTS] },
  { at: '2026-08-25T12:00:00Z', languageId: NEPALI, categoryIds: [ECONOMY] },
  // Either side of the periods' first instants.
  { at: '2026-09-08T23:59:59Z', languageId: ENGLISH, categoryIds: [ECONOMY] },
  { at: '2026-09-09T00:00:00Z', languageId: NEPALI, categoryIds: [SPORTS] },
  { at: '2026-09-16T18:14:00Z', languageId: ENGLISH, categoryIds: [POLITICS] },
  { at: '2026-09-17T00:00:00Z', languageId: ENGLISH, categoryIds: [SPORTS, POLITICS] },
  { at: '2026-09-24T18:16:00Z', languageId: NEPALI, categoryIds: [ECONOMY] },
];

const FILTERS: ContentFilters[] = [
  {},
  { language_id: NEPALI },
  { category_ids: [POLITICS] },
  { category_ids: [POLITICS, ECONOMY] },
  { category_ids: [SPORTS], language_id: NEPALI },
  { date_preset: 'this_year' },
  { date_preset: 'last_30_days', category_ids: [ECONOMY] },
  { date_from: '2024-01-05', date_to: '2026-10-31' },
  { date_from: '2026-08-16', date_to: '2026-11-01', language_id: ENGLISH },
  { date_from: '2026-11-01', date_to: '2026-11-30' },
  { date_from: '2026-12-01' },
  // Parts longer than half a month, counted as the month less what lies outside them.
  { date_from: '2026-08-03', date_to: '2026-10-31' },
  { date_from: '2026-06-10', date_to: '2026-08-20', category_ids: [SPORTS, ECONOMY] },
  { date_from: '2026-08-02', date_to: '2026-08-29' },
  { date_from: '2026-08-02', date_to: '2026-08-29', language_id: NEPALI },
  { date_from: '2026-11-02', date_to: '2026-12-31' },
  // Nepal days start at 18:15 UTC, so a day's range straddles a period's first instant.
  { date_from: '2026-09-09', date_to: '2026-09-16' },
  { date_from: '2026-09-08', date_to: '2026-09-25', category_ids: [SPORTS, ECONOMY] },
  { date_from: '2026-09-10', date_to: '2026-09-24', language_id: ENGLISH },
  { date_from: '2026-09-02', date_to: '2026-09-03' },
  // Media Topics: counted row by row, news_counts keeping none.
  { media_topic: 'medtop:11000000' },
  { media_topic: 'medtop:20000593', language_id: NEPALI },
  { media_topic: 'medtop:15000000', date_from: '2026-08-03', date_to: '2026-10-31' },
  { media_topic: 'medtop:99999999' },
];

/**
 * The categories each filtered topic finds. The seeded categories carry their default topics, and Economy
 * also "government" (beforeAll), narrower than politics: a filter by politics finds Economy's items too.
 */
const TOPIC_CATEGORIES: Record<string, number[]> = {
  'medtop:11000000': [POLITICS, ECONOMY],
  'medtop:20000593': [ECONOMY],
  'medtop:15000000': [SPORTS],
  'medtop:99999999': [],
};

let t: TestApp;
let headers: Record<string, string>;
const stored: { id: number; at: Date; languageId: number; categoryIds: number[]; visible: boolean }[] = [];

/** The items a list with these filters must show, from the items themselves. */
function expectedItems(filters: ContentFilters) {
  const range = filterRange(filters, clock);
  const topicCategories = filters.media_topic ? TOPIC_CATEGORIES[filters.media_topic] : undefined;
  return stored.filter(
    (item) =>
      item.visible &&
      item.at <= clock &&
      (!range.from || item.at >= range.from) &&
      (!range.until || item.at < range.until) &&
      (!filters.language_id || item.languageId === filters.language_id) &&
      (!filters.category_ids || item.categoryIds.some((id) => filters.category_ids?.includes(id))) &&
      (!topicCategories || item.categoryIds.some((id) => topicCategories.includes(id))),
  );
}
const expectedTotal = (filters: ContentFilters) => expectedItems(filters).length;

async function listedTotal(filters: ContentFilters): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auth/v2/client/news?${new URLSearchParams({ filters: JSON.stringify(filters) })}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().meta.total;
}

async function expectTotalsToMatch() {
  for (const filters of FILTERS) {
    expect({ filters, total: await listedTotal(filters) }).toEqual({ filters, total: expectedTotal(filters) });
  }
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  const staff = await buildStaff(t.db);
  for (const item of ITEMS) {
    const at = new Date(item.at);
    const row = await t.app.content.news.create(
      newsFixture(staff.id, {
        publishAt: at,
        languageId: item.languageId,
        categoryIds: item.categoryIds,
        status: item.status ?? 'published',
      }),
    );
    stored.push({ id: row.id, at, languageId: item.languageId, categoryIds: item.categoryIds, visible: !item.status });
  }
  await t.db.insert(categoryMediaTopics).values({ categoryId: ECONOMY, code: 'medtop:20000593', position: 1 });
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('list totals from whole periods and counted edges', () => {
  it('equal a count of the items for every filter, items in several categories counted once', async () => {
    await expectTotalsToMatch();
  });

  it('list, by a Media Topic, the items of the categories mapped to it or to a narrower topic', async () => {
    for (const topic of Object.keys(TOPIC_CATEGORIES)) {
      const filters = { media_topic: topic };
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/v2/client/news?${new URLSearchParams({ filters: JSON.stringify(filters), rowsPerPage: '50' })}`,
        headers,
      });
      const listed = (response.json().data as { id: number }[]).map((card) => card.id).sort();
      expect({ topic, listed }).toEqual({
        topic,
        listed: expectedItems(filters)
          .map((item) => item.id)
          .sort(),
      });
    }
    const misspelt = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/client/news?${new URLSearchParams({ filters: JSON.stringify({ media_topic: 'politics' }) })}`,
      headers,
    });
    expect(misspelt.statusCode).toBe(422);
  });

  it('follow updates and deletes made straight in the table', async () => {
    const [first, second, third] = stored;
    if (!first || !second || !third) throw new Error('fixtures missing');
    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, second.id));
    second.visible = false;
    await t.db
      .update(news)
      .set({ publishAt: new Date('2025-03-11T00:00:00Z'), categoryIds: [SPORTS] })
      .where(eq(news.id, third.id));
    Object.assign(third, { at: new Date('2025-03-11T00:00:00Z'), categoryIds: [SPORTS] });
    await t.db.delete(news).where(eq(news.id, first.id));
    first.visible = false;
    await expectTotalsToMatch();
  });

  it('group items by the same periods in PostgreSQL as in Node', async () => {
    const instants = [
      '2026-02-08T23:59:59.999Z',
      '2026-02-09T00:00:00Z',
      '2026-02-16T18:15:00Z',
      '2026-02-28T23:00:00Z',
      '2024-02-29T12:00:00Z',
    ];
    for (const instant of instants) {
      const { rows } = (await t.db.execute(sql`select news_count_period(${instant}::timestamptz) as period`)) as unknown as {
        rows: { period: string | Date }[];
      };
      expect(new Date(rows[0]?.period as string).toISOString()).toBe(periodStart(new Date(instant)).toISOString());
    }
  });

  it('are not rewritten by an edit that moves no item between groups', async () => {
    const versions = () =>
      t.db.select({ version: sql<string>`xmin::text` }).from(newsCounts).orderBy(newsCounts.period, newsCounts.languageId);
    const before = await versions();
    await t.db.update(news).set({ title: 'A corrected headline', pin: true }).where(eq(news.status, 'published'));
    expect(await versions()).toEqual(before);
    await expectTotalsToMatch();
  });
});
