import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { lookup, staffDetail } from '../testing/fixtures.ts';
import { NewsEditorPage } from './news-editor-page.tsx';

const notices = vi.hoisted(() => [] as string[]);
vi.mock('notistack', () => ({ enqueueSnackbar: (message: string) => notices.push(message) }));

function openEditor(path: string, answer: (call: Call) => Response | undefined = () => undefined) {
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/v1/news/5') return json(200, { data: staffDetail });
    return answer(call) ?? lookup(call.path);
  });
  const view = renderRoutes(
    [
      { path: '/admin/news', element: <p>Desk</p> },
      { path: '/admin/news/new', element: <NewsEditorPage /> },
      { path: '/admin/news/:id', element: <NewsEditorPage /> },
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

const sent = (calls: Call[], method: string, path: string) => calls.find((call) => call.method === method && call.path === path)?.body;

describe('NewsEditorPage', () => {
  it('publishes a new item now, without publish_at, and returns to the desk', async () => {
    const { calls, address } = openEditor('/admin/news/new', (call) =>
      call.method === 'POST' ? json(201, { message: 'News published', data: { id: 8 } }) : undefined,
    );
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(address()).toBe('/admin/news'));
    expect(sent(calls, 'POST', '/api/v1/news')).toEqual({
      title: 'Flood in Terai',
      content: '',
      meta_description: '',
      language_id: 2,
      category_ids: [4],
      pin: false,
    });
    expect(notices).toContain('News published');
  });

  it('sends a chosen publish time as ISO and shows the server’s field errors', async () => {
    const { calls } = openEditor('/admin/news/new', (call) =>
      call.method === 'POST' ? json(422, { message: 'Invalid data', errors: { title: ['The title has already been taken.'] } }) : undefined,
    );
    await fillNew();
    const publishAt = screen.getByLabelText('Publish at');
    await userEvent.type(publishAt, '2030-05-01T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('The title has already been taken.');
    expect(sent(calls, 'POST', '/api/v1/news')).toMatchObject({ publish_at: new Date('2030-05-01T10:30').toISOString() });
    expect(screen.getByRole('alert')).toHaveTextContent('The news could not be saved');
  });

  it('loads an item with its versions and saves it with its status', async () => {
    const { calls, address } = openEditor('/admin/news/5', (call) =>
      call.method === 'PUT' ? json(200, { message: 'News updated successfully' }) : undefined,
    );
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Budget passed');
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getByText(/Chief Editor/)).toBeInTheDocument();
    expect(within(versions).getByText(/Budget pased → Budget passed/)).toBeInTheDocument();
    expect(within(versions).getByText(/Long old text\. .*…/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Unpublished' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(address()).toBe('/admin/news'));
    expect(sent(calls, 'PUT', '/api/v1/news/5')).toMatchObject({
      title: 'Budget passed',
      status: 'unpublished',
      language_id: 2,
      category_ids: [1],
      publish_at: '2026-01-10T09:00:00.000Z',
    });
    expect(notices).toContain('News updated successfully');
  });
});
