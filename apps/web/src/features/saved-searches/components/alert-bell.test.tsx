import { endpoints } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AlertBell } from './alert-bell.tsx';
import type { BellNotices } from './bell-notices.ts';

const alert = {
  id: 1,
  news_id: 12,
  title: 'Glacier lake rises',
  search_name: 'Glacier watch',
  publish_at: '2026-05-29T04:00:00.000Z',
  read: false,
};

describe('the bell', () => {
  it('counts and lists the matches with another feature’s notices, the latest first, and marks both read', async () => {
    const calls = fakeApi((call) => {
      if (call.path === endpoints.savedSearches.bell.path) return json(200, { data: [alert], unread: 1 });
      if (call.path === endpoints.savedSearches.markRead.path) return json(200, { message: 'ok' });
      return undefined;
    });
    const more: BellNotices = {
      unread: 1,
      entries: [
        {
          id: 5,
          title: 'Budget speech',
          detail: 'Agenda · Postponed',
          at: '2026-05-29T06:00:00.000Z',
          read: false,
          to: '/agenda/events/41',
        },
      ],
      markRead: vi.fn(),
    };
    const { address } = renderRoutes([{ path: '*', element: <AlertBell subscribe={() => () => {}} more={more} /> }], '/news');
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts: 2 unread alerts' }));
    const menu = await screen.findByRole('menu', { name: 'Alerts' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Budget speech');
    expect(items[0]).toHaveTextContent('Agenda · Postponed');
    expect(items[1]).toHaveTextContent('Glacier lake rises');

    await userEvent.click(within(menu).getByRole('button', { name: 'Mark all read' }));
    expect(more.markRead).toHaveBeenCalledWith();
    await waitFor(() => expect(calls.some((call) => call.path === endpoints.savedSearches.markRead.path)).toBe(true));

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Budget speech/ }));
    expect(more.markRead).toHaveBeenCalledWith([5]);
    await waitFor(() => expect(address()).toBe('/agenda/events/41'));
  });
});
