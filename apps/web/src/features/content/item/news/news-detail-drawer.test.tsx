import { endpoints, pathWith, type TeamRole, type UserProfile } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { newsDetail } from '../../testing/fixtures.ts';
import { NewsDetailDrawer } from './news-detail-drawer.tsx';

const SITE = '/api/auth/v2/client/my-account/api-clienturl/user/7';
const DELIVERIES = '/api/client/news-post/5/deliveries';

/** Opens item 5 for `profile`; the media house 7 has connected its site. */
function openNews(profile: UserProfile) {
  const calls = fakeApi((call: Call) => {
    if (call.path === pathWith(endpoints.news.detail.path, { id: 5 })) return json(200, { data: newsDetail() });
    if (call.path === SITE) return json(200, { data: { token: 'site-token', store_api: 'https://site.example/store' } });
    if (call.path === DELIVERIES) return json(200, { data: [] });
    if (call.path.includes('/count-')) return json(200, { message: 'ok' });
    return undefined;
  });
  renderRoutes([{ path: '*', element: <NewsDetailDrawer id={5} onClose={vi.fn()} /> }], '/news', signedInAs(profile));
  return calls;
}

const toolbar = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Budget passed' });
  return within(dialog);
};

describe('NewsDetailDrawer and the media house roles', () => {
  it('a viewer reads and copies: no Download, no file downloads, no Post to MY Site, and the site is not asked', async () => {
    const calls = openNews(houseMember('viewer'));
    const dialog = await toolbar();
    expect(dialog.getByRole('button', { name: 'Copy All News' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'View 51.jpg' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Post to MY Site' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === SITE || call.path === DELIVERIES)).toBe(false);
  });

  it.each<TeamRole>(['reporter', 'owner'])('%s: downloads and posts to the house’s site', async (role) => {
    const calls = openNews(houseMember(role));
    const dialog = await toolbar();
    expect(dialog.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(dialog.getByRole('button', { name: 'Download 51.jpg' })).toBeInTheDocument();
    // A member names the house's site (house 7), not their own account (31).
    expect(await dialog.findByRole('button', { name: 'Post to MY Site' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === SITE)).toBe(true);
  });

  it('staff keep every button', async () => {
    openNews(houseMember('owner', { id: 1, role: 'staff', roles: ['staff'], house_id: 1 }));
    const dialog = await toolbar();
    expect(dialog.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Download 51.jpg' })).toBeInTheDocument();
  });
});
