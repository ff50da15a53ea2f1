import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { paidInvoice } from '../testing/fixtures.ts';
import { InvoicePage } from './invoice-page.tsx';

const INVOICE = '/api/auth/v2/client/subscription/transactions/31';

function openInvoicePage(path: string, queryClient?: QueryClient) {
  return renderRoutes(
    [
      { path: '/payment/bill', element: <InvoicePage /> },
      { path: '/news', element: <p>News page</p> },
    ],
    path,
    queryClient,
  );
}

describe('InvoicePage', () => {
  it.each(['/payment/bill?status=00failure00&sid=31', '/payment/bill?sid=31'])(
    'sends %s to News without asking for an invoice',
    async (path) => {
      const calls = fakeApi(() => undefined);
      const { address } = openInvoicePage(path);
      expect(await screen.findByText('News page')).toBeInTheDocument();
      expect(address()).toBe('/news');
      expect(calls).toHaveLength(0);
    },
  );

  it('shows the paid invoice from the server, and has the signed-in user and the account read again', async () => {
    fakeApi((call) => (call.path === INVOICE ? json(200, { data: paidInvoice }) : undefined));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['profile'], { has_subscription: false });
    queryClient.setQueryData(['account'], { subPlan: null });
    openInvoicePage('/payment/bill?status=success&sid=31&amount=1', queryClient);

    expect(await screen.findByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByText('Khalti')).toBeInTheDocument();
    expect(screen.getByText('RSS-2083-000042')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'BILL TO' })).toHaveTextContent('Kantipur <Daily>');
    const items = screen.getByRole('region', { name: 'Invoice items' });
    expect(within(items).getByRole('rowheader', { name: 'Total Amount' }).nextElementSibling).toHaveTextContent('Rs. 3,051');
    expect(within(items).getByText('3 Months')).toBeInTheDocument();
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['account'])?.isInvalidated).toBe(true);
  });

  it('says "Invoice not found", with the way to the plans, when the server knows no such paid invoice', async () => {
    fakeApi(() => json(404, { message: 'Resource not found' }));
    openInvoicePage('/payment/bill?status=success&sid=99');
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscription-plans');
  });
});
