import { messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { standardPlan } from '../testing/fixtures.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

const SAVE_PLAN = '/api/auth/v2/client/subscription/savePlan';
const QUOTE = '/api/auth/v2/client/subscription/quote';

/** The server's quote for a choice that starts now, with or without an upgrade's credit. */
const quote = (credit: { plan_name: string; plan_name_ne: string | null; days: number; amount: number } | null = null) =>
  json(200, {
    data: {
      starts: 'now',
      start_date: '2026-11-29T10:00:00.000Z',
      expire_date: '2027-02-28T10:00:00.000Z',
      credit,
      subtotal: 0,
      vat_amount: 0,
      total_amount: 0,
    },
  });

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
  it('opens priced for 1 screen and 1 month, adds up the choices with 13 % VAT, and follows every change', async () => {
    fakeApi((call) => (call.path === QUOTE ? quote() : undefined));
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    expect(amountOf(dialog, 'Total')).toBe('Rs. 1,695');
    expect(await within(dialog).findByText(/Starts now and runs until/)).toBeInTheDocument();

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

  it('asks only for the method before paying, and sends nothing', async () => {
    const calls = fakeApi((call) => (call.path === QUOTE ? quote() : undefined));
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText(messages.methodRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(messages.screenRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(messages.monthRequired)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === SAVE_PLAN)).toHaveLength(0);
  });

  it('takes an upgrade’s credit off before VAT on a line of its own, and says the current plan ends today', async () => {
    fakeApi((call) => (call.path === QUOTE ? quote({ plan_name: 'Basic', plan_name_ne: 'आधारभूत', days: 20, amount: 100_000 }) : undefined));
    const { dialog } = openCheckout();
    expect(await within(dialog).findByText('Unused Basic (20 days)')).toBeInTheDocument();
    expect(amountOf(dialog, 'Unused Basic (20 days)')).toBe('− Rs. 1,000');
    expect(amountOf(dialog, 'Subtotal')).toBe('Rs. 1,500');
    expect(amountOf(dialog, 'VAT 13 %')).toBe('Rs. 65');
    expect(amountOf(dialog, 'Total')).toBe('Rs. 565');
    expect(within(dialog).getByText(/Your Basic plan ends today/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a choice the credit more than pays for', async () => {
    fakeApi((call) =>
      call.path === QUOTE ? json(422, { message: messages.unprocessable, errors: { month: [messages.creditCoversOrder] } }) : undefined,
    );
    const { dialog } = openCheckout();
    expect(await within(dialog).findByText(messages.creditCoversOrder)).toBeInTheDocument();
  });

  it('sends { id, screen, month, method } and posts the signed eSewa form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const calls = fakeApi((call) =>
      call.path === QUOTE
        ? quote()
        : call.path === SAVE_PLAN
          ? json(200, {
              code: 200,
              message: 'Plan saved',
              data: {
                channel: 'ESEWA',
                total_amount: 248_600,
                pid: 'uuid-1',
                name: 'Standard',
                sid: 31,
                form: {
                  action: 'https://esewa.example/pay',
                  fields: { amount: '2200', transaction_uuid: 'uuid-1', signature: 'c2lnbg==' },
                },
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
    expect(calls.filter((call) => call.path === SAVE_PLAN)).toEqual([
      { path: SAVE_PLAN, query: '', method: 'POST', body: { id: 2, screen: 1, month: 3, method: 'ESEWA' } },
    ]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://esewa.example/pay');
    expect(Object.fromEntries(new FormData(form))).toEqual({ amount: '2200', transaction_uuid: 'uuid-1', signature: 'c2lnbg==' });
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('shows "Payment Process Failed" with the server’s message, and its field errors under the fields', async () => {
    fakeApi((call) =>
      call.path === QUOTE
        ? quote()
        : json(422, { message: messages.unprocessable, errors: { screen: ['This plan has no such screen option'] } }),
    );
    const user = userEvent.setup();
    const { dialog } = openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: '2 screens' }));
    await user.click(within(dialog).getByRole('radio', { name: '1 month' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Khalti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    const alert = await within(dialog).findByText(messages.paymentProcessFailed);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(messages.paymentProcessFailed);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(messages.unprocessable);
    expect(within(dialog).getByText('This plan has no such screen option')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
