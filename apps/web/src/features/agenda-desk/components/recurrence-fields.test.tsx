import { endpoints, messages, pathWith, type RecurrenceRule } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../lib/session/i18n.ts';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { eventOf, lookup } from '../testing/fixtures.ts';
import { EventEditorPage } from './event-editor-page.tsx';
import { describeRule } from './recurrence-fields.tsx';

// Tuesday 2 June 2026, noon in Nepal: a new event starts today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-02T06:15:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function openEditor(path: string, answer: (call: Call) => Response | undefined = () => undefined) {
  const calls = fakeApi((call) => answer(call) ?? lookup(call.path));
  renderRoutes(
    [
      { path: '/admin/agenda', element: <p>Agenda list</p> },
      { path: '/admin/agenda/new', element: <EventEditorPage /> },
      { path: '/admin/agenda/:id', element: <EventEditorPage /> },
    ],
    path,
  );
  return calls;
}

const rule = (overrides: Partial<RecurrenceRule>): RecurrenceRule => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [],
  until: null,
  count: null,
  ...overrides,
});
const en = i18n.getFixedT('en');

describe('describeRule', () => {
  it('says a rule in plain words, with its end', () => {
    expect(describeRule(rule({ weekdays: [4, 2], count: 12 }), '2026-06-02', en, 'en')).toBe(
      'every week on Tuesday and Thursday, 12 times',
    );
    expect(describeRule(rule({ interval: 2, weekdays: [1, 3, 5], count: 6 }), '2026-06-02', en, 'en')).toBe(
      'every 2 weeks on Monday, Wednesday and Friday, 6 times',
    );
    // No weekday picked: the server repeats on the start's.
    expect(describeRule(rule({ until: '2026-06-30' }), '2026-06-02', en, 'en')).toBe('every week on Tuesday, until Jun 30, 2026');
    expect(describeRule(rule({ frequency: 'daily', count: 5 }), '2026-06-02', en, 'en')).toBe('every day, 5 times');
    expect(describeRule(rule({ frequency: 'daily', interval: 3, count: 5 }), '2026-06-02', en, 'en')).toBe('every 3 days, 5 times');
    expect(describeRule(rule({ frequency: 'monthly', count: 4 }), '2026-06-02', en, 'en')).toBe('every month on day 2, 4 times');
    expect(describeRule(rule({ frequency: 'monthly' }), '2026-06-02', en, 'en')).toBe('every month on day 2');
  });

  it('says it in Nepali too', async () => {
    // The full Nepali texts, as the app loads them (a part would leave the other screens' tests without theirs).
    await loadTexts('ne');
    const phrase = describeRule(rule({ weekdays: [2, 4], count: 12 }), '2026-06-02', i18n.getFixedT('ne'), 'ne');
    expect(phrase).toMatch(/^हरेक हप्ता .+ र .+, १२ पटक$/);
  });
});

describe('Repeats in the event form', () => {
  it('sends the rule of a weekly event, the start’s weekday preselected, and says it in words', async () => {
    const calls = openEditor('/admin/agenda/new', (call) =>
      call.method === 'POST' ? json(201, { message: messages.eventSaved, data: eventOf({ id: 40 }) }) : undefined,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Weekly press briefing' } });
    const section = screen.getByRole('region', { name: 'Repeats' });
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('switch', { name: 'Repeat this event' }));
    expect(within(section).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'Times in all' }), { target: { value: '12' } });
    expect(section).toHaveTextContent('Every week on Tuesday and Thursday, 12 times');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body.start_date).toBe('2026-06-02');
    expect(body.recurrence).toEqual({ frequency: 'weekly', interval: 1, weekdays: [2, 4], until: null, count: 12 });
    expect(body).not.toHaveProperty('repeats');
  });

  it('sends no rule while Repeats is off, and a daily one ending on a day when chosen', async () => {
    const calls = openEditor('/admin/agenda/new', (call) =>
      call.method === 'POST' ? json(201, { message: messages.eventSaved, data: eventOf({ id: 41 }) }) : undefined,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Monsoon updates' } });
    const section = screen.getByRole('region', { name: 'Repeats' });
    await userEvent.click(within(section).getByRole('switch', { name: 'Repeat this event' }));
    await userEvent.click(within(section).getByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'day' }));
    await userEvent.click(within(section).getByRole('combobox', { name: 'Every' }));
    await userEvent.click(screen.getByRole('option', { name: '2' }));
    expect(within(section).queryByRole('checkbox', { name: 'Tuesday' })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('radio', { name: 'On a day' }));
    fireEvent.change(within(section).getByLabelText(/Last day/), { target: { value: '2026-06-20' } });
    expect(section).toHaveTextContent('Every 2 days, until Jun 20, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      recurrence: {
        frequency: 'daily',
        interval: 2,
        weekdays: [],
        until: '2026-06-20',
        count: null,
      },
    });
  });

  it('asks for an end before sending, and shows the server’s refusal of a too long series at the section', async () => {
    const calls = openEditor('/admin/agenda/new', (call) =>
      call.method === 'POST' ? json(422, { message: 'Invalid data', errors: { recurrence: [messages.recurrenceTooLong] } }) : undefined,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Daily market prices' } });
    const section = screen.getByRole('region', { name: 'Repeats' });
    await userEvent.click(within(section).getByRole('switch', { name: 'Repeat this event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    const count = within(section).getByRole('spinbutton', { name: 'Times in all' });
    await waitFor(() => expect(count).toHaveAccessibleDescription(messages.recurrenceEnd));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(count, { target: { value: '100' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await within(section).findByText(messages.recurrenceTooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('has no Repeats for a saved event, and says an occurrence is changed alone', async () => {
    const series = { id: 4, rule: rule({ weekdays: [5], count: 12 }) };
    const detailPath = pathWith(endpoints.agenda.detail.path, { id: 12 });
    openEditor('/admin/agenda/12', (call) => (call.path === detailPath ? json(200, { data: eventOf({ series }) }) : undefined));
    await screen.findByRole('textbox', { name: 'Title' });
    expect(
      screen.getByText('One of a series repeating every week on Friday, 12 times: changes here apply to this occurrence only.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Repeats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Repeat this event' })).not.toBeInTheDocument();
  });
});
