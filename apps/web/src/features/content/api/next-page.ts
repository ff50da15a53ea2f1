import type { Paged } from '@portal/shared';

/** The page after `last`, until a page comes back empty or the last page is reached (SPEC.md §4). */
export const nextPageOf = (last: Paged<unknown>) =>
  last.data.length === 0 || last.meta.current_page >= last.meta.last_page ? undefined : last.meta.current_page + 1;

/**
 * Keyset "load more" of a content list: the items after the last one shown (`after`), so items
 * published meanwhile neither repeat one nor push one out; a short page was the last.
 */
export const nextAfterOf = (last: Paged<{ id: number }>, pageSize: number) => {
  const lastItem = last.data.at(-1);
  return lastItem === undefined || last.data.length < pageSize ? undefined : lastItem.id;
};
