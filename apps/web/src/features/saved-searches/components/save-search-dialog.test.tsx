import { endpoints, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { SaveSearchButton } from './save-search-button.tsx';
import { SaveSearchDialog } from './save-search-dialog.tsx';
import { listPathOf } from './saved-searches-page.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) };
};

function renderWithClient(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notices.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

const saved = {
  id: 5,
  name: 'Floods',
  query: 'flood',
  filters: {},
  alert: 'daily',
  daily_at: '06:30',
  created_at: '2026-11-27T10:00:00.000Z',
};

describe('Save this search', () => {
  it('is disabled with a hint while the list has neither words nor filters', async () => {
    renderWithClient(<SaveSearchButton params={{ page: 1, query: '', categoryIds: [] }} />);
    const button = screen.getByRole('button', { name: 'Save this search' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Type words or choose a filter first, then save the search.');
  });

  it('saves the words and filters under a name, with a daily alert at the chosen Nepal time', async () => {
    const user = userEvent.setup();
    renderWithClient(<SaveSearchButton params={{ page: 1, query: 'flood', languageId: 2, categoryIds: [3], preset: 'today' }} />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('flood');
    await user.clear(name);
    await user.type(name, 'Floods');
    expect(within(dialog).queryByLabelText(/^Time/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Alert' }));
    await user.click(screen.getByRole('option', { name: 'Daily digest' }));
    const time = within(dialog).getByLabelText(/^Time \(Nepal\)/);
    await user.clear(time);
    await user.type(time, '06:30');
    fetchMock.mockResolvedValueOnce(json(201, { message: 'Search saved', data: saved }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices).toEqual(['Search saved']));
    expect(lastRequest()).toEqual({
      url: endpoints.savedSearches.create.path,
      method: 'POST',
      body: {
        name: 'Floods',
        query: 'flood',
        filters: { date_preset: 'today', language_id: 2, category_ids: [3] },
        alert: 'daily',
        daily_at: '06:30',
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the name and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithClient(<SaveSearchDialog initial={{ name: 'Floods', query: 'flood', filters: {}, alert: 'off' }} onClose={onClose} />);
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'You already have a saved search with this name',
        errors: { name: ['You already have a saved search with this name'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You already have a saved search with this name')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a search with PUT by its id, and refuses an empty name before sending', async () => {
    const user = userEvent.setup();
    renderWithClient(<SaveSearchDialog id={5} initial={saved as never} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit saved search' })).toBeInTheDocument();
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(name, 'Koshi floods');
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Saved search updated', data: { ...saved, name: 'Koshi floods' } }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices).toEqual(['Saved search updated']));
    expect(lastRequest()).toMatchObject({
      url: pathWith(endpoints.savedSearches.update.path, { id: 5 }),
      method: 'PUT',
      body: { name: 'Koshi floods', daily_at: '06:30' },
    });
  });

  it('opens a saved search as the news list with its words and filters in the address', () => {
    expect(listPathOf({ query: 'flood', filters: { language_id: 2, category_ids: [3, 4], date_preset: 'today' } })).toBe(
      '/news?q=flood&date=today&lang=2&cat=3%2C4',
    );
    expect(listPathOf({ query: 'sarkar', filters: { bs_month: '2083', district: 27 } })).toBe('/news?q=sarkar&bsm=2083&district=27');
    expect(listPathOf({ query: '', filters: {} })).toBe('/news');
  });
});
