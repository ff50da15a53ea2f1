import { endpoints, type PaymentDetail, type PaymentRow, type PaymentTotals } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PaymentDetailPage } from './payment-detail-page.tsx';
import { PaymentsPage } from './payments-page.tsx';

const row = (overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 41,
  bill_no: '2082-83/7',
  client: { id: 5, full_name: 'Himal Times', email: 'accounts@himal.example' },
  plan_name: 'Premium',
  plan_name_ne: 'प्रिमियम',
  gateway: 'ESEWA',
  status: 'completed',
  gateway_status: 'COMPLETE',
  order_id: 'RSS-41',
  gateway_reference: '000AB',
  no_of_screen: 1,
  no_of_month: 1,
  amount: 150_000,
  credit_amount: 0,
  vat_amount: 19_500,
  total_amount: 169_500,
  created_at: '2026-03-10T10:00:00.000Z',
  paid_at: '2026-03-10T10:02:00.000Z',
  ...overrides,
});
const rows = [
  row(),
  row({
    id: 42,
    bill_no: null,
    client: { id: 6, full_name: 'Koshi FM', email: 'koshi@example.com' },
    status: 'refunded',
    gateway: 'KHALTI',
  }),
];
const totals: PaymentTotals = { count: 2, amount: 300_000, vat_amount: 39_000, total_amount: 339_000 };

function openPayments(path = '/admin/payments') {
  const calls = fakeApi((call) => {
    if (call.path === endpoints.paymentsAdmin.list.path)
      return json(200, { data: rows, meta: { total: rows.length, current_page: 1, last_page: 1, total_relation: 'exact' }, totals });
    if (call.path === '/api/v1/payments/41') {
      const detail: PaymentDetail = {
        ...row(),
        gateway_token: null,
        checks: 1,
        is_trial: false,
        updated_at: row().created_at,
        invoice: null,
      };
      return json(200, { data: detail });
    }
    return undefined;
  });
  const view = renderRoutes(
    [
      { path: '/admin/payments', element: <PaymentsPage /> },
      { path: '/admin/payments/:id', element: <PaymentDetailPage renderInvoice={() => <p>The bill</p>} print={() => true} /> },
    ],
    path,
  );
  return { ...view, calls };
}

const listCalls = (calls: { path: string; query: string }[]) =>
  calls.filter((call) => call.path === endpoints.paymentsAdmin.list.path).map((call) => new URLSearchParams(call.query));

afterEach(() => changeLanguage('en'));

describe('PaymentsPage', () => {
  it('lists payments with their client, gateway, status chip and rupee amounts, and the totals of the filtered list', async () => {
    openPayments();
    const table = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(table).findByText('Himal Times')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Refunded')).toBeInTheDocument();
    expect(within(table).getByText('Khalti')).toBeInTheDocument();
    expect(within(table).getAllByText('Rs. 1,695')).toHaveLength(2);
    const sums = screen.getByRole('region', { name: 'Totals of the filtered payments' });
    expect(within(sums).getByText('Rs. 3,390')).toBeInTheDocument();
    expect(within(sums).getByText('Rs. 390')).toBeInTheDocument();
    expect(within(sums).getByText('Rs. 3,000')).toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them', async () => {
    const { calls, address } = openPayments();
    await screen.findByText('Himal Times');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Refunded' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Gateway' }));
    await userEvent.click(screen.getByRole('option', { name: 'Khalti' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Order' }));
    await userEvent.click(screen.getByRole('option', { name: 'Largest first' }));
    await waitFor(() => expect(address()).toBe('/admin/payments?status=refunded&gateway=KHALTI&sort=amount'));
    await waitFor(() => {
      const last = listCalls(calls).at(-1);
      expect(JSON.parse(last?.get('filters') ?? '{}')).toEqual({ status: 'refunded', gateway: 'KHALTI' });
      expect(last?.get('sortBy')).toBe('amount');
      expect(last?.get('descending')).toBe('true');
    });
  });

  it('reads the filters from the address, and drops what is malformed', async () => {
    const { calls } = openPayments('/admin/payments?status=paid&gateway=KHALTI&from=2026-03-01&to=2026-02-30&q=himal&order=asc');
    await screen.findByText('Himal Times');
    const sent = listCalls(calls)[0];
    expect(JSON.parse(sent?.get('filters') ?? '{}')).toEqual({ gateway: 'KHALTI', date_from: '2026-03-01' });
    expect(sent?.get('query')).toBe('himal');
    expect(sent?.get('descending')).toBe('false');
  });

  it('opens a payment from its row, and leads back to the list as it was filtered', async () => {
    const { address } = openPayments('/admin/payments?gateway=ESEWA');
    const table = await screen.findByRole('region', { name: 'Payments' });
    await userEvent.click((await within(table).findByText('2082-83/7')).closest('tr') as HTMLElement);
    expect(address()).toBe('/admin/payments/41');
    expect(await screen.findByRole('heading', { name: 'Payment 41' })).toBeInTheDocument();
    expect(screen.getByText('No invoice: a bill is issued only when the gateway confirms the payment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Payments' }));
    expect(address()).toBe('/admin/payments?gateway=ESEWA');
  });

  it('names statuses and amounts in Nepali in the Nepali interface', async () => {
    await changeLanguage('ne');
    openPayments();
    expect(await screen.findByText('फिर्ता भयो')).toBeInTheDocument();
    expect(screen.getAllByText('रु. १,६९५').length).toBeGreaterThan(0);
  });
});
