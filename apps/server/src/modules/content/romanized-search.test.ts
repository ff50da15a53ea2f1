import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleries, news } from '../../db/schema.ts';
import { searchColumns } from '../../lib/search-terms.ts';
import { buildStaff, ENGLISH, publishedNewsRow, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { readingsTsQuery } from './nepali-readings.ts';

const DAY = 86_400_000;
const clock = Date.now();
let t: TestApp;
let headers: Record<string, string>;
let staffId: number;

const newsItem = (title: string, metaDescription = '', daysAgo = 1) =>
  publishedNewsRow(staffId, title, metaDescription, new Date(clock - daysAgo * DAY));

const list = async (path: string, query: string, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ query, ...extra });
  const response = await t.app.inject({ method: 'GET', url: `/api/auth/v2/client/${path}?${params}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const titles = (page: { data: { title: string }[] }) => page.data.map((card) => card.title).sort();

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  staffId = (await buildStaff(t.db)).id;
  await t.db.insert(news).values([
    newsItem('सरकारले नयाँ बजेट ल्यायो', 'संघीय सरकारको घोषणा'),
    newsItem('निर्वाचन आयोगको निर्णय', 'मतदाता नामावली अद्यावधिक'),
    newsItem('पोखरामा भारी वर्षा', 'पानीले सडक डुबायो'),
    newsItem('Pokhara airport opens to international flights'),
    newsItem('Election commission meets the parties'),
    newsItem('Budget speech in parliament'),
    // A person's name, written in both scripts: the Latin one is in the archive as typed.
    ...[1, 2, 3, 4].map((daysAgo) => newsItem(`Bharuram wins the marathon, day ${daysAgo}`, '', daysAgo)),
    ...[1, 2, 3, 4].map((daysAgo) => newsItem(`भरुराम म्याराथनमा प्रथम ${daysAgo}`, '', daysAgo)),
  ]);
  await t.db.insert(galleries).values({
    title: 'काठमाडौंमा इन्द्रजात्रा',
    userId: staffId,
    status: 'published',
    publishAt: new Date(clock - DAY),
    ...searchColumns('काठमाडौंमा इन्द्रजात्रा', ''),
  });
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('romanized Nepali search', () => {
  it('finds a Devanagari item by its romanized query and says which form matched', async () => {
    const page = await list('news', 'sarkar');
    expect(titles(page)).toEqual(['सरकारले नयाँ बजेट ल्यायो']);
    expect(page.meta).toMatchObject({ total: 1, transliterated: 'सरकार', matched_form: 'transliterated', query_as_typed: 'sarkar' });
    expect(page.meta.searched_for).toBeUndefined();
    // The Devanagari word found is marked in the card, as a word typed would be.
    expect(page.data[0].highlights.title).toEqual([[0, 'सरकारले'.length]]);
  });

  it('reads every word of a query with half letters and long vowels typed short', async () => {
    const page = await list('news', 'nirwachan aayog');
    expect(titles(page)).toEqual(['निर्वाचन आयोगको निर्णय']);
    expect(page.meta).toMatchObject({ transliterated: 'निर्वाचन आयोग', matched_form: 'transliterated' });
  });

  it('searches a Latin word the archive holds as itself: no reading, no correction', async () => {
    const name = await list('news', 'bharuram');
    expect(titles(name)).toEqual([1, 2, 3, 4].map((day) => `Bharuram wins the marathon, day ${day}`));
    expect(name.meta).toEqual({ total: 4, current_page: 1, last_page: 1, total_relation: 'exact' });
    const place = await list('news', 'pokhara');
    expect(titles(place)).toEqual(['Pokhara airport opens to international flights']);
    expect(place.meta).toEqual({ total: 1, current_page: 1, last_page: 1, total_relation: 'exact' });
  });

  it('reads in Nepali, for alerts, webhooks and feeds too, only the Latin words the archive does not hold', async () => {
    expect(await readingsTsQuery(t.db, 'sarkar')).toBe('(sarkar:* | सरकार:*)');
    expect(await readingsTsQuery(t.db, 'pokhara')).toBe('pokhara:*');
    expect(await readingsTsQuery(t.db, 'Bharuram sarkar')).toBe('bharuram:* & (sarkar:* | सरकार:*)');
  });

  it('says nothing of a reading when only the words as typed matched under the filters', async () => {
    const page = await list('news', 'pokhara', { filters: JSON.stringify({ language_id: ENGLISH }) });
    expect(titles(page)).toEqual(['Pokhara airport opens to international flights']);
    expect(page.meta.transliterated).toBeUndefined();
    expect(page.meta.matched_form).toBeUndefined();
  });

  it('still finds the English archive by an English word, with no reading', async () => {
    const page = await list('news', 'election');
    expect(titles(page)).toEqual(['Election commission meets the parties']);
    expect(page.meta).toEqual({ total: 1, current_page: 1, last_page: 1, total_relation: 'exact' });
  });

  it('leaves a query with no Nepali reading in the archive as it was, "Did you mean" included', async () => {
    expect((await list('news', 'budget')).meta).toEqual({ total: 1, current_page: 1, last_page: 1, total_relation: 'exact' });
    expect((await list('news', 'budgte')).meta).toMatchObject({ searched_for: 'budget', query_as_typed: 'budgte' });
  });

  it('searches only the words as typed with exact=1', async () => {
    const page = await list('news', 'sarkar', { exact: '1' });
    expect(page.data).toEqual([]);
    expect(page.meta.transliterated).toBeUndefined();
  });

  it('reads romanized words in the photo search too, irregular names included', async () => {
    const page = await list('gallery', 'kathmandu');
    expect(titles(page)).toEqual(['काठमाडौंमा इन्द्रजात्रा']);
    expect(page.meta).toMatchObject({ transliterated: 'काठमाडौं', matched_form: 'transliterated' });
  });

  it('answers the same to 50 requests at once, and a word too long to be Nepali as typed', async () => {
    const pages = await Promise.all(Array.from({ length: 50 }, () => list('news', 'Sarkar')));
    for (const page of pages) expect(page.meta).toMatchObject({ total: 1, transliterated: 'सरकार' });
    const long = await list('news', `${'sarkar'.repeat(16)}abcd`);
    expect(long.meta).toEqual({ total: 0, current_page: 1, last_page: 1, total_relation: 'exact' });
  });

  it('refuses a query over the length limit and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/client/news?${new URLSearchParams({ query: 'sarkar '.repeat(20) })}`,
      headers,
    });
    expect(response.statusCode).toBe(422);
  });
});
