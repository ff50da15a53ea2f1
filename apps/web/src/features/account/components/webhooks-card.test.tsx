import { endpoints, messages, pathWith, type Webhook } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { WebhooksCard } from './webhooks-card.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SECRET = 'whsec_shown-once-secret';
const active: Webhook = {
  id: 5,
  url: 'https://cms.example/hook',
  language_id: 2,
  category_ids: [1],
  query: 'budget',
  agenda: false,
  format: 'ninjs-2.1',
  status: 'active',
  failing_since: null,
  created_at: '2026-11-01T00:00:00Z',
};
const paused: Webhook = { ...active, id: 6, url: 'https://down.example/hook', status: 'paused', failing_since: '2026-11-20T06:00:00Z' };

let hooks: Webhook[];
const calls: { method: string; url: string; body: unknown }[] = [];

/** A stand-in server: the lookups, the hooks list, and each webhook call as the API answers it. */
function answer(url: string, init: RequestInit = {}): Response {
  const method = init.method ?? 'GET';
  calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
  if (url.startsWith(endpoints.lookups.categories.path)) return json(200, { data: [{ id: 1, name: 'Politics', name_ne: 'राजनीति' }] });
  if (url.startsWith(endpoints.lookups.languages.path)) return json(200, { data: [{ id: 2, name: 'English', name_ne: 'अंग्रेजी' }] });
  if (url === endpoints.webhooks.list.path && method === 'GET') return json(200, { data: hooks });
  if (url === endpoints.webhooks.list.path && method === 'POST') {
    const body = JSON.parse(String(init.body));
    if (body.url.startsWith('https://10.'))
      return json(422, { message: messages.outboundRefused, errors: { url: [messages.outboundRefused] } });
    const created = {
      ...active,
      id: 9,
      url: body.url,
      language_id: null,
      category_ids: [],
      query: '',
      agenda: body.agenda,
      format: body.format,
    };
    hooks = [...hooks, created];
    return json(201, { message: messages.webhookCreated, data: { ...created, secret: SECRET } });
  }
  if (url.startsWith(pathWith(endpoints.webhooks.deliveries.path, { id: 5 }))) {
    return json(200, {
      data: [
        {
          id: 1,
          event_id: '812',
          event: 'corrected',
          news_id: 40,
          agenda_event_id: null,
          pubstatus: 'usable',
          attempt: 2,
          http_status: 200,
          outcome: 'delivered',
          message: 'Delivered',
          duration_ms: 12,
          created_at: '2026-11-20T06:00:00Z',
        },
        {
          id: 2,
          event_id: '813',
          event: 'new',
          news_id: null,
          agenda_event_id: 12,
          pubstatus: 'usable',
          attempt: 1,
          http_status: 200,
          outcome: 'delivered',
          message: 'Delivered',
          duration_ms: 9,
          created_at: '2026-11-20T06:05:00Z',
        },
      ],
      meta: { total: 2, current_page: 1, last_page: 1, total_relation: 'exact' },
    });
  }
  if (url === pathWith(endpoints.webhooks.resume.path, { id: 6 })) {
    hooks = hooks.map((hook) => (hook.id === 6 ? { ...hook, status: 'active', failing_since: null } : hook));
    return json(200, { message: messages.webhookResumed, data: hooks[1] });
  }
  if (url === pathWith(endpoints.webhooks.remove.path, { id: 5 }) && method === 'DELETE') {
    hooks = hooks.filter((hook) => hook.id !== 5);
    return json(200, { message: messages.webhookDeleted });
  }
  return json(404, { message: 'Not found' });
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WebhooksCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notices.length = 0;
  calls.length = 0;
  hooks = [active, paused];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});

describe('the Webhooks card', () => {
  it('lists hooks with their filters and status, and a paused one with its reason and Resume', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('https://cms.example/hook')).toBeInTheDocument();
    expect(await screen.findAllByText(/Filters: English · Politics · “budget”/)).toHaveLength(2);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText(/Paused: deliveries failed for 24 hours from/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByText('Paused')).not.toBeInTheDocument());
    expect(notices).toContain(messages.webhookResumed);
    expect(calls.some((call) => call.method === 'POST' && call.url === pathWith(endpoints.webhooks.resume.path, { id: 6 }))).toBe(true);
  });

  it('adds a hook: the server’s refusal under URL, then the secret shown once', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('https://cms.example/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://10.0.0.1/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.outboundRefused)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^URL/));
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://new.example/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText(SECRET)).toBeInTheDocument();
    expect(calls.at(-2)?.body).toEqual({
      url: 'https://new.example/hook',
      language_id: null,
      category_ids: [],
      query: '',
      agenda: false,
      format: 'ninjs-2.1',
    });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('https://new.example/hook')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    // Three hooks is the limit: no more adding.
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
  });

  it('sends the Agenda’s events too when its switch is on, and says so on the hook', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('https://cms.example/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const agenda = within(dialog).getByRole('switch', { name: 'Agenda events' });
    expect(agenda).not.toBeChecked();
    expect(agenda).toHaveAccessibleDescription('Also send each saved event of the Agenda (needs a plan with the Agenda)');
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://agenda.example/hook');
    await user.click(agenda);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(calls.find((call) => call.method === 'POST' && call.url === endpoints.webhooks.list.path)?.body).toMatchObject({
      url: 'https://agenda.example/hook',
      agenda: true,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const added = (await screen.findByText('https://agenda.example/hook')).closest('li') as HTMLElement;
    expect(within(added).getByText('Also each saved event of the Agenda')).toBeInTheDocument();
  });

  it('sends news in the body format chosen (ninjs 2.1 unless another is picked) and names it on the hook', async () => {
    const user = userEvent.setup();
    renderCard();
    const existing = (await screen.findByText('https://cms.example/hook')).closest('li') as HTMLElement;
    expect(within(existing).getByText('Body format: IPTC ninjs 2.1 (JSON)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const format = within(dialog).getByRole('combobox', { name: 'Body format' });
    expect(format).toHaveTextContent('IPTC ninjs 2.1 (JSON)');
    await user.click(format);
    const options = within(screen.getByRole('listbox', { name: 'Body format' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'IPTC ninjs 2.1 (JSON)',
      'IPTC ninjs 2.3 (JSON)',
      'IPTC ninjs 3.2 (JSON)',
      'IPTC NewsML-G2 (XML)',
    ]);
    await user.click(screen.getByRole('option', { name: 'IPTC ninjs 3.2 (JSON)' }));
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://three.example/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(calls.find((call) => call.method === 'POST' && call.url === endpoints.webhooks.list.path)?.body).toMatchObject({
      url: 'https://three.example/hook',
      format: 'ninjs-3.2',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const added = (await screen.findByText('https://three.example/hook')).closest('li') as HTMLElement;
    expect(within(added).getByText('Body format: IPTC ninjs 3.2 (JSON)')).toBeInTheDocument();
  });

  it('shows the delivery log and deletes after confirming', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('https://cms.example/hook');
    await user.click(screen.getAllByRole('button', { name: 'Delivery log' })[0] as HTMLElement);
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    // The event by its name, not the log's internal number.
    expect(await within(log).findByText('Correction')).toHaveAttribute('title', 'Event id 812');
    expect(within(log).queryByText('812')).not.toBeInTheDocument();
    expect(within(log).getAllByText('Delivered')).toHaveLength(2);
    expect(within(log).getAllByText('200')).toHaveLength(2);
    // A news item by its number; an Agenda event (no news item) said as one.
    expect(within(log).getByRole('cell', { name: '40' })).toBeInTheDocument();
    expect(within(log).getByRole('cell', { name: 'Agenda event 12' })).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Close' }));

    await user.click(screen.getAllByRole('button', { name: 'Delete webhook' })[0] as HTMLElement);
    const confirm = screen.getByRole('dialog', { name: 'Delete webhook' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('https://cms.example/hook')).not.toBeInTheDocument());
    expect(notices).toContain(messages.webhookDeleted);
  });
});
