import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { buildStaff, publishedNewsRow, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { readingsTsQuery } from './nepali-readings.ts';

const DAY = 86_400_000;
const clock = Date.now();
let t: TestApp;
let headers: Record<string, string>;
let staffId: number;

const newsItem = (title: string, daysAgo: number) => publishedNewsRow(staffId, title, '', new Date(clock - daysAgo * DAY));

const search = (query: string, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ query, ...extra });
  return t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news?${params}`, headers });
};
const found = async (query: string, extra: Record<string, string> = {}) => {
  const response = await search(query, extra);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { title: string; highlights: { title: [number, number][] } }[]; meta: Record<string, unknown> };
};
/** Titles in the order the page lists them. */
const listed = async (query: string, extra: Record<string, string> = {}) => (await found(query, extra)).data.map((card) => card.title);
const titles = async (query: string) => (await listed(query)).sort();

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  staffId = (await buildStaff(t.db)).id;
  await t.db
    .insert(news)
    .values([
      newsItem('नेपालका प्रधानमन्त्रीले भने', 5),
      newsItem('नेपालको सीमामा बाढी', 1),
      newsItem('नेपाललाई सहयोग', 2),
      newsItem('Election commission meets the parties', 1),
      newsItem('Elections ahead, parties say', 3),
      newsItem('The commission on election spending', 2),
      newsItem('Flood in Koshi', 1),
      newsItem('Landslide blocks the highway', 2),
      newsItem('Drought in Karnali', 3),
    ]);
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('stems', () => {
  it('finds every form of a Nepali word by any of its forms', async () => {
    expect(await titles('नेपालका')).toEqual(['नेपालका प्रधानमन्त्रीले भने', 'नेपालको सीमामा बाढी', 'नेपाललाई सहयोग']);
    expect(await titles('प्रधानमन्त्रीको')).toEqual(['नेपालका प्रधानमन्त्रीले भने']);
  });

  it('finds an English word by its plural, and marks the form written', async () => {
    const page = await found('elections');
    expect(page.data.map((card) => card.title).sort()).toEqual([
      'Election commission meets the parties',
      'Elections ahead, parties say',
      'The commission on election spending',
    ]);
    const marked = page.data.map((card) => card.highlights.title.map(([start, end]) => card.title.slice(start, end)));
    expect(marked).toEqual([['Election'], ['election'], ['Elections']]);
  });

  it('marks an inflected Nepali form', async () => {
    const [card] = (await found('नेपालका')).data;
    expect(card?.highlights.title.map(([start, end]) => card.title.slice(start, end))).toEqual(['नेपालको']);
  });

  it('corrects a form no item writes to a word written, never to a stem, and still finds every form', async () => {
    expect((await found('elected')).meta).toMatchObject({ searched_for: 'election', total: 3 });
    expect((await found('electoins')).meta.searched_for).toMatch(/^elections?$/);
  });
});

describe('relevance', () => {
  it('lists newest first by default, and the form as written first by relevance', async () => {
    expect(await listed('नेपालका')).toEqual(['नेपालको सीमामा बाढी', 'नेपाललाई सहयोग', 'नेपालका प्रधानमन्त्रीले भने']);
    expect((await listed('नेपालका', { sortBy: 'relevance' }))[0]).toBe('नेपालका प्रधानमन्त्रीले भने');
    expect((await listed('elections', { sortBy: 'relevance' }))[0]).toBe('Elections ahead, parties say');
    expect((await listed('elections'))[0]).toBe('Election commission meets the parties');
  });

  it('needs search words', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/client/news?sortBy=relevance', headers });
    expect(response.statusCode).toBe(422);
  });
});

describe('query syntax', () => {
  it('matches a phrase by its words adjacent and as written (an ending allowed), in either script', async () => {
    expect(await titles('"election commission"')).toEqual(['Election commission meets the parties']);
    expect(await titles('"elections commission"')).toEqual([]);
    expect(await titles('"commission election"')).toEqual([]);
    expect(await titles('"नेपालको सीमामा"')).toEqual(['नेपालको सीमामा बाढी']);
    expect(await titles('"नेपालका"')).toEqual(['नेपालका प्रधानमन्त्रीले भने']);
    // A Nepali phrase takes its case ending on its last word.
    expect(await titles('"नेपालका प्रधानमन्त्री"')).toEqual(['नेपालका प्रधानमन्त्रीले भने']);
  });

  it('leaves out an excluded word, its other forms and an excluded phrase', async () => {
    expect(await titles('election -spending')).toEqual(['Election commission meets the parties', 'Elections ahead, parties say']);
    expect(await titles('election -"election commission"')).toEqual([
      'Elections ahead, parties say',
      'The commission on election spending',
    ]);
    expect(await titles('commission -elections')).toEqual([]);
    expect(await titles('नेपाल -बाढी')).toEqual(['नेपालका प्रधानमन्त्रीले भने', 'नेपाललाई सहयोग']);
  });

  it('matches either side of OR', async () => {
    expect(await titles('flood OR landslide')).toEqual(['Flood in Koshi', 'Landslide blocks the highway']);
    expect(await titles('drought OR "नेपालको सीमामा"')).toEqual(['Drought in Karnali', 'नेपालको सीमामा बाढी']);
  });

  it('matches alerts, webhooks and feeds by the same query', async () => {
    const tsQuery = await readingsTsQuery(t.db, 'elections -spending');
    const matched = await t.db
      .select({ title: news.title })
      .from(news)
      .where(sql`${news.searchVector} @@ to_tsquery('simple', ${tsQuery})`);
    expect(matched.map((row) => row.title).sort()).toEqual(['Election commission meets the parties', 'Elections ahead, parties say']);
  });
});

describe('hostile input', () => {
  const hostile = [
    '"',
    '""',
    '\\',
    ':*',
    '&|!()<->',
    '-',
    'OR',
    '"OR"',
    '- -- ---',
    "flood:* | '",
    '\\"flood\\"',
    'flood"',
    '-"',
    '(((flood',
    '!!!flood',
    "'; drop table news; --",
    '"unbalanced phrase of flood',
    'OR OR OR',
    '-flood',
    'नेपाल" OR -"',
    'flood\\:*A',
    '"a" <-> "b"',
  ];

  it.each(hostile)('reads %s as words, never failing', async (query) => {
    expect((await search(query)).statusCode).toBe(200);
    expect((await search(query, { sortBy: 'relevance' })).statusCode).toBe(200);
  });

  it('reads an unpaired quote and a lone exclusion as words', async () => {
    expect(await titles('"flood in')).toEqual(['Flood in Koshi']);
    expect(await titles('-flood')).toEqual(['Flood in Koshi']);
  });

  it('answers 50 requests at once alike', async () => {
    const queries = Array.from({ length: 50 }, (_, index) => hostile[index % hostile.length] ?? '');
    const answers = await Promise.all(queries.map((query) => search(query, { sortBy: 'relevance' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(queries.map(() => 200));
    const again = await Promise.all(queries.map((query) => search(query, { sortBy: 'relevance' })));
    expect(again.map((answer) => answer.json().meta.total)).toEqual(answers.map((answer) => answer.json().meta.total));
  });
});
