import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleries, news, searchWords, videos } from '../../db/schema.ts';
import { parseSearchQuery } from '../../lib/search-query.ts';
import { normalSearchText, searchColumns } from '../../lib/search-terms.ts';
import { buildStaff, ENGLISH, PREMIUM_PLAN, publishedNewsRow, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { deriveNewsRow } from '../news/news-row.ts';
import { correctedTerm, type SearchOutcome, searchMeta } from './content-search.ts';

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
const wordCount = async (word: string) => (await t.db.select().from(searchWords).where(eq(searchWords.word, word)))[0]?.items ?? 0;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  staffId = (await buildStaff(t.db)).id;
  await t.db
    .insert(news)
    .values([
      ...Array.from({ length: 120 }, (_, index) =>
        newsItem(`Government budget talks, round ${index}`, 'The government met the parties.', 2 + index),
      ),
      ...Array.from({ length: 12 }, (_, index) => newsItem(`सरकारको बजेट ${index}`, 'सरकार र दलहरू', 2 + index)),
      newsItem('Goverment typo in one old item', '', 400),
      newsItem('क़ानून र काँग्रेस', 'ज़िल्ला सड़क फ़ोन', 1),
      newsItem('<b>Budget</b> leak: <script>alert(1)</script> in the script', 'A <mark>tag</mark> & budget notes', 0),
      newsItem('Pending draft about zyxwords', '', 1),
    ]);
  await t.db.update(news).set({ status: 'pending' }).where(eq(news.title, 'Pending draft about zyxwords'));
  // Four of each: a word in three items or fewer may be a typo and is never offered as a correction.
  const fourDays = [1, 2, 3, 4].map((days) => new Date(clock - days * DAY));
  await t.db.insert(galleries).values(
    fourDays.map((publishAt) => ({
      title: 'Tihar lights in Bhaktapur',
      userId: staffId,
      status: 'published' as const,
      publishAt,
      ...searchColumns('Tihar lights in Bhaktapur', ''),
    })),
  );
  await t.db.insert(videos).values(
    fourDays.map((publishAt) => ({
      title: 'Everest climbers return',
      metaDescription: 'Climbers back from Everest',
      userId: staffId,
      languageId: ENGLISH,
      status: 'published' as const,
      publishAt,
      ...searchColumns('Everest climbers return', 'Climbers back from Everest'),
    })),
  );
  headers = (await signedInClient(t.app, t.db, { expiresInDays: 30, planId: PREMIUM_PLAN })).headers;
});
afterAll(() => t.close());

describe('the words table', () => {
  it('holds each word of the published items with the number of items holding it', async () => {
    expect(await wordCount('government')).toBe(120);
    expect(await wordCount('सरकारको')).toBe(12);
    expect(await wordCount('tihar')).toBe(4);
    expect(await wordCount('everest')).toBe(4);
    expect(await wordCount('zyxwords')).toBe(0);
  });

  it('follows publishing, unpublishing, edits and deletes in the same transaction', async () => {
    await t.db.update(news).set({ status: 'published' }).where(eq(news.title, 'Pending draft about zyxwords'));
    expect(await wordCount('zyxwords')).toBe(1);
    await t.db
      .update(news)
      .set(deriveNewsRow({ title: 'Pending draft about qwvords', metaDescription: '', content: '' }))
      .where(eq(news.title, 'Pending draft about zyxwords'));
    expect([await wordCount('zyxwords'), await wordCount('qwvords')]).toEqual([0, 1]);
    await t.db.delete(news).where(eq(news.title, 'Pending draft about qwvords'));
    expect(await wordCount('qwvords')).toBe(0);
  });

  it('is rebuilt from the items alone by search_words_rebuild()', async () => {
    const before = await t.db.select().from(searchWords).where(sql`${searchWords.items} > 0`).orderBy(searchWords.word);
    await t.db.execute(sql`select search_words_rebuild()`);
    expect(await t.db.select().from(searchWords).orderBy(searchWords.word)).toEqual(before);
  });
});

describe('Did you mean', () => {
  it('searches the corrected English word and says what it searched', async () => {
    const page = await list('news', 'govermnent');
    expect(page.meta).toMatchObject({ total: 120, total_relation: 'exact', searched_for: 'government', query_as_typed: 'govermnent' });
    expect(page.data).toHaveLength(60);
  });

  it('corrects a word the archive holds only a few times beside a common twin', async () => {
    const page = await list('news', 'goverment budget');
    expect(page.meta).toMatchObject({ total: 120, searched_for: 'government budget', query_as_typed: 'goverment budget' });
  });

  it('corrects a misspelt Nepali word', async () => {
    const page = await list('news', 'सरकरको');
    expect(page.meta).toMatchObject({ total: 12, searched_for: 'सरकारको', query_as_typed: 'सरकरको' });
  });

  it('searches as typed with exact=1', async () => {
    const page = await list('news', 'goverment', { exact: '1' });
    expect(titles(page)).toEqual(['Goverment typo in one old item']);
    expect(page.meta).not.toHaveProperty('searched_for');
  });

  it('leaves words the archive holds, and prefixes of them, alone', async () => {
    expect((await list('news', 'govern')).meta).not.toHaveProperty('searched_for');
    expect((await list('news', 'सरकार')).meta).toMatchObject({ total: 12, total_relation: 'exact' });
    expect((await list('news', 'सरकार')).meta).not.toHaveProperty('searched_for');
  });

  it('corrects galleries and videos alike', async () => {
    expect((await list('gallery', 'bhaktapor')).meta).toMatchObject({ total: 4, searched_for: 'bhaktapur' });
    expect((await list('videos', 'everets')).meta).toMatchObject({ total: 4, searched_for: 'everest' });
  });

  it('answers nothing, uncorrected, when no word is near', async () => {
    const page = await list('news', 'qqqqzzzz');
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({ total: 0, current_page: 1, last_page: 1, total_relation: 'exact' });
  });
});

describe('what a search finds, kept for its pages', () => {
  it('is found once for every page and page size of the same words and filters, and anew after a content write', async () => {
    expect((await list('news', 'government', { rowsPerPage: '10' })).meta.total).toBe(120);
    // Written behind the content services' back: no write of theirs cleared the kept totals.
    const [added] = await t.db
      .insert(news)
      .values(newsItem('Government of the day', '', 1))
      .returning({ id: news.id });
    try {
      expect((await list('news', 'government', { rowsPerPage: '25', page: '2' })).meta.total).toBe(120);
      expect((await list('news', 'government', { filters: JSON.stringify({ language_id: ENGLISH }) })).meta.total).toBe(121);
      t.app.content.cache.forgetHere();
      expect((await list('news', 'government', { rowsPerPage: '10' })).meta.total).toBe(121);
    } finally {
      await t.db.delete(news).where(eq(news.id, added?.id ?? 0));
      t.app.content.cache.forgetHere();
    }
  });

  it('keeps the video side lists apart: the All list leaves the video shown out', async () => {
    const [shown] = await t.db.select({ id: videos.id }).from(videos).limit(1);
    expect((await list('videos', 'everest')).meta.total).toBe(4);
    expect((await list('videos', 'everest', { id: String(shown?.id) })).meta.total).toBe(3);
  });
});

describe('highlights', () => {
  it('marks the matched words of title and summary as ranges, and sends no markup of its own', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/client/news?query=budget%20script', headers });
    const [card] = response.json().data;
    expect(card.title).toBe('<b>Budget</b> leak: <script>alert(1)</script> in the script');
    const marked = (text: string, ranges: [number, number][]) => ranges.map(([start, end]) => text.slice(start, end));
    expect(marked(card.title, card.highlights.title)).toEqual(['Budget', 'script', 'script', 'script']);
    expect(marked(card.meta_description, card.highlights.meta_description)).toEqual(['budget']);
    // The only `<mark>` in the answer is the one typed into the summary, sent back as its text.
    expect(response.body.match(/<mark>/g)).toHaveLength(1);
  });

  it('marks a Nepali word typed in another spelling where it is written', async () => {
    const [card] = (await list('news', 'कानून कांग्रेस')).data;
    expect(card.highlights.title.map(([start, end]: [number, number]) => card.title.slice(start, end))).toEqual(['क़ानून', 'काँग्रेस']);
  });

  it('marks gallery titles, and nothing on a list without a search', async () => {
    expect((await list('gallery', 'tihar')).data[0].highlights).toEqual({ title: [[0, 5]] });
    expect((await list('gallery', '')).data[0]).not.toHaveProperty('highlights');
  });
});

describe('Nepali spelling', () => {
  it.each([
    ['कानून', 'क़ानून'],
    ['कांग्रेस', 'काँग्रेस'],
    ['जिल्ला', 'ज़िल्ला'],
    ['सडक', 'सड़क'],
    ['फोन', 'फ़ोन'],
    ['का\u200Dनून', 'क़ानून'],
    ['ज\u093Cिल्ला', 'ज़िल्ला'],
  ])('finds the item written %s when %s is typed, and the other way round', async (typed, written) => {
    expect(titles(await list('news', typed, { exact: '1' }))).toEqual(['क़ानून र काँग्रेस']);
    expect(titles(await list('news', written, { exact: '1' }))).toEqual(['क़ानून र काँग्रेस']);
  });

  it('folds in SQL (the migration, the bench seed) exactly as in the server', async () => {
    const samples = ['क़ानून', 'क\u093Cानून', 'काँग्रेस', 'ज़िल्ला सड़क फ़ोन', 'श्\u200Dरीमान्', 'ऩ ऱ ऴ ख़ ग़ ढ़ य़', 'plain text'];
    for (const sample of samples) {
      const result = (await t.db.execute(sql`select search_normal(${sample}) as folded`)) as unknown as { rows: { folded: string }[] };
      expect(result.rows[0]?.folded).toBe(normalSearchText(sample));
    }
  });
});

describe('searchMeta', () => {
  const estimate: SearchOutcome = {
    terms: ['government'],
    query: parseSearchQuery('government'),
    stems: { government: ['govern'] },
    kind: 'words',
    totalRelation: 'estimate',
  };

  it('caps the pages of an estimated total at the result window', () => {
    expect(searchMeta(307_245, { page: 1, rowsPerPage: 24 }, estimate)).toEqual({
      total: 307_245,
      current_page: 1,
      last_page: 416,
      total_relation: 'estimate',
    });
  });

  it('counts every page of an exact total and tells a correction', () => {
    const corrected: SearchOutcome = {
      ...estimate,
      totalRelation: 'exact',
      correction: { searchedFor: 'government', queryAsTyped: 'goverment' },
    };
    expect(searchMeta(50, { page: 1, rowsPerPage: 24 }, corrected)).toEqual({
      total: 50,
      current_page: 1,
      last_page: 3,
      total_relation: 'exact',
      searched_for: 'government',
      query_as_typed: 'goverment',
    });
  });
});

describe('correctedTerm', () => {
  const lookup = { term: 'goverment', known: 0, near: 'government', nearItems: 300_000, similarity: 0.62 };

  it('replaces a word no item holds by its neighbour', () => {
    expect(correctedTerm(lookup)).toBe('government');
    expect(correctedTerm({ ...lookup, near: null })).toBeUndefined();
  });

  it('replaces a word of almost no items only by a close and far more common neighbour', () => {
    expect(correctedTerm({ ...lookup, known: 3 })).toBe('government');
    expect(correctedTerm({ ...lookup, known: 4 })).toBeUndefined();
    expect(correctedTerm({ ...lookup, known: 3, nearItems: 299 })).toBeUndefined();
    expect(correctedTerm({ ...lookup, known: 1, similarity: 0.45 })).toBeUndefined();
  });
});
