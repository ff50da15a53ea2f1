import { endpoints, messages, pathWith } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoverageSlot } from '../../../lib/coverage-slot.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { FakeRequest, sentData } from '../../../test/fake-upload.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { galleryDetail } from '../testing/fixtures.ts';
import { GalleryEditorPage } from './desk-editor-page.tsx';

const notices = catchNoticeMessages();

/** What app/router.tsx hands the editor in the app: the coverage-links feature's panel, here its props alone. */
const CoverageStub: CoverageSlot = (props) => <p>{`Coverage of ${props.kind} ${props.id}, ${props.published ? 'out' : 'not out'}`}</p>;

function openEditor(path: string) {
  fakeApi((call) =>
    call.path === pathWith(endpoints.mediaDesk.galleries.item.path, { id: 5 }) ? json(200, { data: galleryDetail }) : undefined,
  );
  return renderRoutes(
    [
      { path: '/admin/galleries', element: <p>Desk</p> },
      { path: '/admin/galleries/new', element: <GalleryEditorPage coverage={CoverageStub} /> },
      { path: '/admin/galleries/:id', element: <GalleryEditorPage coverage={CoverageStub} /> },
    ],
    path,
  );
}

const picker = () => screen.getByLabelText('Images', { selector: 'input' });
/** The list of reasons above the form. */
const errorsAlert = async () => (await screen.findByText('This could not be saved:')).closest('[role="alert"]');
const image = (name: string) => new File([name], name, { type: 'image/jpeg' });

async function sentSave() {
  await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
  const request = FakeRequest.sent[0] as FakeRequest;
  return { request, data: sentData(request), files: (request.body.getAll('files') as File[]).map((file) => file.name) };
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  stubObjectUrls('blob:preview');
});

describe('GalleryEditor', () => {
  it('names what is missing and sends nothing', async () => {
    openEditor('/admin/galleries/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await errorsAlert();
    expect(alert).toHaveTextContent(messages.requiredField('Title'));
    expect(alert).toHaveTextContent(messages.galleryImagesRequired);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(messages.requiredField('Title'));
    expect(picker()).toHaveAccessibleDescription(messages.galleryImagesRequired);
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('publishes the images in the order set with their captions, showing the upload progress', async () => {
    const { address, router } = openEditor('/admin/galleries/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Holi in Basantapur');
    expect(screen.queryByText(/Coverage of/)).not.toBeInTheDocument();
    await userEvent.upload(picker(), [image('square.jpg'), image('crowd.jpg')]);
    const list = screen.getByRole('list', { name: 'Images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Move crowd.jpg up' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption 1' }), 'The crowd');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const save = await sentSave();
    expect([save.request.method, save.request.url]).toEqual(['POST', endpoints.mediaDesk.galleries.create.path]);
    expect(save.data).toEqual({
      title: 'Holi in Basantapur',
      description: '',
      usage_terms: '',
      editor_note: '',
      status: 'published',
      media: [
        { file: 0, caption: 'The crowd' },
        { file: 1, caption: '' },
      ],
    });
    expect(save.files).toEqual(['crowd.jpg', 'square.jpg']);
    act(() => save.request.progress(30, 100));
    expect(await screen.findByText('30% sent')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '30');
    act(() => save.request.answer(201, { message: messages.galleryPublished, data: { id: 12 } }));
    await waitFor(() => expect(address()).toBe('/admin/galleries'));
    expect(notices).toContain(messages.galleryPublished);
    // The desk's list offers to link the new gallery to the agenda's photo coverage.
    expect(router.state.location.state).toEqual({
      justPublished: { kind: 'gallery', id: 12, title: 'Holi in Basantapur', published: true },
    });
  });

  it('keeps saved images by id, drops a removed one, adds a new one and sends a schedule and status', async () => {
    openEditor('/admin/galleries/5');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Holi in Basantapur');
    expect(screen.getByText('Coverage of gallery 5, out')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Caption 1' })).toHaveValue('The crowd');
    await userEvent.click(screen.getByRole('button', { name: 'Remove 42.jpg' }));
    await userEvent.upload(picker(), image('dusk.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Move dusk.jpg up' }));
    await userEvent.clear(screen.getByLabelText('Publish at'));
    await userEvent.type(screen.getByLabelText('Publish at'), '2030-05-01T10:30');
    await userEvent.click(screen.getByRole('radio', { name: 'Unpublished' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const save = await sentSave();
    expect([save.request.method, save.request.url]).toEqual(['PUT', pathWith(endpoints.mediaDesk.galleries.update.path, { id: 5 })]);
    expect(save.data).toMatchObject({
      status: 'unpublished',
      publish_at: new Date('2030-05-01T10:30').toISOString(),
      media: [
        { file: 0, caption: '' },
        { id: 41, caption: 'The crowd' },
      ],
    });
    expect(save.files).toEqual(['dusk.jpg']);
  });

  it('places the server’s field errors under their fields and lists them above the form', async () => {
    openEditor('/admin/galleries/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    const save = await sentSave();
    act(() =>
      save.request.answer(422, {
        message: 'Invalid data',
        errors: { title: ['The title has already been taken.'], media: [messages.mediaListInvalid] },
      }),
    );
    // The refusal's field errors arrive once the error reader is loaded (lib/read-error.ts, fetched on first use).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('The title has already been taken.'),
    );
    await waitFor(() => expect(picker()).toHaveAccessibleDescription(messages.mediaListInvalid));
    expect(await errorsAlert()).toHaveTextContent('The title has already been taken.');
  });

  it('says so when the gallery does not exist', async () => {
    openEditor('/admin/galleries/999');
    expect(await screen.findByText('This gallery does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the galleries' })).toHaveAttribute('href', '/admin/galleries');
  });
});
