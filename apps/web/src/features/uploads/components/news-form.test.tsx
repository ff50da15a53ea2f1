import { endpoints, MAX_UPLOAD_BYTES, messages, type OwnNewsDetail, pathWith } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { FakeRequest } from '../../../test/fake-upload.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { NewsForm } from './news-form.tsx';

const notices = catchNoticeMessages();

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const LOOKUPS: Record<string, unknown> = {
  '/api/auth/v2/languages/all': {
    data: [
      { id: 1, name: 'Nepali', name_ne: 'नेपाली', code: 'ne' },
      { id: 2, name: 'English', name_ne: 'अङ्ग्रेजी', code: 'en' },
    ],
  },
  '/api/auth/v2/categories/all': {
    data: [
      { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' },
      { id: 4, name: 'Sports', name_ne: 'खेलकुद', slug: 'sports' },
    ],
  },
};

/** How files of each declared type begin (the form reads the first bytes); anything else is plain text. */
const FIRST_BYTES: Record<string, Uint8Array<ArrayBuffer>> = {
  'image/jpeg': Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]),
  'image/png': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'application/pdf': new TextEncoder().encode('%PDF-1.4\n'),
};
const file = (name: string, type: string, size = 2048, content = FIRST_BYTES[type] ?? 'x') => {
  const made = new File([content], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

const savedItem: OwnNewsDetail = {
  id: 12,
  title: 'Saved story',
  content: '<p>Body</p>',
  status: 'pending',
  label: '',
  language_id: 2,
  category_ids: [4],
  categories: [{ id: 4, name: 'Sports' }],
  images: [
    {
      id: 31,
      path: '/media/a.jpg',
      thumbnail: null,
      renditions: [],
      extension: 'jpg',
      aggregate_type: 'image',
      size: 1000,
      width: 10,
      height: 10,
      download_name: '31.jpg',
      caption: '',
    },
    {
      id: 32,
      path: '/media/b.jpg',
      thumbnail: null,
      renditions: [],
      extension: 'jpg',
      aggregate_type: 'image',
      size: 1000,
      width: 10,
      height: 10,
      download_name: '32.jpg',
      caption: '',
    },
  ],
  videos: [],
  pdf: null,
  editable: true,
  review_note: null,
  created_at: '2026-01-02T03:04:05Z',
  updated_at: '2026-01-02T03:04:05Z',
};

function renderForm(item?: OwnNewsDetail) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/form', element: <NewsForm {...(item ? { item } : {})} /> },
      { path: '/list-news', element: <p>The list</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  notices.length = 0;
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json(LOOKUPS[url])),
  );
  stubObjectUrls('blob:preview');
});

describe('NewsForm', () => {
  it('lists the missing fields above the form and under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const list = await screen.findByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Title is required', messages.languageSelect, messages.atLeastOne]);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription('Title is required');
    expect(screen.getAllByText(messages.languageSelect)).toHaveLength(2);
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('clears a choice holding a file over 5 MB and says why; keeps a good one with its name and a remove button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const picker = screen.getByLabelText('Attachments', { selector: 'input' });
    await user.upload(picker, [file('small.jpg', 'image/jpeg'), file('huge.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1)]);
    expect(await screen.findByText(`${messages.fileTooLarge} — huge.jpg: larger than 5 MB`)).toBeInTheDocument();
    expect(screen.queryByText('small.jpg')).not.toBeInTheDocument();

    // A text file named .jpg is told apart by its first bytes.
    await user.upload(picker, [file('photo.png', 'image/png'), file('fake.jpg', 'image/jpeg', 2048, 'not a picture')]);
    expect(await screen.findByText('photo.png')).toBeInTheDocument();
    expect(screen.getByText(`${messages.filesRejected(1)} — fake.jpg: not a JPG, PNG, MP4, MOV or AVI file`)).toBeInTheDocument();
    expect(screen.queryByText('fake.jpg')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
  });

  it('sends the story with its files, shows the progress, then goes to the list', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Flood in Terai');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await user.upload(screen.getByLabelText('Attachments', { selector: 'input' }), file('photo.jpg', 'image/jpeg'));
    await user.upload(screen.getByLabelText('PDF', { selector: 'input' }), file('paper.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const request = FakeRequest.sent[0] as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(endpoints.uploads.create.path);
    expect(request.body.get('title')).toBe('Flood in Terai');
    expect(request.body.get('language_id')).toBe('2');
    expect(request.body.getAll('category_ids')).toEqual(['4']);
    expect((request.body.getAll('files') as File[]).map((sent) => sent.name)).toEqual(['photo.jpg']);
    expect((request.body.get('pdf') as File).name).toBe('paper.pdf');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    act(() => request.progress(1, 2));
    expect(screen.getByText('Sending… 50%')).toBeInTheDocument();
    act(() => request.answer(201, { message: messages.newsSubmitted, data: { ...savedItem, title: 'Flood in Terai' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list-news'));
    expect(notices).toEqual([messages.newsSubmitted]);
  });

  it('writes a romanized title in Devanagari while the नेपाली switch is on, and sends it so', async () => {
    const user = userEvent.setup();
    renderForm();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.click(screen.getByRole('button', { name: 'नेपाली: type in Nepali' }));
    await waitFor(async () => {
      await user.clear(title);
      await user.type(title, 'pokharaa ');
      expect(title).toHaveValue('पोखरा ');
    });
    await user.type(title, 'baadhi');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect((FakeRequest.sent[0] as FakeRequest).body.get('title')).toBe('पोखरा baadhi');
  });

  it('edits a saved item: removing a saved image keeps only the other, and the server’s refusal is listed above', async () => {
    const user = userEvent.setup();
    renderForm(savedItem);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Saved story');
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove 31.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const request = FakeRequest.sent[0] as FakeRequest;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(pathWith(endpoints.uploads.update.path, { id: 12 }));
    expect(request.body.getAll('keep_media_ids')).toEqual(['32']);
    act(() => request.answer(403, { message: messages.newsNotEditable }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newsNotEditable);
  });

  it('shows an item that is no longer pending read-only, with a note and a way to Show News', async () => {
    renderForm({ ...savedItem, status: 'published', editable: false });
    expect(screen.getByText('This news is Published and can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show news' })).toHaveAttribute('href', '/show-news/12');
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove 31.jpg' })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'English' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('Status:')).toHaveTextContent('Published');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Half written');
    act(() => {
      void router.navigate('/list-news');
    });
    const ask = await screen.findByRole('dialog', { name: 'Leave without sending?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Half written');
  });
});
