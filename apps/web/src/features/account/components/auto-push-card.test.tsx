import { type AutoPushRule, endpoints, messages, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { AutoPushCard } from './auto-push-card.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = 7;
let rules: AutoPushRule[];
let siteCategories: { id: number; client_category_name: string; enable: 0 | 1 }[];
let refusal: Response | undefined;
const calls: { method: string; url: string; body: unknown }[] = [];

/** A stand-in server: the agency's categories, the site's, and the auto-push rules. */
function answer(url: string, init: RequestInit = {}): Response {
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  if (url.startsWith(endpoints.lookups.categories.path))
    return json(200, {
      data: [
        { id: 1, name: 'Politics', name_ne: 'राजनीति' },
        { id: 2, name: 'Sports', name_ne: 'खेलकुद' },
      ],
    });
  if (url === pathWith(endpoints.integrations.siteCategories.path, { id: USER })) return json(200, { data: { data: siteCategories } });
  if (url === endpoints.integrations.refreshCategories.path) {
    siteCategories = [{ id: 11, client_category_name: 'Rajniti', enable: 1 }];
    return json(201, { message: messages.clientCategoriesFetched, data: siteCategories });
  }
  if (url === endpoints.integrations.autoPush.path && method === 'GET') return json(200, { data: { rules } });
  if (url === endpoints.integrations.autoPush.path && method === 'PUT') {
    if (refusal) return refusal;
    rules = body.rules;
    return json(200, { message: messages.autoPushSaved, data: { rules } });
  }
  return json(404, { message: 'Not found' });
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AutoPushCard userId={USER} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notices.length = 0;
  calls.length = 0;
  rules = [{ category_id: 2, site_category_id: 12 }];
  siteCategories = [
    { id: 11, client_category_name: 'Rajniti', enable: 1 },
    { id: 12, client_category_name: 'Khelkud', enable: 1 },
  ];
  refusal = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});

describe('the Auto-push card', () => {
  it('shows each agency category with Off or its site category; Save waits for a change and sends the whole set', async () => {
    const user = userEvent.setup();
    renderCard();
    const politics = await screen.findByRole('combobox', { name: 'Politics' });
    expect(politics).toHaveTextContent('Off');
    expect(screen.getByRole('combobox', { name: 'Sports' })).toHaveTextContent('Khelkud');
    expect(screen.getByText('1 category is pushed to your site.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(politics);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rajniti' }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(notices).toContain(messages.autoPushSaved));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rules: [
        { category_id: 1, site_category_id: 11 },
        { category_id: 2, site_category_id: 12 },
      ],
    });
    expect(await screen.findByText('2 categories are pushed to your site.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('turns a category Off, and shows the server’s field error on its row', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('combobox', { name: 'Sports' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Off' }));
    await user.click(screen.getByRole('combobox', { name: 'Politics' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rajniti' }));
    refusal = json(422, {
      message: 'Invalid data',
      errors: { 'rules.0.site_category_id': [messages.autoPushSiteCategoryUnknown] },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.autoPushSiteCategoryUnknown)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Politics' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ rules: [{ category_id: 1, site_category_id: 11 }] });
    expect(notices).not.toContain(messages.autoPushSaved);
  });

  it('says a refusal without a Client API in the card', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('combobox', { name: 'Politics' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rajniti' }));
    refusal = json(422, { message: messages.clientApiMissing });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.clientApiMissing)).toBeInTheDocument();
  });

  it('asks for the site’s categories first, with Refresh', async () => {
    const user = userEvent.setup();
    siteCategories = [];
    renderCard();
    expect(await screen.findByText(/Your site’s categories are not fetched yet/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh categories' }));
    expect(await screen.findByRole('combobox', { name: 'Politics' })).toBeInTheDocument();
    expect(notices).toContain(messages.clientCategoriesFetched);
  });
});
