import { endpoints, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

function renderPage(token: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/unsubscribe/${token}`]}>
        <Routes>
          <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the unsubscribe page', () => {
  it('says which search it turns off, and turns it off with one POST', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { name: 'Floods', alert: 'immediate' } }));
    renderPage('7.abc');
    expect(
      await screen.findByText('Turn off the alerts of the saved search “Floods”? Your other saved searches keep their alerts.'),
    ).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Alert turned off', data: { name: 'Floods', alert: 'off' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The alerts of “Floods” are now off.');
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect([url, init.method]).toEqual([pathWith(endpoints.savedSearches.unsubscribe.path, { token: '7.abc' }), 'POST']);
  });

  it('explains a link that is not valid', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Not found' }));
    renderPage('forged');
    expect(await screen.findByText('This link is not valid, or its saved search was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off alerts' })).not.toBeInTheDocument();
  });
});
