import { type Endpoint, endpoints, messages, pathWith, type RouteContract } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { clientDetail, lookups, teamOverview } from '../testing/fixtures.ts';
import { ClientDetailPage } from './client-detail-page.tsx';

const notices = catchNoticeMessages();

function openClient(answer: (call: Call) => Response | undefined = () => undefined, client = clientDetail()) {
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === pathWith(endpoints.clientsAdmin.detail.path, { id: 7 })) return json(200, { data: client });
    if (call.method === 'GET' && call.path === '/api/v1/clients/7/members') return json(200, { data: teamOverview() });
    return answer(call) ?? lookups(call.path);
  });
  renderRoutes(
    [
      { path: '/admin/clients', element: <p>Clients</p> },
      { path: '/admin/clients/:id', element: <ClientDetailPage /> },
    ],
    '/admin/clients/7',
  );
  return calls;
}

const posted = (calls: Call[], action: Endpoint<RouteContract>) =>
  calls.find((call) => call.method === 'POST' && call.path === pathWith(action.path, { id: 7 }));
const section = (name: string) => screen.getByRole('region', { name });

describe('ClientDetailPage', () => {
  it('shows the profile, subscription, members, transactions, integrations and activity', async () => {
    openClient();
    expect(await screen.findByRole('heading', { name: 'Himal Times', level: 1 })).toBeInTheDocument();
    expect(within(section('Profile')).getByText('Himal Media Pvt. Ltd.')).toBeInTheDocument();
    expect(await within(section('Profile')).findByText('Radio/FM')).toBeInTheDocument();
    expect(within(section('Subscription')).getByText('Basic')).toBeInTheDocument();
    expect(within(section('Subscription')).getByText('Expired')).toBeInTheDocument();
    expect(await within(section('Members')).findByText('Screens in use: 3 of 5')).toBeInTheDocument();
    expect(within(section('Members')).getByText('Gita Rai')).toBeInTheDocument();
    expect(within(section('Subscription history')).getByText('No subscriptions yet.')).toBeInTheDocument();
    expect(within(section('Transactions')).getByText('Rs. 1,130')).toBeInTheDocument();
    expect(within(section('Integrations')).getByText('Radio Himal')).toBeInTheDocument();
    const activity = within(section('Recent activity')).getByRole('listitem');
    expect(activity).toHaveTextContent('Budget passed');
    expect(activity).toHaveTextContent(/News · Copied · .+ · by Sita Sharma$/);
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('marks the radio verified after asking', async () => {
    const calls = openClient((call) => (call.method === 'POST' ? json(200, { message: messages.radioVerified }) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the radio verified?' });
    expect(posted(calls, endpoints.clientsAdmin.verifyRadio)).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    await waitFor(() => expect(notices).toContain(messages.radioVerified));
    expect(posted(calls, endpoints.clientsAdmin.verifyRadio)).toBeDefined();
  });

  it('suspends only after confirming', async () => {
    const calls = openClient((call) => (call.method === 'POST' ? json(200, { message: messages.clientSuspended }) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this client?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(posted(calls, endpoints.clientsAdmin.suspend)).toBeDefined());
  });

  it('offers Verify to an unverified client and Reactivate to a suspended one', async () => {
    openClient(undefined, clientDetail({ verified: false, suspended: true }));
    const actions = await screen.findByRole('group', { name: 'Client actions' });
    expect(within(actions).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Resend password mail' })).toBeDisabled();
  });

  it('grants a subscription: the note is required, the server’s field errors show, success is announced', async () => {
    let refuse = true;
    const calls = openClient((call) => {
      if (call.method !== 'POST') return undefined;
      if (refuse) return json(422, { message: messages.planUnavailable, errors: { plan_id: [messages.planUnavailable] } });
      return json(200, { message: messages.subscriptionGranted });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant or extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant or extend a subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText(messages.requiredField('Note'))).toBeInTheDocument();
    expect(posted(calls, endpoints.clientsAdmin.grantSubscription)).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Basic', 'Premium']);
    await userEvent.click(screen.getByRole('option', { name: 'Premium' }));
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Length' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Length' }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Press day gift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText(messages.planUnavailable)).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(notices).toContain(messages.subscriptionGranted));
    expect(calls.filter((call) => call.path === pathWith(endpoints.clientsAdmin.grantSubscription.path, { id: 7 })).at(-1)?.body).toEqual({
      plan_id: 3,
      no_of_screen: 1,
      duration_unit: 'month',
      duration: 3,
      note: 'Press day gift',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the client does not exist', async () => {
    fakeApi((call) =>
      call.path === pathWith(endpoints.clientsAdmin.detail.path, { id: 7 })
        ? json(404, { message: 'Resource not found' })
        : lookups(call.path),
    );
    renderRoutes([{ path: '/admin/clients/:id', element: <ClientDetailPage /> }], '/admin/clients/7');
    expect(await screen.findByText('This client does not exist.')).toBeInTheDocument();
  });
});
