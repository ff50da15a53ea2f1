import { endpoints } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AnalyticsPage } from './analytics-page.tsx';

/** The charts take a while to draw on a busy machine. */
const SLOW = { timeout: 5000 };
const zero = { views: 0, copies: 0, downloads: 0, posts: 0 };
const page = (data: unknown[]) => json(200, { data, meta: { total: data.length, current_page: 1, last_page: 1 } });
const budget = { kind: 'news', item_id: 5, title: 'Budget passed', views: 7, copies: 3, downloads: 2, posts: 1 };

const reports = endpoints.analytics;

function answer(call: Call) {
  const report = call.path;
  if (report === reports.summary.path) {
    return json(200, {
      from: '2026-03-14',
      to: '2026-03-15',
      totals: { views: 9, copies: 3, downloads: 2, posts: 1 },
      days: [
        { day: '2026-03-14', ...zero, views: 2 },
        { day: '2026-03-15', views: 7, copies: 3, downloads: 2, posts: 1 },
      ],
    });
  }
  if (report === reports.categories.path) {
    return json(200, { from: '2026-03-14', to: '2026-03-15', data: [{ id: 1, name: 'Politics', name_ne: 'राजनीति', ...budget }] });
  }
  if (report === reports.items.path) return page([budget, { ...budget, kind: 'video', item_id: 8, title: null, views: 2 }]);
  if (report === reports.clients.path)
    return page([{ id: 3, full_name: 'Himal Times', company_name: 'Himal Pvt. Ltd.', email: 'desk@himal.test', ...budget }]);
  if (report === reports.topItems.path) return json(200, { from: '2026-03-09', to: '2026-03-15', data: [budget] });
  if (report === reports.feedCalls.path)
    return json(200, { from: '2026-03-14', to: '2026-03-15', data: [], meta: { total: 0, current_page: 1, last_page: 1 } });
  if (report === reports.inactiveClients.path) {
    return page([
      {
        id: 4,
        full_name: 'Silent FM',
        company_name: '',
        email: 'fm@silent.test',
        last_active_at: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    ]);
  }
  if (report === reports.export.path) {
    return new Response('\uFEFFDay,Views\r\n', {
      headers: { 'content-disposition': 'attachment; filename="analytics-days-2026-03-14-to-2026-03-15.csv"' },
    });
  }
  return undefined;
}

const openPage = (respond: (call: Call) => Response | undefined = answer) => {
  const calls = fakeApi(respond);
  renderRoutes([{ path: '/admin/analytics', element: <AnalyticsPage /> }], '/admin/analytics');
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnalyticsPage', () => {
  it('shows the totals, the figures each chart draws, and the tables', async () => {
    openPage();
    const perDay = await screen.findByRole('figure', { name: 'Views and actions per day' }, SLOW);
    expect(screen.getByText('Views', { selector: 'dt' }).nextElementSibling).toHaveTextContent('9');
    const day = within(perDay).getByRole('row', { name: /2026-03-15/ });
    expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '3', '2', '1']);
    const perCategory = screen.getByRole('figure', { name: 'Views and actions per category' });
    expect(within(perCategory).getByRole('row', { name: /Politics/ })).toHaveTextContent('Politics7321');

    const items = await screen.findByRole('region', { name: 'Figures per item' });
    expect(within(items).getByText('Budget passed')).toBeInTheDocument();
    expect(within(items).getByText('Deleted item #8')).toBeInTheDocument();
    const clients = screen.getByRole('region', { name: 'Figures per client' });
    expect(within(clients).getByText('Himal Times')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Ranking of this week’s items' })).getByText('Budget passed'),
    ).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Inactive clients' })).getByText('Never')).toBeInTheDocument();
  });

  it('asks again for the days and kind chosen, and sorts a table on the server', async () => {
    const calls = openPage();
    await screen.findByRole('region', { name: 'Figures per item' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Content' }));
    await userEvent.click(screen.getByRole('option', { name: 'Videos' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/summary') && call.query.includes('kind=video'))).toBe(true));
    const items = await screen.findByRole('region', { name: 'Figures per item' });
    await userEvent.click(within(items).getByRole('button', { name: 'Item' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path.endsWith('/items') && call.query.includes('sortBy=title') && call.query.includes('descending=false'),
        ),
      ).toBe(true),
    );
  });

  it('downloads a report as CSV with the chosen range', async () => {
    const saved: string[] = [];
    stubObjectUrls('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download figures per day as CSV' }));
    await waitFor(() => expect(saved).toEqual(['analytics-days-2026-03-14-to-2026-03-15.csv']));
    expect(calls.find((call) => call.path === reports.export.path)?.query).toBe('?report=days');
    click.mockRestore();
  });

  it('offers Retry when the figures fail to load, and says when there is nothing', async () => {
    let failing = true;
    openPage((call) => {
      if (call.path.endsWith('/summary') && failing) return json(500, { message: 'Internal Server Error. Contact System Admin.' });
      if (call.path.endsWith('/summary'))
        return json(200, { from: '2026-03-15', to: '2026-03-15', totals: zero, days: [{ day: '2026-03-15', ...zero }] });
      if (call.path.endsWith('/items') || call.path.endsWith('/clients') || call.path.endsWith('/inactive-clients')) return page([]);
      return answer(call);
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findAllByText('No activity in these days')).not.toHaveLength(0);
    expect(await screen.findByText('Every client was active in the last 30 days')).toBeInTheDocument();
  });
});
