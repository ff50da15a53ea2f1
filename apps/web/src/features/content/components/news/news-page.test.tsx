import type { UserProfile } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { emptyPage, newsDetail } from '../../testing/fixtures.ts';
import { NewsPage } from './news-page.tsx';

vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn() }));

function openNewsList(profile: UserProfile) {
  const { images, videos, pdfs, content, status, user_id, category_ids, latest_media_url, source_name, ...card } = newsDetail();
  fakeApi((call) => {
    if (call.path === '/api/auth/v2/client/news') return json(200, { data: [card], meta: { total: 1, current_page: 1, last_page: 1 } });
    if (call.path === '/api/auth/v2/client/news/pin') return json(200, { data: [] });
    return json(200, emptyPage);
  });
  renderRoutes([{ path: '*', element: <NewsPage /> }], '/news', signedInAs(profile));
}

describe('NewsPage and the media house roles', () => {
  it('a viewer is not offered to choose news for a ZIP download', async () => {
    openNewsList(houseMember('viewer'));
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('a reporter chooses news and gets Download ZIP', async () => {
    openNewsList(houseMember('reporter'));
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Budget passed/ }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bar).getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  });
});
