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

export const pagingMeta = z.object({ total: z.number().int(), current_page: z.number().int(), last_page: z.number().int() });
export type PagingMeta = z.infer<typeof pagingMeta>;
export type Paged<T> = { data: T[]; meta: PagingMeta };

export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pagingMeta });

export const withMessage = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
