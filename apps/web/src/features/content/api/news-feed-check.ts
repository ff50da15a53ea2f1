import { type NewsFeedEvent, newsFeedEvent } from '@portal/shared';

/** A live-feed event's data, checked by the shared schema: a chunk of its own, so zod comes with the first event, not with the list. */
export function readNewsFeedEvent(data: string): NewsFeedEvent | undefined {
  const parsed = newsFeedEvent.safeParse(JSON.parse(data));
  return parsed.success ? parsed.data : undefined;
}
