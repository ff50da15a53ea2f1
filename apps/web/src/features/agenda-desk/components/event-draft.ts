import { type COVERAGE_KINDS, type COVERAGE_STATES, type EventStatus, eventFields, type StaffEvent } from '@portal/shared';
import { z } from 'zod';
import { NO_PLACE, type PlaceValue, placeRequest, placeValueOf } from '../../../lib/place-value.ts';

export type CoverageKind = (typeof COVERAGE_KINDS)[number];
export type CoverageState = (typeof COVERAGE_STATES)[number];
export type DeliveredItem = StaffEvent['coverages'][number]['delivered_item'];

/** A coverage as the form holds it: an empty date or time is '' until it is sent as null. */
export type CoverageDraft = {
  /** The saved coverage's id, kept so the server changes it rather than making a new one. */
  id?: number | undefined;
  kind: CoverageKind;
  state: CoverageState;
  expected_date: string;
  expected_time: string;
  note: string;
  /** Shown only (the item that delivered it); the server sets it, the form never sends it. */
  delivered_item: DeliveredItem;
};

/** The event form's values: the fields of the shared schema, with '' for a day or time not given. */
export type EventDraft = {
  title: string;
  title_ne: string;
  description: string;
  description_ne: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  all_day: boolean;
  time_to_be_confirmed: boolean;
  venue: string;
  category_ids: number[];
  organiser: string;
  contact: string;
  links: { label: string; url: string }[];
  status: EventStatus;
  status_reason: string;
  internal_note: string;
  coverages: CoverageDraft[];
} & PlaceValue;

export const REASONED_STATUSES: readonly EventStatus[] = ['postponed', 'cancelled'];

export const newCoverage = (kind: CoverageKind = 'text', expectedDate = ''): CoverageDraft => ({
  kind,
  state: 'planned',
  expected_date: expectedDate,
  expected_time: '',
  note: '',
  delivered_item: null,
});

export const emptyDraft = (startDate: string): EventDraft => ({
  title: '',
  title_ne: '',
  description: '',
  description_ne: '',
  start_date: startDate,
  start_time: '',
  end_date: '',
  end_time: '',
  all_day: false,
  time_to_be_confirmed: false,
  venue: '',
  category_ids: [],
  organiser: '',
  contact: '',
  links: [],
  status: 'planned',
  status_reason: '',
  internal_note: '',
  coverages: [],
  ...NO_PLACE,
});

/** A saved event as the form edits it. */
export const draftOf = (event: StaffEvent): EventDraft => ({
  title: event.title,
  title_ne: event.title_ne,
  description: event.description,
  description_ne: event.description_ne,
  start_date: event.start_date,
  start_time: event.start_time ?? '',
  end_date: event.end_date ?? '',
  end_time: event.end_time ?? '',
  all_day: event.all_day,
  time_to_be_confirmed: event.time_to_be_confirmed,
  venue: event.venue,
  category_ids: event.category_ids,
  organiser: event.organiser,
  contact: event.contact,
  links: event.links.map((link) => ({ ...link })),
  status: event.status,
  status_reason: event.status_reason,
  internal_note: event.internal_note,
  coverages: event.coverages.map((coverage) => ({
    id: coverage.id,
    kind: coverage.kind,
    state: coverage.state,
    expected_date: coverage.expected_date ?? '',
    expected_time: coverage.expected_time ?? '',
    note: coverage.note,
    delivered_item: coverage.delivered_item,
  })),
  ...placeValueOf(event),
});

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The values in the shape the server takes: '' days and times as null, none for an all-day event, no start
 * time for one whose time is to be confirmed, a reason only with a status that needs one, the place levels set.
 */
export function toRequest(draft: EventDraft) {
  const { province_id, district_id, local_level_id, ...fields } = draft;
  const timed = !fields.all_day;
  return {
    ...fields,
    start_time: timed && !fields.time_to_be_confirmed ? orNull(fields.start_time) : null,
    end_date: orNull(fields.end_date),
    end_time: timed ? orNull(fields.end_time) : null,
    time_to_be_confirmed: timed && fields.time_to_be_confirmed,
    status_reason: REASONED_STATUSES.includes(fields.status) ? fields.status_reason : '',
    coverages: fields.coverages.map(({ delivered_item: _item, id, ...coverage }) => ({
      ...(id === undefined ? {} : { id }),
      ...coverage,
      expected_date: orNull(coverage.expected_date),
      expected_time: orNull(coverage.expected_time),
    })),
    ...placeRequest({ province_id, district_id, local_level_id }),
  };
}

/** The shared schema, checking the form's values once they are in the shape the server takes. */
export const eventDraft = z.preprocess(toRequest, eventFields);
