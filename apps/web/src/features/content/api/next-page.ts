import type { Paged } from '@portal/shared';

/** The page after `last`, until a page comes back empty or the last page is reached (SPEC.md §4). */
export const nextPageOf = (last: Paged<unknown>) =>
  last.data.length === 0 || last.meta.current_page >= last.meta.last_page ? undefined : last.meta.current_page + 1;
