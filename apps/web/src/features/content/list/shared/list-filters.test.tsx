import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { useListParams } from '../../../../lib/list-params.ts';
import { ListActions, ListFilters } from './list-filters.tsx';

/** The filter bar and its actions on their list state in the address, as a content screen uses them (search and date only). */
function FilterBar() {
  const { params, update, clear } = useListParams();
  return (
    <>
      <ListActions params={params} onClear={clear} onRefresh={() => {}} />
      <ListFilters params={params} onChange={update} searchLabel="Search news" classified={false} />
    </>
  );
}

function setUp(address = '/news') {
  const router = createMemoryRouter([{ path: '/news', element: <FilterBar /> }], { initialEntries: [address] });
  // The place choices read Nepal's places through the query client.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const dateChoice = () => screen.getByRole('combobox', { name: 'Date' });

async function chooseCustomRange(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(dateChoice(), 'Custom range…');
}

describe('ListFilters', () => {
  it('Clear filters ends a custom range chosen from the menu, its days and the choice itself', async () => {
    const { router, user } = setUp();
    await chooseCustomRange(user);
    await user.type(screen.getByLabelText('From'), '2020-01-10');
    expect(router.state.location.search).toContain('from=2020-01-10');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(router.state.location.search).toBe('');
    expect(dateChoice()).toHaveDisplayValue('Any time');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('To')).not.toBeInTheDocument();
  });

  it('Clear filters also ends a custom range with no days yet', async () => {
    const { user } = setUp('/news?q=flood');
    await chooseCustomRange(user);
    expect(screen.getByLabelText('From')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(dateChoice()).toHaveDisplayValue('Any time');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('keeps the custom range read from the address open while its only day is emptied', async () => {
    const { router, user } = setUp('/news?date=custom&to=2020-02-01');
    expect(dateChoice()).toHaveDisplayValue('Custom range…');
    await user.clear(screen.getByLabelText('To'));
    expect(router.state.location.search).toBe('?date=custom');
    expect(screen.getByLabelText('To')).toHaveValue('');
  });
});

describe('the order of a search', () => {
  it('offers Most relevant beside a search with words, into the address, and tells how to write a query', async () => {
    const { router, user } = setUp('/news');
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveAccessibleDescription(/"exact phrase"/);

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'flood');
    const order = await screen.findByRole('combobox', { name: 'Order' });
    expect(order).toHaveDisplayValue('Newest first');
    await user.selectOptions(order, 'Most relevant');

    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('relevance');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Most relevant');
  });
});
