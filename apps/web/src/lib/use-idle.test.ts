import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle.ts';

describe('useIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('turns true once the browser is idle, and stays so', () => {
    let whenIdle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      whenIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, rerender } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => whenIdle?.({ didTimeout: false, timeRemaining: () => 10 }));
    rerender();
    expect(result.current).toBe(true);
  });

  it('waits a moment where the browser has no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
