import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { searchColumns } from '../../lib/search-terms.ts';
import { buildStaff, ENGLISH, NEPALI, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
const clock = Date.now();
let t: TestApp;
let headers: Record<string, string>;

const item = (userId: number, title: string, daysAgo: number, languageId: number) => ({
  title,
  userId,
  languageId,
  status: 'published' as const,
  publishAt: new Date(clock - daysAgo * DAY),
  ...searchColumns(title, ''),
});

const search = async (query: string, options: Record<string, string> = {}) => {
  const params = new URLSearchParams({ query, rowsPerPage: '1', ...options });
  return t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news?${params}`, headers });
};

const firstTitle = async (filters: Record<string, unknown>, options: Record<string, string> = {}) => {
  const { data, meta } = (await search('monsoon', { filters: JSON.stringify(filters), ...options })).json();
  return { title: data[0]?.title, total: meta.total, relation: meta.total_relation };
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staff = await buildStaff(t.db);
  // One old item about the monsoon above all, among many newer ones that mention it once (the newest only as "monsoons").
  await t.db
    .insert(news)
    .values([
      item(staff.id, 'Monsoon monsoon monsoon: the monsoon report', 300, ENGLISH),
      item(staff.id, 'Monsoon monsoon monsoon: मनसुन', 300, NEPALI),
      ...Array.from({ length: 1000 }, (_, index) => item(staff.id, `Roads reopen after monsoon rain ${index}`, 1 + (index % 200), ENGLISH)),
      item(staff.id, 'Farmers plant rice as the monsoons arrive', 0, NEPALI),
    ]);
  // The planner's estimate comes from the statistics, as autovacuum would gather them on a server.
  await t.db.execute(sql`analyze news`);
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('search order and totals', () => {
  it('ranks up to 1 000 matches by relevance, the best match first however old, and counts them exactly', async () => {
    const relevant = await firstTitle({ language_id: NEPALI }, { sortBy: 'relevance' });
    expect(relevant).toEqual({ title: 'Monsoon monsoon monsoon: मनसुन', total: 2, relation: 'exact' });
    expect((await firstTitle({ language_id: NEPALI })).title).toBe('Farmers plant rice as the monsoons arrive');
  });

  it('ranks by relevance only the newest matches of a larger search, then pages on newest first, each match once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 11 }, async (_, index) => {
        const answer = await search('monsoon', { sortBy: 'relevance', rowsPerPage: '100', page: String(index + 1) });
        return (answer.json().data as { id: number; title: string }[]).map((card) => card.title);
      }),
    );
    expect(pages.flat()).toHaveLength(1003);
    expect(new Set(pages.flat()).size).toBe(1003);
    // The two best matches are the oldest: outside the ranked newest matches, they come last.
    expect(pages[10]?.slice(1).sort()).toEqual(['Monsoon monsoon monsoon: the monsoon report', 'Monsoon monsoon monsoon: मनसुन']);
  });

  it("lists more matches than that newest first, with the planner's estimate of their number", async () => {
    const { title, total, relation } = await firstTitle({});
    expect({ title, relation }).toEqual({ title: 'Farmers plant rice as the monsoons arrive', relation: 'estimate' });
    // All 1 003 match; the estimate is at least what was counted before stopping, and near the truth.
    expect(total).toBeGreaterThanOrEqual(1001);
    expect(total).toBeLessThan(1100);
  });

  it('pages through an estimated total, and still refuses pages past the result window', async () => {
    const last = (await search('monsoon', { page: '11', rowsPerPage: '100' })).json();
    expect(last.data.map((card: { title: string }) => card.title)).toContain('Monsoon monsoon monsoon: the monsoon report');
    expect(last.data).toHaveLength(3);
    expect(last.meta).toMatchObject({ current_page: 11, total_relation: 'estimate' });
    expect((await search('monsoon', { page: '101', rowsPerPage: '100' })).statusCode).toBe(422);
  });

  it('answers a list without a search as exact', async () => {
    expect((await search('')).json().meta).toMatchObject({ total: 1003, total_relation: 'exact' });
  });
});
