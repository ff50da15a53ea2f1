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

const firstTitle = async (filters: Record<string, unknown>) => {
  const params = new URLSearchParams({ query: 'monsoon', rowsPerPage: '1', filters: JSON.stringify(filters) });
  const response = await t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news?${params}`, headers });
  return { title: response.json().data[0]?.title, total: response.json().meta.total };
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
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('search order', () => {
  it('ranks up to 1 000 matches: the best match first, however old', async () => {
    expect(await firstTitle({ language_id: NEPALI })).toEqual({ title: 'Monsoon monsoon monsoon: मनसुन', total: 2 });
  });

  it('lists more matches than that newest first, with their exact total', async () => {
    expect(await firstTitle({})).toEqual({ title: 'Farmers plant rice as the monsoons arrive', total: 1003 });
  });
});
