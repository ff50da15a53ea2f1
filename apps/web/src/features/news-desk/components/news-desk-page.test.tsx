import { endpoints } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { type CoverageSlot, justPublishedState } from '../../../lib/coverage-slot.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { deskRow, lookup } from '../testing/fixtures.ts';
import { NewsDeskPage } from './news-desk-page.tsx';

const notices = catchNoticeMessages();

/** What app/router.tsx hands the desk in the app: the coverage-links feature's panel, here its props and Close alone. */
const CoverageStub: CoverageSlot = ({ kind, id, title, onDismiss }) => (
  <section aria-label="Delivers coverage">
    {`Link ${kind} ${id}: ${title}`}
    <button type="button" onClick={onDismiss}>
      Close
    </button>
  </section>
);

function openDesk() {
  const calls = fakeApi((call) => {
    if (call.path === endpoints.newsDesk.list.path) {
      const rows = [deskRow(), deskRow({ id: 6, title: 'Match won', status: 'unpublished', publish_at: '2999-01-01T00:00:00Z' })];
      return json(200, { data: rows, meta: { total: 2, current_page: 1, last_page: 1 } });
    }
    if (call.path === endpoints.newsDesk.remove.path) return json(200, { message: 'News deleted successfully' });
    return lookup(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/news', element: <NewsDeskPage coverage={CoverageStub} /> },
      { path: '/admin/news/:id', element: <p>Editor</p> },
    ],
    '/admin/news',
  );
  return { ...view, calls };
}

const listCalls = (calls: { path: string; query: string }[]) =>
  calls.filter((call) => call.path === endpoints.newsDesk.list.path).map((call) => new URLSearchParams(call.query));

describe('NewsDeskPage', () => {
  it('shows every item with its author, status and a Scheduled mark, and opens the editor from a row', async () => {
    const { address } = openDesk();
    const table = await screen.findByRole('region', { name: 'All news' });
    expect(await within(table).findByText('Budget passed')).toBeInTheDocument();
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    expect(within(table).getAllByText('Desk Editor')).toHaveLength(2);
    expect(within(table).getByText('Unpublished')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('Match won').closest('tr') as HTMLElement);
    expect(address()).toBe('/admin/news/6');
  });

  it('filters by status through the request and the address', async () => {
    const { calls, address } = openDesk();
    await screen.findByText('Budget passed');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Unpublished' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('filters')).toBe(JSON.stringify({ status: 'unpublished' })));
    expect(address()).toBe('/admin/news?status=unpublished');
  });

  it('deletes the chosen items after asking', async () => {
    const { calls } = openDesk();
    await screen.findByText('Budget passed');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Budget passed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Match won' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete news?' });
    expect(calls.some((call) => call.path === endpoints.newsDesk.remove.path)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices).toContain('News deleted successfully'));
    expect(calls.find((call) => call.path === endpoints.newsDesk.remove.path)).toMatchObject({
      method: 'POST',
      body: { delete_rows: [5, 6] },
    });
  });

  it('offers to link an item to the agenda’s coverage right after it was published, until put away', async () => {
    const { router } = openDesk();
    await screen.findByRole('region', { name: 'All news' });
    expect(screen.queryByRole('region', { name: 'Delivers coverage' })).not.toBeInTheDocument();
    const item = { kind: 'news', id: 8, title: 'Flood in Terai', published: true } as const;
    await act(() => router.navigate('/admin/news?status=published', { state: justPublishedState(item) }));
    const offer = await screen.findByRole('region', { name: 'Delivers coverage' });
    expect(offer).toHaveTextContent('Link news 8: Flood in Terai');
    await userEvent.click(within(offer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Delivers coverage' })).not.toBeInTheDocument();
    // Put away without losing the list's filters.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/news?status=published');
  });
});
