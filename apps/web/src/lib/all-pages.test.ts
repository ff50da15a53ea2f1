import { describe, expect, it } from 'vitest';
import { allPages } from './all-pages.ts';

const pages = [['a', 'b'], ['c'], ['d']];
const listOf = (lastPage: number) => async (page: number) => ({ data: pages[page - 1] ?? [], meta: { last_page: lastPage } });

describe('allPages', () => {
  it('reads page after page up to the last one', async () => {
    expect(await allPages(listOf(3), 20)).toEqual(['a', 'b', 'c', 'd']);
    expect(await allPages(listOf(1), 20)).toEqual(['a', 'b']);
  });

  it('stops at the guard when the list claims more pages', async () => {
    expect(await allPages(listOf(50), 2)).toEqual(['a', 'b', 'c']);
  });
});
