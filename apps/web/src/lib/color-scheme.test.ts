import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { colorSchemeStorage, useColorScheme } from './color-scheme.ts';

const root = document.documentElement;

afterEach(() => {
  act(() => colorSchemeStorage({ key: 'mui-mode' }).set('system'));
});

describe('the colour scheme', () => {
  it('is the system’s until chosen, then the choice, kept under MUI’s key and shown as the root’s class', () => {
    const { result } = renderHook(() => useColorScheme());
    // jsdom's system prefers light (test/setup.ts: no media query matches).
    expect(result.current.scheme).toBe('light');
    expect(root).toHaveClass('light');
    act(() => result.current.setMode('dark'));
    expect(result.current.scheme).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    act(() => result.current.setMode('system'));
    expect(localStorage.getItem('mui-mode')).toBeNull();
    expect(root).toHaveClass('light');
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useColorScheme());
    localStorage.setItem('mui-mode', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode' }));
    });
    expect(result.current.scheme).toBe('dark');
  });

  it('is what MUI’s provider reads and writes: the mode, and one scheme name each for light and dark', () => {
    const mode = colorSchemeStorage({ key: 'mui-mode' });
    const seen: unknown[] = [];
    const stop = mode.subscribe((value) => seen.push(value));
    act(() => mode.set('dark'));
    expect(mode.get('system')).toBe('dark');
    expect(seen).toEqual(['dark']);
    stop();
    expect(colorSchemeStorage({ key: 'mui-color-scheme-dark' }).get(undefined)).toBe('dark');
    expect(colorSchemeStorage({ key: 'mui-color-scheme-light' }).get(undefined)).toBe('light');
    expect(colorSchemeStorage({ key: 'other' }).get('fallback')).toBe('fallback');
  });
});
