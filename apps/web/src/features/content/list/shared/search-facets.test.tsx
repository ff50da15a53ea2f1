import { indexPlaces, type SearchFacets } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { useListParams } from '../../../../lib/list-params.ts';
import { categoriesQuery, languagesQuery } from '../../../../lib/lookups.ts';
import { placesQuery } from '../../../../lib/places.ts';
import { SearchFacetsPanel } from './search-facets.tsx';

const exact: SearchFacets = {
  relation: 'exact',
  categories: [
    { id: 1, count: 12 },
    { id: 2, count: 3 },
  ],
  languages: [{ id: 2, count: 15 }],
  provinces: [{ id: 3, count: 4 }],
  dates: [
    { band: 'today', count: 2, filters: { date_preset: 'today' } },
    { band: 'last_7_days', count: 9, filters: { date_preset: 'last_7_days' } },
    { band: 'older', count: 6, filters: { date_to: '2026-10-31' } },
  ],
};

function Panel({ facets }: { facets: SearchFacets }) {
  const { params, update } = useListParams();
  return <SearchFacetsPanel facets={facets} params={params} onChange={update} />;
}

function setUp(facets: SearchFacets, address = '/news?q=flood') {
  const router = createMemoryRouter([{ path: '/news', element: <Panel facets={facets} /> }], { initialEntries: [address] });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  queries.setQueryData(categoriesQuery.queryKey, [
    { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' },
    { id: 2, name: 'Economy', name_ne: 'अर्थ', slug: 'economy' },
  ]);
  queries.setQueryData(languagesQuery.queryKey, [{ id: 2, name: 'English', name_ne: 'अङ्ग्रेजी', code: 'en' }]);
  queries.setQueryData(
    placesQuery.queryKey,
    indexPlaces({ source: 'test', provinces: [{ id: 3, en: 'Bagmati', ne: 'बागमती' }], districts: [], localLevels: [] }),
  );
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('region', { name });
const address = (router: ReturnType<typeof setUp>['router']) => new URLSearchParams(router.state.location.search);

describe('SearchFacetsPanel', () => {
  it('counts the matches per date band, category, language and province, by name', () => {
    setUp(exact);
    expect(
      within(group('Date'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Today 2', 'Last 7 Days 9', 'Older 6']);
    expect(within(group('Categories')).getByRole('button', { name: 'Politics 12' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group('Language')).getByRole('button', { name: 'English 15' })).toBeInTheDocument();
    expect(within(group('Province')).getByRole('button', { name: 'Bagmati 4' })).toBeInTheDocument();
  });

  it('filters the list by a value pressed, keeping the search, and takes the filter away on a second press', async () => {
    const { router, user } = setUp(exact, '/news?q=flood&page=3');
    await user.click(screen.getByRole('button', { name: 'Politics 12' }));
    expect(address(router).toString()).toBe('q=flood&cat=1');
    await user.click(screen.getByRole('button', { name: 'Politics 12' }));
    expect(address(router).toString()).toBe('q=flood');
    await user.click(screen.getByRole('button', { name: 'Older 6' }));
    expect(address(router).toString()).toBe('q=flood&date=custom&to=2026-10-31');
    expect(screen.getByRole('button', { name: 'Older 6' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bagmati 4' }));
    expect(address(router).get('province')).toBe('3');
  });

  it('shows the most common categories, all of them on a press, and the one chosen wherever it ranks', async () => {
    const many = { ...exact, categories: Array.from({ length: 10 }, (_, index) => ({ id: index + 1, count: 20 - index })) };
    const { user } = setUp(many, '/news?q=flood&cat=10');
    // The values are toggles (aria-pressed); the fold is not.
    const values = () =>
      within(group('Categories'))
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-pressed'));
    expect(values()).toHaveLength(9);
    expect(within(group('Categories')).getByRole('button', { name: /^10 / })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group('Categories')).getByRole('button', { name: 'Show 1 more' }));
    expect(values()).toHaveLength(10);
    const fewer = within(group('Categories')).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(values()).toHaveLength(9);
    expect(within(group('Categories')).getByRole('button', { name: 'Show 1 more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no fold when the one chosen past the 8 most common is the only category left', () => {
    const nine = { ...exact, categories: Array.from({ length: 9 }, (_, index) => ({ id: index + 1, count: 20 - index })) };
    setUp(nine, '/news?q=flood&cat=9');
    expect(within(group('Categories')).getAllByRole('listitem')).toHaveLength(9);
    expect(within(group('Categories')).queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('says "about" for the counts of a large search', () => {
    setUp({ ...exact, relation: 'estimate', languages: [{ id: 2, count: 307_245 }] });
    expect(within(group('Language')).getByRole('button')).toHaveTextContent('English about 3,07,000');
  });
});
