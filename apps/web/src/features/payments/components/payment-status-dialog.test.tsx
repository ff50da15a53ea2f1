import { messages, type PaymentResult } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PaymentStatusDialog } from './payment-status-dialog.tsx';

const RECHECK = '/api/auth/v2/client/subscription/transactions/31/verify';

function showStatus(status: PaymentResult, props: { note?: string } = {}) {
  const onOutcome = vi.fn();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/subscription-plans',
        element: <PaymentStatusDialog status={status} sid={31} onOutcome={onOutcome} onClose={onClose} {...props} />,
      },
    ],
    '/subscription-plans',
  );
  return { onOutcome, onClose };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('PaymentStatusDialog', () => {
  it.each([
    ['00failure00', messages.paymentFailed, messages.paymentFailedHint],
    ['00ambiguous00', messages.paymentAmbiguous, messages.paymentAmbiguousHint],
    ['00payment_issue00', messages.paymentIssue, messages.paymentIssueHint],
    ['00pending00', messages.paymentPending, messages.paymentPendingHint],
  ] as const)('titles %s "%s" and explains it', (status, title, hint) => {
    showStatus(status);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(hint);
    expect(within(dialog).queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
  });

  it('offers the invoice of a successful payment', () => {
    showStatus('success');
    const dialog = screen.getByRole('dialog', { name: messages.paymentSucceeded });
    expect(within(dialog).getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/payment/bill?status=success&sid=31');
    expect(within(dialog).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('shows what the gateway said, and closes', async () => {
    const user = userEvent.setup();
    const { onClose } = showStatus('00failure00', { note: messages.khaltiClosed });
    const dialog = screen.getByRole('dialog', { name: messages.paymentFailed });
    expect(within(dialog).getByText(messages.khaltiClosed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks Nepali when the UI does', async () => {
    await changeLanguage('ne');
    showStatus('00failure00');
    expect(screen.getByRole('dialog', { name: 'तपाईंको भुक्तानी असफल भयो' })).toBeInTheDocument();
  });

  it('checks a pending payment again: still pending is said here, any other outcome goes to the page', async () => {
    const outcomes = [
      { status: '00pending00', message: 'Pending', detail: 'Pending', data: { sid: 31 } },
      { status: 'success', message: 'Paid', data: { sid: 31 } },
    ];
    const calls = fakeApi((call) => (call.path === RECHECK && call.method === 'POST' ? json(200, outcomes[calls.length - 1]) : undefined));
    const user = userEvent.setup();
    const { onOutcome } = showStatus('00pending00');
    const dialog = screen.getByRole('dialog', { name: messages.paymentPending });

    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await within(dialog).findByText(/still not confirmed/)).toBeInTheDocument();
    expect(onOutcome).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledWith(outcomes[1]));
    expect(calls).toHaveLength(2);
  });
});
