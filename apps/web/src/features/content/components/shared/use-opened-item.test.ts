import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrivedWithItem } from './use-opened-item.ts';

describe('useArrivedWithItem', () => {
  it('holds while the item the visit arrived with stays open, and never again once it closed', () => {
    const { result, rerender } = renderHook(({ id }: { id: number | undefined }) => useArrivedWithItem(id), {
      initialProps: { id: 12 as number | undefined },
    });
    expect(result.current).toBe(true);
    rerender({ id: 14 });
    expect(result.current).toBe(true);
    rerender({ id: undefined });
    expect(result.current).toBe(false);
    rerender({ id: 12 });
    expect(result.current).toBe(false);
  });

  it('does not hold for a visit that arrived at the list', () => {
    const { result, rerender } = renderHook(({ id }: { id: number | undefined }) => useArrivedWithItem(id), {
      initialProps: { id: undefined as number | undefined },
    });
    expect(result.current).toBe(false);
    rerender({ id: 12 });
    expect(result.current).toBe(false);
  });
});
