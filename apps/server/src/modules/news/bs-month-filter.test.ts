import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const clock = new Date('2026-12-20T06:00:00Z');
/** A category no other item here is filed under. */
const CULTURE = 7;
let t: TestApp;
let staffId: number;
let headers: Record<string, string>;

const listOf = (filters: Record<string, unknown>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/v2/client/news?${new URLSearchParams({ filters: JSON.stringify({ category_ids: [CULTURE], ...filters }) })}`,
    headers,
  });

async function publish(at: string, title: string) {
  return (await t.app.content.news.create(newsFixture(staffId, { publishAt: new Date(at), title, categoryIds: [CULTURE] }))).id;
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  staffId = (await buildStaff(t.db)).id;
  headers = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('the Bikram Sambat month and year filter of the news list', () => {
  it('keeps the items of Mangsir 2083 (17 November to 15 December 2026, Nepal days) and no other', async () => {
    // 18:14 UTC on 16 November is 23:59 in Kathmandu, still Kartik; 18:15 is Mangsir 1 at midnight.
    await publish('2026-11-16T18:14:00Z', 'Last minute of Kartik');
    const first = await publish('2026-11-16T18:15:00Z', 'First minute of Mangsir');
    const last = await publish('2026-12-15T18:14:00Z', 'Last minute of Mangsir');
    await publish('2026-12-15T18:15:00Z', 'First minute of Poush');

    const answer = await listOf({ bs_month: '2083-08' });
    expect(answer.statusCode).toBe(200);
    expect(
      answer
        .json()
        .data.map((card: { id: number }) => card.id)
        .sort(),
    ).toEqual([first, last].sort());
    expect((await listOf({ bs_month: '२०८३-०८' })).json().data).toHaveLength(2);
  });

  it('keeps a whole BS year: 1 Baishakh 2083 (14 April 2026) to the end of Chaitra, Nepal days', async () => {
    // 18:14 UTC on 13 April is 23:59 in Kathmandu, still Chaitra 2082.
    await publish('2026-04-13T18:14:00Z', 'Last minute of 2082');
    await publish('2026-04-13T18:15:00Z', 'First minute of 2083');
    const titles = (await listOf({ bs_month: '2083' })).json().data.map((card: { id: number; title: string }) => card.title);
    // With the four items around Mangsir of the test above, all in 2083.
    expect(titles).toHaveLength(5);
    expect(titles).toContain('First minute of 2083');
    expect(titles).not.toContain('Last minute of 2082');
    expect((await listOf({ bs_month: '2082' })).json().data.map((card: { title: string }) => card.title)).toEqual(['Last minute of 2082']);
  });

  it.each(['2083-13', '2101-01', '2101', '83', 'mangsir', '2083-08-01'])('refuses %s with a clear message', async (month) => {
    const answer = await listOf({ bs_month: month });
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.json())).toContain(messages.bsMonthInvalid);
  });
});
