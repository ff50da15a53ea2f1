import type { OwnNewsDetail, OwnNewsQuery, OwnNewsRow, Paged } from '@portal/shared';
import type { Authenticated } from '../../auth/auth.service.ts';
import { offsetOf, pageMeta } from '../../content/content-query.ts';
import { presentOwnRow } from '../own-news-presenter.ts';
import { ownOr404, present, type UploadsDeps } from './shared.ts';

/** The List of own news and one item of it: a client reads only its own house's items, in any status. */
export function createReadOwnNews(deps: Pick<UploadsDeps, 'lists' | 'media' | 'lookups' | 'links' | 'now'>) {
  const { lists, lookups, now } = deps;

  return {
    async detail(caller: Authenticated, id: number): Promise<OwnNewsDetail> {
      return present(deps, await ownOr404(lists, caller, id));
    },

    async list(caller: Authenticated, query: OwnNewsQuery): Promise<Paged<OwnNewsRow>> {
      const [rows, total, names] = await Promise.all([
        lists.list(caller.user.houseId, query, { offset: offsetOf(query), limit: query.rowsPerPage }, now()),
        lists.count(caller.user.houseId, query, now()),
        lookups.categoryNames(),
      ]);
      return { data: rows.map((row) => presentOwnRow(row, names)), meta: pageMeta(total, query) };
    },
  };
}
