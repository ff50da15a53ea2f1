import { endpoints, pathWith } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoverageSlot } from '../../../lib/coverage-slot.ts';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { FakeRequest, sentData } from '../../../test/fake-upload.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { lookup, staffDetail } from '../testing/fixtures.ts';
import { NewsEditorPage } from './news-editor-page.tsx';

const notices = catchNoticeMessages();

/** What app/router.tsx hands the editor in the app: the coverage-links feature's panel, here its props alone. */
const CoverageStub: CoverageSlot = (props) => <p>{`Coverage of ${props.kind} ${props.id}, ${props.published ? 'out' : 'not out'}`}</p>;

function openEditor(path: string, answer: (call: Call) => Response | undefined = () => undefined) {
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === pathWith(endpoints.newsDesk.item.path, { id: 5 })) return json(200, { data: staffDetail });
    return answer(call) ?? lookup(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/news', element: <p>Desk</p> },
      { path: '/admin/news/new', element: <NewsEditorPage coverage={CoverageStub} /> },
      { path: '/admin/news/:id', element: <NewsEditorPage coverage={CoverageStub} /> },
    ],
    path,
  );
  return { ...view, calls };
}

async function fillNew() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Flood in Terai');
  await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sports' }));
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  stubObjectUrls('blob:preview');
});

/** The save the editor sent (method, address and JSON `data`), once it is on its way. */
async function sentSave() {
  await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
  const request = FakeRequest.sent[0] as FakeRequest;
  return { request, method: request.method, url: request.url, data: sentData(request) };
}

describe('NewsEditorPage', () => {
  it('publishes a new item now, without publish_at, and returns to the desk', async () => {
    const { address, router } = openEditor('/admin/news/new');
    expect(screen.queryByText(/Coverage of/)).not.toBeInTheDocument();
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const save = await sentSave();
    expect([save.method, save.url]).toEqual(['POST', endpoints.newsDesk.create.path]);
    expect(save.data).toEqual({
      title: 'Flood in Terai',
      content: '',
      meta_description: '',
      language_id: 2,
      category_ids: [4],
      pin: false,
      breaking: false,
      urgent: false,
      usage_terms: '',
      editor_note: '',
      media: [],
    });
    act(() => save.request.answer(201, { message: 'News published', data: { id: 8 } }));
    await waitFor(() => expect(address()).toBe('/admin/news'));
    expect(notices).toContain('News published');
    // The desk's list offers to link the new item to the agenda's coverage.
    expect(router.state.location.state).toEqual({ justPublished: { kind: 'news', id: 8, title: 'Flood in Terai', published: true } });
  });

  it('sends a chosen publish time as ISO and shows the server’s field errors', async () => {
    openEditor('/admin/news/new');
    await fillNew();
    const publishAt = screen.getByLabelText('Publish at');
    await userEvent.type(publishAt, '2030-05-01T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const save = await sentSave();
    expect(save.data).toMatchObject({ publish_at: new Date('2030-05-01T10:30').toISOString() });
    act(() => save.request.answer(422, { message: 'Invalid data', errors: { title: ['The title has already been taken.'] } }));
    // The refusal's field errors arrive once the error reader is loaded (lib/read-error.ts, fetched on first use).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('The title has already been taken.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The news could not be saved');
  });

  it('loads an item with its versions and saves it with its status', async () => {
    const { address, router } = openEditor('/admin/news/5');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Budget passed');
    expect(screen.getByText('Coverage of news 5, out')).toBeInTheDocument();
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getByText(/Chief Editor/)).toBeInTheDocument();
    expect(within(versions).getByText(/Budget pased → Budget passed/)).toBeInTheDocument();
    expect(within(versions).getByText(/Long old text\. .*…/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Unpublished' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const save = await sentSave();
    expect([save.method, save.url]).toEqual(['PUT', pathWith(endpoints.newsDesk.update.path, { id: 5 })]);
    expect(save.data).toMatchObject({
      title: 'Budget passed',
      status: 'unpublished',
      language_id: 2,
      category_ids: [1],
      publish_at: '2026-01-10T09:00:00.000Z',
      media: [{ id: 41, caption: 'Speaker' }],
    });
    act(() => save.request.answer(200, { message: 'News updated successfully' }));
    await waitFor(() => expect(address()).toBe('/admin/news'));
    // Already out before: nothing to offer on the list.
    expect(router.state.location.state).toBeNull();
    expect(notices).toContain('News updated successfully');
  });

  it('attaches new files with captions in the chosen order, drops a removed saved one, and shows the upload progress', async () => {
    openEditor('/admin/news/5');
    await screen.findByRole('textbox', { name: 'Title' });
    const photo = new File(['png'], 'flood.png', { type: 'image/png' });
    const scan = new File(['pdf'], 'order.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Images, videos and PDF', { selector: 'input' }), [photo, scan]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove 41.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move order.pdf up' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption 2' }), 'Flood');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const save = await sentSave();
    expect(save.data.media).toEqual([
      { file: 0, caption: '' },
      { file: 1, caption: 'Flood' },
    ]);
    expect((save.request.body.getAll('files') as File[]).map((file) => file.name)).toEqual(['order.pdf', 'flood.png']);
    act(() => save.request.progress(40, 100));
    expect(await screen.findByText('40% sent')).toBeInTheDocument();
  });
});
