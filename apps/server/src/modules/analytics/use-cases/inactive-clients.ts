import { INACTIVE_AFTER_DAYS, type InactiveClientRow, type InactiveClientsQuery, type Paged } from '@portal/shared';
import { offsetOf, pageMeta } from '../../content/content-query.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { DAY_MS } from '../analytics-range.ts';
import { clientColumns } from '../client-columns.ts';

/** Clients not active for INACTIVE_AFTER_DAYS days, a page at a time. */
export function inactiveClients(deps: Pick<AnalyticsDeps, 'repository' | 'now'>) {
  return async (query: InactiveClientsQuery): Promise<Paged<InactiveClientRow>> => {
    const cutoff = new Date(deps.now().getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
    const { rows, total } = await deps.repository.inactiveClients(cutoff, { limit: query.rowsPerPage, offset: offsetOf(query) });
    return {
      data: rows.map((row) => ({
        ...clientColumns(row),
        last_active_at: row.lastActiveAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
      })),
      meta: pageMeta(total, query),
    };
  };
}
