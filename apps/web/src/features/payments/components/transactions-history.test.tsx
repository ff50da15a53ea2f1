import type { SubscriptionHistoryRow } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { paidInvoice } from '../testing/fixtures.ts';
import { TransactionsHistory } from './transactions-history.tsx';

const HISTORY = '/api/auth/v2/client/subscription/history';
const paid: SubscriptionHistoryRow = {
  id: 2,
  subscription: { name: 'Standard', name_ne: 'मानक', created_at: '2026-11-23T10:00:00Z' },
  is_trial: false,
  no_of_screen: 2,
  no_of_month: 3,
  start_date: '2026-11-23',
  expire_date: '2027-02-23',
  client_transaction: { sid: 31, channel: 'KHALTI', amount: 305_100, credit_amount: 0, created_at: '2026-11-23T10:00:00Z', pid: 'rss-31' },
};
const granted: SubscriptionHistoryRow = {
  ...paid,
  id: 1,
  subscription: { name: 'Agency grant', name_ne: null, created_at: '2026-01-01T00:00:00Z' },
  client_transaction: null,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('TransactionsHistory', () => {
  it('lists the subscriptions with their payments, "—" where the agency granted one, and opens an invoice', async () => {
    fakeApi((call) => {
      if (call.path === HISTORY) return json(200, { data: [paid, granted], meta: { total: 2, current_page: 1, last_page: 1 } });
      if (call.path === '/api/auth/v2/client/subscription/transactions/31') return json(200, { data: paidInvoice });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/my-account', element: <TransactionsHistory /> }], '/my-account');

    const table = await screen.findByRole('table', { name: 'Transactions History' });
    await within(table).findByText('Agency grant');
    const [, paidRow, grantedRow] = within(table).getAllByRole('row');
    expect(paidRow).toHaveTextContent(/Standard.*Khalti.*Rs. 3,051.*rss-31/);
    expect(within(grantedRow as HTMLElement).getAllByText('—')).toHaveLength(4);
    expect(within(grantedRow as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(paidRow as HTMLElement).getByRole('button', { name: 'Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoice' });
    expect(await within(dialog).findByText('RSS-2083-000042')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the plans in Nepali in the Nepali interface, in English where there is no Nepali name', async () => {
    fakeApi((call) =>
      call.path === HISTORY ? json(200, { data: [paid, granted], meta: { total: 2, current_page: 1, last_page: 1 } }) : undefined,
    );
    await changeLanguage('ne');
    renderRoutes([{ path: '/my-account', element: <TransactionsHistory /> }], '/my-account');
    expect(await screen.findByText('मानक')).toBeInTheDocument();
    expect(screen.getByText('Agency grant')).toBeInTheDocument();
  });

  it('pages 10 at a time, keeping the page in the address', async () => {
    const calls = fakeApi((call) =>
      call.path === HISTORY
        ? json(200, { data: [paid], meta: { total: 11, current_page: call.query.includes('page=2') ? 2 : 1, last_page: 2 } })
        : undefined,
    );
    const user = userEvent.setup();
    const { address } = renderRoutes([{ path: '/my-account', element: <TransactionsHistory /> }], '/my-account');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('/my-account?historyPage=2'));
    // Strict mode mounts twice, and a query whose signal was taken is fetched again: count distinct pages.
    expect(new Set(calls.map((call) => call.query))).toEqual(new Set(['?page=1&rowsPerPage=10', '?page=2&rowsPerPage=10']));
  });

  it('says so when there is no transaction yet', async () => {
    fakeApi(() => json(200, { data: [], meta: { total: 0, current_page: 1, last_page: 1 } }));
    renderRoutes([{ path: '/my-account', element: <TransactionsHistory /> }], '/my-account');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });
});
