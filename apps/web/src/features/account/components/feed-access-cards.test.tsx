import { type ApiKey, endpoints, type FeedToken, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { FeedsCard } from './feeds-card.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init: RequestInit) => Response;
let routes: Record<string, Handler>;
let calls: { method: string; url: string; body: unknown }[];

function renderCard(card: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{card}</QueryClientProvider>);
}

const key = (overrides: Partial<ApiKey>): ApiKey => ({
  id: 1,
  name: 'Newsroom CMS',
  prefix: 'rss_AbCdEfGh',
  created_at: '2026-11-01T04:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

beforeEach(() => {
  notices.length = 0;
  calls = [];
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://portal.test').pathname;
      calls.push({ method, url: path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new Error(`unexpected ${method} ${path}`);
      return handler(init);
    }),
  );
});

describe('API keys card', () => {
  it('lists keys by prefix and use, shows a new key once with a warning, and revokes after confirming', async () => {
    const user = userEvent.setup();
    let keys = [
      key({ last_used_at: '2026-11-20T04:00:00.000Z' }),
      key({ id: 2, name: 'Old', prefix: 'rss_ZzZzZzZz', revoked_at: '2026-11-02T00:00:00.000Z' }),
    ];
    routes[`GET ${endpoints.feed.apiKeys.path}`] = () => json(200, { data: keys });
    renderCard(<ApiKeysCard />);
    expect(await screen.findByText('rss_AbCdEfGh…')).toBeInTheDocument();
    expect(screen.getByText(/Last used/)).toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();

    const secret = `rss_${'k'.repeat(43)}`;
    routes[`POST ${endpoints.feed.apiKeys.path}`] = () => {
      keys = [key({ id: 3, name: 'Website', prefix: secret.slice(0, 12) }), ...keys];
      return json(201, {
        message: 'API key created.',
        data: { ...key({ id: 3, name: 'Website', prefix: secret.slice(0, 12) }), key: secret },
      });
    };
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const naming = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(naming).getByLabelText(/^Name/), 'Website');
    await user.click(within(naming).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'API key “Website” created' });
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    expect(within(shown).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Website' });
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();

    routes[`DELETE ${pathWith(endpoints.feed.revokeApiKey.path, { id: 1 })}`] = () => json(200, { message: 'API key revoked' });
    await user.click(screen.getByRole('button', { name: 'Revoke Newsroom CMS' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('rss_kkkkkkkk…')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === pathWith(endpoints.feed.revokeApiKey.path, { id: 1 }))).toBe(true);
    expect(notices).toContain('API key revoked');
  });

  it('shows the server’s limit message under the name', async () => {
    const user = userEvent.setup();
    routes[`GET ${endpoints.feed.apiKeys.path}`] = () => json(200, { data: [] });
    routes[`POST ${endpoints.feed.apiKeys.path}`] = () =>
      json(422, { message: 'You can have at most 5 active API keys.', errors: { name: ['You can have at most 5 active API keys.'] } });
    renderCard(<ApiKeysCard />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const naming = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(naming).getByLabelText(/^Name/), 'Sixth');
    await user.click(within(naming).getByRole('button', { name: 'Save' }));
    expect(await within(naming).findByText('You can have at most 5 active API keys.')).toBeInTheDocument();
  });
});

describe('Feeds card', () => {
  const token = (secret: string): FeedToken => ({
    base_url: `http://portal.test/api/feed/rss/${secret}`,
    all: { rss: `http://portal.test/api/feed/rss/${secret}/news.rss`, atom: `http://portal.test/api/feed/rss/${secret}/news.atom` },
    categories: [
      {
        id: 3,
        name: 'Sports',
        name_ne: 'खेलकुद',
        slug: 'sports',
        rss: `http://portal.test/api/feed/rss/${secret}/categories/sports.rss`,
        atom: `http://portal.test/api/feed/rss/${secret}/categories/sports.atom`,
      },
    ],
  });

  it('lists the addresses of all news and each category, and replaces them after a confirmed rotation', async () => {
    const user = userEvent.setup();
    routes[`GET ${endpoints.feed.feedToken.path}`] = () => json(200, { data: token('first') });
    renderCard(<FeedsCard />);
    expect(await screen.findByText('http://portal.test/api/feed/rss/first/news.rss')).toBeInTheDocument();
    expect(screen.getByText('http://portal.test/api/feed/rss/first/categories/sports.atom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy RSS address of Sports' })).toBeInTheDocument();

    routes[`POST ${endpoints.feed.rotateFeedToken.path}`] = () => json(200, { message: 'New feed addresses made', data: token('second') });
    await user.click(screen.getByRole('button', { name: 'Make new addresses' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make new feed addresses' })).getByRole('button', { name: 'Make new addresses' }),
    );
    expect(await screen.findByText('http://portal.test/api/feed/rss/second/news.rss')).toBeInTheDocument();
    expect(screen.queryByText('http://portal.test/api/feed/rss/first/news.rss')).not.toBeInTheDocument();
    expect(notices).toContain('New feed addresses made');
  });
});
