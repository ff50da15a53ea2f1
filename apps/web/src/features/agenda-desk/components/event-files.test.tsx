import { type EventAttachment, endpoints, messages, pathWith } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { FakeRequest } from '../../../test/fake-upload.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { eventOf, lookup } from '../testing/fixtures.ts';
import { EventEditorPage } from './event-editor-page.tsx';

const notices = catchNoticeMessages();
const detailPath = pathWith(endpoints.agenda.detail.path, { id: 12 });
const filesPath = pathWith(endpoints.agenda.addAttachment.path, { id: 12 });

const pressRelease: EventAttachment = {
  id: 5,
  name: 'Press release',
  kind: 'pdf',
  size: 120_000,
  url: 'https://portal.example/api/agenda/files/token-5',
};
const programme: EventAttachment = {
  id: 6,
  name: 'Programme of the day',
  kind: 'pdf',
  size: 2048,
  url: 'https://portal.example/api/agenda/files/token-6',
};

function openEditor(path: string, answer: (call: Call) => Response | undefined = () => undefined) {
  const calls = fakeApi((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === detailPath) return json(200, { data: eventOf({ attachments: [pressRelease] }) });
    return lookup(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/agenda', element: <p>Agenda list</p> },
      { path: '/admin/agenda/new', element: <EventEditorPage /> },
      { path: '/admin/agenda/:id', element: <EventEditorPage /> },
    ],
    path,
  );
  return { ...view, calls };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const filesSection = () => screen.getByRole('region', { name: 'Files' });

async function sentUpload() {
  await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
  return FakeRequest.sent[0] as FakeRequest;
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe('the files of an event', () => {
  it('says a new event takes files once saved', () => {
    openEditor('/admin/agenda/new');
    expect(within(filesSection()).getByText('Files can be added once the event is saved.')).toBeInTheDocument();
    expect(within(filesSection()).queryByText('Choose a file')).not.toBeInTheDocument();
  });

  it('lists the files and adds one, keeping what was typed, and saves over the version it made', async () => {
    const { calls } = openEditor('/admin/agenda/12', (call) =>
      call.method === 'PUT' ? json(200, { message: messages.eventSaved, data: eventOf({ version: 5 }) }) : undefined,
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const list = within(filesSection()).getByRole('list', { name: 'Files of the event' });
    expect(list).toHaveTextContent('Press release');
    expect(list).toHaveTextContent('PDF · 117.2 KB');
    expect(within(list).getByRole('link', { name: 'Open Press release' })).toHaveAttribute('href', pressRelease.url);

    fireEvent.change(title, { target: { value: 'Budget speech, with files' } });
    await userEvent.upload(within(filesSection()).getByLabelText('Choose a file'), pdf('Programme of the day.pdf'));
    const name = within(filesSection()).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Programme of the day');
    await userEvent.click(within(filesSection()).getByRole('button', { name: 'Add the file' }));
    const upload = await sentUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(filesPath);
    expect(upload.body.get('name')).toBe('Programme of the day');
    expect((upload.body.get('file') as File).name).toBe('Programme of the day.pdf');
    upload.answer(201, { message: messages.attachmentAdded, data: eventOf({ version: 4, attachments: [pressRelease, programme] }) });

    await waitFor(() => expect(list).toHaveTextContent('Programme of the day'));
    expect(notices).toContain(messages.attachmentAdded);
    expect(within(filesSection()).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Budget speech, with files');

    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 4, title: 'Budget speech, with files' });
  });

  it('removes a file after asking, keeping what was typed, and saves over the version it made', async () => {
    const { calls } = openEditor('/admin/agenda/12', (call) => {
      if (call.method === 'DELETE') return json(200, { message: messages.attachmentRemoved, data: eventOf({ version: 4 }) });
      if (call.method === 'PUT') return json(200, { message: messages.eventSaved, data: eventOf({ version: 5 }) });
      return undefined;
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Budget speech, no files' } });
    const list = within(filesSection()).getByRole('list', { name: 'Files of the event' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Press release' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this file?' });
    expect(confirm).toHaveTextContent('“Press release” is taken off the event');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(filesSection()).getByText('No files yet.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`${filesPath}/5`);
    expect(notices).toContain(messages.attachmentRemoved);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Budget speech, no files');

    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 4, title: 'Budget speech, no files' });
  });

  it('keeps the opened version when a colleague saved in between, so the save is refused rather than over theirs', async () => {
    const { calls } = openEditor('/admin/agenda/12', (call) =>
      call.method === 'PUT' ? json(409, { message: messages.eventChangedMeanwhile }) : undefined,
    );
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.upload(within(filesSection()).getByLabelText('Choose a file'), pdf('Invitation.pdf'));
    await userEvent.click(within(filesSection()).getByRole('button', { name: 'Add the file' }));
    // Version 3 was opened; a colleague made 4; the file makes 5.
    (await sentUpload()).answer(201, {
      message: messages.attachmentAdded,
      data: eventOf({ version: 5, attachments: [pressRelease, { ...programme, name: 'Invitation' }] }),
    });
    await waitFor(() => expect(within(filesSection()).getByRole('list')).toHaveTextContent('Invitation'));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText(messages.eventChangedMeanwhile, { exact: false })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 3 });
  });

  it('shows the server’s refusals under the file and the name', async () => {
    openEditor('/admin/agenda/12');
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.upload(within(filesSection()).getByLabelText('Choose a file'), pdf('Notes.pdf'));
    const name = within(filesSection()).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: ' ' } });
    await userEvent.click(within(filesSection()).getByRole('button', { name: 'Add the file' }));
    expect(name).toHaveAccessibleDescription(messages.attachmentNameRequired);
    expect(FakeRequest.sent).toHaveLength(0);

    await userEvent.type(name, 'Notes{Enter}');
    (await sentUpload()).answer(422, {
      message: 'Invalid data',
      errors: { file: [messages.attachmentType], name: ['The name is taken'] },
    });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name is taken'));
    expect(within(filesSection()).getByText(messages.attachmentType)).toBeInTheDocument();
    expect(within(filesSection()).getByLabelText('Choose a file')).toHaveAccessibleDescription(messages.attachmentType);
    // Enter in the name added the file: it did not save the event.
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });
});
