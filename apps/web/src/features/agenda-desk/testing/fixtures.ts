import { endpoints, type StaffEvent } from '@portal/shared';
import places from '@portal/shared/places/nepal-places.json' with { type: 'json' };
import { json } from '../../../test/fake-api.ts';

type Coverage = StaffEvent['coverages'][number];

export const coverageOf = (overrides: Partial<Coverage> = {}): Coverage => ({
  id: 31,
  kind: 'photos',
  state: 'planned',
  expected_date: null,
  expected_time: null,
  note: '',
  delivered_item: null,
  ...overrides,
});

/**
 * An event as the console's API answers it. Cast once: a field the shared schema gains (another team's work in
 * progress) leaves these tests compiling, and the screens under test read only the fields named here.
 */
export const eventOf = (overrides: Partial<StaffEvent> = {}): StaffEvent =>
  ({
    id: 12,
    version: 3,
    title: 'Budget speech',
    title_ne: 'बजेट भाषण',
    description: 'The finance minister presents the budget.',
    description_ne: '',
    start_date: '2026-05-29',
    start_time: '11:00',
    end_date: null,
    end_time: '13:00',
    all_day: false,
    time_to_be_confirmed: false,
    province_id: null,
    district_id: null,
    local_level_id: null,
    venue: 'Federal Parliament, New Baneshwor',
    category_ids: [1],
    organiser: 'Ministry of Finance',
    contact: 'Spokesperson, 01-4211400',
    links: [{ label: 'Live stream', url: 'https://parliament.example/live' }],
    status: 'confirmed',
    status_reason: '',
    internal_note: 'Two photographers; the hall fills early.',
    coverages: [
      coverageOf(),
      coverageOf({
        id: 32,
        kind: 'text',
        state: 'delivered',
        delivered_item: { kind: 'news', id: 77, title: 'Budget raises school grants' },
      }),
    ],
    attachments: [],
    series: null,
    updated_at: '2026-05-20T04:15:00Z',
    ...overrides,
  }) as StaffEvent;

export const pagedEvents = (events: StaffEvent[], page = 1, lastPage = 1) =>
  json(200, { data: events, meta: { total: events.length, current_page: page, last_page: lastPage, total_relation: 'exact' } });

/** The lookups the form loads: categories (and languages), and Nepal's places. */
export function lookup(path: string) {
  if (path === endpoints.lookups.categories.path) {
    return json(200, {
      data: [
        { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' },
        { id: 4, name: 'Sports', name_ne: 'खेलकुद', slug: 'sports' },
      ],
    });
  }
  if (path === endpoints.places.all.path) return json(200, places);
  return undefined;
}
