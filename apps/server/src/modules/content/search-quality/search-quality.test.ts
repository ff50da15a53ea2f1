/**
 * The search quality set: the judgements of judgements.ts searched over the archive of archive-english.ts
 * and archive-nepali.ts through the client's news list, as a subscribed client sees it. Prints precision
 * at 10 and recall per kind of case and overall, and fails when a figure drops below FLOORS.
 *
 *   cd apps/server && npx vitest run src/modules/content/search-quality/search-quality.test.ts --coverage.enabled=false
 *
 * With DATABASE_URL=postgres://postgres@127.0.0.1:5432/test it runs on PostgreSQL; with SEARCH_QUALITY_TABLE=1
 * it also prints a line per query (P@10, recall, the expected items missed, the excluded items shown).
 * The floors sit just under what search reaches on both databases: raise them when search gets better.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../../db/schema.ts';
import { buildStaff, ENGLISH, NEPALI, signedInClient } from '../../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { deriveNewsRow } from '../../news/news-row.ts';
import { englishArchive } from './archive-english.ts';
import type { ArchiveItem } from './archive-item.ts';
import { nepaliArchive } from './archive-nepali.ts';
import { judgements } from './judgements.ts';
import { belowFloors, casesTable, type Figures, type KindSummary, scoreCase, summarize, summaryTable } from './scorer.ts';

/** Just under today's figures, alike on PGlite and PostgreSQL: words and their prefixes, no stems and no query syntax (exclusions and OR find nothing they should). */
const FLOORS: Record<KindSummary['kind'], Figures> = {
  plain: { precisionAt10: 0.97, recall: 0.98 },
  inflected: { precisionAt10: 0.97, recall: 0.88 },
  phrase: { precisionAt10: 0.98, recall: 0.98 },
  exclusion: { precisionAt10: 0.92, recall: 0.98 },
  or: { precisionAt10: 0.96, recall: 0.98 },
  romanized: { precisionAt10: 0.96, recall: 0.98 },
  misspelt: { precisionAt10: 0.86, recall: 0.87 },
  overall: { precisionAt10: 0.95, recall: 0.94 },
};

const MINUTE = 60_000;
/** Spreads the items over some ten weeks in an order unrelated to their subject, each at a minute of its own (7919 is prime to the span). */
const SPAN_MINUTES = 100_003;
const clock = Date.now();
const archive = [...englishArchive, ...nepaliArchive];
const keyOfTitle = new Map(archive.map((item) => [item.title, item.key]));
let t: TestApp;
let headers: Record<string, string>;

const row = (item: ArchiveItem, index: number, userId: number) => ({
  ...deriveNewsRow({ title: item.title, metaDescription: item.summary, content: `<p>${item.body}</p>` }),
  userId,
  languageId: item.language === 'ne' ? NEPALI : ENGLISH,
  status: 'published' as const,
  publishAt: new Date(clock - (((index + 1) * 7919) % SPAN_MINUTES) * MINUTE),
});

/** The keys of every item the client's news search answers for `query`, best first, page after page. */
async function search(query: string): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ query, page: String(page), per_page: '100' });
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news?${params}`, headers });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    const body = response.json() as { data: { title: string }[]; meta: { last_page: number } };
    keys.push(...body.data.map((card) => keyOfTitle.get(card.title) ?? card.title));
    if (page >= body.meta.last_page) return keys;
  }
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staffId = (await buildStaff(t.db)).id;
  await t.db.insert(news).values(archive.map((item, index) => row(item, index, staffId)));
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('the search quality set', () => {
  it('is a fixture a judgement can rely on: unique keys and titles, every judged key in the archive', () => {
    expect(new Set(archive.map((item) => item.key)).size).toBe(archive.length);
    expect(keyOfTitle.size).toBe(archive.length);
    const judged = judgements.flatMap((judgement) => [...judgement.expected, ...(judgement.mustNot ?? [])]);
    expect(judged.filter((key) => !archive.some((item) => item.key === key))).toEqual([]);
    expect(judgements.length).toBeGreaterThanOrEqual(60);
  });

  it('finds what reporters expect, above the floors per kind of case and overall', async () => {
    const scores = await Promise.all(judgements.map(async (judgement) => scoreCase(judgement, await search(judgement.query))));
    const summaries = summarize(scores);
    // Printed on every run, a passing one too: CI's log is where the figures are read.
    process.stdout.write(`\nSearch quality, ${archive.length} items, ${scores.length} queries:\n${summaryTable(summaries)}\n`);
    if (process.env.SEARCH_QUALITY_TABLE) process.stdout.write(`${casesTable(scores)}\n`);
    expect(belowFloors(summaries, FLOORS)).toEqual([]);
  });
});
