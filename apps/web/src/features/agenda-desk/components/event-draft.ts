import {
  type COVERAGE_KINDS,
  type COVERAGE_STATES,
  type DeliveredItem,
  type EventStatus,
  eventCreate,
  eventFields,
  type RECURRENCE_FREQUENCIES,
  type RecurrenceRule,
  type StaffEvent,
} from '@portal/shared';
import { z } from 'zod';
import { NO_PLACE, type PlaceValue, placeRequest, placeValueOf } from '../../../lib/place-value.ts';

export type CoverageKind = (typeof COVERAGE_KINDS)[number];
export type CoverageState = (typeof COVERAGE_STATES)[number];

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
  delivered_item: DeliveredItem | null;
};

export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** How a new event repeats, as the form holds it: one of its two ends chosen, the other kept for a change of mind. */
export type RecurrenceDraft = {
  frequency: RecurrenceFrequency;
  interval: number;
  /** 0 = Sunday; the weekly rule's days (the start's weekday when none). */
  weekdays: number[];
  ends: 'until' | 'count';
  /** The last day it may fall on (AD), or ''. */
  until: string;
  /** How many times in all, the first included, as typed. */
  count: string;
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
  /** A new event only: whether it repeats, and how (sent as `recurrence` when it does). */
  repeats: boolean;
  recurrence: RecurrenceDraft;
} & PlaceValue;

/** The form's values once checked: the shared schema's event, with the rule of a repeating new one. */
export type EventValues = z.output<typeof eventCreate>;

/** The weekday of a day (`YYYY-MM-DD`), 0 = Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const newRecurrence = (startDate: string): RecurrenceDraft => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: startDate ? [weekdayOf(startDate)] : [],
  ends: 'count',
  until: '',
  count: '',
});

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
  repeats: false,
  recurrence: newRecurrence(startDate),
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
  repeats: false,
  recurrence: newRecurrence(event.start_date),
  ...placeValueOf(event),
});

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The values in the shape the server takes: '' days and times as null, none for an all-day event, no start
 * time for one whose time is to be confirmed, a reason only with a status that needs one, the place levels set.
 */
export function toRequest(draft: EventDraft) {
  const { province_id, district_id, local_level_id, repeats, recurrence, ...fields } = draft;
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
    ...(repeats ? { recurrence: ruleOf(recurrence) } : {}),
  };
}

/** The rule the server takes: weekdays for a weekly one only, the chosen end alone. */
export function ruleOf(draft: RecurrenceDraft): RecurrenceRule {
  return {
    frequency: draft.frequency,
    interval: draft.interval,
    weekdays: draft.frequency === 'weekly' ? [...draft.weekdays].sort((a, b) => a - b) : [],
    until: draft.ends === 'until' ? orNull(draft.until) : null,
    // A count left empty is no end, which the schema refuses with its message.
    count: draft.ends === 'count' && draft.count.trim() !== '' ? Number(draft.count) : null,
  };
}

/** The shared schema, checking the form's values once they are in the shape the server takes. */
export const eventDraft = z.preprocess(toRequest, eventFields);
/** The same for a new event, which may repeat. */
export const newEventDraft = z.preprocess(toRequest, eventCreate);
