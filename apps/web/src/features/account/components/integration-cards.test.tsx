import { messages, type RadioConfig } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { LinkApiCard } from './link-api-card.tsx';
import { RadioCard } from './radio-card.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) };
};

const radio: RadioConfig = {
  id: 4,
  name: 'Radio Sagarmatha',
  url: 'https://stream.example/live',
  web_url: 'https://radio.example',
  address: 'Lalitpur',
  status: 'not_verified',
};

function renderCard(card: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{card}</QueryClientProvider>);
}

beforeEach(() => {
  notices.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('integration cards', () => {
  it('adds a Link API: the shared rules first, then the server’s field errors under the fields, then its success text', async () => {
    const user = userEvent.setup();
    renderCard(<LinkApiCard config={null} userId={7} />);
    expect(screen.getByText('No Link API yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Link API' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Link API' });
    await user.type(within(dialog).getByLabelText(/^Category/), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(messages.urlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText('Token is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/^Category/));
    await user.type(within(dialog).getByLabelText(/^Category/), 'https://agency.example/c');
    await user.type(within(dialog).getByLabelText(/^Post/), 'https://agency.example/p');
    await user.type(within(dialog).getByLabelText(/^Token/), 'abc');
    fetchMock.mockResolvedValueOnce(json(422, { message: 'Invalid data', errors: { token: ['Token is too short'] } }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Token is too short')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ url: '/api/auth/v2/client/my-account/api-integration', method: 'POST' });
    expect(lastRequest().body).toMatchObject({ token: 'abc', key: 'API', values: { token: 'abc' } });

    fetchMock.mockResolvedValue(json(201, { message: messages.linkApiAdded }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices).toContain(messages.linkApiAdded);
  });

  it('shows a radio with edit and delete while not verified; delete asks first and sends delete_rows', async () => {
    const user = userEvent.setup();
    renderCard(<RadioCard config={radio} userId={7} />);
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit radio' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete radio' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete radio' });
    expect(within(confirm).getByText('Are you sure you want to delete your radio?')).toBeInTheDocument();
    fetchMock.mockResolvedValue(json(200, { message: messages.radioRemoved }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices).toContain(messages.radioRemoved));
    expect(lastRequest()).toEqual({
      url: '/api/auth/v2/client/my-account/radio-integration/delete',
      method: 'POST',
      body: { delete_rows: [4] },
    });
  });

  it('locks a verified radio and says why', () => {
    renderCard(<RadioCard config={{ ...radio, status: 'verified' }} userId={7} />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/can no longer be edited or deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit radio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete radio' })).not.toBeInTheDocument();
  });
});
