import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { standardPlan, trialPlan } from '../testing/fixtures.ts';
import { SubscriptionPlansPage } from './subscription-plans-page.tsx';

const SAVE_PLAN = '/api/auth/v2/client/subscription/savePlan';

function openPlans({ trialAvailable = true } = {}) {
  const calls = fakeApi((call) => {
    if (call.path === '/api/auth/v2/client/subscription/plan') {
      return json(200, {
        data: [standardPlan, trialPlan],
        meta: { total: 2, current_page: 1, last_page: 1 },
        trial_available: trialAvailable,
      });
    }
    if (call.path === SAVE_PLAN) {
      return json(200, {
        code: 200,
        message: 'Trial started',
        data: { channel: 'CONTINUE', total_amount: 0, pid: 'trial-40', name: 'Free Trial', sid: 40 },
      });
    }
  });
  const view = renderRoutes(
    [
      { path: '/subscription-plans', element: <SubscriptionPlansPage /> },
      { path: '/payment/bill', element: <p>Invoice page</p> },
    ],
    '/subscription-plans',
  );
  return { ...view, calls };
}

describe('SubscriptionPlansPage', () => {
  it('shows a card per plan, each named by its plan, with its price and Choose', async () => {
    const user = userEvent.setup();
    openPlans();
    const standard = await screen.findByRole('region', { name: 'Standard' });
    expect(standard).toHaveTextContent('Rs. 1,500 / month');
    expect(within(standard).getByRole('list', { name: 'Includes' })).toHaveTextContent('NewsPhotos');
    expect(screen.getByRole('region', { name: 'Free Trial' })).toHaveTextContent('Free for 15 days');

    await user.click(within(standard).getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('dialog', { name: 'Checkout — Standard' })).toBeInTheDocument();
  });

  it('asks before the free trial, then starts it with one screen and the first month and shows its invoice', async () => {
    const user = userEvent.setup();
    const { calls, address } = openPlans();
    await user.click(within(await screen.findByRole('region', { name: 'Free Trial' })).getByRole('button', { name: 'Choose' }));
    const question = screen.getByRole('dialog', { name: 'Free trial' });
    expect(question).toHaveAccessibleDescription('Start your free trial of 15 days?');

    await user.click(within(question).getByRole('button', { name: 'Start trial' }));
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
    expect(address()).toBe('/payment/bill?status=success&sid=40');
    expect(calls.filter((call) => call.path === SAVE_PLAN).map((call) => call.body)).toEqual([{ id: 4, screen: 1, month: 1 }]);
  });

  it('does not offer the free trial to a client who had a subscription', async () => {
    openPlans({ trialAvailable: false });
    expect(await screen.findByRole('region', { name: 'Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Free Trial' })).not.toBeInTheDocument();
  });
});
