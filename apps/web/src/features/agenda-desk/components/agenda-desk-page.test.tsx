import { endpoints, messages, pathWith } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { coverageOf, eventOf, lookup, pagedEvents } from '../testing/fixtures.ts';
import { addDays, nepalNow } from './agenda-days.ts';
import { AgendaDeskPage } from './agenda-desk-page.tsx';

const notices = catchNoticeMessages();

function openList(path = '/admin/agenda') {
  const calls = fakeApi((call) => {
    if (call.path === endpoints.agenda.list.path) {
      return pagedEvents([
        eventOf(),
        eventOf({
          id: 13,
          title: 'Teachers’ rally',
          title_ne: '',
          status: 'postponed',
          all_day: true,
          start_time: null,
          end_time: null,
          coverages: [coverageOf({ id: 41, kind: 'video', state: 'cancelled' })],
        }),
      ]);
    }
    if (call.method === 'POST' && call.path === pathWith(endpoints.agenda.duplicate.path, { id: 12 })) {
      return json(201, { message: messages.eventDuplicated, data: eventOf({ id: 50 }) });
    }
    return lookup(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/agenda', element: <AgendaDeskPage /> },
      { path: '/admin/agenda/:id', element: <p>Event form</p> },
    ],
    path,
  );
  return { ...view, calls };
}

const listQueries = (calls: { path: string; query: string }[]) =>
  calls.filter((call) => call.path === endpoints.agenda.list.path).map((call) => new URLSearchParams(call.query));

describe('AgendaDeskPage', () => {
  it('asks for today and the next 30 Nepal days and shows each event’s time, status and coverage', async () => {
    const { calls } = openList();
    const table = await screen.findByRole('region', { name: 'Events' });
    expect(await within(table).findByRole('link', { name: 'Budget speech' })).toHaveAttribute('href', '/admin/agenda/12');
    const today = nepalNow().day;
    expect(listQueries(calls)[0]?.get('from')).toBe(today);
    expect(listQueries(calls)[0]?.get('to')).toBe(addDays(today, 30));
    expect(within(table).getByText('11:00 AM – 1:00 PM')).toBeInTheDocument();
    expect(within(table).getByText('All day')).toBeInTheDocument();
    expect(within(table).getByText('Confirmed')).toBeInTheDocument();
    expect(within(table).getByText('Postponed')).toBeInTheDocument();
    expect(within(table).getByLabelText('Photos: 1 Planned')).toHaveTextContent('0/1');
    expect(within(table).getByLabelText('Text: 1 Delivered')).toHaveTextContent('1/1');
    expect(within(table).getByLabelText('Video: 1 Cancelled')).toHaveTextContent('0/0');
  });

  it('filters by status and days through the request and the address', async () => {
    const { calls, address } = openList('/admin/agenda?from=2026-05-01&to=2026-05-31');
    await screen.findByRole('link', { name: 'Budget speech' });
    expect(listQueries(calls)[0]?.get('from')).toBe('2026-05-01');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Postponed' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('status')).toBe('postponed'));
    expect(address()).toBe('/admin/agenda?from=2026-05-01&to=2026-05-31&status=postponed');
    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(address()).toBe('/admin/agenda');
  });

  it('duplicates an event and opens the copy', async () => {
    const { calls, address } = openList();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Budget speech' }));
    await waitFor(() => expect(address()).toBe('/admin/agenda/50'));
    expect(calls.some((call) => call.method === 'POST' && call.path === pathWith(endpoints.agenda.duplicate.path, { id: 12 }))).toBe(true);
    expect(notices).toContain(messages.eventDuplicated);
  });

  it('opens the form from a row and from Edit', async () => {
    const { address } = openList();
    expect(await screen.findByRole('link', { name: 'Edit Teachers’ rally' })).toHaveAttribute('href', '/admin/agenda/13');
    await userEvent.click(screen.getByText('Teachers’ rally').closest('tr') as HTMLElement);
    expect(address()).toBe('/admin/agenda/13');
  });
});
