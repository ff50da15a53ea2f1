import type { FacetDateBandCount, SearchFacets } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { nepalDay, startOfNepalDay } from '../../lib/nepal-dates.ts';
import { searchColumns } from '../../lib/search-terms.ts';
import { buildStaff, ECONOMY, ENGLISH, NEPALI, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
const clock = Date.now();
const BAGMATI = 3;
const GANDAKI = 4;
const SUDURPASHCHIM = 7;
let t: TestApp;
let headers: Record<string, string>;

type Item = { languageId: number; categoryIds: number[]; provinceId: number | null; publishAt: Date; status?: 'published' | 'pending' };

const item = (userId: number, title: string, { status = 'published', ...values }: Item) => ({
  title,
  userId,
  status,
  ...values,
  ...searchColumns(title, ''),
});

const inject = (path: string, query: string, filters: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/v2/client/news${path}?${new URLSearchParams({ query, filters: JSON.stringify(filters) })}`,
    headers,
  });

const facetsOf = async (query: string, filters: Record<string, unknown> = {}): Promise<SearchFacets> => {
  const answer = await inject('/facets', query, filters);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

const bandCounts = (dates: FacetDateBandCount[]) => Object.fromEntries(dates.map((band) => [band.band, band.count]));
const total = (counts: { count: number }[]) => counts.reduce((sum, { count }) => sum + count, 0);

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staff = await buildStaff(t.db);
  const todayStarts = startOfNepalDay(nepalDay(new Date(clock)));
  const daysAgo = (days: number) => new Date(clock - days * DAY);
  const glacier = (values: Item) => item(staff.id, 'Glacier lake outburst warning', values);
  await t.db.insert(news).values([
    glacier({ languageId: ENGLISH, categoryIds: [POLITICS], provinceId: BAGMATI, publishAt: todayStarts }),
    glacier({ languageId: NEPALI, categoryIds: [ECONOMY], provinceId: BAGMATI, publishAt: daysAgo(2) }),
    glacier({ languageId: ENGLISH, categoryIds: [POLITICS, SPORTS], provinceId: GANDAKI, publishAt: daysAgo(10) }),
    glacier({ languageId: ENGLISH, categoryIds: [ECONOMY], provinceId: null, publishAt: daysAgo(100) }),
    // Neither an item still in review nor one under embargo may show in a count.
    glacier({ languageId: NEPALI, categoryIds: [SPORTS], provinceId: SUDURPASHCHIM, publishAt: daysAgo(1), status: 'pending' }),
    glacier({ languageId: NEPALI, categoryIds: [SPORTS], provinceId: SUDURPASHCHIM, publishAt: new Date(clock + DAY) }),
    // 1 200 matches of a common word, 20 a day over 60 days: more than a search counts.
    ...Array.from({ length: 1200 }, (_, index) =>
      item(staff.id, `Monsoon rain report ${index}`, {
        languageId: index % 2 === 0 ? ENGLISH : NEPALI,
        categoryIds: [1 + (index % 3)],
        provinceId: 1 + (index % 7),
        publishAt: daysAgo(index % 60),
      }),
    ),
  ]);
  await t.db.execute(sql`analyze news`);
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('search facets', () => {
  it('counts a small search exactly, per category, language, province and date band, leaving out what clients may not see', async () => {
    expect(await facetsOf('glacier')).toEqual({
      relation: 'exact',
      categories: [
        { id: POLITICS, count: 2 },
        { id: ECONOMY, count: 2 },
        { id: SPORTS, count: 1 },
      ],
      languages: [
        { id: ENGLISH, count: 3 },
        { id: NEPALI, count: 1 },
      ],
      provinces: [
        { id: BAGMATI, count: 2 },
        { id: GANDAKI, count: 1 },
      ],
      dates: [
        { band: 'today', count: 1, filters: { date_preset: 'today' } },
        { band: 'last_7_days', count: 2, filters: { date_preset: 'last_7_days' } },
        { band: 'last_30_days', count: 3, filters: { date_preset: 'last_30_days' } },
        {
          band: 'older',
          count: 1,
          filters: { date_to: nepalDay(new Date(startOfNepalDay(nepalDay(new Date(clock - 29 * DAY))).getTime() - 1)) },
        },
      ],
    });
  });

  it('narrows with the filters already applied', async () => {
    const facets = await facetsOf('glacier', { language_id: ENGLISH });
    expect(facets.languages).toEqual([{ id: ENGLISH, count: 3 }]);
    expect(facets.categories).toEqual([
      { id: POLITICS, count: 2 },
      { id: ECONOMY, count: 1 },
      { id: SPORTS, count: 1 },
    ]);
    expect(bandCounts(facets.dates)).toEqual({ today: 1, last_7_days: 1, last_30_days: 2, older: 1 });
  });

  it("gives each date band the filter that lists exactly the band's items", async () => {
    const { dates } = await facetsOf('glacier');
    for (const band of dates) {
      const { meta } = (await inject('', 'glacier', band.filters)).json();
      expect({ band: band.band, total: meta.total }).toEqual({ band: band.band, total: band.count });
    }
  });

  it('estimates a large search from its newest matches, scaled to its estimated total', async () => {
    const [facets, list] = await Promise.all([facetsOf('monsoon'), inject('', 'monsoon').then((answer) => answer.json())]);
    expect(list.meta.total_relation).toBe('estimate');
    expect(facets.relation).toBe('estimate');
    // Every share is the sample's, scaled to the list's total: languages split it in half, provinces in sevenths.
    expect(Math.abs(total(facets.languages) - list.meta.total)).toBeLessThanOrEqual(1);
    for (const { count } of facets.languages) expect(count / list.meta.total).toBeCloseTo(0.5, 1);
    expect(facets.provinces).toHaveLength(7);
    expect(facets.categories).toHaveLength(3);
    // The newest 250 matches reach 12 days back: the past week is counted, the past month is their pace over it.
    const bands = bandCounts(facets.dates);
    expect(bands).toMatchObject({ today: 20, last_7_days: 140 });
    expect(bands.last_30_days).toBeGreaterThanOrEqual(600);
    expect(bands.last_30_days).toBeLessThanOrEqual(625);
    expect(bands.older).toBe(list.meta.total - (bands.last_30_days ?? 0));
  });

  it('counts a large search exactly once a filter leaves it small', async () => {
    const facets = await facetsOf('monsoon', { province: GANDAKI });
    expect(facets.relation).toBe('exact');
    expect(facets.provinces).toEqual([{ id: GANDAKI, count: 171 }]);
    expect(total(facets.languages)).toBe(171);
  });

  it('asks for the words of a search', async () => {
    expect((await inject('/facets', ' ')).statusCode).toBe(422);
  });
});
