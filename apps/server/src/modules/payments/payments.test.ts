import { messages, type SavePlanResult } from '@portal/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { signedInClient } from '../../test/content-factories.ts';
import { buildSubscription } from '../../test/factories.ts';
import { followReturn, formBody, pathOf, payOnEsewaSimulator, urlencoded } from '../../test/gateway-payments.ts';
import { jobCount } from '../../test/job-rows.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { esewaSignature, signedMessage } from './esewa.gateway.ts';
import { PAYMENT_RECHECK_QUEUE } from './payment-recheck.job.ts';
import { ABANDONED_AFTER_MS } from './payment-verdict.ts';

const PLANS = '/api/auth/v2/client/subscription/plan';
const SAVE_PLAN = '/api/auth/v2/client/subscription/savePlan';
const VERIFY_KHALTI = '/api/auth/v2/verify-khalti';
const HISTORY = '/api/auth/v2/client/subscription/history';
const transaction = (sid: number) => `/api/auth/v2/client/subscription/transactions/${sid}`;
const TEST_SECRET = '8gBm/:&EnhH.1/q';
const DAY = 86_400_000;

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = Date.now();
  await setOutage('esewa', false);
  await setOutage('khalti', false);
});

type Headers = Record<string, string>;

async function savePlan(headers: Headers, body: object) {
  return t.app.inject({ method: 'POST', url: SAVE_PLAN, headers, payload: body });
}

async function checkout(headers: Headers, body: object): Promise<SavePlanResult> {
  const response = await savePlan(headers, body);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const payOnEsewa = (result: SavePlanResult, decision: 'pay' | 'cancel' | 'pending') => payOnEsewaSimulator(t.app, result, decision);
const returnTo = (location: string) => followReturn(t.app, location);

const landedStatus = (landed: URL) => landed.searchParams.get('status');

async function payOnKhalti(result: SavePlanResult, decision: 'pay' | 'cancel' | 'pending') {
  const page = await t.app.inject({ method: 'GET', url: pathOf(result.payment_url as string) });
  expect(page.statusCode).toBe(200);
  const pressed = await t.app.inject({
    method: 'POST',
    url: pathOf(result.payment_url as string),
    headers: urlencoded,
    payload: formBody({ decision }),
  });
  expect(pressed.statusCode).toBe(303);
  return new URL(pressed.headers.location as string);
}

async function setOutage(gateway: 'esewa' | 'khalti', outage: boolean) {
  await t.app.inject({ method: 'POST', url: `/sim/${gateway}/control`, payload: { outage } });
}

const paymentOf = async (sid: number) => (await t.db.select().from(payments).where(eq(payments.id, sid)))[0];
const subscriptionsOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.n;
const profileOf = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/auth/v2/profile', headers })).json().data;

describe('GET subscription/plan', () => {
  it('pages the active plans in the agency’s order, or by price', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const first = (await t.app.inject({ method: 'GET', url: `${PLANS}?page=1&rowsPerPage=3`, headers })).json();
    expect(first.meta).toEqual({ total: 4, current_page: 1, last_page: 2, total_relation: 'exact' });
    expect(first.data.map((plan: { id: number }) => plan.id)).toEqual([4, 1, 2]);
    const byPrice = (await t.app.inject({ method: 'GET', url: `${PLANS}?sortBy=monthly_amount&descending=true`, headers })).json();
    expect(byPrice.data.map((plan: { id: number }) => plan.id)).toEqual([3, 2, 1, 4]);
    expect((await t.app.inject({ method: 'GET', url: `${PLANS}?rowsPerPage=0`, headers })).statusCode).toBe(422);
  });

  it('lists the active plans with screen and month prices in paisa', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const response = await t.app.inject({ method: 'GET', url: PLANS, headers });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data;
    expect(plans.map((plan: { id: number }) => plan.id)).toEqual([4, 1, 2, 3]);
    expect(plans[1]).toMatchObject({
      name: 'Basic',
      monthly_amount: 150_000,
      is_trial: false,
      screen_setup: {
        screen: [
          { screen: 1, amount: 0 },
          { screen: 2, amount: 50_000 },
          { screen: 5, amount: 150_000 },
        ],
      },
    });
    expect(plans[0]).toMatchObject({ id: 4, is_trial: true, trial_days: 15 });
  });

  it('says whether the client may still start the free trial: only before a first subscription', async () => {
    const trialAvailable = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: PLANS, headers })).json().trial_available;
    const newcomer = await signedInClient(t.app, t.db, null);
    expect(await trialAvailable(newcomer.headers)).toBe(true);
    await checkout(newcomer.headers, { id: 4 });
    expect(await trialAvailable(newcomer.headers)).toBe(false);
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -3, planId: 1 });
    expect(await trialAvailable(expired.headers)).toBe(false);
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: PLANS })).statusCode).toBe(401);
  });
});

describe('POST subscription/savePlan', () => {
  it('prices every screen and month of every paid plan: screen cost + month cost + 13 % VAT', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const plans = (await t.app.inject({ method: 'GET', url: PLANS, headers })).json().data as {
      id: number;
      is_trial: boolean;
      screen_setup: { screen: { screen: number; amount: number }[] };
      monthly_setup: { monthly: { month: number; amount: number }[] };
    }[];
    let combinations = 0;
    for (const plan of plans.filter((candidate) => !candidate.is_trial)) {
      for (const screen of plan.screen_setup.screen) {
        for (const month of plan.monthly_setup.monthly) {
          const subtotal = screen.amount + month.amount;
          const expected = subtotal + Math.round(subtotal * 0.13);
          const result = await checkout(headers, { id: plan.id, screen: screen.screen, month: month.month, method: 'ESEWA' });
          expect(result.total_amount, `plan ${plan.id}, ${screen.screen} screens, ${month.month} months`).toBe(expected);
          expect(result.form?.fields.total_amount).toBe(String(expected / 100));
          combinations += 1;
        }
      }
    }
    expect(combinations).toBe(36);
  });

  it('uses the server’s prices whatever amounts the browser sends', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 2, month: 3, method: 'ESEWA', total_amount: 1, monthly_amount: 1 });
    // (500 + 4500) × 1.13 rupees
    expect(result.total_amount).toBe(565_000);
    expect(result.form?.fields).toMatchObject({ amount: '5000', tax_amount: '650', total_amount: '5650', product_code: 'EPAYTEST' });
    const fields = result.form?.fields as Record<string, string>;
    expect(fields.signature).toBe(esewaSignature(TEST_SECRET, signedMessage(fields, fields.signed_field_names as string) as string));
    expect(fields.success_url).toBe(`http://portal.test/api/payments/esewa/${result.pid}/success`);
    // The simulator's page writes the amount as the portal does.
    const page = await t.app.inject({
      method: 'POST',
      url: pathOf(result.form?.action as string),
      headers: urlencoded,
      payload: formBody(fields),
    });
    expect(page.body).toContain('<td>Rs. 5,650</td>');
  });

  it('refuses missing or unoffered choices and unknown plans with field messages, storing nothing', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const missing = await savePlan(headers, { id: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      screen: [messages.screenRequired],
      month: [messages.monthRequired],
      method: [messages.methodRequired],
    });
    const unoffered = await savePlan(headers, { id: 1, screen: 3, month: 2, method: 'KHALTI' });
    expect(unoffered.statusCode).toBe(422);
    expect(Object.keys(unoffered.json().errors)).toEqual(['screen', 'month']);
    expect((await savePlan(headers, { id: 99, screen: 1, month: 1, method: 'ESEWA' })).json().errors).toEqual({
      id: [messages.planUnavailable],
    });
    expect((await savePlan(headers, { id: 1, screen: 1, month: 1, method: 'PAYPAL' })).statusCode).toBe(422);
    const stored = await t.db.select({ n: count() }).from(payments).where(eq(payments.userId, client.id));
    expect(stored[0]?.n).toBe(0);
  });

  it('answers 401 to a guest', async () => {
    expect((await savePlan({}, { id: 1, screen: 1, month: 1, method: 'ESEWA' })).statusCode).toBe(401);
  });

  it('starts the free trial without a gateway (1 screen, first month option), once', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 4 });
    expect(result).toMatchObject({ channel: 'CONTINUE', total_amount: 0, name: 'Free Trial' });
    expect(result.form).toBeUndefined();
    const profile = await profileOf(headers);
    expect(profile).toMatchObject({ has_subscription: true, is_trial: true, left_subscription_days: 15 });
    const invoice = (await t.app.inject({ method: 'GET', url: transaction(result.sid), headers })).json().data;
    expect(invoice).toMatchObject({
      client_transaction_channel: 'CONTINUE',
      amount: 0,
      no_of_screen: 1,
      no_of_month: 1,
      subscription_duration: { unit: 'day', count: 15 },
    });
    const again = await savePlan(headers, { id: 4 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ id: [messages.trialUsed] });
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('grants one of ten trials asked for at once and refuses the others plainly, storing one payment', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const answers = await Promise.all(Array.from({ length: 10 }, () => savePlan(headers, { id: 4 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json().errors).toEqual({ id: [messages.trialUsed] });
    }
    const stored = await t.db.select().from(payments).where(eq(payments.userId, client.id));
    expect(stored.map((payment) => payment.status)).toEqual(['completed']);
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('keeps the free trial for a first subscription: a client who had a plan is refused', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: -3, planId: 1 });
    const refused = await savePlan(headers, { id: 4 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ id: [messages.trialUsed] });
    expect(await subscriptionsOf(client.id)).toBe(1);
  });
});

describe('eSewa', () => {
  it('grants the plan after a signed return and a COMPLETE status, and the invoice reads the stored figures', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: -1 });
    const result = await checkout(headers, { id: 3, screen: 2, month: 3, method: 'ESEWA' });
    const landed = await returnTo(await payOnEsewa(result, 'pay'));
    expect(landed.pathname).toBe('/payment/bill');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ status: 'success', sid: String(result.sid) });

    const invoice = (await t.app.inject({ method: 'GET', url: transaction(result.sid), headers })).json().data;
    expect(invoice).toMatchObject({
      sid: result.sid,
      client_transaction_channel: 'ESEWA',
      subscription_name: 'Premium',
      subscription_name_ne: 'प्रिमियम',
      no_of_screen: 2,
      no_of_month: 3,
      screen_amount: 120_000,
      month_amount: 1_500_000,
      subtotal: 1_620_000,
      credit_amount: 0,
      vat_percent: 13,
      vat_amount: 210_600,
      amount: 1_830_600,
      seller: { name: 'Rastriya Samachar Sewa' },
      bill_to: { full_name: client.fullName, email: client.email, mobile_no: client.mobileNo },
    });
    expect(invoice.bill_no).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    expect(invoice.gateway_reference).toMatch(/^[0-9A-F]{10}$/);
    expect(await profileOf(headers)).toMatchObject({ has_subscription: true, subscription: { name: 'Premium', no_of_screen: 2 } });
  });

  it('ignores a return whose amount or status was changed, and a replayed return grants nothing twice', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    const location = await payOnEsewa(result, 'pay');
    const data = JSON.parse(Buffer.from(new URL(location).searchParams.get('data') as string, 'base64').toString());
    for (const tampered of [
      { ...data, total_amount: '1.0' },
      { ...data, status: 'COMPLETE', transaction_code: 'FORGED' },
    ]) {
      const forged = new URL(location);
      forged.searchParams.set('data', Buffer.from(JSON.stringify(tampered)).toString('base64'));
      const landed = await returnTo(forged.toString());
      expect(landed.searchParams.get('status')).toBe('00payment_issue00');
    }
    expect((await paymentOf(result.sid))?.status).toBe('initiated');
    expect(await subscriptionsOf(client.id)).toBe(0);

    expect((await returnTo(location)).searchParams.get('status')).toBe('success');
    const bill = (await paymentOf(result.sid))?.billNo;
    expect((await returnTo(location)).searchParams.get('status')).toBe('success');
    expect(await subscriptionsOf(client.id)).toBe(1);
    expect((await paymentOf(result.sid))?.billNo).toBe(bill);
  });

  it('believes the status API over a genuine return: a transaction cancelled since is not granted', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    const location = await payOnEsewa(result, 'pay');
    await t.app.inject({ method: 'POST', url: `/sim/esewa/transactions/${result.pid}`, payload: { status: 'CANCELED' } });
    expect((await returnTo(location)).searchParams.get('status')).toBe('00failure00');
    expect(await subscriptionsOf(client.id)).toBe(0);
  });

  it('shows a cancelled payment as failed', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    const landed = await returnTo(await payOnEsewa(result, 'cancel'));
    expect(landed.pathname).toBe('/subscription-plans');
    expect(landed.searchParams.get('status')).toBe('00failure00');
    expect((await paymentOf(result.sid))?.status).toBe('failed');
  });

  it('keeps an order open after a failure return eSewa has no record of: paying it later still grants the plan', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    const form = result.form as NonNullable<SavePlanResult['form']>;
    await t.app.inject({ method: 'POST', url: pathOf(form.action), headers: urlencoded, payload: formBody(form.fields) });
    const left = await returnTo(form.fields.failure_url as string);
    expect(landedStatus(left)).toBe('00failure00');
    expect((await paymentOf(result.sid))?.status).toBe('initiated');

    const paid = await t.app.inject({ method: 'POST', url: `/sim/esewa/pay/${result.pid}`, headers: urlencoded, payload: 'decision=pay' });
    expect(landedStatus(await returnTo(paid.headers.location as string))).toBe('success');
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('answers a paid order on "Check again" after a failure return', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    const form = result.form as NonNullable<SavePlanResult['form']>;
    await t.app.inject({ method: 'POST', url: pathOf(form.action), headers: urlencoded, payload: formBody(form.fields) });
    await returnTo(form.fields.failure_url as string);
    await t.app.inject({ method: 'POST', url: `/sim/esewa/transactions/${result.pid}`, payload: { status: 'COMPLETE' } });
    const outcome = await t.app.inject({ method: 'POST', url: `${transaction(result.sid)}/verify`, headers });
    expect(outcome.json().status).toBe('success');
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('fails an order eSewa never heard of only an hour after checkout', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    await returnTo((result.form as NonNullable<SavePlanResult['form']>).fields.failure_url as string);
    clock += ABANDONED_AFTER_MS - 60_000;
    await t.app.recheckPayments();
    expect((await paymentOf(result.sid))?.status).toBe('initiated');
    clock += 2 * 60_000;
    await t.app.recheckPayments();
    expect((await paymentOf(result.sid))?.status).toBe('failed');
  });

  it('re-checks a failed order on a signed success return, and grants it once eSewa says COMPLETE', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    expect(landedStatus(await returnTo(await payOnEsewa(result, 'cancel')))).toBe('00failure00');
    expect((await paymentOf(result.sid))?.status).toBe('failed');
    const paid = await t.app.inject({ method: 'POST', url: `/sim/esewa/pay/${result.pid}`, headers: urlencoded, payload: 'decision=pay' });
    expect(landedStatus(await returnTo(paid.headers.location as string))).toBe('success');
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('holds a PENDING payment, and the job grants it once eSewa says COMPLETE', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 2, screen: 1, month: 6, method: 'ESEWA' });
    expect((await returnTo(await payOnEsewa(result, 'pending'))).searchParams.get('status')).toBe('00pending00');
    expect((await paymentOf(result.sid))?.status).toBe('pending');

    await t.app.inject({ method: 'POST', url: `/sim/esewa/transactions/${result.pid}`, payload: { status: 'COMPLETE' } });
    expect(await t.app.recheckPayments()).toBe(0); // not due yet
    clock += 2 * 60_000;
    expect(await t.app.recheckPayments()).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(result.sid))?.status).toBe('completed');
    expect(await subscriptionsOf(client.id)).toBe(1);
    expect(await t.app.recheckPayments()).toBe(0);
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('checks a held payment once however many instances offer its re-check job', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 2, screen: 1, month: 6, method: 'ESEWA' });
    await returnTo(await payOnEsewa(result, 'pending'));
    await t.app.inject({ method: 'POST', url: `/sim/esewa/transactions/${result.pid}`, payload: { status: 'COMPLETE' } });
    clock += 2 * 60_000;
    const queued = () => jobCount(t.db, PAYMENT_RECHECK_QUEUE, String(result.sid));
    // Three instances' timers offering it at the same moment.
    await Promise.all([t.app.offerPaymentRechecks(), t.app.offerPaymentRechecks(), t.app.offerPaymentRechecks()]);
    expect(await queued()).toBe(1);
    await expect.poll(async () => (await paymentOf(result.sid))?.status, { timeout: 10_000 }).toBe('completed');
    expect(await subscriptionsOf(client.id)).toBe(1);
    await t.app.offerPaymentRechecks();
    expect(await queued()).toBe(1);
  });

  it('leaves a payment pending, not failed and not granted, while eSewa answers {"code":0}', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    const location = await payOnEsewa(result, 'pay');
    await setOutage('esewa', true);
    expect((await returnTo(location)).searchParams.get('status')).toBe('00pending00');
    clock += 11 * 60_000;
    await t.app.recheckPayments();
    expect((await paymentOf(result.sid))?.status).toBe('initiated');
    expect(await subscriptionsOf(client.id)).toBe(0);

    await setOutage('esewa', false);
    clock += 3 * 60_000;
    await t.app.recheckPayments();
    expect((await paymentOf(result.sid))?.status).toBe('completed');
    expect(await subscriptionsOf(client.id)).toBe(1);
  });

  it('sends an unknown order back to the plans with the payment-issue status', async () => {
    const landed = await returnTo('/api/payments/esewa/RSS-unknown/success?data=e30=');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ status: '00payment_issue00' });
  });
});

describe('Khalti', () => {
  it('initiates for total × 100 paisa, and verify-khalti grants only after a Completed lookup, once', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 5, month: 12, method: 'KHALTI' });
    expect(result.channel).toBe('KHALTI');
    expect(result.payment_url).toMatch(/^http:\/\/portal\.test\/sim\/khalti\/pay\//);
    const pidx = new URL(result.payment_url as string).pathname.split('/').pop() as string;
    const initiated = (await t.app.inject({ method: 'GET', url: `/sim/khalti/transactions/${pidx}` })).json();
    expect(initiated).toMatchObject({ amount: result.total_amount, orderId: result.pid, status: 'Initiated' });

    const back = await payOnKhalti(result, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://portal.test/subscription-plans');
    expect(back.searchParams.get('status')).toBe('Completed');
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: VERIFY_KHALTI,
        headers,
        payload: { pidx, purchase_order_id: back.searchParams.get('purchase_order_id') },
      });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: messages.paymentSucceeded, data: { sid: result.sid } });
    expect((await verify()).json().status).toBe('success');
    expect(await subscriptionsOf(client.id)).toBe(1);
    expect((await paymentOf(result.sid))?.gatewayTransactionId).toBe(
      initiated.transactionId ?? (await paymentOf(result.sid))?.gatewayTransactionId,
    );
  });

  it('reports a cancelled payment with Khalti’s own words', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'KHALTI' });
    const back = await payOnKhalti(result, 'cancel');
    const outcome = await t.app.inject({ method: 'POST', url: VERIFY_KHALTI, headers, payload: { pidx: back.searchParams.get('pidx') } });
    expect(outcome.json()).toMatchObject({ status: '00failure00', detail: 'User canceled' });
  });

  it('does not grant a Completed lookup for another amount', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'KHALTI' });
    const back = await payOnKhalti(result, 'pay');
    const pidx = back.searchParams.get('pidx') as string;
    await t.app.inject({ method: 'POST', url: `/sim/khalti/transactions/${pidx}`, payload: { status: 'Completed', amount: 1000 } });
    const outcome = await t.app.inject({ method: 'POST', url: VERIFY_KHALTI, headers, payload: { pidx } });
    expect(outcome.json().status).toBe('00payment_issue00');
    expect(await subscriptionsOf(client.id)).toBe(0);
  });

  it('answers 404 for another client’s pidx or a purchase order that is not the pidx’s', async () => {
    const owner = await signedInClient(t.app, t.db, null);
    const stranger = await signedInClient(t.app, t.db, null);
    const result = await checkout(owner.headers, { id: 1, screen: 1, month: 1, method: 'KHALTI' });
    const pidx = (await payOnKhalti(result, 'pay')).searchParams.get('pidx') as string;
    expect((await t.app.inject({ method: 'POST', url: VERIFY_KHALTI, headers: stranger.headers, payload: { pidx } })).statusCode).toBe(404);
    const wrongOrder = await t.app.inject({
      method: 'POST',
      url: VERIFY_KHALTI,
      headers: owner.headers,
      payload: { pidx, purchase_order_id: 'RSS-other' },
    });
    expect(wrongOrder.statusCode).toBe(404);
    expect(await subscriptionsOf(stranger.client.id)).toBe(0);
    expect(await subscriptionsOf(owner.client.id)).toBe(0);
  });

  it('shows Khalti’s refusal of an order at checkout', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    // Rs 5.65 with VAT: under Khalti's Rs 10 minimum.
    const [cheap] = await t.db
      .insert(subscriptionPlans)
      .values({
        name: 'Sample',
        monthlyAmount: 500,
        screenOptions: [{ screen: 1, amount: 0, label: '1 screen' }],
        monthOptions: [{ month: 1, amount: 500 }],
        position: 9,
      })
      .returning();
    const response = await savePlan(headers, { id: cheap?.id, screen: 1, month: 1, method: 'KHALTI' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Payment Process Failed: amount: Amount should be greater than Rs. 10, that is 1000 paisa.');
  });

  it('says so and stores a failed attempt when Khalti is down at checkout', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    await setOutage('khalti', true);
    const response = await savePlan(headers, { id: 1, screen: 1, month: 1, method: 'KHALTI' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(messages.gatewayUnavailable);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.userId, client.id));
    expect(attempt?.status).toBe('failed');
  });
});

describe('subscription rules', () => {
  it('stacks a renewal after the current expiry', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    await buildSubscription(t.db, client.id, { planId: 1, expiresAt: new Date(clock + 10 * DAY) });
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    await returnTo(await payOnEsewa(result, 'pay'));
    const [renewal] = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, client.id), eq(subscriptions.paymentId, result.sid)));
    expect(Math.abs((renewal?.startsAt.getTime() ?? 0) - (clock + 10 * DAY))).toBeLessThan(1000);
    const left = (await profileOf(headers)).left_subscription_days;
    expect(left).toBeGreaterThanOrEqual(38);
    expect(left).toBeLessThanOrEqual(41);
  });

  it('numbers bills one after another within the fiscal year', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const bills: string[] = [];
    for (const month of [1, 3]) {
      const result = await checkout(headers, { id: 2, screen: 1, month, method: 'ESEWA' });
      await returnTo(await payOnEsewa(result, 'pay'));
      bills.push((await paymentOf(result.sid))?.billNo as string);
    }
    const [first, second] = bills.map((bill) => bill.split('-'));
    expect(second?.[0]).toBe(first?.[0]);
    expect(Number(second?.[1])).toBe(Number(first?.[1]) + 1);
  });
});

describe('invoices and history', () => {
  it('lists the client’s own subscriptions newest first with their transactions, paged', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    await buildSubscription(t.db, client.id, { planId: 1, expiresAt: new Date(clock - DAY), startsAt: new Date(clock - 31 * DAY) });
    const result = await checkout(headers, { id: 3, screen: 1, month: 1, method: 'ESEWA' });
    await returnTo(await payOnEsewa(result, 'pay'));
    const page = (await t.app.inject({ method: 'GET', url: `${HISTORY}?page=1&rowsPerPage=1`, headers })).json();
    expect(page.meta).toEqual({ total: 2, current_page: 1, last_page: 2, total_relation: 'exact' });
    expect(page.data[0]).toMatchObject({
      subscription: { name: 'Premium' },
      no_of_screen: 1,
      no_of_month: 1,
      client_transaction: { sid: result.sid, channel: 'ESEWA', amount: 565_000 },
    });
    expect(page.data[0].client_transaction.pid).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    const second = (await t.app.inject({ method: 'GET', url: `${HISTORY}?page=2&rowsPerPage=1`, headers })).json();
    expect(second.data[0]).toMatchObject({ subscription: { name: 'Basic' }, client_transaction: null });
  });

  it('answers 404 for another client’s bill, an unpaid one, and a check of another’s payment', async () => {
    const owner = await signedInClient(t.app, t.db, null);
    const stranger = await signedInClient(t.app, t.db, null);
    const paid = await checkout(owner.headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    await returnTo(await payOnEsewa(paid, 'pay'));
    const unpaid = await checkout(owner.headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    expect((await t.app.inject({ method: 'GET', url: transaction(paid.sid), headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: transaction(unpaid.sid), headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${transaction(paid.sid)}/verify`, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    const strangersHistory = (await t.app.inject({ method: 'GET', url: HISTORY, headers: stranger.headers })).json();
    expect(strangersHistory.data).toEqual([]);
  });

  it('checks a held payment again on request', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const result = await checkout(headers, { id: 1, screen: 1, month: 1, method: 'ESEWA' });
    await returnTo(await payOnEsewa(result, 'pending'));
    await t.app.inject({ method: 'POST', url: `/sim/esewa/transactions/${result.pid}`, payload: { status: 'COMPLETE' } });
    const outcome = await t.app.inject({ method: 'POST', url: `${transaction(result.sid)}/verify`, headers });
    expect(outcome.json()).toEqual({ status: 'success', message: messages.paymentSucceeded, data: { sid: result.sid } });
  });
});
