import { endpoints } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { FeedCallsTable } from './feed-calls-table.tsx';

const himal = {
  user_id: 3,
  company_name: 'Himal Times Pvt. Ltd.',
  full_name: 'Himal Desk',
  email: 'desk@himal.test',
  day: '2026-03-15',
  calls: 1200,
};
const answerWith = (data: unknown[]) => (call: Call) =>
  call.path === endpoints.analytics.feedCalls.path
    ? json(200, { from: '2026-02-14', to: '2026-03-15', data, meta: { total: data.length, current_page: 1, last_page: 1 } })
    : undefined;

describe('FeedCallsTable', () => {
  it('lists calls per client and day with the company name, and sorts by calls on request', async () => {
    const calls = fakeApi(answerWith([himal, { ...himal, day: '2026-03-14', calls: 7 }]));
    renderRoutes([{ path: '/', element: <FeedCallsTable range={{ from: '2026-03-01', to: '2026-03-15' }} /> }], '/');
    const table = await screen.findByRole('region', { name: 'Feed API calls per client and day' });
    await waitFor(() => expect(within(table).getAllByText('Himal Times Pvt. Ltd.')).toHaveLength(2));
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('Mar 15, 2026');
    expect(first).toHaveTextContent('1,200');
    expect(new URLSearchParams(calls[0]?.query).get('sortBy')).toBe('calls');
    expect(new URLSearchParams(calls[0]?.query).get('from')).toBe('2026-03-01');
    await userEvent.click(within(table).getByRole('button', { name: /Calls/ }));
    await waitFor(() => expect(new URLSearchParams(calls.at(-1)?.query).get('descending')).toBe('false'));
  });

  it('says so when no client called the Feed API', async () => {
    fakeApi(answerWith([]));
    renderRoutes([{ path: '/', element: <FeedCallsTable range={{}} /> }], '/');
    expect(await screen.findByText('No client called the Feed API in these days.')).toBeInTheDocument();
  });
});
