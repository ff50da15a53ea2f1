import { messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { standardPlan } from '../testing/fixtures.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn() }));

const SAVE_PLAN = '/api/auth/v2/client/subscription/savePlan';

function openCheckout() {
  const view = renderRoutes(
    [{ path: '/subscription-plans', element: <CheckoutDialog plan={standardPlan} onClose={vi.fn()} /> }],
    '/subscription-plans',
  );
  const dialog = screen.getByRole('dialog', { name: 'Checkout — Standard' });
  return { ...view, dialog };
}

/** The amount on a line of the price summary. */
const amountOf = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const form of document.body.querySelectorAll('form[action]')) form.remove();
});

describe('CheckoutDialog', () => {
  it('adds up the chosen screens and months with 13 % VAT, and follows every change', async () => {
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    expect(amountOf(dialog, 'Total')).toBe('—');

    await user.click(within(dialog).getByRole('radio', { name: '2 screens' }));
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    expect(amountOf(dialog, 'Screen cost')).toBe('Rs. 1,500');
    expect(amountOf(dialog, 'Month cost')).toBe('Rs. 1,200');
    expect(amountOf(dialog, 'Subtotal')).toBe('Rs. 2,700');
    expect(amountOf(dialog, 'VAT 13 %')).toBe('Rs. 351');
    expect(amountOf(dialog, 'Total')).toBe('Rs. 3,051');

    await user.click(within(dialog).getByRole('radio', { name: '1 screen' }));
    expect(amountOf(dialog, 'Subtotal')).toBe('Rs. 2,200');
    expect(amountOf(dialog, 'VAT 13 %')).toBe('Rs. 286');
    expect(amountOf(dialog, 'Total')).toBe('Rs. 2,486');

    await user.click(within(dialog).getByRole('radio', { name: '1 month' }));
    expect(amountOf(dialog, 'Total')).toBe('Rs. 1,695');
  });

  it('refuses to pay before screens, months and the method are chosen', async () => {
    const calls = fakeApi(() => undefined);
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText(messages.screenRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.monthRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.methodRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends { id, screen, month, method } and posts the signed eSewa form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const calls = fakeApi((call) =>
      call.path === SAVE_PLAN
        ? json(200, {
            code: 200,
            message: 'Plan saved',
            data: {
              channel: 'ESEWA',
              total_amount: 248_600,
              pid: 'uuid-1',
              name: 'Standard',
              sid: 31,
              form: { action: 'https://esewa.example/pay', fields: { amount: '2200', transaction_uuid: 'uuid-1', signature: 'c2lnbg==' } },
            },
          })
        : undefined,
    );
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: '1 screen' }));
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    await user.click(within(dialog).getByRole('radio', { name: 'eSewa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ path: SAVE_PLAN, query: '', method: 'POST', body: { id: 2, screen: 1, month: 3, method: 'ESEWA' } }]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://esewa.example/pay');
    expect(Object.fromEntries(new FormData(form))).toEqual({ amount: '2200', transaction_uuid: 'uuid-1', signature: 'c2lnbg==' });
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('shows "Payment Process Failed" with the server’s message, and its field errors under the fields', async () => {
    fakeApi(() => json(422, { message: messages.unprocessable, errors: { screen: ['This plan has no such screen option'] } }));
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: '2 screens' }));
    await user.click(within(dialog).getByRole('radio', { name: '1 month' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Khalti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(messages.paymentProcessFailed);
    expect(alert).toHaveTextContent(messages.unprocessable);
    expect(within(dialog).getByText('This plan has no such screen option')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
