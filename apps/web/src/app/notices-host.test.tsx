import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, noticeQueue, showNotice } from '../lib/notices.ts';
import { NoticesHost } from './notices-host.tsx';

describe('NoticesHost', () => {
  beforeEach(() => {
    for (const notice of noticeQueue.current()) dismissNotice(notice.id);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a notice sent before it was on screen, an error as an alert and a success as a status', () => {
    showNotice('Your subscription does not include this content.', { variant: 'error' });
    render(<NoticesHost />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your subscription does not include this content.');
    act(() => showNotice('Saved.', { variant: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('shows four at once; the fifth waits its turn, and each closes when its time is up', () => {
    render(<NoticesHost />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showNotice(`Notice ${n}`, { autoHideDuration: 1000 * n });
      showNotice('Notice 5', { autoHideDuration: 1000 });
    });
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4']);
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual(['Notice 2', 'Notice 3', 'Notice 4', 'Notice 5']);
    act(() => vi.advanceTimersByTime(3001));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a notice while the pointer is on it, with its action working', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const refresh = vi.fn();
    render(<NoticesHost />);
    act(() =>
      showNotice('You are offline.', {
        variant: 'warning',
        autoHideDuration: 1000,
        action: (
          <button type="button" onClick={refresh}>
            Refresh
          </button>
        ),
      }),
    );
    const notice = screen.getByRole('alert');
    await user.hover(notice);
    act(() => vi.advanceTimersByTime(5000));
    await user.click(within(notice).getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledOnce();
    await user.unhover(notice);
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
