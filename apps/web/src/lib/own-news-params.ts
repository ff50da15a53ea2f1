import {
  type EXPORT_FORMATS,
  OWN_NEWS_PAGE_SIZE,
  OWN_NEWS_SORT_FIELDS,
  OWN_NEWS_STATUSES,
  type OwnNewsFilters,
  type OwnNewsStatus,
} from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { hasFilters, type ListParams, readListParams, toContentFilters, writeListParams } from './list-params.ts';
import { useAddressState } from './use-address-state.ts';

export type OwnNewsSort = (typeof OWN_NEWS_SORT_FIELDS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The "Post" table's state: the content list's filters, plus the status filter and the sorted column. */
export type OwnNewsParams = ListParams & { status?: OwnNewsStatus | undefined; sortBy: OwnNewsSort; descending: boolean };

const DEFAULT_SORT: Pick<OwnNewsParams, 'sortBy' | 'descending'> = { sortBy: 'created_at', descending: true };
/** Dates open newest first; text columns open A to Z. */
const opensDescending = (field: OwnNewsSort) => field === 'created_at' || field === 'publish_at';

export function readOwnNewsParams(search: URLSearchParams): OwnNewsParams {
  const sortBy = OWN_NEWS_SORT_FIELDS.find((field) => field === search.get('sort'));
  const direction = search.get('dir');
  return {
    ...readListParams(search),
    status: OWN_NEWS_STATUSES.find((status) => status === search.get('status')),
    sortBy: sortBy ?? DEFAULT_SORT.sortBy,
    descending:
      direction === 'asc' || direction === 'desc' ? direction === 'desc' : sortBy ? opensDescending(sortBy) : DEFAULT_SORT.descending,
  };
}

/** Writes the table's state into the address; the default sort is left out so a plain link stays plain. */
export function writeOwnNewsParams(search: URLSearchParams, params: OwnNewsParams): URLSearchParams {
  const next = writeListParams(search, params);
  for (const key of ['status', 'sort', 'dir']) next.delete(key);
  if (params.status) next.set('status', params.status);
  const defaultSort = params.sortBy === DEFAULT_SORT.sortBy && params.descending === DEFAULT_SORT.descending;
  if (!defaultSort) {
    next.set('sort', params.sortBy);
    next.set('dir', params.descending ? 'desc' : 'asc');
  }
  return next;
}

export const hasOwnNewsFilters = (params: OwnNewsParams) => hasFilters(params) || Boolean(params.status);

/** Clicking the sorted column turns its direction; another column starts in its natural direction. */
export const nextSort = (params: OwnNewsParams, field: OwnNewsSort): Pick<OwnNewsParams, 'sortBy' | 'descending'> =>
  params.sortBy === field ? { sortBy: field, descending: !params.descending } : { sortBy: field, descending: opensDescending(field) };

function ownNewsFilters(params: OwnNewsParams): string | undefined {
  const filters: OwnNewsFilters = { ...toContentFilters(params), ...(params.status ? { status: params.status } : {}) };
  return Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;
}

/** What the list and the export share: the search, the filters and the order (`descending` as the query's flag). */
function listSelection(params: OwnNewsParams) {
  const descending = params.descending ? 'true' : 'false';
  return { sortBy: params.sortBy, descending, query: params.query.trim(), filters: ownNewsFilters(params) } as const;
}

/** GET v1/client/news: one page of 25 rows (packages/shared `ownNewsQuery`). */
export const toOwnNewsQuery = (params: OwnNewsParams) => ({ page: params.page, rowsPerPage: OWN_NEWS_PAGE_SIZE, ...listSelection(params) });

/** GET v1/client/news/export: the rows the table selects, as many as asked for, in the chosen format. */
export const toExportQuery = (params: OwnNewsParams, rows: number, format: ExportFormat) => ({ ...listSelection(params), rows, format });

/** The table's state in the address, and setters: a filter or sort change starts again at page 1. */
export function useOwnNewsParams() {
  const [search, setSearch] = useAddressState();
  const params = useMemo(() => readOwnNewsParams(search), [search]);

  /** Only a page change is a new history entry, so Back leaves the table rather than undoing each filter. */
  const change = useCallback(
    (next: (current: OwnNewsParams) => OwnNewsParams, newEntry = false) =>
      setSearch((current) => writeOwnNewsParams(current, next(readOwnNewsParams(current))), { replace: !newEntry }),
    [setSearch],
  );
  const update = useCallback(
    (fields: Partial<OwnNewsParams>) => change((current) => ({ ...current, page: 1, ...fields }), 'page' in fields),
    [change],
  );
  const clear = useCallback(
    () => change(({ sortBy, descending }) => ({ page: 1, query: '', categoryIds: [], sortBy, descending })),
    [change],
  );
  const sortBy = useCallback((field: OwnNewsSort) => change((current) => ({ ...current, page: 1, ...nextSort(current, field) })), [change]);

  return { params, update, clear, sortBy };
}
