import { z } from 'zod';
import { isCalendarDay } from './calendar-day.ts';
import { messages } from './messages.ts';
import { placeTagFields, placeTagValues } from './places/places.schema.ts';
import { positiveId } from './rules.ts';

/** Where an event stands; postponed and cancelled say why. */
export const EVENT_STATUSES = ['planned', 'confirmed', 'postponed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** What the agency will deliver of an event. */
export const COVERAGE_KINDS = ['text', 'photos', 'video', 'live', 'audio'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];
export const COVERAGE_STATES = ['planned', 'assigned', 'in_progress', 'delivered', 'cancelled'] as const;

/** A Nepal calendar day, `YYYY-MM-DD` (AD). */
const day = z.string().refine(isCalendarDay, messages.eventDateFormat);
/** A Nepal time of day, `HH:MM`. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.eventTimeFormat);
const text = (max: number) => z.string().trim().max(max);

export const coverageFields = z.object({
  /** Set for a coverage the event had; left out for a new one. */
  id: z.optional(positiveId),
  kind: z.enum(COVERAGE_KINDS),
  state: z.enum(COVERAGE_STATES).default('planned'),
  /** When it is expected, Nepal time; null when not yet known. */
  expected_date: z.nullable(day).default(null),
  expected_time: z.nullable(time).default(null),
  note: text(500).default(''),
});

/**
 * An event as staff save it. Times are Nepal time; an all-day event has none, and one whose time is to be
 * confirmed keeps its day. `version` is the one the form was opened at: a save over a newer one is refused.
 */
export const eventFields = z
  .object({
    title: text(300).min(1, messages.eventTitleRequired),
    title_ne: text(300).default(''),
    description: text(10_000).default(''),
    description_ne: text(10_000).default(''),
    start_date: day,
    start_time: z.nullable(time).default(null),
    end_date: z.nullable(day).default(null),
    end_time: z.nullable(time).default(null),
    all_day: z.boolean().default(false),
    time_to_be_confirmed: z.boolean().default(false),
    ...placeTagFields,
    venue: text(300).default(''),
    category_ids: z.array(positiveId).max(20).default([]),
    organiser: text(300).default(''),
    contact: text(300).default(''),
    links: z
      .array(z.object({ label: text(200), url: z.url({ protocol: /^https?$/ }).max(2000) }))
      .max(10)
      .default([]),
    status: z.enum(EVENT_STATUSES).default('planned'),
    status_reason: text(1000).default(''),
    /** Never shown to clients. */
    internal_note: text(5000).default(''),
    coverages: z.array(coverageFields).max(20).default([]),
  })
  .refine(
    (event) =>
      !event.end_date ||
      event.end_date > event.start_date ||
      (event.end_date === event.start_date && (!event.end_time || !event.start_time || event.end_time >= event.start_time)),
    {
      path: ['end_date'],
      message: messages.eventEndsBeforeStart,
    },
  )
  .refine((event) => !['postponed', 'cancelled'].includes(event.status) || event.status_reason !== '', {
    path: ['status_reason'],
    message: messages.eventReasonRequired,
  });
export type EventFields = z.output<typeof eventFields>;

export const eventUpdate = z.intersection(eventFields, z.object({ version: z.number().int().positive() }));

/** How many occurrences a recurring event makes at most, and how far ahead. */
export const MAX_OCCURRENCES = 100;
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

/**
 * A recurring event's rule, after RFC 5545's RRULE: every `interval` days, weeks (on `weekdays`, 0 = Sunday;
 * the start's weekday when empty) or months (on the start's day of the month; a month without it is skipped),
 * until a day or for a count of occurrences, whichever the rule names. Each occurrence is then an event of its own.
 */
export const recurrenceRule = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int().min(1).max(12).default(1),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    until: z.nullable(day).default(null),
    count: z.nullable(z.number().int().min(2).max(MAX_OCCURRENCES)).default(null),
  })
  .refine((rule) => (rule.until === null) !== (rule.count === null), { path: ['until'], message: messages.recurrenceEnd });
export type RecurrenceRule = z.output<typeof recurrenceRule>;

/** A new event, or with `recurrence` the first of a series whose occurrences are made at once. */
export const eventCreate = z.intersection(eventFields, z.object({ recurrence: z.optional(recurrenceRule) }));

/** Files an event holds at most (a press release, an invitation, a programme). */
export const MAX_EVENT_FILES = 10;

/**
 * A file of an event: `url` is the portal's lasting address of it (a signed id, no session needed), which answers
 * with a redirect to the file itself, so it can be kept in calendars and feeds.
 */
export const eventAttachment = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['image', 'video', 'pdf']),
  size: z.number().int(),
  url: z.string(),
});
export type EventAttachment = z.infer<typeof eventAttachment>;

/** POST …/attachments, multipart: `file` (PDF, JPG or PNG) and its `name` as people will see it. */
export const attachmentFields = z.object({ name: z.string().trim().min(1, messages.attachmentNameRequired).max(200) });
export const attachmentParams = z.object({ id: positiveId, fileId: positiveId });
export const attachmentTokenParams = z.object({ token: z.string().max(100) });

/** The item that delivered a coverage, opened like any item of its kind. */
export const deliveredItem = z.object({ kind: z.enum(['news', 'gallery', 'video']), id: z.number().int(), title: z.string() });
export type DeliveredItem = z.infer<typeof deliveredItem>;

export const coverageRow = coverageFields.extend({ id: z.number().int(), delivered_item: z.nullable(deliveredItem) });

/** What every presented event says of itself, inside and outside the agency; the place is added as each reader needs it. */
export const presentedEventFields = {
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  title_ne: z.string(),
  description: z.string(),
  description_ne: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  all_day: z.boolean(),
  time_to_be_confirmed: z.boolean(),
  venue: z.string(),
  category_ids: z.array(z.number().int()),
  organiser: z.string(),
  contact: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  status: z.enum(EVENT_STATUSES),
  status_reason: z.string(),
  attachments: z.array(eventAttachment),
  updated_at: z.string(),
};

/** An event as the console shows it. */
export const staffEvent = z.object({
  ...presentedEventFields,
  ...placeTagValues,
  internal_note: z.string(),
  coverages: z.array(coverageRow),
  /** The series the event is an occurrence of; editing it changes this occurrence only. */
  series: z.nullable(z.object({ id: z.number().int(), rule: recurrenceRule })),
});
export type StaffEvent = z.infer<typeof staffEvent>;

/** The console's list of events over a range of Nepal days, earliest first. */
export const staffEventsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(50),
  from: z.optional(day),
  to: z.optional(day),
  status: z.optional(z.enum(EVENT_STATUSES)),
});

/** An item as the desks name it: its kind and number. */
export const coverageLink = z.object({ kind: z.enum(['news', 'gallery', 'video']), id: positiveId });
export type CoverageLink = z.infer<typeof coverageLink>;
export const coverageSuggestionsQuery = coverageLink;

/** A coverage a published item may deliver, with its event. */
export const coverageSuggestion = z.object({
  event_id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  coverage_id: z.number().int(),
  kind: z.enum(COVERAGE_KINDS),
  state: z.enum(COVERAGE_STATES),
  expected_date: z.string().nullable(),
  expected_time: z.string().nullable(),
});
export type CoverageSuggestion = z.infer<typeof coverageSuggestion>;
