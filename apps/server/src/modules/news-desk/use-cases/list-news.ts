import type { OwnNewsQuery, OwnNewsRow, Paged } from '@portal/shared';
import { offsetOf, pageMeta } from '../../content/content-query.ts';
import { presentOwnRow } from '../../uploads/own-news-presenter.ts';
import type { NewsDeskDeps } from './shared.ts';

/** A page of every item, whatever its status or author. */
export function createListNews(deps: Pick<NewsDeskDeps, 'lists' | 'lookups' | 'now'>) {
  return async function list(query: OwnNewsQuery): Promise<Paged<OwnNewsRow>> {
    const [rows, total, names] = await Promise.all([
      deps.lists.list('everyone', query, { offset: offsetOf(query), limit: query.rowsPerPage }, deps.now()),
      deps.lists.count('everyone', query, deps.now()),
      deps.lookups.categoryNames(),
    ]);
    return { data: rows.map((row) => presentOwnRow(row, names)), meta: pageMeta(total, query) };
  };
}
