import { endpoints, messages, pathWith, type SiteDelivery } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNotices } from '../../../test/notices.ts';
import { SiteDeliveriesCard } from './site-deliveries-card.tsx';

const notices = catchNotices();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const delivered: SiteDelivery = {
  id: 1,
  news_id: 40,
  title: 'Budget passed',
  category: { id: 3, name: 'Economy' },
  action: 'publish',
  version: 1,
  automatic: true,
  attempt: 1,
  status: 'delivered',
  http_status: 201,
  message: 'Article saved successfully',
  retryable: false,
  created_at: '2026-11-20T06:00:00Z',
};
const failed: SiteDelivery = {
  ...delivered,
  id: 2,
  news_id: 41,
  title: 'Flood warning',
  action: 'update',
  automatic: false,
  status: 'failed',
  http_status: 401,
  message: 'Invalid token',
  retryable: true,
};

let rows: SiteDelivery[];
let retryAnswer: () => Response;
let total: number;
const calls: { method: string; url: string }[] = [];

function answer(url: string, init: RequestInit = {}): Response {
  const method = init.method ?? 'GET';
  calls.push({ method, url });
  if (url.startsWith(endpoints.integrations.siteDeliveries.path) && method === 'GET') {
    const page = Number(new URL(url, 'http://portal').searchParams.get('page'));
    return json(200, {
      data: page === 1 ? rows : [{ ...delivered, id: 99, title: 'An older push' }],
      meta: { total, current_page: page, last_page: Math.ceil(total / 20), total_relation: 'exact' },
    });
  }
  if (url === pathWith(endpoints.integrations.retryDelivery.path, { id: 2 })) return retryAnswer();
  return json(404, { message: 'Not found' });
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteDeliveriesCard />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notices.length = 0;
  calls.length = 0;
  rows = [failed, delivered];
  total = 2;
  retryAnswer = () => {
    const again = { ...failed, id: 3, attempt: 2, status: 'delivered' as const, http_status: 200, message: 'Updated', retryable: false };
    rows = [again, { ...failed, retryable: false }, delivered];
    return json(201, { message: 'Article saved successfully', data: again });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});

const rowOf = (title: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(title)) as HTMLElement;

describe('the Pushes to your site card', () => {
  it('lists every push: time, item, action, how, attempt and the site’s answer; Retry only on retryable lines', async () => {
    renderCard();
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    const good = rowOf('Budget passed');
    expect(good).toHaveTextContent('Published');
    expect(good).toHaveTextContent('Automatic');
    expect(good).toHaveTextContent('201 Article saved successfully');
    expect(within(good).queryByRole('button')).not.toBeInTheDocument();
    const bad = rowOf('Flood warning');
    expect(bad).toHaveTextContent('Updated');
    expect(bad).toHaveTextContent('By hand');
    expect(bad).toHaveTextContent('401 Invalid token');
    expect(bad).not.toHaveTextContent('401 401');
    expect(within(bad).getByRole('button', { name: 'Retry “Flood warning”' })).toBeInTheDocument();
  });

  it('retries a failed push: the answer as a notice and the list read again', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Retry “Flood warning”' }));
    await waitFor(() => expect(notices).toContainEqual({ message: 'Article saved successfully', variant: 'success' }));
    expect(await screen.findByText('200')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('a retry the site refuses again: the site’s answer in red, the list read again', async () => {
    const user = userEvent.setup();
    retryAnswer = () => json(502, { message: messages.postFailedBecause('The site answered 401: Invalid token'), data: failed });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Retry “Flood warning”' }));
    await waitFor(() =>
      expect(notices).toContainEqual({ message: messages.postFailedBecause('The site answered 401: Invalid token'), variant: 'error' }),
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('pages through a long log', async () => {
    const user = userEvent.setup();
    total = 25;
    renderCard();
    expect(await screen.findByText('1–2 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('An older push')).toBeInTheDocument();
  });

  it('says when nothing has been pushed yet', async () => {
    rows = [];
    total = 0;
    renderCard();
    expect(await screen.findByText('Nothing has been pushed to your site yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('on a phone, shows each push as a short card with Retry in reach', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCard();
    const list = await screen.findByRole('list', { name: 'Pushes to your site' });
    await within(list).findByText('Flood warning');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const bad = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Flood warning')) as HTMLElement;
    expect(bad).toHaveTextContent('Economy · Updated · By hand · Attempt 1');
    expect(bad).toHaveTextContent('401 Invalid token');
    expect(within(bad).getByRole('button', { name: 'Retry “Flood warning”' })).toBeInTheDocument();
  });
});
