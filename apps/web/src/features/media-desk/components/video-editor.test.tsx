import { endpoints, messages, pathWith } from '@portal/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { FakeRequest, sentData } from '../../../test/fake-upload.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { lookup, videoDetail } from '../testing/fixtures.ts';
import { VideoEditorPage } from './desk-editor-page.tsx';
import { posterFrame } from './video-frame.ts';

const notices = catchNoticeMessages();
// jsdom decodes no video: the frame and the duration come from the stubs (video-frame.test.ts covers the drawing).
vi.mock('./video-frame.ts', () => ({
  videoDuration: vi.fn(async () => 12.46),
  posterFrame: vi.fn(async () => new File(['jpeg'], 'poster.jpg', { type: 'image/jpeg' })),
}));

function openEditor(path: string) {
  fakeApi((call) =>
    call.path === pathWith(endpoints.mediaDesk.videos.item.path, { id: 9 }) ? json(200, { data: videoDetail }) : lookup(call.path),
  );
  return renderRoutes(
    [
      { path: '/admin/videos', element: <p>Desk</p> },
      { path: '/admin/videos/new', element: <VideoEditorPage /> },
      { path: '/admin/videos/:id', element: <VideoEditorPage /> },
    ],
    path,
  );
}

const videoPicker = () => screen.getByLabelText('Video file', { selector: 'input' });
const posterPicker = () => screen.getByLabelText('Thumbnail', { selector: 'input' });
const clip = new File(['mp4'], 'relief.mp4', { type: 'video/mp4' });
const errorsAlert = async () => (await screen.findByText('This could not be saved:')).closest('[role="alert"]');

async function fillNew() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Flood relief in Saptari');
  await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Society' }));
}

async function sentSave() {
  await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
  const request = FakeRequest.sent[0] as FakeRequest;
  return {
    request,
    data: sentData(request),
    video: request.body.get('video') as File | null,
    poster: request.body.get('poster') as File | null,
  };
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.mocked(posterFrame).mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  stubObjectUrls('blob:preview');
});

describe('VideoEditor', () => {
  it('asks for the title, language, categories and the video file before sending', async () => {
    openEditor('/admin/videos/new');
    await screen.findByRole('radio', { name: 'English' });
    expect(screen.getByRole('button', { name: 'Use this frame' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await errorsAlert();
    expect(alert).toHaveTextContent(messages.requiredField('Title'));
    expect(alert).toHaveTextContent(messages.atLeastOne);
    expect(FakeRequest.sent).toHaveLength(0);

    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(videoPicker()).toHaveAccessibleDescription(messages.videoFileRequired));
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('publishes the video with a thumbnail drawn from the chosen second, its duration and the upload progress', async () => {
    const { address } = openEditor('/admin/videos/new');
    await fillNew();
    await userEvent.upload(videoPicker(), clip);
    expect(await screen.findByText(/relief\.mp4/)).toBeInTheDocument();
    const seconds = screen.getByRole('spinbutton', { name: 'Frame at (seconds)' });
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(posterFrame).toHaveBeenCalledWith(clip, 2.5);
    expect(await screen.findByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const save = await sentSave();
    expect([save.request.method, save.request.url]).toEqual(['POST', endpoints.mediaDesk.videos.create.path]);
    expect(save.data).toEqual({
      title: 'Flood relief in Saptari',
      meta_description: '',
      description: '',
      language_id: 2,
      category_ids: [8],
      duration_seconds: 12.5,
      usage_terms: '',
      editor_note: '',
      status: 'published',
    });
    expect([save.video?.name, save.poster?.name, save.poster?.type]).toEqual(['relief.mp4', 'poster.jpg', 'image/jpeg']);
    act(() => save.request.progress(55, 100));
    expect(await screen.findByText('55% sent')).toBeInTheDocument();
    act(() => save.request.answer(201, { message: messages.videoPublished, data: { id: 10 } }));
    await waitFor(() => expect(address()).toBe('/admin/videos'));
    expect(notices).toContain(messages.videoPublished);
  });

  it('sends a picked image as the thumbnail, and says so when a frame cannot be drawn', async () => {
    openEditor('/admin/videos/new');
    await fillNew();
    await userEvent.upload(videoPicker(), clip);
    vi.mocked(posterFrame).mockRejectedValueOnce(new Error('The browser cannot read this video'));
    await userEvent.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(await screen.findByText(/could not be drawn in the browser/)).toBeInTheDocument();
    await userEvent.upload(posterPicker(), new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(screen.queryByText(/could not be drawn in the browser/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const save = await sentSave();
    expect([save.video?.name, save.poster?.name]).toEqual(['relief.mp4', 'cover.png']);
  });

  it('saves a loaded video without sending its files again, and places the server’s field errors', async () => {
    openEditor('/admin/videos/9');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Flood relief in Saptari');
    expect(screen.getByText('Saved video, 4.8 MB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', '/media/videos/71.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const save = await sentSave();
    expect([save.request.method, save.request.url]).toEqual(['PUT', pathWith(endpoints.mediaDesk.videos.update.path, { id: 9 })]);
    expect(save.data).toMatchObject({ language_id: 2, category_ids: [1], duration_seconds: 12.5, publish_at: '2026-01-10T09:00:00.000Z' });
    expect([save.video, save.poster]).toEqual([null, null]);
    act(() => save.request.answer(422, { message: 'Invalid data', errors: { poster: [messages.filesRejected(1)] } }));
    expect(await errorsAlert()).toHaveTextContent(messages.filesRejected(1));
    expect(posterPicker()).toHaveAccessibleDescription(messages.filesRejected(1));
  });
});
