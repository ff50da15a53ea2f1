import { isCalendarDay } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useAddressState } from '../../../lib/use-address-state.ts';
import { type CoverageKind, KINDS, STATUSES } from './agenda-terms.ts';

export const AGENDA_VIEWS = ['day', 'week', 'list'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
type Status = (typeof STATUSES)[number];

/** What the Agenda screen shows, as kept in the address so a reload or a shared link shows the same. */
export type AgendaParams = {
  view: AgendaView;
  /** The day the day and week views show (AD, Nepal day); today when not in the address. */
  day: string | undefined;
  /** The list view: past events (what was delivered) instead of the upcoming ones. */
  past: boolean;
  page: number;
  query: string;
  categoryId: number | undefined;
  kind: CoverageKind | undefined;
  status: Status | undefined;
  watched: boolean;
  provinceId: number | undefined;
  districtId: number | undefined;
  localLevelId: number | undefined;
};

const KEYS = ['view', 'day', 'past', 'page', 'q', 'cat', 'kind', 'status', 'watched', 'province', 'district', 'level'] as const;
const DEFAULT_VIEW: AgendaView = 'week';

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const oneOf = <Value extends string>(values: readonly Value[], text: string | null) => values.find((value) => value === text);

/** Reads the Agenda's state from the address; anything malformed is ignored rather than sent to the server. */
export function readAgendaParams(search: URLSearchParams): AgendaParams {
  const day = search.get('day');
  return {
    view: oneOf(AGENDA_VIEWS, search.get('view')) ?? DEFAULT_VIEW,
    day: day && isCalendarDay(day) ? day : undefined,
    past: search.get('past') === '1',
    page: positiveInt(search.get('page')) ?? 1,
    query: search.get('q') ?? '',
    categoryId: positiveInt(search.get('cat')),
    kind: oneOf(KINDS, search.get('kind')),
    status: oneOf(STATUSES, search.get('status')),
    watched: search.get('watched') === '1',
    provinceId: positiveInt(search.get('province')),
    districtId: positiveInt(search.get('district')),
    localLevelId: positiveInt(search.get('level')),
  };
}

/** Writes the Agenda's state into `search`, keeping keys that are not its own. */
export function writeAgendaParams(search: URLSearchParams, params: AgendaParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of KEYS) next.delete(key);
  const entries: [string, string | number | undefined][] = [
    ['view', params.view === DEFAULT_VIEW ? undefined : params.view],
    ['day', params.view === 'list' ? undefined : params.day],
    ['past', params.view === 'list' && params.past ? 1 : undefined],
    ['q', params.query.trim() || undefined],
    ['cat', params.categoryId],
    ['kind', params.kind],
    ['status', params.status],
    ['watched', params.watched ? 1 : undefined],
    ['province', params.provinceId],
    ['district', params.districtId],
    ['level', params.localLevelId],
    ['page', params.view === 'list' && params.page > 1 ? params.page : undefined],
  ];
  for (const [key, value] of entries) if (value !== undefined) next.set(key, String(value));
  return next;
}

export const hasAgendaFilters = (params: AgendaParams) =>
  Boolean(
    params.query.trim() ||
      params.categoryId ||
      params.kind ||
      params.status ||
      params.watched ||
      params.provinceId ||
      params.districtId ||
      params.localLevelId,
  );

/** The filters as GET /api/client/agenda/events takes them: the most precise place chosen names the place. */
export function toEventsFilters(params: AgendaParams) {
  const place = params.localLevelId
    ? { local_level: params.localLevelId }
    : params.districtId
      ? { district: params.districtId }
      : params.provinceId
        ? { province: params.provinceId }
        : {};
  return {
    ...place,
    ...(params.query.trim() ? { search: params.query.trim() } : {}),
    ...(params.categoryId ? { category: params.categoryId } : {}),
    ...(params.kind ? { coverage_kind: params.kind } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.watched ? { watched: '1' as const } : {}),
  };
}
export type EventsFilters = ReturnType<typeof toEventsFilters>;

/** The Agenda's state of the current address, and a setter that goes back to page 1 unless it changes the page. */
export function useAgendaParams() {
  const [search, setSearch] = useAddressState();
  const params = useMemo(() => readAgendaParams(search), [search]);
  const update = useCallback(
    (change: Partial<AgendaParams>) =>
      setSearch((current) => writeAgendaParams(current, { ...readAgendaParams(current), page: 1, ...change }), {
        replace: !('page' in change || 'view' in change || 'day' in change || 'past' in change),
      }),
    [setSearch],
  );
  const clear = useCallback(
    () =>
      setSearch((current) => {
        const { view, day, past } = readAgendaParams(current);
        return writeAgendaParams(current, { ...readAgendaParams(new URLSearchParams()), view, day, past });
      }),
    [setSearch],
  );
  return { params, update, clear };
}
