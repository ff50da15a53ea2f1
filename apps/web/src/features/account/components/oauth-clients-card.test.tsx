import { endpoints, messages, type OAuthClient, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { OAuthClientsCard } from './oauth-clients-card.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init: RequestInit) => Response;
let routes: Record<string, Handler>;
let calls: { method: string; url: string; body: unknown }[];

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <OAuthClientsCard />
    </QueryClientProvider>,
  );
}

const client = (overrides: Partial<OAuthClient>): OAuthClient => ({
  id: 1,
  name: 'Newsroom CMS',
  client_id: 'rssc_AbCdEfGhIjKlMnOpQrStUv',
  scopes: ['feed:read', 'agenda:read'],
  created_at: '2026-11-01T04:00:00.000Z',
  secret_created_at: '2026-11-01T04:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});
const secret = `rsss_${'s'.repeat(43)}`;

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

describe('OAuth clients card', () => {
  it('lists clients with their id and scopes, creates one with the chosen scopes and shows the secret once', async () => {
    const user = userEvent.setup();
    let clients = [
      client({ last_used_at: '2026-11-20T04:00:00.000Z' }),
      client({ id: 2, name: 'Old', client_id: 'rssc_old', scopes: ['feed:read'], revoked_at: '2026-11-02T00:00:00.000Z' }),
    ];
    routes[`GET ${endpoints.oauth.clients.path}`] = () => json(200, { data: clients });
    renderCard();
    expect(await screen.findByText('rssc_AbCdEfGhIjKlMnOpQrStUv')).toBeInTheDocument();
    expect(screen.getByText(/feed:read agenda:read .* last used/)).toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Old' })).not.toBeInTheDocument();

    routes[`POST ${endpoints.oauth.createClient.path}`] = () => {
      const made = client({ id: 3, name: 'Agenda bot', client_id: 'rssc_new', scopes: ['agenda:read'] });
      clients = [made, ...clients];
      return json(201, { message: messages.oauthClientCreated, data: { ...made, client_secret: secret } });
    };
    await user.click(screen.getByRole('button', { name: 'Create OAuth client' }));
    const form = screen.getByRole('dialog', { name: 'Create OAuth client' });
    await user.type(within(form).getByLabelText(/^Name/), 'Agenda bot');
    await user.click(within(form).getByRole('checkbox', { name: /feed:read/ }));
    await user.click(within(form).getByRole('button', { name: 'Create OAuth client' }));
    const shown = await screen.findByRole('dialog', { name: 'OAuth client “Agenda bot”' });
    expect(within(shown).getByText('rssc_new')).toBeInTheDocument();
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    expect(within(shown).getByText(/shown only this once/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Agenda bot', scopes: ['agenda:read'] });
    expect(notices).toContain(messages.oauthClientCreated);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('refuses a client without a scope before sending, and shows the server’s limit under the name', async () => {
    const user = userEvent.setup();
    routes[`GET ${endpoints.oauth.clients.path}`] = () => json(200, { data: [] });
    routes[`POST ${endpoints.oauth.createClient.path}`] = () =>
      json(422, { message: messages.oauthClientLimit(5), errors: { name: [messages.oauthClientLimit(5)] } });
    renderCard();
    expect(await screen.findByText('No OAuth clients yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create OAuth client' }));
    const form = screen.getByRole('dialog', { name: 'Create OAuth client' });
    await user.type(within(form).getByLabelText(/^Name/), 'Sixth');
    await user.click(within(form).getByRole('checkbox', { name: /feed:read/ }));
    await user.click(within(form).getByRole('checkbox', { name: /agenda:read/ }));
    await user.click(within(form).getByRole('button', { name: 'Create OAuth client' }));
    expect(await within(form).findByText(messages.oauthScopesRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(form).getByRole('checkbox', { name: /agenda:read/ }));
    await user.click(within(form).getByRole('button', { name: 'Create OAuth client' }));
    expect(await within(form).findByText(messages.oauthClientLimit(5))).toBeInTheDocument();
  });

  it('makes a new secret and revokes, each after confirming', async () => {
    const user = userEvent.setup();
    routes[`GET ${endpoints.oauth.clients.path}`] = () => json(200, { data: [client({})] });
    routes[`POST ${pathWith(endpoints.oauth.rotateSecret.path, { id: 1 })}`] = () =>
      json(200, { message: messages.oauthSecretRotated, data: { ...client({}), client_secret: secret } });
    routes[`DELETE ${pathWith(endpoints.oauth.revokeClient.path, { id: 1 })}`] = () => json(200, { message: messages.oauthClientRevoked });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Make a new secret for Newsroom CMS' }));
    const confirm = screen.getByRole('dialog', { name: 'Make a new secret?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'New secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret for “Newsroom CMS”' });
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    // The page is hidden from the accessibility tree until the closing dialog has faded out.
    await user.click(await screen.findByRole('button', { name: 'Revoke Newsroom CMS' }, { timeout: 5_000 }));
    const revoking = screen.getByRole('dialog', { name: 'Revoke this OAuth client?' });
    await user.click(within(revoking).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(notices).toContain(messages.oauthClientRevoked));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === pathWith(endpoints.oauth.revokeClient.path, { id: 1 }))).toBe(
      true,
    );
  });
});
