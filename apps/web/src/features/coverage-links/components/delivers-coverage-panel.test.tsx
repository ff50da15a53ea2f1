import { endpoints, messages, pathWith } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoverageItem } from '../../../lib/coverage-slot.ts';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { coverageOf, eventOf, pagedEvents, suggestionOf } from '../testing/fixtures.ts';
import { DeliversCoveragePanel } from './delivers-coverage-panel.tsx';

const notices = catchNoticeMessages();
const item: CoverageItem = { kind: 'news', id: 5, title: 'Budget presented', published: true };
const delivered = (coverageId: number) => pathWith(endpoints.agenda.deliver.path, { id: coverageId });

// Friday 29 May 2026, 12:00 in Nepal.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-29T06:15:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The panel over a fake API: `answer` first, then no suggestions and no events. */
function openPanel(answer: (call: Call) => Response | undefined = () => undefined, shown: CoverageItem = item) {
  const calls = fakeApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.path === endpoints.agenda.suggestions.path) return json(200, { data: [] });
    if (call.path === endpoints.agenda.list.path) return pagedEvents([]);
    return undefined;
  });
  renderRoutes(
    [
      { path: '/admin/news/:id', element: <DeliversCoveragePanel {...shown} /> },
      { path: '/admin/agenda/:id', element: <p>Event form</p> },
    ],
    `/admin/news/${shown.id}`,
  );
  return calls;
}

const panel = () => screen.getByRole('region', { name: 'Delivers coverage' });

describe('DeliversCoveragePanel', () => {
  it('shows the suggested coverages with their event, kind and expected time, asked by the item’s kind and id', async () => {
    const calls = openPanel((call) =>
      call.path === endpoints.agenda.suggestions.path
        ? json(200, {
            data: [
              suggestionOf(),
              suggestionOf({
                event_id: 14,
                title: 'Football final',
                coverage_id: 15,
                kind: 'live',
                expected_date: null,
                expected_time: null,
              }),
            ],
          })
        : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Suggested coverage' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Budget speech' })).toHaveAttribute('href', '/admin/agenda/12');
    expect(first).toHaveTextContent('Text · Planned');
    expect(first).toHaveTextContent('Expected May 29, 2026 3:00 PM');
    // No time of its own: the event's.
    expect(second).toHaveTextContent('Live · Planned');
    expect(second).toHaveTextContent('Expected May 29, 2026 11:00 AM');
    const asked = calls.find((call) => call.path === endpoints.agenda.suggestions.path);
    expect(Object.fromEntries(new URLSearchParams(asked?.query))).toEqual({ kind: 'news', id: '5' });
  });

  it('links a suggestion in one click, then shows the linked coverage with Undo, which sets it back', async () => {
    let linked = false;
    const calls = openPanel((call) => {
      if (call.path === endpoints.agenda.suggestions.path) return json(200, { data: linked ? [] : [suggestionOf()] });
      if (call.method === 'PUT' && call.path === delivered(11)) {
        linked = true;
        const coverage = coverageOf({ state: 'delivered', delivered_item: { kind: 'news', id: 5 } });
        return json(200, { message: messages.coverageLinked, data: eventOf({ coverages: [coverage] }) });
      }
      if (call.method === 'DELETE' && call.path === delivered(11)) {
        linked = false;
        return json(200, { message: messages.coverageUnlinked, data: eventOf({ coverages: [coverageOf({ state: 'in_progress' })] }) });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered: Text of Budget speech' }));

    const linkedList = await within(panel()).findByRole('list', { name: 'Coverage this item delivers' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ kind: 'news', id: 5 });
    expect(within(linkedList).getByRole('listitem')).toHaveTextContent('Text · Delivered');
    expect(within(linkedList).getByRole('link', { name: 'Budget speech' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggested coverage' })).not.toBeInTheDocument();
    expect(notices).toContain(messages.coverageLinked);

    await userEvent.click(within(linkedList).getByRole('button', { name: 'Undo: Text of Budget speech' }));
    expect(await screen.findByRole('button', { name: 'Mark delivered: Text of Budget speech' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Coverage this item delivers' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(notices).toContain(messages.coverageUnlinked);
  });

  it('says an item the server does not know as published can be linked once it is (422), and asks nothing for an unpublished one', async () => {
    openPanel((call) =>
      call.path === endpoints.agenda.suggestions.path
        ? json(422, { message: messages.coverageItemUnknown, errors: { id: [messages.coverageItemUnknown] } })
        : undefined,
    );
    expect(await within(panel()).findByText(/possible once the item is published/)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Find another event' })).not.toBeInTheDocument();
    expect(notices).not.toContain(messages.coverageItemUnknown);
  });

  it('asks nothing for an item not yet published', async () => {
    const calls = openPanel(undefined, { ...item, published: false });
    expect(within(panel()).getByText(/possible once the item is published/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says when no coverage is planned around the item’s publishing, and still offers Find another event', async () => {
    openPanel();
    expect(await within(panel()).findByText(/No planned coverage of this kind/)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Find another event' })).toBeEnabled();
  });

  it('shows an item’s earlier link, found in the agenda of the weeks around today', async () => {
    const calls = openPanel((call) =>
      call.path === endpoints.agenda.list.path
        ? pagedEvents([eventOf({ coverages: [coverageOf({ state: 'delivered', delivered_item: { kind: 'news', id: 5 } })] })])
        : undefined,
    );
    const linkedList = await screen.findByRole('list', { name: 'Coverage this item delivers' });
    expect(within(linkedList).getByRole('button', { name: 'Undo: Text of Budget speech' })).toBeInTheDocument();
    const asked = new URLSearchParams(calls.find((call) => call.path === endpoints.agenda.list.path)?.query);
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-05-15', '2026-06-12']);
  });

  it('finds another event by title and range, offering only open coverage of the item’s kind, and links it', async () => {
    const events = [
      eventOf({ id: 20, title: 'Cabinet briefing', coverages: [coverageOf({ id: 21 }), coverageOf({ id: 22, kind: 'photos' })] }),
      eventOf({ id: 30, title: 'Cricket league', coverages: [coverageOf({ id: 31, kind: 'live', state: 'assigned' })] }),
      eventOf({ id: 40, title: 'Called off', status: 'cancelled', coverages: [coverageOf({ id: 41 })] }),
      eventOf({
        id: 50,
        title: 'Done already',
        coverages: [coverageOf({ id: 51, state: 'delivered', delivered_item: { kind: 'news', id: 9 } })],
      }),
    ];
    const calls = openPanel((call) => {
      if (call.path === endpoints.agenda.list.path) return pagedEvents(events);
      if (call.method === 'PUT' && call.path === delivered(31)) {
        const coverage = coverageOf({ id: 31, kind: 'live', state: 'delivered', delivered_item: { kind: 'news', id: 5 } });
        return json(200, { message: messages.coverageLinked, data: eventOf({ id: 30, title: 'Cricket league', coverages: [coverage] }) });
      }
      return undefined;
    });
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Find another event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find another event' });
    const found = await within(dialog).findByRole('list', { name: 'Coverage of these days' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Cabinet briefing', 'Cricket league']);
    expect(within(dialog).getByText('May 15, 2026 – Jun 12, 2026')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Later weeks' }));
    expect(await within(dialog).findByText('May 29, 2026 – Jun 26, 2026')).toBeInTheDocument();
    const ranges = calls
      .filter((call) => call.path === endpoints.agenda.list.path)
      .map((call) => new URLSearchParams(call.query).get('from'));
    expect(ranges).toContain('2026-05-29');

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Event title' }), 'cricket');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered: Live of Cricket league' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const linkedList = await within(panel()).findByRole('list', { name: 'Coverage this item delivers' });
    expect(within(linkedList).getByRole('listitem')).toHaveTextContent('Cricket league');
  });

  it('folds away under its heading, which says whether it is open', async () => {
    openPanel();
    const toggle = within(panel()).getByRole('button', { name: 'Delivers coverage' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryByRole('button', { name: 'Find another event' })).not.toBeInTheDocument();
  });
});
