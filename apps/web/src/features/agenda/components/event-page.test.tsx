import { endpoints, messages, pathWith } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../test/signed-in.ts';
import { clientEvent } from '../testing/fixtures.ts';
import { EventPage } from './event-page.tsx';

const eventPath = pathWith(endpoints.agendaReading.event.path, { id: 41 });
const watchPath = pathWith(endpoints.agendaReading.watch.path, { id: 41 });

function openEvent(answer: (call: Call) => Response | undefined = () => undefined, path = '/agenda/events/41') {
  const calls = fakeApi((call) => answer(call) ?? (call.path === eventPath ? json(200, { data: clientEvent() }) : undefined));
  renderRoutes([{ path: '/agenda/events/:id', element: <EventPage /> }], path, signedInAs(houseMember('owner')));
  return calls;
}

describe('the event page', () => {
  it('shows everything about the event: when, where, organiser, contact, links and each coverage', async () => {
    openEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget speech' })).toBeInTheDocument();
    expect(screen.getByText('Ministry of Finance')).toBeInTheDocument();
    expect(screen.getByText('01-4211000')).toBeInTheDocument();
    expect(screen.getByText('Federal Parliament')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live stream' })).toHaveAttribute('href', 'https://parliament.example/live');
    expect(screen.getByRole('link', { name: /Invitation/ })).toHaveAttribute('href', 'https://portal.example/api/agenda/files/3.sig');
    const photos = screen.getByRole('listitem', { name: 'Photos' });
    expect(photos).toHaveTextContent('Planned');
    expect(photos).toHaveTextContent('Expected May 29, 2026 2:00 PM');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
  });

  it('watches the event, then one coverage by SMS too', async () => {
    const calls = openEvent((call) => {
      if (call.path !== watchPath) return undefined;
      const body = call.body as { coverage_id: number | null };
      const event = clientEvent({ watched: true });
      if (body.coverage_id) event.coverages = event.coverages.map((coverage) => ({ ...coverage, watched: true }));
      return json(200, { message: messages.eventWatched, data: event });
    });
    const watch = await screen.findByRole('button', { name: 'Watch this event' });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(watch);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watch this event' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((call) => call.path === watchPath)).toMatchObject({ method: 'PUT', body: { coverage_id: null, sms: false } });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Also by SMS' }));
    await waitFor(() => expect(calls.filter((call) => call.path === watchPath)).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ coverage_id: null, sms: true });
    const photos = screen.getByRole('listitem', { name: 'Photos' });
    await userEvent.click(within(photos).getByRole('button', { name: 'Watch (Photos)' }));
    await waitFor(() => expect(calls.filter((call) => call.path === watchPath)).toHaveLength(3));
    expect(calls.at(-1)?.body).toEqual({ coverage_id: 7, sms: true });
    await waitFor(() => expect(within(photos).getByRole('button', { name: 'Watch (Photos)' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('says clearly when SMS needs a mobile number, and stops watching through DELETE', async () => {
    const calls = openEvent((call) => {
      if (call.path === eventPath && call.method === 'GET') return json(200, { data: clientEvent({ watched: true }) });
      if (call.path === watchPath && call.method === 'PUT')
        return json(422, { message: messages.watchSmsNeedsMobile, errors: { sms: [messages.watchSmsNeedsMobile] } });
      if (call.path === watchPath && call.method === 'DELETE') return json(200, { message: messages.eventUnwatched, data: clientEvent() });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Also by SMS' }));
    expect(await screen.findByText(messages.watchSmsNeedsMobile)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watch this event' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ path: watchPath, method: 'DELETE', query: '' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watch this event' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('reads Nepali first, and links a delivered coverage to its item', async () => {
    const { changeLanguage } = await import('../../../lib/shell-text.ts');
    await changeLanguage('ne');
    try {
      openEvent((call) =>
        call.path === eventPath
          ? json(200, {
              data: clientEvent({
                status: 'cancelled',
                status_reason: 'Parliament adjourned',
                coverages: clientEvent().coverages.map((coverage) => ({
                  ...coverage,
                  state: 'delivered' as const,
                  delivered_item: { kind: 'news' as const, id: 5, title: 'Budget passed' },
                })),
              }),
            })
          : undefined,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'बजेट भाषण' })).toBeInTheDocument();
      expect(screen.getByText('अर्थमन्त्रीले बजेट प्रस्तुत गर्नुहुन्छ।')).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('रद्द — Parliament adjourned');
      expect(screen.getByRole('link', { name: 'पठाइएको: Budget passed' })).toHaveAttribute('href', '/news/5');
      expect(document.querySelector('time')?.textContent).toMatch(/^[०-९]{4} जेठ [०-९]{1,2}/);
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows a clear state for an event that is not there', async () => {
    openEvent((call) => (call.path === eventPath ? json(404, { message: 'Resource not found' }) : undefined));
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the Agenda' })[0]).toHaveAttribute('href', '/agenda');
  });
});
