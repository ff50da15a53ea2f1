import { type ClientRow, messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_PLAN, buildStaff, signedInClient } from '../../test/content-factories.ts';
import { buildClient, buildSubscription, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let staff: Record<string, string>;

const list = async (query: Record<string, unknown> = {}, search = '') => {
  const params = new URLSearchParams({ filters: JSON.stringify(query), rowsPerPage: '100', ...(search ? { query: search } : {}) });
  const answer = await t.app.inject({ url: `/api/v1/clients/all?${params}`, headers: staff });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: ClientRow[]; meta: { total: number } };
};
const action = (id: number, name: string, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/v1/clients/${id}/${name}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
});
afterAll(async () => {
  await t.close();
});

describe('clients (api/v1/clients)', () => {
  it('refuses guests (401) and clients (403)', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    for (const call of [
      { method: 'GET' as const, url: '/api/v1/clients/all' },
      { method: 'POST' as const, url: `/api/v1/clients/${client.id}/suspend` },
    ]) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers })).statusCode).toBe(403);
    }
  });

  it('lists clients only, with their subscription state, filtered and searched', async () => {
    const active = await buildClient(t.db, { fullName: 'Himal Times', category: 'news_paper' });
    await buildSubscription(t.db, active.id, { planId: BASIC_PLAN });
    const trial = await buildClient(t.db, { fullName: 'Koshi Online' });
    await buildSubscription(t.db, trial.id, { planId: 4, isTrial: true });
    const expired = await buildClient(t.db, { fullName: 'Radio Lumbini', category: 'radio/fm' });
    await buildSubscription(t.db, expired.id, { startsAt: new Date(Date.now() - 60 * DAY), expiresAt: new Date(Date.now() - DAY) });
    const none = await buildClient(t.db, { fullName: 'Never Paid FM', emailVerifiedAt: null });

    const states = new Map((await list()).data.map((row) => [row.id, row.subscription]));
    expect(states.get(active.id)).toBe('active');
    expect(states.get(trial.id)).toBe('trial');
    expect(states.get(expired.id)).toBe('expired');
    expect(states.get(none.id)).toBe('none');
    expect((await list()).data.every((row) => row.full_name !== undefined && !row.email.startsWith('staff'))).toBe(true);

    expect((await list({ subscription: 'expired' })).data.map((row) => row.id)).toEqual([expired.id]);
    expect((await list({ category: 'radio/fm' })).data.map((row) => row.id)).toEqual([expired.id]);
    expect((await list({ verified: false })).data.map((row) => row.id)).toEqual([none.id]);
    const found = await list({}, 'himal');
    expect(found.data.map((row) => row.full_name)).toEqual(['Himal Times']);
    expect(found.data[0]).toMatchObject({ plan_name: 'Basic', verified: true, suspended: false });
  });

  it('suspending revokes the client’s sessions at once; reactivating lets it sign in again', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    expect((await t.app.inject({ url: '/api/auth/v2/profile', headers })).statusCode).toBe(200);
    expect((await action(client.id, 'suspend')).json()).toEqual({ message: messages.clientSuspended });
    expect((await t.app.inject({ url: '/api/auth/v2/profile', headers })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: client.email, password: PASSWORD } });
    expect(refused.json().message).toBe(messages.accountSuspended);
    expect((await list({ suspended: true })).data.map((row) => row.id)).toEqual([client.id]);

    await action(client.id, 'reactivate');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: client.email, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it('verifies a client that never confirmed its address, and refuses staff or unknown ids', async () => {
    const unverified = await buildClient(t.db, { emailVerifiedAt: null });
    expect((await action(unverified.id, 'verify')).json()).toEqual({ message: messages.clientVerified });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      payload: { email: unverified.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const colleague = await buildStaff(t.db);
    expect((await action(colleague.id, 'suspend')).statusCode).toBe(404);
    expect((await action(999_999, 'verify')).statusCode).toBe(404);
  });
});
