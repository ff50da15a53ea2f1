import { describe, expect, it } from 'vitest';
import { nextAfterOf, nextPageOf } from './next-page.ts';

const page = (ids: number[], current = 1, last = 3) => ({
  data: ids.map((id) => ({ id })),
  meta: { total: 30, current_page: current, last_page: last, total_relation: 'exact' as const },
});

describe('nextPageOf', () => {
  it('counts up to the last page and stops at an empty one', () => {
    expect(nextPageOf(page([1, 2], 1, 3))).toBe(2);
    expect(nextPageOf(page([1, 2], 3, 3))).toBeUndefined();
    expect(nextPageOf(page([], 1, 3))).toBeUndefined();
  });
});

describe('nextAfterOf', () => {
  it('continues behind the last item of a full page, and stops after a short one', () => {
    expect(nextAfterOf(page([9, 7, 4]), 3)).toBe(4);
    expect(nextAfterOf(page([9, 7]), 3)).toBeUndefined();
    expect(nextAfterOf(page([]), 3)).toBeUndefined();
  });
});
