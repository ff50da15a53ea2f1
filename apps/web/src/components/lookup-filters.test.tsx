import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useEffect, useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/session/i18n.ts';
import { changeLanguage } from '../lib/shell-text.ts';
import { fakeApi, json } from '../test/fake-api.ts';
import { CategoriesFilter, TopicFilter } from './lookup-filters.tsx';

const CATEGORIES = {
  data: [
    { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' },
    { id: 3, name: 'Sports', name_ne: 'खेलकुद', slug: 'sports' },
  ],
};

/** A list page whose address catches up with a choice only later, as a router transition does. */
function SlowAddress({ reported }: { reported: number[][] }) {
  const [address, setAddress] = useState([1]);
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Unmounting (the cleanup after each test) cancels the catch-ups, so none lands after the DOM is gone.
  useEffect(() => {
    const timers = pending.current;
    return () => timers.forEach(clearTimeout);
  }, []);
  return (
    <CategoriesFilter
      value={address}
      onChange={(ids) => {
        reported.push(ids);
        const timer = setTimeout(() => {
          pending.current.delete(timer);
          setAddress(ids);
        }, 200);
        pending.current.add(timer);
      }}
    />
  );
}

/** A list page whose filters Clear filters, outside the menu, can empty. */
function ClearedElsewhere({ reported }: { reported: number[][] }) {
  const [address, setAddress] = useState<number[]>([]);
  return (
    <>
      <CategoriesFilter
        value={address}
        onChange={(ids) => {
          reported.push(ids);
          setAddress(ids);
        }}
      />
      <button type="button" onClick={() => setAddress([])}>
        Clear filters
      </button>
    </>
  );
}

/** The filter needs a query cache for its categories: a fresh one per test. */
const renderWithQueries = (ui: ReactElement) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(CATEGORIES), { headers: { 'content-type': 'application/json' } }));
});

describe('CategoriesFilter', () => {
  it('builds a second quick click on the first, not on the list the address still shows', async () => {
    const reported: number[][] = [];
    const user = userEvent.setup();
    renderWithQueries(<SlowAddress reported={reported} />);
    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    const menu = await screen.findByRole('listbox');
    await user.click(within(menu).getByRole('option', { name: 'Sports' }));
    await user.click(within(menu).getByRole('option', { name: 'Politics' }));
    expect(reported).toEqual([[1, 3], [3]]);
    expect(within(menu).getByRole('option', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(within(menu).getByRole('option', { name: 'Politics' })).toHaveAttribute('aria-selected', 'false');
  });

  it('chooses a category again after the address was cleared elsewhere (Clear filters)', async () => {
    const reported: number[][] = [];
    const user = userEvent.setup();
    renderWithQueries(<ClearedElsewhere reported={reported} />);
    const field = screen.getByRole('combobox', { name: 'Categories' });
    await user.click(field);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Politics' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field).toHaveTextContent('All categories');
    await user.click(field);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Politics' }));
    expect(reported).toEqual([[1], [1]]);
    expect(field).toHaveTextContent('Politics');
  });

  it('is worked from the keyboard: arrows open the list and move through it, Space chooses, Escape closes', async () => {
    const reported: number[][] = [];
    const user = userEvent.setup();
    renderWithQueries(<CategoriesFilter value={[]} onChange={(ids) => reported.push(ids)} />);
    const field = screen.getByRole('combobox', { name: 'Categories' });
    expect(field).toHaveTextContent('All categories');
    await screen.findByText('All categories');
    field.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('listbox');
    await within(menu).findByRole('option', { name: 'Sports' });
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(menu).getByRole('option', { name: 'Sports' }).id);
    await user.keyboard(' ');
    expect(reported).toEqual([[3]]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveFocus();
  });
});

describe('TopicFilter', () => {
  const TOPICS = [
    { code: 'medtop:15000000', label_en: 'sport', label_ne: 'खेलकुद', broader: [], retired: false, categories: ['sports'] },
    { code: 'medtop:11000000', label_en: 'politics', broader: [], retired: false, categories: ['politics'] },
  ];

  it('offers the topics the categories map to, by label in the UI’s language, and keeps a chosen topic no category has', async () => {
    const calls = fakeApi((call) => (call.path === '/api/v1/mediaTopics/inUse' ? json(200, { data: TOPICS }) : undefined));
    const reported: (string | undefined)[] = [];
    const user = userEvent.setup();
    renderWithQueries(<TopicFilter value="medtop:04000000" onChange={(topic) => reported.push(topic)} />);
    const field = screen.getByRole('combobox', { name: 'Topic' });
    await within(field).findByRole('option', { name: 'Sport' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All topics', 'Politics', 'Sport', 'medtop:04000000']);
    expect(field).toHaveValue('medtop:04000000');
    await user.selectOptions(field, 'Sport');
    await user.selectOptions(field, 'All topics');
    expect(reported).toEqual(['medtop:15000000', undefined]);
    expect(calls).toHaveLength(1);
  });

  it('labels a topic in Nepali where the agency wrote one, in English where not', async () => {
    fakeApi(() => json(200, { data: TOPICS }));
    await changeLanguage('ne');
    try {
      renderWithQueries(<TopicFilter value={undefined} onChange={() => {}} />);
      const field = screen.getByRole('combobox', { name: 'विषय' });
      await within(field).findByRole('option', { name: 'खेलकुद' });
      expect(within(field).getByRole('option', { name: 'Politics' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
