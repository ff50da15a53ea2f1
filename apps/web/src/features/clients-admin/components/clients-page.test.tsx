import { endpoints } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { clientRow, lookups } from '../testing/fixtures.ts';
import { ClientsPage } from './clients-page.tsx';

function openClients(
  path = '/admin/clients',
  rows = [clientRow(), clientRow({ id: 8, full_name: 'Radio Lumbini', subscription: 'expired', suspended: true })],
) {
  const calls = fakeApi((call) => {
    if (call.path === endpoints.clientsAdmin.list.path)
      return json(200, { data: rows, meta: { total: rows.length, current_page: 1, last_page: 1 } });
    return lookups(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/clients', element: <ClientsPage /> },
      { path: '/admin/clients/:id', element: <p>Client page</p> },
    ],
    path,
  );
  return { ...view, calls };
}

const listCalls = (calls: { path: string; query: string }[]) =>
  calls.filter((call) => call.path === endpoints.clientsAdmin.list.path).map((call) => new URLSearchParams(call.query));

afterEach(() => changeLanguage('en'));

describe('ClientsPage', () => {
  it('names the media category in Nepali in the Nepali interface', async () => {
    await changeLanguage('ne');
    openClients();
    expect(await screen.findAllByText('पत्रिका')).toHaveLength(2);
    expect(screen.queryByText('Newspaper')).not.toBeInTheDocument();
  });

  it('lists clients with their category, subscription and account state, and opens a client from its row', async () => {
    const { address } = openClients();
    const table = await screen.findByRole('region', { name: 'Clients' });
    expect(await within(table).findByText('Himal Times')).toBeInTheDocument();
    expect(await within(table).findAllByText('Newspaper')).toHaveLength(2);
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('Radio Lumbini').closest('tr') as HTMLElement);
    expect(address()).toBe('/admin/clients/8');
  });

  it('keeps the filters and the search in the address and sends them', async () => {
    const { calls, address } = openClients();
    await screen.findByText('Himal Times');
    await userEvent.click(screen.getByRole('combobox', { name: 'Subscription' }));
    await userEvent.click(screen.getByRole('option', { name: 'Expired' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('option', { name: 'Not verified' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'himal');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('query')).toBe('himal'));
    expect(JSON.parse(listCalls(calls).at(-1)?.get('filters') ?? '')).toEqual({ subscription: 'expired', verified: false });
    expect(address()).toBe('/admin/clients?q=himal&state=expired&verified=no');
  });

  it('reads the filters from the address and offers Reset when nothing matches', async () => {
    const { calls, address } = openClients('/admin/clients?category=radio%2Ffm&suspended=yes&page=2', []);
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    const sent = listCalls(calls)[0];
    expect(sent?.get('page')).toBe('2');
    expect(JSON.parse(sent?.get('filters') ?? '')).toEqual({ category: 'radio/fm', suspended: true });
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Reset' }));
    expect(address()).toBe('/admin/clients');
  });

  it('shows a load error with Retry', async () => {
    let failing = true;
    fakeApi((call) => {
      if (call.path !== endpoints.clientsAdmin.list.path) return lookups(call.path);
      if (failing) return json(500, { message: 'Server error' });
      return json(200, { data: [clientRow()], meta: { total: 1, current_page: 1, last_page: 1 } });
    });
    renderRoutes([{ path: '/admin/clients', element: <ClientsPage /> }], '/admin/clients');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Himal Times')).toBeInTheDocument();
  });
});
