import { endpoints } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { coverageOf, eventOf, pagedEvents } from '../testing/fixtures.ts';
import { CoverageBoardPage } from './coverage-board-page.tsx';

// Friday 29 May 2026, 12:00 in Nepal.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-29T06:15:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function openBoard(path = '/admin/agenda/coverage') {
  const calls = fakeApi((call) => {
    if (call.path !== endpoints.agenda.list.path) return undefined;
    const page = Number(new URLSearchParams(call.query).get('page'));
    // Two pages, as a busy fortnight gives them: the board reads both.
    return page === 1
      ? pagedEvents([eventOf({ id: 1, title: 'Budget speech', coverages: [coverageOf({ id: 1, kind: 'photos' })] })], 1, 2)
      : pagedEvents(
          [
            eventOf({
              id: 2,
              title: 'Cabinet briefing',
              start_date: '2026-05-29',
              start_time: '15:00',
              coverages: [
                coverageOf({ id: 2, kind: 'text' }),
                coverageOf({
                  id: 3,
                  kind: 'video',
                  state: 'delivered',
                  delivered_item: { kind: 'video', id: 4, title: 'Cabinet briefing in two minutes' },
                }),
              ],
            }),
            eventOf({ id: 3, title: 'Football final', start_date: '2026-05-30', coverages: [coverageOf({ id: 5, kind: 'live' })] }),
          ],
          2,
          2,
        );
  });
  const view = renderRoutes(
    [
      { path: '/admin/agenda/coverage', element: <CoverageBoardPage /> },
      { path: '/admin/agenda/:id', element: <p>Event form</p> },
    ],
    path,
  );
  return { ...view, calls };
}

const column = (name: string) => screen.getByRole('region', { name });

describe('CoverageBoardPage', () => {
  it('groups today’s coverage into Due, Late and Delivered from every page of the list', async () => {
    const { calls } = openBoard();
    await waitFor(() => expect(within(column('Late')).getByText('Budget speech')).toBeInTheDocument());
    const queries = calls.map((call) => new URLSearchParams(call.query));
    // Strict mode may ask twice; the pages asked are the two there are, from the fortnight before today to today.
    const asked = new Set(
      queries.map((query) => [query.get('from'), query.get('to'), query.get('page'), query.get('rowsPerPage')].join(' ')),
    );
    expect([...asked]).toEqual(['2026-05-15 2026-05-29 1 100', '2026-05-15 2026-05-29 2 100']);
    expect(within(column('Due')).getByText('Cabinet briefing')).toBeInTheDocument();
    expect(within(column('Due')).getByText(/3:00 PM/)).toBeInTheDocument();
    expect(within(column('Delivered')).getByText('Video')).toBeInTheDocument();
    // The item that delivered it, by its title, opens in its desk.
    expect(within(column('Delivered')).getByText(/Delivered by the video/)).toBeInTheDocument();
    expect(within(column('Delivered')).getByRole('link', { name: 'Cabinet briefing in two minutes' })).toHaveAttribute(
      'href',
      '/admin/videos/4',
    );
    expect(within(column('Due')).queryByText('Football final')).not.toBeInTheDocument();
  });

  it('shows this week on request and opens an event from its card', async () => {
    const { address, calls } = openBoard();
    await screen.findByText('Budget speech');
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(within(column('Due')).getByText('Football final')).toBeInTheDocument());
    expect(new URLSearchParams(calls.at(-1)?.query).get('to')).toBe('2026-05-30');
    expect(address()).toBe('/admin/agenda/coverage?period=week');
    await userEvent.click(within(column('Due')).getByRole('link', { name: 'Open Football final' }));
    expect(address()).toBe('/admin/agenda/3');
  });
});
