import { describe, expect, it, vi } from 'vitest';

describe('notices', () => {
  it('asks for the host on the first notice, keeps notices in order until it is up, then shows them at once', async () => {
    // The store is module state that other test files in the worker have used: this test starts from a page load's.
    vi.resetModules();
    const { hideNotice, noticesHostFailed, noticesHostReady, noticesHostState, showNotice } = await import('./notices.ts');
    const wanted = vi.fn();
    const unsubscribe = noticesHostState.subscribe(wanted);
    expect(noticesHostState.wanted()).toBe(false);
    showNotice('gone offline', { variant: 'warning', key: 'offline' });
    hideNotice('offline');

    showNotice('first', { variant: 'error' });
    expect(noticesHostState.wanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    // Offline: the host's code did not arrive; the next notice asks for it again, nothing is lost.
    noticesHostFailed();
    expect(noticesHostState.wanted()).toBe(false);
    showNotice('second', { variant: 'success' });
    expect(noticesHostState.wanted()).toBe(true);

    const enqueueSnackbar = vi.fn();
    const closeSnackbar = vi.fn();
    noticesHostReady({ enqueueSnackbar, closeSnackbar });
    expect(enqueueSnackbar.mock.calls).toEqual([
      ['first', { variant: 'error' }],
      ['second', { variant: 'success' }],
    ]);

    showNotice('third', { variant: 'info' });
    expect(enqueueSnackbar).toHaveBeenLastCalledWith('third', { variant: 'info' });
    hideNotice('third');
    expect(closeSnackbar).toHaveBeenCalledWith('third');
    unsubscribe();
  });
});
