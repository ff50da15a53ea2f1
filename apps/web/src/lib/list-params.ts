import { bsPeriodKey, type ContentFilters, DATE_PRESETS, type DatePreset, isCalendarDay, parseBsPeriod } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useAddressState } from './use-address-state.ts';

/** What a content list shows, as kept in the address so a reload or a shared link shows the same list. */
export type ListParams = {
  page: number;
  query: string;
  preset?: DatePreset | undefined;
  /** "Custom range…" chosen, with or without days yet: `date=custom` in the address. */
  customRange?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A Bikram Sambat month, "2083-08", or a whole BS year, "2083": `bsm=2083-08` in the address. */
  bsMonth?: string | undefined;
  languageId?: number | undefined;
  categoryIds: number[];
  /** An IPTC Media Topic code, "medtop:11000000": `topic=` in the address. */
  topic?: string | undefined;
  /** Search the words as typed, without "Did you mean" (`exact=1`; a new search drops it). */
  exact?: boolean | undefined;
  /** A search's matches most relevant first (`sort=relevance`, with words only); newest first otherwise. */
  sort?: 'relevance' | undefined;
  /** The place filter as chosen: `province`, `district`, `level` in the address. */
  provinceId?: number | undefined;
  districtId?: number | undefined;
  localLevelId?: number | undefined;
};

const KEYS = ['page', 'q', 'exact', 'sort', 'date', 'from', 'to', 'bsm', 'lang', 'cat', 'topic', 'province', 'district', 'level'] as const;
const CUSTOM_RANGE = 'custom';

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const day = (text: string | null) => (text && isCalendarDay(text) ? text : undefined);
const mediaTopic = (text: string | null) => (text && /^medtop:\d{8}$/.test(text) ? text : undefined);
const preset = (text: string | null) => DATE_PRESETS.find((name) => name === text);
const bsMonth = (text: string | null) => {
  const period = text ? parseBsPeriod(text) : null;
  return period ? bsPeriodKey(period) : undefined;
};

/** Reads the list state from the address; anything malformed is ignored rather than sent to the server. */
export function readListParams(search: URLSearchParams): ListParams {
  return {
    page: positiveInt(search.get('page')) ?? 1,
    query: search.get('q') ?? '',
    preset: preset(search.get('date')),
    customRange: search.get('date') === CUSTOM_RANGE || undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
    bsMonth: bsMonth(search.get('bsm')),
    languageId: positiveInt(search.get('lang')),
    categoryIds: (search.get('cat') ?? '').split(',').flatMap((id) => positiveInt(id) ?? []),
    topic: mediaTopic(search.get('topic')),
    exact: search.get('exact') === '1' || undefined,
    sort: search.get('sort') === 'relevance' ? 'relevance' : undefined,
    provinceId: positiveInt(search.get('province')),
    districtId: positiveInt(search.get('district')),
    localLevelId: positiveInt(search.get('level')),
  };
}

/** Writes the list state into `search`, keeping keys that are not the list's (an open dialog, say). */
export function writeListParams(search: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of KEYS) next.delete(key);
  const entries: [string, string | number | undefined][] = [
    ['q', params.query.trim() || undefined],
    ['exact', params.exact && params.query.trim() ? 1 : undefined],
    ['sort', params.query.trim() ? params.sort : undefined],
    ['date', params.preset ?? (params.customRange ? CUSTOM_RANGE : undefined)],
    ['from', params.preset ? undefined : params.from],
    ['to', params.preset ? undefined : params.to],
    ['bsm', params.preset ? undefined : params.bsMonth],
    ['lang', params.languageId],
    ['cat', params.categoryIds.length > 0 ? params.categoryIds.join(',') : undefined],
    ['topic', params.topic],
    ['province', params.provinceId],
    ['district', params.districtId],
    ['level', params.localLevelId],
    ['page', params.page > 1 ? params.page : undefined],
  ];
  for (const [key, value] of entries) if (value !== undefined) next.set(key, String(value));
  return next;
}

export const hasFilters = (params: ListParams) =>
  Boolean(
    params.query.trim() ||
      params.preset ||
      params.from ||
      params.to ||
      params.bsMonth ||
      params.languageId ||
      params.categoryIds.length > 0 ||
      params.topic ||
      params.provinceId ||
      params.districtId ||
      params.localLevelId,
  );

/** The list as its plain address shows it: the first page, no filter. */
export const isPlainFirstPage = (params: ListParams) => params.page === 1 && !hasFilters(params);

/** The place filter as the server takes it: the most precise level chosen names the place. */
function placeFilter(params: ListParams): Pick<ContentFilters, 'province' | 'district' | 'local_level'> {
  if (params.localLevelId) return { local_level: params.localLevelId };
  if (params.districtId) return { district: params.districtId };
  return params.provinceId ? { province: params.provinceId } : {};
}

/** The `filters` of the paging contract (packages/shared `contentFilters`). */
export function toContentFilters(params: ListParams): ContentFilters {
  return {
    ...(params.preset ? { date_preset: params.preset } : {}),
    ...(!params.preset && params.from ? { date_from: params.from } : {}),
    ...(!params.preset && params.to ? { date_to: params.to } : {}),
    ...(!params.preset && params.bsMonth ? { bs_month: params.bsMonth } : {}),
    ...(params.languageId ? { language_id: params.languageId } : {}),
    ...(params.categoryIds.length > 0 ? { category_ids: params.categoryIds } : {}),
    ...(params.topic ? { media_topic: params.topic } : {}),
    ...placeFilter(params),
  };
}

/** The query string of a paged content call (SPEC.md §3 Pagination). */
export function toPageQuery(params: ListParams, rowsPerPage: number) {
  const filters = toContentFilters(params);
  return {
    page: params.page,
    rowsPerPage,
    query: params.query.trim(),
    ...(params.exact ? { exact: 'true' as const } : {}),
    ...(params.sort && params.query.trim() ? { sortBy: params.sort } : {}),
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
  };
}

/** The list state of the current address, and setters that start again at page 1 when a filter changes. */
export function useListParams() {
  const [search, setSearch] = useAddressState();
  const params = useMemo(() => readListParams(search), [search]);

  const update = useCallback(
    (change: Partial<ListParams>) =>
      setSearch(
        (current) =>
          writeListParams(current, { ...readListParams(current), page: 1, ...('query' in change ? { exact: undefined } : {}), ...change }),
        {
          replace: !('page' in change),
        },
      ),
    [setSearch],
  );
  const clear = useCallback(() => setSearch((current) => writeListParams(current, { page: 1, query: '', categoryIds: [] })), [setSearch]);

  return { params, update, clear };
}
