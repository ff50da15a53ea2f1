import type { FeedCallsAnswer } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedUsage } from '../../db/schema.ts';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** 11:45 in Nepal on 15 March 2026: the default range is 14 February to 15 March. */
const NOW = new Date('2026-03-15T06:00:00Z');

let t: TestApp;
let staff: Record<string, string>;

const call = (query: Record<string, string> = {}, headers = staff) =>
  t.app.inject({ url: `/api/v1/analytics/feed-calls?${new URLSearchParams(query)}`, headers });
const table = async (query: Record<string, string> = {}) => {
  const answer = await call(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as FeedCallsAnswer;
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token as string);
});
afterAll(() => t.close());

describe('GET analytics/feed-calls', () => {
  it('is empty before any client called the Feed API', async () => {
    const answer = await table();
    expect(answer).toMatchObject({ from: '2026-02-14', to: '2026-03-15', data: [], meta: { total: 0 } });
  });

  it('lists calls per client and Nepal day in the range, most first, paged, with the company name', async () => {
    const himal = await buildClient(t.db, { fullName: 'Himal Desk', companyName: 'Himal Times Pvt. Ltd.' });
    const koshi = await buildClient(t.db, { fullName: 'Koshi Desk', companyName: 'Koshi Online' });
    await t.db.insert(feedUsage).values([
      { userId: himal.id, day: '2026-03-15', calls: 120 },
      { userId: himal.id, day: '2026-03-14', calls: 7 },
      { userId: koshi.id, day: '2026-03-10', calls: 64 },
      { userId: koshi.id, day: '2026-02-13', calls: 999 },
    ]);
    const answer = await table();
    expect(answer.data.map((row) => [row.company_name, row.day, row.calls])).toEqual([
      ['Himal Times Pvt. Ltd.', '2026-03-15', 120],
      ['Koshi Online', '2026-03-10', 64],
      ['Himal Times Pvt. Ltd.', '2026-03-14', 7],
    ]);
    expect(answer.data[0]).toEqual({
      user_id: himal.id,
      company_name: 'Himal Times Pvt. Ltd.',
      full_name: 'Himal Desk',
      email: himal.email,
      day: '2026-03-15',
      calls: 120,
    });
    expect(answer.meta.total).toBe(3);

    const fewest = await table({ sortBy: 'calls', descending: 'false', rowsPerPage: '2', page: '2' });
    expect(fewest.data.map((row) => row.calls)).toEqual([120]);
    expect(fewest.meta.total).toBe(3);

    const byCompany = await table({ sortBy: 'company_name', descending: 'false' });
    expect(byCompany.data.map((row) => row.company_name)).toEqual(['Himal Times Pvt. Ltd.', 'Himal Times Pvt. Ltd.', 'Koshi Online']);

    const february = await table({ from: '2026-02-01', to: '2026-02-28' });
    expect(february.data.map((row) => row.calls)).toEqual([999]);
  });

  it('refuses a range that ends before it starts and an unknown sort (422 by field), and clients (403)', async () => {
    const backwards = await call({ from: '2026-03-10', to: '2026-03-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain('to');
    expect((await call({ sortBy: 'email' })).statusCode).toBe(422);
    const client = await signedInClient(t.app, t.db);
    expect((await call({}, client.headers)).statusCode).toBe(403);
  });
});
