import { z } from 'zod';

/** The path of the live feed of news going out (server-sent events; one `news` event per item). */
export const NEWS_FEED_PATH = '/api/auth/v2/news/feed';

/** A news item that has just become readable by clients: published now, or its embargo has lifted. */
export const newsFeedEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  breaking: z.boolean(),
  language_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  publish_at: z.string(),
});
export type NewsFeedEvent = z.infer<typeof newsFeedEvent>;
