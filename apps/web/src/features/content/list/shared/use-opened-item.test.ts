import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_DIALOGS } from '../../components/shared/item-dialogs.ts';
import { useListUndrawnBehind } from './use-opened-item.ts';

/** A screen as narrow as `covered` says, which can be made wider or narrower as the test goes. */
function screenWidth(covered: boolean) {
  const listeners = new Set<() => void>();
  let matches = covered;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) =>
    act(() => {
      matches = next;
      for (const listener of listeners) listener();
    });
}

const undrawnFor = (id: number | undefined) =>
  renderHook(({ id }: { id: number | undefined }) => useListUndrawnBehind(id, ITEM_DIALOGS.news), { initialProps: { id } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useListUndrawnBehind', () => {
  it('holds while the item the visit arrived with stays open on a covered screen, and never again once it closed', () => {
    screenWidth(true);
    const { result, rerender } = undrawnFor(12);
    expect(result.current).toBe(true);
    rerender({ id: 14 });
    expect(result.current).toBe(true);
    rerender({ id: undefined });
    expect(result.current).toBe(false);
    rerender({ id: 12 });
    expect(result.current).toBe(false);
  });

  it('draws the list once the screen grows wider than the dialog, and keeps it drawn', () => {
    const resize = screenWidth(true);
    const { result } = undrawnFor(12);
    expect(result.current).toBe(true);
    resize(false);
    expect(result.current).toBe(false);
    resize(true);
    expect(result.current).toBe(false);
  });

  it('does not hold on a screen the dialog leaves room on, nor for a visit that arrived at the list', () => {
    screenWidth(false);
    expect(undrawnFor(12).result.current).toBe(false);
    screenWidth(true);
    const { result, rerender } = undrawnFor(undefined);
    expect(result.current).toBe(false);
    rerender({ id: 12 });
    expect(result.current).toBe(false);
  });
});
