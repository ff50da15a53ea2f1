import { endpoints, type UserProfile } from '@portal/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { emptyPage, newsDetail } from '../../testing/fixtures.ts';
import { NewsPage } from './news-page.tsx';

function openNewsList(profile: UserProfile) {
  const { images, videos, pdfs, content, status, user_id, category_ids, latest_media_url, source_name, ...card } = newsDetail();
  const calls = fakeApi((call) => {
    if (call.path === endpoints.news.list.path) return json(200, { data: [card], meta: { total: 1, current_page: 1, last_page: 1 } });
    if (call.path === endpoints.news.pinned.path) return json(200, { data: [] });
    return json(200, emptyPage);
  });
  renderRoutes([{ path: '*', element: <NewsPage /> }], '/news', signedInAs(profile));
  return calls;
}

describe('NewsPage and the media house roles', () => {
  it('a viewer is not offered to choose news for a ZIP download', async () => {
    openNewsList(houseMember('viewer'));
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('a reporter chooses news and gets Download ZIP, its ninjs in the version chosen (2.1 unless another is)', async () => {
    const calls = openNewsList(houseMember('reporter'));
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Budget passed/ }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    const version = within(bar).getByRole('combobox', { name: 'ninjs in the ZIP' });
    expect(version).toHaveValue('2.1');
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ninjs 2.1', 'ninjs 2.3', 'ninjs 3.2']);
    await userEvent.selectOptions(version, '3.2');
    await userEvent.click(within(bar).getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === endpoints.newsDownloads.zip.path)?.query).toMatch(/^\?ids=\d+&ninjs=3\.2$/),
    );
  });
});

describe('NewsPage and the home district (local news first)', () => {
  const KASKI = { id: 38, en: 'Kaski', ne: 'कास्की', province: 4 };

  /** The list answers its usual card; a call filtered by Kaski answers `local`. */
  function openWithHomeDistrict(profile: UserProfile, local: string[], path = '/news') {
    const { images, videos, pdfs, content, status, user_id, category_ids, latest_media_url, source_name, ...card } = newsDetail();
    const calls = fakeApi((call) => {
      if (call.path === endpoints.news.list.path) {
        const filters = new URLSearchParams(call.query).get('filters');
        const data = filters?.includes('"district":38') ? local.map((title, index) => ({ ...card, id: 100 + index, title })) : [card];
        return json(200, { data, meta: { total: data.length, current_page: 1, last_page: 1 } });
      }
      if (call.path === endpoints.news.pinned.path) return json(200, { data: [] });
      if (call.path === endpoints.news.facets.path)
        return json(200, { relation: 'exact', categories: [], languages: [], provinces: [], dates: [] });
      return json(200, emptyPage);
    });
    const rendered = renderRoutes([{ path: '*', element: <NewsPage /> }], path, signedInAs(profile));
    return { calls, ...rendered };
  }
  const districtCalls = (calls: { path: string; query: string }[]) =>
    calls.filter((call) => call.path === endpoints.news.list.path && call.query.includes('district'));

  it('shows the latest from the home district above Latest news, with a link that sets the district filter', async () => {
    const user = userEvent.setup();
    const { calls, address } = openWithHomeDistrict(houseMember('viewer', { home_district: KASKI }), ['Phewa lake cleaned']);
    const strip = await screen.findByRole('region', { name: 'From Kaski' });
    expect(within(strip).getByRole('button', { name: /Phewa lake cleaned/ })).toBeInTheDocument();
    expect(new URLSearchParams(districtCalls(calls)[0]?.query).get('rowsPerPage')).toBe('8');
    const more = within(strip).getByRole('link', { name: 'All news from Kaski' });
    expect(more).toHaveAttribute('href', '/news?province=4&district=38');

    await user.click(more);
    expect(address()).toBe('/news?province=4&district=38');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'From Kaski' })).not.toBeInTheDocument());
  });

  it('names the district in Nepali in the Nepali interface', async () => {
    await changeLanguage('ne');
    try {
      openWithHomeDistrict(houseMember('viewer', { home_district: KASKI }), ['Phewa lake cleaned']);
      const strip = await screen.findByRole('region', { name: 'कास्कीबाट' });
      expect(within(strip).getByRole('link', { name: 'कास्कीका सबै समाचार' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('is hidden when the district has no news, when a filter is set, and for a person without a home district', async () => {
    const empty = openWithHomeDistrict(houseMember('viewer', { home_district: KASKI }), []);
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    await waitFor(() => expect(districtCalls(empty.calls).length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'From Kaski' })).not.toBeInTheDocument();
    cleanup();

    const filtered = openWithHomeDistrict(houseMember('viewer', { home_district: KASKI }), ['Phewa lake cleaned'], '/news?q=budget');
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    expect(districtCalls(filtered.calls)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'From Kaski' })).not.toBeInTheDocument();
    cleanup();

    const none = openWithHomeDistrict(houseMember('viewer'), ['Phewa lake cleaned']);
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    expect(districtCalls(none.calls)).toEqual([]);
  });
});
