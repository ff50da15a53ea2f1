import type { PaymentDetail, PaymentRow, PaymentsPage } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { payments } from '../../db/schema.ts';
import { BASIC_PLAN, buildStaff, signedInClient } from '../../test/content-factories.ts';
import { buildClient, buildSubscription, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const headers: Record<'finance' | 'administrator' | 'desk_editor' | 'reviewer', Record<string, string>> = {} as never;
let financeId: number;
/** The four payments of the test, newest first: a KHALTI refund and an eSewa pending checkout after a completed and a failed one. */
const ids = { completed: 0, failed: 0, refunded: 0, pending: 0 };

async function signIn(email: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password: PASSWORD } });
  return bearer(login.json().data.access_token as string);
}

let orders = 0;
async function pay(values: Partial<typeof payments.$inferInsert> & Pick<typeof payments.$inferInsert, 'userId' | 'channel' | 'status'>) {
  const total = values.totalAmount ?? 113_000;
  const vat = values.vatAmount ?? total - Math.round(total / 1.13);
  const [row] = await t.db
    .insert(payments)
    .values({
      planId: BASIC_PLAN,
      planName: 'Basic',
      // Never a bill number's text: the bill search must match its own payment only.
      orderId: `order-${++orders}`,
      noOfScreen: 1,
      noOfMonth: 1,
      durationUnit: 'month',
      duration: 1,
      screenAmount: 0,
      monthAmount: total - vat,
      vatAmount: vat,
      totalAmount: total,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no payment');
  return row.id;
}

/** Every call is scoped by the search "payfix" (the test's clients), so other rows of the database never count. */
async function list(filters: Record<string, unknown> = {}, extra: Record<string, string> = {}, as = headers.finance) {
  const params = new URLSearchParams({ query: 'payfix', filters: JSON.stringify(filters), ...extra });
  const answer = await t.app.inject({ url: `/api/v1/payments/all?${params}`, headers: as });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PaymentsPage;
}
const idsOf = (rows: PaymentRow[]) => rows.map((row) => row.id);

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['finance', 'administrator', 'desk_editor', 'reviewer'] as const) {
    const person = await buildStaff(t.db, [role]);
    if (role === 'finance') financeId = person.id;
    headers[role] = await signIn(person.email);
  }
  const himal = await buildClient(t.db, { fullName: 'Payfix Himal Times', email: 'accounts@himal-payfix.example' });
  const koshi = await buildClient(t.db, { fullName: 'Payfix Koshi FM' });
  const formula = await buildClient(t.db, { fullName: '=HYPERLINK("http://evil.example") payfix' });
  ids.completed = await pay({
    userId: himal.id,
    channel: 'ESEWA',
    status: 'completed',
    totalAmount: 113_000,
    billNo: 'PAYFIX-1',
    gatewayTransactionId: '000ABCD',
    gatewayStatus: 'COMPLETE',
    createdAt: new Date('2026-03-10T10:00:00Z'),
    completedAt: new Date('2026-03-10T10:02:00Z'),
  });
  await buildSubscription(t.db, himal.id, { planId: BASIC_PLAN, paymentId: ids.completed });
  ids.failed = await pay({
    userId: himal.id,
    channel: 'KHALTI',
    status: 'failed',
    totalAmount: 226_000,
    createdAt: new Date('2026-03-12T08:00:00Z'),
  });
  // 00:15 on 15 March in Nepal (UTC+05:45), still the 14th in UTC.
  ids.refunded = await pay({
    userId: koshi.id,
    channel: 'KHALTI',
    status: 'refunded',
    totalAmount: 56_500,
    gatewayStatus: 'Refunded',
    createdAt: new Date('2026-03-14T18:30:00Z'),
  });
  ids.pending = await pay({
    userId: formula.id,
    channel: 'ESEWA',
    status: 'pending',
    totalAmount: 339_050,
    vatAmount: 39_050,
    createdAt: new Date('2026-03-20T05:00:00Z'),
  });
});
afterAll(async () => {
  await t.close();
});

describe('payments of every client (api/v1/payments)', () => {
  it('is for the finance staff and administrators: 401 for guests, 403 for other staff and clients', async () => {
    const { headers: client } = await signedInClient(t.app, t.db);
    for (const url of ['/api/v1/payments/all', '/api/v1/payments/export', `/api/v1/payments/${ids.completed}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      for (const refused of [headers.desk_editor, headers.reviewer, client]) {
        expect((await t.app.inject({ url, headers: refused })).statusCode, url).toBe(403);
      }
      for (const allowed of [headers.finance, headers.administrator]) {
        expect((await t.app.inject({ url, headers: allowed })).statusCode, url).toBe(200);
      }
    }
  });

  it('lists every checkout newest first with its client, gateway, status and rupee amounts, and the totals of the list', async () => {
    const page = await list();
    expect(idsOf(page.data)).toEqual([ids.pending, ids.refunded, ids.failed, ids.completed]);
    expect(page.meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(page.data.at(-1)).toMatchObject({
      bill_no: 'PAYFIX-1',
      client: { full_name: 'Payfix Himal Times', email: 'accounts@himal-payfix.example' },
      gateway: 'ESEWA',
      status: 'completed',
      gateway_status: 'COMPLETE',
      gateway_reference: '000ABCD',
      amount: 100_000,
      vat_amount: 13_000,
      total_amount: 113_000,
      created_at: '2026-03-10T10:00:00.000Z',
      paid_at: '2026-03-10T10:02:00.000Z',
    });
    const totals = page.data.reduce(
      (sum, row) => ({ amount: sum.amount + row.amount, vat: sum.vat + row.vat_amount, total: sum.total + row.total_amount }),
      { amount: 0, vat: 0, total: 0 },
    );
    expect(totals.total).toBe(113_000 + 226_000 + 56_500 + 339_050);
    expect(page.totals).toEqual({ count: 4, amount: totals.amount, vat_amount: totals.vat, total_amount: totals.total });
    expect(page.totals.amount + page.totals.vat_amount).toBe(page.totals.total_amount);
  });

  it('filters by status (the refunds), gateway, Nepal calendar days and client, with the totals of the filtered list', async () => {
    const refunds = await list({ status: 'refunded' });
    expect(idsOf(refunds.data)).toEqual([ids.refunded]);
    expect(refunds.totals).toMatchObject({ count: 1, total_amount: 56_500 });
    expect(refunds.data[0]).toMatchObject({ gateway: 'KHALTI', gateway_status: 'Refunded', paid_at: null });

    expect(idsOf((await list({ gateway: 'KHALTI' })).data)).toEqual([ids.refunded, ids.failed]);
    expect(idsOf((await list({ gateway: 'ESEWA', status: 'pending' })).data)).toEqual([ids.pending]);
    expect(idsOf((await list({ date_from: '2026-03-15' })).data)).toEqual([ids.pending, ids.refunded]);
    expect(idsOf((await list({ date_to: '2026-03-14' })).data)).toEqual([ids.failed, ids.completed]);
    expect(idsOf((await list({ date_from: '2026-03-11', date_to: '2026-03-15' })).data)).toEqual([ids.refunded, ids.failed]);
    const himal = await list({}, { query: 'HIMAL-payfix.example' });
    expect(idsOf(himal.data)).toEqual([ids.failed, ids.completed]);
    expect(himal.totals).toMatchObject({ count: 2, total_amount: 339_000 });
    expect(idsOf((await list({}, { query: 'Koshi FM' })).data)).toEqual([ids.refunded]);
    expect(idsOf((await list({}, { query: 'PAYFIX-1' })).data)).toEqual([ids.completed]);
  });

  it('sorts by amount and pages, the totals always of the whole filtered list', async () => {
    const ascending = await list({}, { sortBy: 'amount', descending: 'false' });
    expect(idsOf(ascending.data)).toEqual([ids.refunded, ids.completed, ids.failed, ids.pending]);
    const second = await list({}, { sortBy: 'amount', descending: 'true', rowsPerPage: '3', page: '2' });
    expect(idsOf(second.data)).toEqual([ids.refunded]);
    expect(second.meta).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
    expect(second.totals.count).toBe(4);
  });

  it('refuses filters it does not know (422)', async () => {
    for (const filters of [
      { status: 'paid' },
      { gateway: 'PAYPAL' },
      { date_from: '2026-02-30' },
      { date_from: '2026-03-20', date_to: '2026-03-01' },
    ]) {
      const params = new URLSearchParams({ filters: JSON.stringify(filters) });
      expect((await t.app.inject({ url: `/api/v1/payments/all?${params}`, headers: headers.finance })).statusCode).toBe(422);
    }
  });

  it('shows one payment with the bill the client prints; a checkout never paid has none', async () => {
    const answer = await t.app.inject({ url: `/api/v1/payments/${ids.completed}`, headers: headers.finance });
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json().data as PaymentDetail;
    expect(shown).toMatchObject({ id: ids.completed, status: 'completed', checks: 0 });
    expect(shown.invoice).toMatchObject({
      sid: ids.completed,
      bill_no: 'PAYFIX-1',
      client_transaction_channel: 'ESEWA',
      vat_percent: 13,
      vat_amount: 13_000,
      amount: 113_000,
      bill_to: { full_name: 'Payfix Himal Times', email: 'accounts@himal-payfix.example' },
    });
    const failed = await t.app.inject({ url: `/api/v1/payments/${ids.failed}`, headers: headers.finance });
    expect(failed.json().data).toMatchObject({ status: 'failed', invoice: null });
    expect((await t.app.inject({ url: '/api/v1/payments/999999', headers: headers.finance })).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV in rupees with formula cells defused and the totals last, and records the export', async () => {
    const before = await auditRows();
    const params = new URLSearchParams({ query: 'payfix', filters: JSON.stringify({ gateway: 'ESEWA' }), sortBy: 'amount' });
    const answer = await t.app.inject({ url: `/api/v1/payments/export?${params}`, headers: headers.finance });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [heading, pending, completed, totals] = lines;
    expect(lines).toHaveLength(5);
    expect(heading).toBe(
      'ID,Bill no,Created (UTC),Paid (UTC),Client ID,Client,Client email,Plan,Screens,Months,Gateway,Status,Gateway status,Order ID,Gateway reference,Amount (Rs),VAT (Rs),Total (Rs)',
    );
    expect(pending).toMatch(new RegExp(`^${ids.pending},`));
    expect(pending).toContain(`,"'=HYPERLINK(""http://evil.example"") payfix",`);
    expect(pending).not.toMatch(/,[=+\-@]/);
    expect(pending).toMatch(/,ESEWA,pending,.*,3000,390\.5,3390\.5$/);
    expect(completed).toMatch(new RegExp(`^${ids.completed},PAYFIX-1,2026-03-10T10:00:00.000Z,2026-03-10T10:02:00.000Z,`));
    expect(completed).toMatch(/,1000,130,1130$/);
    expect(totals).toBe('Total,2 payments,,,,,,,,,,,,,,4000,520.5,4520.5');

    const recorded = (await auditRows()).slice(before.length);
    expect(recorded).toEqual([expect.objectContaining({ action: 'payment.export', actor_id: financeId, object_type: 'payments' })]);
    expect(recorded[0]?.after).toMatchObject({ query: 'payfix', filters: { gateway: 'ESEWA' }, rows: 2 });
  });

  it('exports nothing and records nothing for a caller it refuses', async () => {
    const before = await auditRows();
    expect((await t.app.inject({ url: '/api/v1/payments/export', headers: headers.desk_editor })).statusCode).toBe(403);
    expect(await auditRows()).toHaveLength(before.length);
  });
});

type AuditRow = { action: string; actor_id: number | null; object_type: string | null; after: Record<string, unknown> | null };
const auditRows = async () =>
  rowsOf<AuditRow>(
    await t.db.execute(sql`select action, actor_id, object_type, after from audit_events where action = 'payment.export' order by id`),
  );
