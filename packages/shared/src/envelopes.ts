import { z } from 'zod/mini';

/** The answer shapes of DESIGN.md §3 (`zod/mini`: the sign-in screen reads error answers with them). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const errorResponse = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const single = <T extends z.core.SomeType>(data: T) => z.object({ data });

/** `estimate`: `total` is the planner's estimate of a large search's matches (shown as "about …"); anything else is counted. */
export const TOTAL_RELATIONS = ['exact', 'estimate'] as const;
export type TotalRelation = (typeof TOTAL_RELATIONS)[number];

/**
 * Which form of a search typed in Latin letters found its items: its Nepali reading in Devanagari (a Latin
 * word is read only when the archive does not hold it as typed, so the words as typed never match too).
 */
export const MATCHED_FORMS = ['transliterated'] as const;
export type MatchedForm = (typeof MATCHED_FORMS)[number];

export const pagingMeta = z.object({
  total: z.int(),
  current_page: z.int(),
  last_page: z.int(),
  total_relation: z.enum(TOTAL_RELATIONS),
  /** A search corrected by "Did you mean": the words searched, and the query as typed (`exact=1` searches it as typed). */
  searched_for: z.optional(z.string()),
  query_as_typed: z.optional(z.string()),
  /** A search typed in romanized Nepali ("sarkar") that found items by its Devanagari reading: the query as read ("सरकार"). */
  transliterated: z.optional(z.string()),
  matched_form: z.optional(z.enum(MATCHED_FORMS)),
});
export type PagingMeta = z.infer<typeof pagingMeta>;
export type Paged<T> = { data: T[]; meta: PagingMeta };

export const paged = <T extends z.core.SomeType>(item: T) => z.object({ data: z.array(item), meta: pagingMeta });

export const withMessage = <T extends z.core.SomeType>(data: T) => z.object({ message: z.string(), data });
