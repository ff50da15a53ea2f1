import { messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PaymentReturn } from './payment-return.tsx';

const VERIFY_KHALTI = '/api/auth/v2/verify-khalti';
const KHALTI_RETURN = '/subscription-plans?pidx=HT6o6PEZRWFJ5ygavzHWd5&purchase_order_id=rss-31&status=Completed&amount=305100';

function returnFromKhalti(outcome: unknown) {
  const calls = fakeApi((call) => (call.path === VERIFY_KHALTI ? json(200, outcome) : undefined));
  const view = renderRoutes(
    [
      { path: '/subscription-plans', element: <PaymentReturn /> },
      { path: '/payment/bill', element: <p>Invoice page</p> },
    ],
    KHALTI_RETURN,
  );
  return { ...view, calls };
}

describe('PaymentReturn', () => {
  it('confirms a Khalti payment once, even in strict mode, and goes on to its invoice', async () => {
    const { calls, address } = returnFromKhalti({ status: 'success', message: 'Paid', data: { sid: 31 } });
    expect(screen.getByRole('dialog', { name: 'Confirming your payment…' })).toBeInTheDocument();

    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
    expect(address()).toBe('/payment/bill?status=success&sid=31');
    expect(calls).toEqual([
      { path: VERIFY_KHALTI, query: '', method: 'POST', body: { pidx: 'HT6o6PEZRWFJ5ygavzHWd5', purchase_order_id: 'rss-31' } },
    ]);
  });

  it('says the user closed Khalti, and closing clears the address', async () => {
    const user = userEvent.setup();
    const { address } = returnFromKhalti({ status: '00failure00', message: 'Failed', detail: 'User canceled', data: { sid: 31 } });
    const dialog = await screen.findByRole('dialog', { name: messages.paymentFailed });
    expect(within(dialog).getByText(messages.khaltiClosed)).toBeInTheDocument();
    expect(address()).toBe('/subscription-plans?status=00failure00&sid=31');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/subscription-plans');
  });

  it('gives Khalti’s detail of any other failure with "Something went wrong"', async () => {
    returnFromKhalti({ status: '00failure00', message: 'Failed', detail: 'Expired', data: { sid: 31 } });
    const dialog = await screen.findByRole('dialog', { name: messages.paymentFailed });
    expect(within(dialog).getByText(`${messages.khaltiVerifyFailed} (Expired)`)).toBeInTheDocument();
  });

  it('shows the status the address carries back from eSewa, never its amounts', () => {
    fakeApi(() => undefined);
    renderRoutes(
      [{ path: '/subscription-plans', element: <PaymentReturn /> }],
      '/subscription-plans?status=00ambiguous00&sid=7&amount=999',
    );
    const dialog = screen.getByRole('dialog', { name: messages.paymentAmbiguous });
    expect(dialog).not.toHaveTextContent('999');
  });
});
