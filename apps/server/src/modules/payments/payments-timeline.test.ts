import type { CheckoutQuote, SavePlanResult, SubscriptionHistoryRow } from '@portal/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema.ts';
import { signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { followReturn, payOnEsewaSimulator } from '../../test/gateway-payments.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addCalendarMonths } from '../subscription/calendar-months.ts';

/** every purchase lands on one honest timeline, with the clock moved as a client's months go by. */

const DAY = 86_400_000;
const BASIC = 1;
const STANDARD = 2;
const PREMIUM = 3;
const TRIAL = 4;
const VIDEOS = '/api/auth/v2/client/videos';
const QUOTE = '/api/auth/v2/client/subscription/quote';

let t: TestApp;
let clock = Date.parse('2026-11-09T04:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function get<T>(url: string, headers: Headers): Promise<T> {
  const answer = await t.app.inject({ url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function checkout(headers: Headers, plan: number, month: number, screen = 1): Promise<SavePlanResult> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/client/subscription/savePlan',
    headers,
    payload: { id: plan, screen, month, method: 'ESEWA' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** Pays a checkout on the eSewa simulator; answers the return address the browser would then follow. */
const paid = (result: SavePlanResult) => payOnEsewaSimulator(t.app, result, 'pay');

async function buy(headers: Headers, plan: number, month: number): Promise<SavePlanResult> {
  const result = await checkout(headers, plan, month);
  const landed = await followReturn(t.app, await paid(result));
  expect(landed.searchParams.get('status')).toBe('success');
  return result;
}

const timelineOf = (userId: number) =>
  t.db
    .select({ planId: subscriptions.planId, startsAt: subscriptions.startsAt, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));

const profileOf = (headers: Headers) =>
  get<{ subscription: { name: string } | null; left_subscription_days: number; is_trial: boolean }>('/api/auth/v2/profile', headers);
const invoiceOf = (headers: Headers, sid: number) =>
  get<{ start_date: string; expire_date: string; subtotal: number; credit_amount: number; vat_amount: number; amount: number }>(
    `/api/auth/v2/client/subscription/transactions/${sid}`,
    headers,
  );
const quoteOf = (headers: Headers, plan: number, month: number) =>
  get<CheckoutQuote>(`${QUOTE}?id=${plan}&screen=1&month=${month}`, headers);

/** A client with no subscription yet, signed in at the test's clock. */
const newClient = () => signedInClient(t.app, t.db, null);

/** Signs out and in again at the clock's time: a session lasts hours, and the test moves the clock by days. */
async function signInAgain(email: string, headers: Headers): Promise<Headers> {
  await t.app.inject({ method: 'POST', url: '/api/auth/v2/logout', headers });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password: PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  return bearer(login.json().data.access_token);
}

describe('renewals queue', () => {
  it('queues a renewal of the same plan after the running period, and the invoice dates the period granted', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    await buy(headers, BASIC, 3);
    clock += 10 * DAY;
    headers = await signInAgain(client.email, headers);
    const quote = await quoteOf(headers, BASIC, 1);
    expect(quote).toMatchObject({ starts: 'queued', start_date: '2027-02-09T04:00:00.000Z', credit: null, subtotal: 150_000 });
    const renewal = await buy(headers, BASIC, 1);
    expect(await invoiceOf(headers, renewal.sid)).toMatchObject({
      start_date: '2027-02-09T04:00:00.000Z',
      expire_date: '2027-03-09T04:00:00.000Z',
      credit_amount: 0,
    });
    expect((await profileOf(headers)).left_subscription_days).toBe(Math.ceil((Date.parse('2027-03-09T04:00:00Z') - clock) / DAY));
    expect(await timelineOf(client.id)).toHaveLength(2);
  });

  it('queues a cheaper plan behind the higher one in force, whose videos stay open until it ends', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    await buy(headers, PREMIUM, 1);
    clock += 5 * DAY;
    headers = await signInAgain(client.email, headers);
    const basic = await buy(headers, BASIC, 3);
    expect(await invoiceOf(headers, basic.sid)).toMatchObject({
      start_date: '2026-12-09T04:00:00.000Z',
      expire_date: '2027-03-09T04:00:00.000Z',
    });
    expect((await t.app.inject({ url: VIDEOS, headers })).statusCode).toBe(200);
    expect((await profileOf(headers)).subscription?.name).toBe('Premium');
    clock = Date.parse('2026-12-09T04:00:01Z');
    headers = await signInAgain(client.email, headers);
    expect((await profileOf(headers)).subscription?.name).toBe('Basic');
    expect((await t.app.inject({ url: VIDEOS, headers })).statusCode).toBe(403);
  });
});

describe('upgrades start now with the unused value credited', () => {
  it('credits the unused days of the running plan to the paisa before VAT, and ends it now', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    await buy(headers, BASIC, 3);
    // 9 Nov – 9 Feb is 92 days; at 29 Nov 14:00, 21 have begun and 71 are unused: 450 000 × 71 / 92 = 347 282.6 paisa.
    clock = Date.parse('2026-11-29T14:00:00Z');
    headers = await signInAgain(client.email, headers);
    const quote = await quoteOf(headers, STANDARD, 3);
    expect(quote).toEqual({
      starts: 'now',
      start_date: '2026-11-29T14:00:00.000Z',
      expire_date: '2027-02-28T14:00:00.000Z',
      credit: { plan_name: 'Basic', plan_name_ne: 'आधारभूत', days: 71, amount: 347_283 },
      subtotal: 900_000,
      vat_amount: 71_853,
      total_amount: 624_570,
    });
    const result = await checkout(headers, STANDARD, 3);
    expect(result.total_amount).toBe(624_570);
    expect(result.form?.fields).toMatchObject({ amount: '5527.17', tax_amount: '718.53', total_amount: '6245.7' });
    await followReturn(t.app, await paid(result));
    expect(await invoiceOf(headers, result.sid)).toMatchObject({
      start_date: '2026-11-29T14:00:00.000Z',
      expire_date: '2027-02-28T14:00:00.000Z',
      subtotal: 900_000,
      credit_amount: 347_283,
      vat_amount: 71_853,
      amount: 624_570,
    });
    const history = await get<SubscriptionHistoryRow[]>('/api/auth/v2/client/subscription/history', headers);
    expect(history[0]?.client_transaction).toMatchObject({ credit_amount: 347_283, amount: 624_570 });
    expect(await timelineOf(client.id)).toEqual([
      { planId: BASIC, startsAt: new Date('2026-11-09T04:00:00Z'), expiresAt: new Date(clock) },
      { planId: STANDARD, startsAt: new Date(clock), expiresAt: new Date('2027-02-28T14:00:00Z') },
    ]);
    expect((await profileOf(headers)).subscription?.name).toBe('Standard');
  });

  it('credits nothing on the last day of the running plan', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    await buy(headers, BASIC, 1);
    clock = Date.parse('2026-12-09T03:00:00Z');
    headers = await signInAgain(client.email, headers);
    expect(await quoteOf(headers, PREMIUM, 1)).toMatchObject({ starts: 'now', credit: null, subtotal: 500_000, total_amount: 565_000 });
  });

  it('refuses an upgrade the credit would more than pay for, and stores no payment', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    await buy(headers, STANDARD, 12);
    clock += DAY;
    headers = await signInAgain(client.email, headers);
    const refused = await t.app.inject({ url: `${QUOTE}?id=${PREMIUM}&screen=1&month=1`, headers });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['month']);
  });

  it('settles two payments of different plans returning at once without crediting the same days twice', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: signedIn } = await newClient();
    let headers: Headers = signedIn;
    await buy(headers, BASIC, 1);
    clock = Date.parse('2026-11-19T14:00:00Z');
    headers = await signInAgain(client.email, headers);
    const standard = await checkout(headers, STANDARD, 1);
    const premium = await checkout(headers, PREMIUM, 1);
    const returns = await Promise.all([paid(standard), paid(premium)]);
    const landed = await Promise.all(returns.map((location) => followReturn(t.app, location)));
    expect(landed.map((url) => url.searchParams.get('status'))).toEqual(['success', 'success']);

    const rows = await timelineOf(client.id);
    expect(rows).toHaveLength(3);
    const now = new Date(clock);
    const [, first, second] = rows;
    expect(rows[0]?.expiresAt).toEqual(now);
    expect((await profileOf(headers)).subscription?.name).toBe('Premium');
    // Basic's credit (19 of 30 days of 150 000 paisa: 95 000) went to the first; the second was priced with it too, so it gets
    // what it replaced (or nothing, if it queued) instead of that credit, as time at its own price.
    const credit = 95_000;
    if (first?.planId === STANDARD) {
      const standardFull = addCalendarMonths(now, 1).getTime() - now.getTime();
      expect(first.expiresAt).toEqual(now);
      // Standard's own days: 30, of which 1 has begun, worth 300 000 × 29 / 30 = 290 000 paisa.
      const premiumFull = addCalendarMonths(now, 1).getTime() - now.getTime();
      expect(second?.expiresAt.getTime()).toBe(now.getTime() + Math.round(premiumFull + (premiumFull * (290_000 - credit)) / 500_000));
      expect(standardFull).toBeGreaterThan(0);
    } else {
      expect(first?.planId).toBe(PREMIUM);
      expect(second?.startsAt).toEqual(first?.expiresAt);
      const full = addCalendarMonths(first?.expiresAt ?? now, 1).getTime() - (first?.expiresAt ?? now).getTime();
      expect((second?.expiresAt.getTime() ?? 0) - (second?.startsAt.getTime() ?? 0)).toBe(Math.round(full - (full * credit) / 300_000));
    }
  });
});

describe('from a trial or an expiry', () => {
  it('ends the trial when a paid plan is bought', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    const trial = await t.app.inject({ method: 'POST', url: '/api/auth/v2/client/subscription/savePlan', headers, payload: { id: TRIAL } });
    expect(trial.statusCode).toBe(200);
    clock += 3 * DAY;
    headers = await signInAgain(client.email, headers);
    expect(await quoteOf(headers, BASIC, 1)).toMatchObject({ starts: 'now', credit: null, total_amount: 169_500 });
    await buy(headers, BASIC, 1);
    expect(await profileOf(headers)).toMatchObject({ is_trial: false, subscription: { name: 'Basic' } });
    expect((await timelineOf(client.id))[0]?.expiresAt).toEqual(new Date(clock));
  });

  it('starts a plan bought after the last one expired at once', async () => {
    clock = Date.parse('2026-11-09T04:00:00Z');
    const { client, headers: first } = await newClient();
    let headers: Headers = first;
    await buy(headers, PREMIUM, 1);
    clock = Date.parse('2027-01-20T08:00:00Z');
    headers = await signInAgain(client.email, headers);
    expect((await profileOf(headers)).subscription).toBeNull();
    const basic = await buy(headers, BASIC, 1);
    expect(await invoiceOf(headers, basic.sid)).toMatchObject({
      start_date: '2027-01-20T08:00:00.000Z',
      expire_date: '2027-02-20T08:00:00.000Z',
    });
  });
});
