import { z } from 'zod/mini';

/**
 * A news item that has just become readable by clients: published now, or its embargo has lifted
 * (`zod/mini`: the signed-in layout parses the feed).
 */
export const newsFeedEvent = z.object({
  id: z.int(),
  title: z.string(),
  breaking: z.boolean(),
  language_id: z.int(),
  category_ids: z.array(z.int()),
  publish_at: z.string(),
});
export type NewsFeedEvent = z.infer<typeof newsFeedEvent>;
