import { type ClientApiConfig, endpoints, messages, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { ClientApiCard } from './client-api-card.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const config: ClientApiConfig = {
  id: 3,
  catergoy_api: 'https://site.example/api/categories',
  store_api: 'https://site.example/api/articles',
  token: 'site-token',
  signing_secret: 'whsec_old-secret',
};
const calls: { method: string; url: string }[] = [];

function renderCard(stored: ClientApiConfig | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClientApiCard config={stored} userId={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notices.length = 0;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url === pathWith(endpoints.integrations.rotateSecret.path, { id: 3 }))
        return json(200, { message: messages.signingSecretRotated, data: { ...config, signing_secret: 'whsec_new-secret' } });
      if (url === pathWith(endpoints.integrations.siteCategories.path, { id: 7 })) return json(200, { data: { data: [] } });
      return json(404, { message: 'Not found' });
    }),
  );
});

describe('the Client API card and site pushes', () => {
  it('shows the signing secret hidden until asked', async () => {
    const user = userEvent.setup();
    renderCard(config);
    expect(screen.getByText('Signing secret')).toBeInTheDocument();
    expect(screen.queryByText('whsec_old-secret')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show signing secret' }));
    expect(screen.getByText('whsec_old-secret')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy signing secret' })).toBeInTheDocument();
  });

  it('makes a new signing secret only after a warning that the old one stops working', async () => {
    const user = userEvent.setup();
    renderCard(config);
    await user.click(screen.getByRole('button', { name: 'New signing secret' }));
    const confirm = screen.getByRole('dialog', { name: 'New signing secret' });
    expect(confirm).toHaveTextContent('The old one stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === pathWith(endpoints.integrations.rotateSecret.path, { id: 3 }))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'New signing secret' }));
    const again = await screen.findByRole('dialog', { name: 'New signing secret' });
    await user.click(within(again).getByRole('button', { name: 'New signing secret' }));
    await waitFor(() => expect(notices).toContain(messages.signingSecretRotated));
    expect(calls).toContainEqual({ method: 'POST', url: pathWith(endpoints.integrations.rotateSecret.path, { id: 3 }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links the WordPress plugin and its guide, before the site is connected too', () => {
    renderCard(null);
    expect(screen.getByRole('link', { name: 'Download the plugin' })).toHaveAttribute('href', '/api/integrations/wordpress-plugin.zip');
    expect(screen.getByRole('link', { name: 'How to install it' })).toHaveAttribute('href', '/demo#wordpress');
    expect(screen.queryByText('Signing secret')).not.toBeInTheDocument();
  });
});
