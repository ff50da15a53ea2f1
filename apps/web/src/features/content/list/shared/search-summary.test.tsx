import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { SearchSummary } from './search-summary.tsx';

const params = { page: 2, query: 'goverment', categoryIds: [3] };
const page = { current_page: 2, last_page: 5 };

const show = (meta: Parameters<typeof SearchSummary>[0]['meta']) =>
  render(
    <MemoryRouter initialEntries={['/news?q=goverment&cat=3&page=2']}>
      <SearchSummary meta={meta} params={params} />
    </MemoryRouter>,
  );

describe('SearchSummary', () => {
  it('counts exact results', () => {
    show({ ...page, total: 1234, total_relation: 'exact' });
    expect(screen.getByRole('status')).toHaveTextContent('1,234 results');
  });

  it('says "about" for an estimate, to three significant digits', () => {
    show({ ...page, total: 307_245, total_relation: 'estimate' });
    expect(screen.getByRole('status')).toHaveTextContent('about 3,07,000 results');
  });

  it('tells what was searched instead, with a link searching the words as typed', () => {
    show({ ...page, total: 40, total_relation: 'exact', searched_for: 'government', query_as_typed: 'goverment' });
    expect(screen.getByText(/Showing results for/)).toHaveTextContent('Showing results for government. Search instead for goverment');
    expect(screen.getByRole('link', { name: 'goverment' })).toHaveAttribute('href', '/news?q=goverment&exact=1&cat=3');
  });

  it('tells the Nepali reading of a romanized search, with a link searching the words as typed', () => {
    show({ ...page, total: 3, total_relation: 'exact', transliterated: 'सरकार', matched_form: 'transliterated', query_as_typed: 'sarkar' });
    expect(screen.getByText(/Results for/)).toHaveTextContent('Results for सरकार (typed as sarkar)');
    expect(screen.getByRole('link', { name: 'sarkar' })).toHaveAttribute('href', '/news?q=sarkar&exact=1&cat=3');
  });
});
