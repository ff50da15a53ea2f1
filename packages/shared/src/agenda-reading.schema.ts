import { z } from 'zod';
import {
  COVERAGE_KINDS,
  COVERAGE_STATES,
  deliveredItem,
  EVENT_STATUSES,
  presentedEventFields,
  RECURRENCE_FREQUENCIES,
} from './agenda.schema.ts';
import { isCalendarDay } from './calendar-day.ts';
import { MAX_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { itemPlace, placeFilterFields } from './places/places.schema.ts';
import { positiveId } from './rules.ts';

/** The Agenda as clients read, watch and subscribe to it. */

const day = z.string().refine(isCalendarDay, messages.eventDateFormat);
const flag = z.enum(['1', '0']).transform((value) => value === '1');

/** GET /api/client/agenda/events: events overlapping a range of Nepal days, filtered; the home district's first each day. */
export const clientEventsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(50),
  from: z.optional(day),
  to: z.optional(day),
  ...placeFilterFields,
  category: z.optional(positiveId),
  coverage_kind: z.optional(z.enum(COVERAGE_KINDS)),
  status: z.optional(z.enum(EVENT_STATUSES)),
  search: z.string().trim().max(MAX_SEARCH_LENGTH, messages.maxLength(MAX_SEARCH_LENGTH)).default(''),
  /** Only the events the person watches (or one of whose coverages). */
  watched: z.optional(flag),
});
export type ClientEventsQuery = z.output<typeof clientEventsQuery>;

/** A coverage as anyone outside the agency reads it. */
export const publicCoverage = z.object({
  id: z.number().int(),
  kind: z.enum(COVERAGE_KINDS),
  state: z.enum(COVERAGE_STATES),
  expected_date: z.string().nullable(),
  expected_time: z.string().nullable(),
  note: z.string(),
  delivered_item: z.nullable(deliveredItem),
});
export type PublicCoverage = z.infer<typeof publicCoverage>;

/**
 * An event as anyone outside the agency reads it, never with the internal note: the agenda's log keeps it as
 * `document` of each change, which the calendar, the Feed API and webhooks serve.
 */
export const publicEvent = z.object({
  ...presentedEventFields,
  place: itemPlace.nullable(),
  coverages: z.array(publicCoverage),
  recurring: z.nullable(z.enum(RECURRENCE_FREQUENCIES)),
});
export type PublicEvent = z.infer<typeof publicEvent>;

export const clientCoverage = publicCoverage.extend({ watched: z.boolean() });
export type ClientCoverage = z.infer<typeof clientCoverage>;
/** An event as a client reads it: `watched` is the event itself, each coverage says its own. */
export const clientEvent = publicEvent.extend({
  coverages: z.array(clientCoverage),
  watched: z.boolean(),
  /** The person's watches of this event also send a text message. */
  watch_sms: z.boolean(),
});
export type ClientEvent = z.infer<typeof clientEvent>;

/** PUT /api/client/agenda/events/:id/watch: the event, or one coverage of it; `sms` adds a text message to the mail. */
export const watchRequest = z.object({ coverage_id: z.nullable(positiveId).default(null), sms: z.boolean().default(false) });
export type WatchRequest = z.output<typeof watchRequest>;
/** DELETE …/watch?coverage_id=: stop watching the event (without it) or one coverage. */
export const unwatchQuery = z.object({ coverage_id: z.optional(positiveId) });

/** What changed of a watched event, as a notice names it. */
export const NOTICE_REASONS = ['postponed', 'cancelled', 'rescheduled', 'delivered'] as const;
export type NoticeReason = (typeof NOTICE_REASONS)[number];

/** One change of a watched event in the bell. */
export const agendaNotice = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  title: z.string(),
  title_ne: z.string(),
  reasons: z.array(z.enum(NOTICE_REASONS)),
  coverage_kind: z.nullable(z.enum(COVERAGE_KINDS)),
  at: z.string(),
  read: z.boolean(),
});
export type AgendaNotice = z.infer<typeof agendaNotice>;
export const agendaNotices = z.object({ data: z.array(agendaNotice), unread: z.int() });
export const readNoticesRequest = z.object({ ids: z.array(positiveId).max(200).optional() });

/** The person's calendar subscription: one secret address, narrowed by `category` or `watched=1`. */
export const calendarAddress = z.object({ url: z.string(), webcal: z.string() });
export type CalendarAddress = z.infer<typeof calendarAddress>;
export const calendarTokenParams = z.object({ token: z.string().min(20).max(100) });
export const calendarFeedQuery = z.object({ category: z.optional(positiveId), watched: z.optional(flag) });
