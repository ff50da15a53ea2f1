import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows } from './use-window-rows.ts';

const ROW_HEIGHT = 100;

function LongList({ count }: { count: number }) {
  const shown = useWindowRows(count, ROW_HEIGHT);
  return (
    <ol ref={shown.list} style={{ paddingTop: shown.before, paddingBottom: shown.after }}>
      {shown.rows.map((row) => (
        <li key={row.key} ref={shown.measure} data-index={row.index}>
          Row {row.index}
        </li>
      ))}
    </ol>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

describe('useWindowRows', () => {
  it('mounts the rows on screen and a few beyond, however long the list, and moves them as the page scrolls', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, ROW_HEIGHT));
    render(<LongList count={2_000} />);
    const mounted = () => screen.getAllByRole('listitem');
    // jsdom's window is 768 px high: 8 rows, and 6 beyond the edge.
    expect(mounted().length).toBeLessThanOrEqual(14);
    expect(mounted()[0]).toHaveTextContent('Row 0');

    await act(async () => {
      window.scrollY = 100_000;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(mounted().length).toBeLessThanOrEqual(20);
    expect(screen.queryByText('Row 0')).toBeNull();
    expect(screen.getByText('Row 1000')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveStyle({ paddingBottom: `${(2_000 - 1_014) * ROW_HEIGHT}px` });
  });
});
