import { endpoints, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { SaveItemButton } from './save-item-button.tsx';
import { SavedItemsPage } from './saved-items-page.tsx';
import { addressesOf, ShareItemDialog } from './share-item-dialog.tsx';

const notices = catchNoticeMessages();

function renderWithClient(node: ReactNode, path = '/saved') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notices.length = 0;
});

const folders = { data: [{ id: 7, name: 'Floods', items: 1, created_at: '2026-11-20T00:00:00Z' }], total: 2, unfiled: 1 };
const newsCard = {
  id: 41,
  title: 'Koshi barrage opened',
  meta_description: 'All 56 gates are open.',
  images_count: 0,
  thumbnail: null,
  thumbnail_renditions: [],
  categories: [],
  language_id: 2,
  pin: false,
  breaking: false,
  auto_post: false,
  revised_at: null,
  publish_at: '2026-11-27T05:00:00Z',
};
const items = [
  {
    id: 1,
    kind: 'news',
    item_id: 41,
    folder_id: 7,
    note: 'For the bulletin',
    saved_at: '2026-11-27T06:00:00Z',
    state: 'available',
    card: newsCard,
  },
  { id: 2, kind: 'gallery', item_id: 9, folder_id: null, note: '', saved_at: '2026-11-26T06:00:00Z', state: 'not_in_plan', card: null },
];
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });

function savedItemsApi(listed = items) {
  return fakeApi((call: Call) => {
    if (call.path === endpoints.savedItems.folders.path) return json(200, folders);
    if (call.path === endpoints.savedItems.list.path && call.method === 'GET') return json(200, page(listed));
    if (call.path.startsWith(`${endpoints.savedItems.list.path}/`) && call.method === 'PUT')
      return json(200, { message: 'Saved item updated', data: {} });
    if (call.path.startsWith(`${endpoints.savedItems.list.path}/`) && call.method === 'DELETE')
      return json(200, { message: 'Removed from Saved items' });
    return undefined;
  });
}

describe('Saved items screen', () => {
  it('lists each item as its card with its note, and one the plan no longer includes without it', async () => {
    savedItemsApi();
    renderWithClient(<SavedItemsPage />);
    const available = await screen.findByRole('listitem', { name: 'Koshi barrage opened' });
    expect(within(available).getByRole('link', { name: 'Koshi barrage opened' })).toHaveAttribute('href', '/news/41');
    expect(within(available).getByText('For the bulletin')).toBeInTheDocument();
    const refused = screen.getByRole('listitem', { name: 'No longer available to your plan' });
    expect(within(refused).getByText('Your media house’s plan no longer includes this photo gallery.')).toBeInTheDocument();
    expect(within(refused).queryByRole('link')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(nav).getByRole('button', { name: /^Floods/ })).toBeInTheDocument();
  });

  it('edits a note in place and removes an item after asking', async () => {
    const user = userEvent.setup();
    const calls = savedItemsApi();
    renderWithClient(<SavedItemsPage />);
    const row = await screen.findByRole('listitem', { name: 'Koshi barrage opened' });
    await user.click(within(row).getByRole('button', { name: 'Edit note' }));
    const note = within(row).getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Lead at 6 pm');
    await user.click(within(row).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ folder_id: 7, note: 'Lead at 6 pm' }));
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe(pathWith(endpoints.savedItems.update.path, { id: 1 }));

    await user.click(within(row).getByRole('button', { name: 'Remove: Koshi barrage opened' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Saved items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === pathWith(endpoints.savedItems.remove.path, { id: 1 }))).toBe(
        true,
      ),
    );
    expect(notices).toContain('Removed from Saved items');
  });

  it('asks for the chosen folder’s items and shows the empty state when nothing is saved', async () => {
    const calls = fakeApi((call) =>
      call.path === endpoints.savedItems.folders.path ? json(200, { data: [], total: 0, unfiled: 0 }) : json(200, page([])),
    );
    renderWithClient(<SavedItemsPage />, '/saved?folder=none');
    expect(await screen.findByText('Nothing saved yet')).toBeInTheDocument();
    expect(calls.find((call) => call.path === endpoints.savedItems.list.path)?.query).toContain('folder_id=none');
  });
});

describe('Save button', () => {
  it('saves an item into a folder with a note, then shows it saved', async () => {
    const user = userEvent.setup();
    let saved = false;
    const calls = fakeApi((call) => {
      if (call.path === endpoints.savedItems.status.path) {
        return json(200, { data: saved ? [{ id: 3, item_id: 41, folder_id: 7, note: 'Check facts' }] : [] });
      }
      if (call.path === endpoints.savedItems.folders.path) return json(200, folders);
      if (call.path === endpoints.savedItems.save.path && call.method === 'POST') {
        saved = true;
        return json(200, { message: 'Saved', data: { id: 3, item_id: 41, folder_id: 7, note: 'Check facts' } });
      }
      return undefined;
    });
    renderWithClient(<SaveItemButton kind="news" id={41} title="Koshi barrage opened" />);
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to Saved items' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Folder' }));
    await user.click(await screen.findByRole('option', { name: 'Floods' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Check facts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'news', item_id: 41, folder_id: 7, note: 'Check facts' });
  });
});

describe('Save on a card', () => {
  it('saves with one press and no dialog, shows it saved, and a second press opens the dialog that removes it', async () => {
    const user = userEvent.setup();
    let saved = false;
    const calls = fakeApi((call) => {
      if (call.path === endpoints.savedItems.status.path) {
        return json(200, { data: saved ? [{ id: 3, item_id: 41, folder_id: null, note: '' }] : [] });
      }
      if (call.path === endpoints.savedItems.folders.path) return json(200, folders);
      if (call.path === endpoints.savedItems.save.path && call.method === 'POST') {
        saved = true;
        return json(200, { message: 'Saved', data: { id: 3, item_id: 41, folder_id: null, note: '' } });
      }
      if (call.path === pathWith(endpoints.savedItems.remove.path, { id: 3 }) && call.method === 'DELETE') {
        saved = false;
        return json(200, { message: 'Removed from Saved items' });
      }
      return undefined;
    });
    renderWithClient(<SaveItemButton kind="news" id={41} title="Koshi barrage opened" compact />);
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'news', item_id: 41 });
    expect(notices).toEqual(['Saved']);

    await user.click(screen.getByRole('button', { name: 'Saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved item' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows why a save was refused, and the item stays unsaved', async () => {
    const user = userEvent.setup();
    fakeApi((call) => {
      if (call.path === endpoints.savedItems.status.path) return json(200, { data: [] });
      if (call.method === 'POST') return json(409, { message: 'You can keep at most 1000 saved items. Remove one to save another.' });
      return undefined;
    });
    renderWithClient(<SaveItemButton kind="video" id={5} title="Flood footage" compact />);
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(notices).toEqual(['You can keep at most 1000 saved items. Remove one to save another.']));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks whether a page of cards is saved in one call per kind', async () => {
    const calls = fakeApi((call) =>
      call.path === endpoints.savedItems.status.path
        ? json(200, { data: call.query.includes('kind=news') ? [{ id: 9, item_id: 42, folder_id: null, note: '' }] : [] })
        : undefined,
    );
    renderWithClient(
      <>
        {[41, 42, 43].map((id) => (
          <SaveItemButton key={id} kind="news" id={id} title={`News ${id}`} compact />
        ))}
        <SaveItemButton kind="gallery" id={42} title="Gallery 42" compact />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(1));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(3);
    const asked = calls.filter((call) => call.path === endpoints.savedItems.status.path).map((call) => decodeURIComponent(call.query));
    expect(asked.sort()).toEqual(['?kind=gallery&ids=42', '?kind=news&ids=41,42,43']);
  });
});

describe('Share by email', () => {
  it('splits the addresses typed in one field', () => {
    expect(addressesOf(' a@x.np, b@x.np;c@x.np\nd@x.np  ')).toEqual(['a@x.np', 'b@x.np', 'c@x.np', 'd@x.np']);
  });

  it('refuses six addresses before sending, then sends the addresses once each with the note', async () => {
    const user = userEvent.setup();
    const calls = fakeApi((call) =>
      call.path === endpoints.savedItems.share.path
        ? json(200, { message: 'Sent', data: { recipients: ['a@x.np', 'b@x.np'], shares_left_today: 19 } })
        : undefined,
    );
    const onClose = vi.fn();
    renderWithClient(<ShareItemDialog kind="news" id={41} title="Koshi barrage opened" onClose={onClose} />);
    const addresses = screen.getByRole('textbox', { name: 'Email addresses' });
    // Pasted, as a list of addresses usually comes: typing them key by key into the field took most of the test's time.
    await user.click(addresses);
    await user.paste('a@x.np b@x.np c@x.np d@x.np e@x.np f@x.np');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Send to at most 5 addresses at once')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(addresses);
    await user.paste('A@x.np, a@x.np, b@x.np');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'For the 6 pm bulletin');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      kind: 'news',
      item_id: 41,
      recipients: ['A@x.np', 'a@x.np', 'b@x.np'],
      note: 'For the 6 pm bulletin',
    });
    expect(notices).toEqual(['Sent to 2 addresses']);
  });

  it('shows the daily limit the server answers, and stays open', async () => {
    const user = userEvent.setup();
    fakeApi(() => json(429, { message: 'You can share at most 20 items a day. Try again tomorrow.' }));
    const onClose = vi.fn();
    renderWithClient(<ShareItemDialog kind="video" id={3} title="Flood footage" onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Email addresses' }), 'a@x.np');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You can share at most 20 items a day. Try again tomorrow.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
