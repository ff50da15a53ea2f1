import { SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

/** The address takes a moment to follow a search, as a router navigation does. */
const ADDRESS_DELAY_MS = 50;

function Harness({ searched }: { searched: string[] }) {
  const [value, setValue] = useState('');
  const onSearch = (text: string) => {
    searched.push(text);
    setTimeout(() => setValue(text.trim()), ADDRESS_DELAY_MS);
  };
  return (
    <>
      <SearchField label="Search news" value={value} onSearch={onSearch} />
      <button type="button" onClick={() => setValue('')}>
        Clear filters
      </button>
    </>
  );
}

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('reports once typing pauses, not on every key', () => {
    const searched: string[] = [];
    render(<Harness searched={searched} />);
    type('m');
    wait(SEARCH_DEBOUNCE_MS - 100);
    type('me');
    wait(SEARCH_DEBOUNCE_MS - 100);
    type('metro');
    wait(SEARCH_DEBOUNCE_MS);
    expect(searched).toEqual(['metro']);
  });

  it('keeps what was typed after a pause while the address catches up with the earlier search', () => {
    const searched: string[] = [];
    render(<Harness searched={searched} />);
    type('m');
    wait(SEARCH_DEBOUNCE_MS);
    type('met');
    wait(ADDRESS_DELAY_MS);
    expect(box().value).toBe('met');
    type('metro');
    wait(SEARCH_DEBOUNCE_MS + ADDRESS_DELAY_MS);
    expect(searched).toEqual(['m', 'metro']);
    expect(box().value).toBe('metro');
  });

  it('follows the address when something else clears it', () => {
    const searched: string[] = [];
    render(<Harness searched={searched} />);
    type('metro');
    wait(SEARCH_DEBOUNCE_MS + ADDRESS_DELAY_MS);
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    expect(box().value).toBe('');
    wait(SEARCH_DEBOUNCE_MS);
    expect(searched).toEqual(['metro']);
  });
});
