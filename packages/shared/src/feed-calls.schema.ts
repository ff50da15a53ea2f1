import { z } from 'zod';
import { ANALYTICS_PAGE_SIZE } from './analytics.schema.ts';
import { booleanFlag, pageFields } from './content.schema.ts';
import { pagingMeta } from './envelopes.ts';
import { messages } from './messages.ts';
import { calendarDate } from './rules.ts';

/**
 * The staff's table of Feed API calls: one row per client and Nepal calendar day, as the
 * Feed API counts them in `feed_usage`. Without `from` and `to` the range is the last 30 days.
 */
export const FEED_CALLS_SORT_FIELDS = ['calls', 'day', 'company_name'] as const;
export type FeedCallsSort = (typeof FEED_CALLS_SORT_FIELDS)[number];

export const feedCallsQuery = z
  .object({
    from: z.optional(calendarDate),
    to: z.optional(calendarDate),
    ...pageFields(ANALYTICS_PAGE_SIZE),
    sortBy: z.enum(FEED_CALLS_SORT_FIELDS).default('calls'),
    descending: booleanFlag.default(true),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { path: ['to'], message: messages.dateRangeOrder });
export type FeedCallsQuery = z.infer<typeof feedCallsQuery>;
export type FeedCallsQueryInput = z.input<typeof feedCallsQuery>;

export const feedCallsRow = z.object({
  user_id: z.number().int(),
  company_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  day: calendarDate,
  calls: z.number().int(),
});
export type FeedCallsRow = z.infer<typeof feedCallsRow>;

/** A page of the table, with the days it covers. */
export const feedCallsAnswer = z.object({ data: z.array(feedCallsRow), meta: pagingMeta, from: calendarDate, to: calendarDate });
export type FeedCallsAnswer = z.infer<typeof feedCallsAnswer>;
