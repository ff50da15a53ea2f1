import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-links.tsx';

describe('pageWindow', () => {
  it('links at most five pages, centred on the current one', () => {
    expect(pageWindow(10, 50)).toEqual([8, 9, 10, 11, 12]);
  });

  it('stays inside the first and last page', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(50, 50)).toEqual([46, 47, 48, 49, 50]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
