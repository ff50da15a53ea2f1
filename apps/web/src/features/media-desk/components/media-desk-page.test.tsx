import { endpoints, messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { deskRow } from '../testing/fixtures.ts';
import { GalleriesDeskPage, VideosDeskPage } from './media-desk-page.tsx';

const notices = catchNoticeMessages();

const scheduled = deskRow({ id: 6, title: 'Dashain kites', publish_at: '2999-01-01T00:00:00Z', thumbnail: null, images_count: 2 });
const unpublished = deskRow({ id: 7, title: 'Tihar lights', status: 'unpublished' });

function openDesk(kind: 'galleries' | 'videos') {
  const calls = fakeApi((call) => {
    if (call.path === endpoints.mediaDesk[kind].list.path) {
      const page = Number(new URLSearchParams(call.query).get('page'));
      const rows = page === 2 ? [unpublished] : [deskRow(), scheduled];
      return json(200, { data: rows, meta: { total: 26, current_page: page, last_page: 2 } });
    }
    if (call.path === endpoints.mediaDesk[kind].remove.path) {
      return json(200, { message: kind === 'galleries' ? messages.galleriesDeleted : messages.videosDeleted });
    }
    return undefined;
  });
  const view = renderRoutes(
    [
      { path: '/admin/galleries', element: <GalleriesDeskPage /> },
      { path: '/admin/videos', element: <VideosDeskPage /> },
      { path: `/admin/${kind}/:id`, element: <p>Editor</p> },
    ],
    `/admin/${kind}`,
  );
  const listCalls = () =>
    calls.filter((call) => call.path === endpoints.mediaDesk[kind].list.path).map((call) => new URLSearchParams(call.query));
  return { ...view, calls, listCalls };
}

describe('the galleries and videos desks', () => {
  it('lists galleries with their picture, status, Scheduled mark and number of images; a row opens the editor', async () => {
    const { address } = openDesk('galleries');
    const table = await screen.findByRole('region', { name: 'Galleries' });
    const row = (await within(table).findByText('Dashain kites')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Images' })).toBeInTheDocument();
    const first = within(table).getByText('Holi in Basantapur').closest('tr') as HTMLElement;
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/gallery/thumbnails/5.jpg');
    await userEvent.click(row);
    expect(address()).toBe('/admin/galleries/6');
  });

  it('searches by title from the first page, and pages through the list', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { listCalls } = openDesk('videos');
    const table = await screen.findByRole('region', { name: 'Videos' });
    await within(table).findByText('Holi in Basantapur');
    expect(within(table).queryByRole('columnheader', { name: 'Images' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(table).findByText('Tihar lights')).toBeInTheDocument();
    expect(within(table).getByText('Unpublished')).toBeInTheDocument();
    expect(listCalls().at(-1)?.get('page')).toBe('2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'Holi');
    await waitFor(() => expect(listCalls().at(-1)?.get('query')).toBe('Holi'));
    expect(listCalls().at(-1)?.get('page')).toBe('1');
  });

  it.each([
    ['galleries', 'Delete galleries?', messages.galleriesDeleted],
    ['videos', 'Delete videos?', messages.videosDeleted],
  ] as const)('deletes the chosen %s after asking', async (kind, title, deleted) => {
    const { calls } = openDesk(kind);
    await screen.findByText('Dashain kites');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select everything on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Holi in Basantapur' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('The selected');
    expect(calls.some((call) => call.path === endpoints.mediaDesk[kind].remove.path)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices).toContain(deleted));
    expect(calls.find((call) => call.path === endpoints.mediaDesk[kind].remove.path)).toMatchObject({
      method: 'POST',
      body: { delete_rows: [6] },
    });
    await waitFor(() => expect(screen.queryByText('1 selected')).not.toBeInTheDocument());
    expect(remove).toBeDisabled();
  });
});
