import { z } from 'zod';
import { ALERT_SETTINGS, LOCALES, MAX_SEARCH_LENGTH } from './constants.ts';
import { contentFilters } from './content.schema.ts';
import { messages } from './messages.ts';
import { positiveId, requiredText } from './rules.ts';

/** Saved searches, their mail alerts and the bell. */

export const SAVED_SEARCH_NAME_MAX = 80;
/** "HH:MM" on a 24-hour clock, Nepal time. */
export const DAILY_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST/PUT /api/client/saved-searches: the news list's words and filters under a name, with its alert. */
export const savedSearchForm = z
  .object({
    name: requiredText('Name', SAVED_SEARCH_NAME_MAX),
    query: z.string().trim().max(MAX_SEARCH_LENGTH, messages.maxLength(MAX_SEARCH_LENGTH)).default(''),
    filters: contentFilters.default({}),
    alert: z.enum(ALERT_SETTINGS).default('off'),
    daily_at: z.string().regex(DAILY_TIME, messages.dailyTimeRule).nullish(),
  })
  .refine((form) => form.alert !== 'daily' || Boolean(form.daily_at), { path: ['daily_at'], message: messages.dailyTimeRequired });
export type SavedSearchForm = z.input<typeof savedSearchForm>;
export type SavedSearchPayload = z.output<typeof savedSearchForm>;

export const savedSearch = z.object({
  id: z.int(),
  name: z.string(),
  query: z.string(),
  filters: contentFilters,
  alert: z.enum(ALERT_SETTINGS),
  daily_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

/** One match of the bell: an item that one of the client's saved searches found. */
export const bellAlert = z.object({
  id: z.int(),
  news_id: z.int(),
  title: z.string(),
  publish_at: z.string(),
  search_name: z.string().nullable(),
  read: z.boolean(),
});
export type BellAlert = z.infer<typeof bellAlert>;

export const bellResponse = z.object({ data: z.array(bellAlert), unread: z.int() });
export type BellResponse = z.infer<typeof bellResponse>;

/** POST /api/client/alerts/read: the given matches, or all of them without `ids`. */
export const readAlertsRequest = z.object({ ids: z.array(positiveId).max(200).optional() });
export type ReadAlertsRequest = z.infer<typeof readAlertsRequest>;

/** PUT /api/client/locale: the language the user picked, for the mails they get unasked. */
export const localeRequest = z.object({ locale: z.enum(LOCALES) });

export const unsubscribeParams = z.object({ token: z.string().max(200) });

/** What the unsubscribe link stops: shown before the click, answered after it. */
export const unsubscribeInfo = z.object({ name: z.string(), alert: z.enum(ALERT_SETTINGS) });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfo>;
