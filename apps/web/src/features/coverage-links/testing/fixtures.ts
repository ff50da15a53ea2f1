import type { CoverageSuggestion, StaffEvent } from '@portal/shared';
import { json } from '../../../test/fake-api.ts';

type Coverage = StaffEvent['coverages'][number];

/** A coverage as the agenda answers it; the delivered item is named by its kind and id, all the panel reads of it. */
export const coverageOf = (
  overrides: Partial<Omit<Coverage, 'delivered_item'>> & {
    delivered_item?: { kind: 'news' | 'gallery' | 'video'; id: number } | null;
  } = {},
): Coverage =>
  ({
    id: 11,
    kind: 'text',
    state: 'planned',
    expected_date: '2026-05-29',
    expected_time: '15:00',
    note: '',
    delivered_item: null,
    ...overrides,
  }) as Coverage;

/**
 * An event as the agenda's API answers it. Cast once: a field the shared schema gains (another team's work in
 * progress) leaves these tests compiling, and the panel reads only the fields named here.
 */
export const eventOf = (overrides: Partial<StaffEvent> = {}): StaffEvent =>
  ({
    id: 12,
    version: 3,
    title: 'Budget speech',
    title_ne: 'बजेट भाषण',
    description: '',
    description_ne: '',
    start_date: '2026-05-29',
    start_time: '11:00',
    end_date: null,
    end_time: null,
    all_day: false,
    time_to_be_confirmed: false,
    province_id: null,
    district_id: null,
    local_level_id: null,
    venue: '',
    category_ids: [],
    organiser: '',
    contact: '',
    links: [],
    status: 'confirmed',
    status_reason: '',
    internal_note: '',
    coverages: [coverageOf()],
    series: null,
    updated_at: '2026-05-20T04:15:00Z',
    ...overrides,
  }) as StaffEvent;

export const suggestionOf = (overrides: Partial<CoverageSuggestion> = {}): CoverageSuggestion => ({
  event_id: 12,
  title: 'Budget speech',
  start_date: '2026-05-29',
  start_time: '11:00',
  coverage_id: 11,
  kind: 'text',
  state: 'planned',
  expected_date: '2026-05-29',
  expected_time: '15:00',
  ...overrides,
});

export const pagedEvents = (events: StaffEvent[], page = 1, lastPage = 1) =>
  json(200, { data: events, meta: { total: events.length, current_page: page, last_page: lastPage, total_relation: 'exact' } });
