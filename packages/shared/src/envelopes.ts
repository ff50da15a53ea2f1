import { z } from 'zod';

/** The answer shapes of DESIGN.md §3. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const single = <T extends z.ZodType>(data: T) => z.object({ data });

/** `estimate`: `total` is the planner's estimate of a large search's matches (shown as "about …"); anything else is counted. */
export const TOTAL_RELATIONS = ['exact', 'estimate'] as const;
export type TotalRelation = (typeof TOTAL_RELATIONS)[number];

export const pagingMeta = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total_relation: z.enum(TOTAL_RELATIONS),
  /** A search corrected by "Did you mean": the words searched, and the query as typed (`exact=1` searches it as typed). */
  searched_for: z.string().optional(),
  query_as_typed: z.string().optional(),
});
export type PagingMeta = z.infer<typeof pagingMeta>;
export type Paged<T> = { data: T[]; meta: PagingMeta };

export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pagingMeta });

export const withMessage = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
