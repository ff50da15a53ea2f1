import { endpoints, messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../test/signed-in.ts';
import { clientEvent, pageOf } from '../testing/fixtures.ts';
import { AgendaPage } from './agenda-page.tsx';

const eventsPath = endpoints.agendaReading.events.path;

function openAgenda(path: string, answer: (call: Call) => Response | undefined = () => undefined, role: 'owner' | 'viewer' = 'owner') {
  const calls = fakeApi((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === eventsPath) return json(200, pageOf([clientEvent()]));
    if (call.path === endpoints.lookups.categories.path) return json(200, { data: [{ id: 3, name: 'Economy', name_ne: 'अर्थ' }] });
    return undefined;
  });
  const rendered = renderRoutes([{ path: '/agenda', element: <AgendaPage /> }], path, signedInAs(houseMember(role)));
  const eventCalls = () => calls.filter((call) => call.path === eventsPath).map((call) => new URLSearchParams(call.query));
  return { calls, eventCalls, ...rendered };
}

describe('the Agenda screen', () => {
  it('shows the week of the day in the address, Sunday to Saturday, with the event on its day', async () => {
    const { eventCalls } = openAgenda('/agenda?day=2026-05-29');
    const friday = await screen.findByRole('region', { name: /Friday/ });
    const card = await within(friday).findByRole('article', { name: 'Budget speech' });
    expect(card).toHaveTextContent('11:00 AM – 1:00 PM');
    expect(within(card).getByRole('link', { name: 'Budget speech' })).toHaveAttribute('href', '/agenda/events/41');
    expect(within(card).getByRole('listitem', { name: 'Photos: Planned' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /day|Nothing/i }).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: /Thursday/ })).getByText('Nothing planned')).toBeInTheDocument();
    const query = eventCalls().at(-1);
    expect([query?.get('from'), query?.get('to')]).toEqual(['2026-05-24', '2026-05-30']);
  });

  it('keeps the view, the days and the filters in the address, and asks for them', async () => {
    const { address, eventCalls } = openAgenda('/agenda?day=2026-05-29');
    await screen.findByRole('article', { name: 'Budget speech' });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(address()).toBe('/agenda?day=2026-06-05'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Watched only' }));
    await waitFor(() => expect(address()).toBe('/agenda?day=2026-06-05&watched=1'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coverage' }), 'Video');
    await waitFor(() => expect(address()).toBe('/agenda?day=2026-06-05&kind=video&watched=1'));
    await waitFor(() => expect(eventCalls().at(-1)?.get('coverage_kind')).toBe('video'));
    expect(eventCalls().at(-1)?.get('watched')).toBe('1');
    expect(eventCalls().at(-1)?.get('from')).toBe('2026-05-31');

    await userEvent.click(screen.getByRole('tab', { name: 'Day' }));
    await waitFor(() => expect(address()).toBe('/agenda?view=day&day=2026-06-05&kind=video&watched=1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Friday, Jun 5, 2026' })).toBeInTheDocument();
  });

  it('lists what is coming page by page, and the past ones latest first with what was delivered', async () => {
    const delivered = clientEvent({
      id: 40,
      title: 'Flood relief meeting',
      start_date: '2026-05-01',
      coverages: [
        {
          ...clientEvent().coverages[0],
          state: 'delivered',
          delivered_item: { kind: 'gallery', id: 9, title: 'Relief in pictures' },
        } as ReturnType<typeof clientEvent>['coverages'][number],
      ],
    });
    const { address, eventCalls } = openAgenda('/agenda?view=list', (call) => {
      const query = new URLSearchParams(call.query);
      if (call.path !== eventsPath || !query.get('to')) return undefined;
      return json(200, { data: [delivered], meta: { total: 1, current_page: 1, last_page: 1 } });
    });
    expect(await screen.findByRole('article', { name: 'Budget speech' })).toBeInTheDocument();
    expect(eventCalls().at(-1)?.get('from')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Past events' }));
    await waitFor(() => expect(address()).toBe('/agenda?view=list&past=1'));
    const card = await screen.findByRole('article', { name: 'Flood relief meeting' });
    expect(within(card).getByRole('link', { name: 'Delivered: Relief in pictures' })).toHaveAttribute('href', '/feature-photos/9');
    expect(card).toHaveTextContent('Delivered');
  });

  it('shows a postponed event with its reason', async () => {
    openAgenda('/agenda?view=day&day=2026-05-29', (call) =>
      call.path === eventsPath
        ? json(200, pageOf([clientEvent({ status: 'postponed', status_reason: 'The speaker is abroad', watched: true })]))
        : undefined,
    );
    const card = await screen.findByRole('article', { name: 'Budget speech' });
    expect(card).toHaveTextContent('Postponed');
    expect(card).toHaveTextContent('Reason: The speaker is abroad');
    expect(card).toHaveTextContent('Watching');
  });

  it('explains a plan without the Agenda, with the plans for the owner', async () => {
    openAgenda('/agenda', (call) => (call.path === eventsPath ? json(403, { message: messages.agendaNotInPlan }) : undefined));
    expect(await screen.findByText('The Agenda is not part of your plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('tells a member without the plans screen to ask the owner', async () => {
    openAgenda('/agenda', (call) => (call.path === eventsPath ? json(403, { message: messages.agendaNotInPlan }) : undefined), 'viewer');
    expect(await screen.findByText(/Ask your media house’s owner/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the plans' })).not.toBeInTheDocument();
  });
});
