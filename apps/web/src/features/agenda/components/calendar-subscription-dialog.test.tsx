import { endpoints, messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { addressWith, CalendarSubscriptionDialog } from './calendar-subscription-dialog.tsx';

const OLD = {
  url: 'https://portal.example/api/agenda/calendar/old-token-1234567890',
  webcal: 'webcal://portal.example/api/agenda/calendar/old-token-1234567890',
};
const NEW = {
  url: 'https://portal.example/api/agenda/calendar/new-token-1234567890',
  webcal: 'webcal://portal.example/api/agenda/calendar/new-token-1234567890',
};

describe('the calendar subscription', () => {
  it('narrows the address by its query', () => {
    expect(addressWith(OLD.url, { watched: '1' })).toBe(`${OLD.url}?watched=1`);
    expect(addressWith(`${OLD.url}?a=b`, { category: '3' })).toBe(`${OLD.url}?a=b&category=3`);
  });

  it('shows the addresses to copy and a webcal link, and makes a new address after a confirmation', async () => {
    const calls = fakeApi((call) => {
      if (call.path === endpoints.agendaReading.calendarAddress.path) return json(200, { data: OLD });
      if (call.path === endpoints.agendaReading.rotateCalendarAddress.path)
        return json(200, { message: messages.calendarAddressRotated, data: NEW });
      if (call.path === endpoints.lookups.categories.path) return json(200, { data: [{ id: 3, name: 'Economy', name_ne: 'अर्थ' }] });
      return undefined;
    });
    renderRoutes([{ path: '*', element: <CalendarSubscriptionDialog open onClose={() => {}} /> }], '/agenda');
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    expect(await within(dialog).findByRole('textbox', { name: 'All events' })).toHaveValue(OLD.url);
    expect(within(dialog).getByRole('textbox', { name: 'Events I watch' })).toHaveValue(`${OLD.url}?watched=1`);
    expect(await within(dialog).findByRole('textbox', { name: 'One category' })).toHaveValue(`${OLD.url}?category=3`);
    expect(within(dialog).getByRole('button', { name: 'Copy All events' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', OLD.webcal);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new address?' });
    expect(confirm).toHaveTextContent('stops working at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'All events' })).toHaveValue(NEW.url));
    expect(calls.filter((call) => call.path === endpoints.agendaReading.rotateCalendarAddress.path)).toHaveLength(1);
  });
});
