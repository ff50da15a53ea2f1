import { endpoints, messages, pathWith } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { eventOf, lookup } from '../testing/fixtures.ts';
import { nepalNow } from './agenda-days.ts';
import { EventEditorPage } from './event-editor-page.tsx';

const notices = catchNoticeMessages();
const detailPath = pathWith(endpoints.agenda.detail.path, { id: 12 });

function openEditor(path: string, answer: (call: Call) => Response | undefined = () => undefined) {
  let detail = eventOf();
  const calls = fakeApi((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === detailPath) return json(200, { data: detail });
    return lookup(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/agenda', element: <p>Agenda list</p> },
      { path: '/admin/agenda/new', element: <EventEditorPage /> },
      { path: '/admin/agenda/:id', element: <EventEditorPage /> },
      { path: '/admin/news/:id', element: <p>News editor</p> },
    ],
    path,
  );
  return { ...view, calls, changeSaved: (next: ReturnType<typeof eventOf>) => (detail = next) };
}

const saves = (calls: Call[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');

describe('EventEditorPage', () => {
  it('creates an event with a photo coverage and returns to the list', async () => {
    const today = nepalNow().day;
    const { calls, address } = openEditor('/admin/agenda/new', (call) =>
      call.method === 'POST' ? json(201, { message: messages.eventSaved, data: eventOf({ id: 40, start_date: today }) }) : undefined,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Monsoon briefing');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add coverage' }));
    const row = screen.getByRole('group', { name: 'Coverage 1' });
    await userEvent.click(within(row).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(screen.getByRole('option', { name: 'Photos' }));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Note' }), 'Wide shots of the hall');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(address()).toBe('/admin/agenda'));
    expect(saves(calls)).toHaveLength(1);
    expect(saves(calls)[0]).toMatchObject({ method: 'POST', path: endpoints.agenda.create.path });
    expect(saves(calls)[0]?.body).toEqual({
      title: 'Monsoon briefing',
      title_ne: '',
      description: '',
      description_ne: '',
      start_date: today,
      start_time: '10:30',
      end_date: null,
      end_time: null,
      all_day: false,
      time_to_be_confirmed: false,
      venue: '',
      category_ids: [],
      organiser: '',
      contact: '',
      links: [],
      status: 'planned',
      status_reason: '',
      internal_note: '',
      coverages: [{ kind: 'photos', state: 'planned', expected_date: today, expected_time: null, note: 'Wide shots of the hall' }],
    });
    expect(notices).toContain(messages.eventSaved);
  });

  it('hides the times an all-day event or a time to be confirmed makes meaningless', async () => {
    openEditor('/admin/agenda/new');
    expect(screen.getByLabelText('Start time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Time to be confirmed' }));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.getByLabelText('End time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'All day' }));
    expect(screen.queryByLabelText('End time')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Time to be confirmed' })).not.toBeInTheDocument();
  });

  it('asks why an event is postponed before saving it', async () => {
    const { calls } = openEditor('/admin/agenda/new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Teachers’ rally');
    expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Postponed' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(messages.eventReasonRequired));
    expect(screen.getByRole('alert')).toHaveTextContent('The event could not be saved');
    expect(saves(calls)).toHaveLength(0);
  });

  it('loads an event with its coverage, links to a delivered item, reorders coverage and saves with its version', async () => {
    const { calls, address } = openEditor('/admin/agenda/12', (call) =>
      call.method === 'PUT' ? json(200, { message: messages.eventSaved, data: eventOf({ version: 4 }) }) : undefined,
    );
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Budget speech');
    expect(screen.getByRole('textbox', { name: 'Internal note' })).toHaveValue('Two photographers; the hall fills early.');
    expect(screen.getAllByText('Never shown to clients').length).toBeGreaterThan(0);
    // The delivered coverage names its item by its title, not by its number.
    const delivered = screen.getByRole('group', { name: 'Coverage 2' });
    expect(delivered).toHaveTextContent('Delivered by the news item Budget raises school grants');
    expect(within(delivered).getByRole('link', { name: 'Budget raises school grants' })).toHaveAttribute('href', '/admin/news/77');
    expect(delivered).not.toHaveTextContent('#77');
    await userEvent.click(screen.getByRole('button', { name: 'Move coverage 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove link 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const save = saves(calls)[0];
    expect(save).toMatchObject({ method: 'PUT', path: detailPath });
    expect(save?.body).toMatchObject({
      version: 3,
      links: [],
      start_time: '11:00',
      end_time: '13:00',
      coverages: [
        { id: 32, kind: 'text', state: 'delivered' },
        { id: 31, kind: 'photos', state: 'planned' },
      ],
    });
    expect(JSON.stringify(save?.body)).not.toContain('delivered_item');
    // The list opens on the saved event's days when they are not the default ones.
    const shown = nepalNow().day;
    const expected = shown >= '2026-04-29' && shown <= '2026-05-29' ? '/admin/agenda' : '/admin/agenda?from=2026-05-29&to=2026-06-28';
    await waitFor(() => expect(address()).toBe(expected));
  });

  it('keeps what was typed when a colleague saved first, and reloads their version on request', async () => {
    const { changeSaved } = openEditor('/admin/agenda/12', (call) =>
      call.method === 'PUT' ? json(409, { message: messages.eventChangedMeanwhile }) : undefined,
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Budget speech, revised');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.eventChangedMeanwhile);
    expect(alert).toHaveTextContent('Your changes are still in the form');
    expect(title).toHaveValue('Budget speech, revised');

    changeSaved(eventOf({ version: 4, title: 'Budget speech (moved to 2 PM)', start_time: '14:00' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the event' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Budget speech (moved to 2 PM)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    openEditor('/admin/agenda/12', (call) =>
      call.method === 'PUT' ? json(422, { message: 'Invalid data', errors: { venue: ['The venue is too long'] } }) : undefined,
    );
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Venue' })).toHaveAccessibleDescription('The venue is too long'));
  });

  it('says when the event does not exist', async () => {
    openEditor('/admin/agenda/99');
    expect(await screen.findByText('This event does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the agenda' })).toHaveAttribute('href', '/admin/agenda');
  });
});
