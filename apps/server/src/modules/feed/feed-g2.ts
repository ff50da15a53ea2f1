import type { MediaLinks } from '../../lib/media-links.ts';
import { createNewsMlG2Writer, G2_NEWS_MESSAGE_TYPE } from '../news-downloads/newsml-g2.ts';
import type { FeedEvent } from './feed-events.repository.ts';
import type { FeedItemsRepository } from './feed-items.repository.ts';
import type { VideoEntitlement } from './ninjs.ts';

/** The Feed API's answer as NewsML-G2 (`?format=newsml-g2`, or this type in `Accept`). */
export const FEED_G2_TYPE = `${G2_NEWS_MESSAGE_TYPE}; charset=utf-8`;

/**
 * Whether a Feed API call asks for NewsML-G2: `format=newsml-g2`, or, without `format`, an `Accept` that names the
 * News Message type (not refused with `q=0`). Anything else is ninjs, as before.
 */
export function wantsG2(request: { format?: string; accept?: string }): boolean {
  if (request.format) return request.format === 'newsml-g2';
  return (request.accept ?? '')
    .split(',')
    .some((range) => range.trim().toLowerCase().startsWith(G2_NEWS_MESSAGE_TYPE) && !/;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:;|$)/i.test(range));
}

/**
 * The Feed API's pages and items as NewsML-G2 News Messages: each listed event's story as it stands (its package,
 * text and file items at the event's version, file links signed as they go out), a cancellation as its package and
 * text canceled; a usable event whose item can no longer be read is left out, as in ninjs (its cancellation follows).
 * Made for each call, not stored: the G2 answer is the exception beside the stored ninjs (feed-documents.ts).
 */
export function createFeedG2(deps: {
  feedItems: FeedItemsRepository;
  links: MediaLinks;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
}) {
  const writer = createNewsMlG2Writer({
    publicUrl: deps.publicUrl,
    agencyName: deps.agencyName,
    sign: (path) => deps.links.sign(path, deps.publicUrl),
  });
  const cursorProperty = `${deps.publicUrl}/api/feed/v1/items#next_cursor`;

  /** Each event's G2 items, in the events' order. */
  async function membersOf(events: FeedEvent[], entitlements: VideoEntitlement, now: Date) {
    const usable = events.filter((event) => event.pubstatus === 'usable').map((event) => event.newsId);
    const items = await deps.feedItems.readable(usable, now);
    return events.flatMap((event) => {
      if (event.pubstatus === 'canceled') return writer.canceled(event.newsId, event, event.languageCode);
      const item = items.get(event.newsId);
      return item ? writer.items(item, event, entitlements) : [];
    });
  }

  return {
    /**
     * A page's events as one News Message, `nextCursor` in its header (and in the route's `X-Next-Cursor`); undefined
     * for a page with nothing to send, since a News Message holds one item at least (the route answers 204).
     */
    async page(events: FeedEvent[], entitlements: VideoEntitlement, nextCursor: string): Promise<string | undefined> {
      const now = deps.now();
      const members = await membersOf(events, entitlements, now);
      if (members.length === 0) return undefined;
      return writer.message(members, now, { properties: [{ reluri: cursorProperty, value: nextCursor }] });
    },

    /** One item's latest event as a News Message of its items, taken together; undefined when the item can no longer be read. */
    async item(event: FeedEvent, entitlements: VideoEntitlement): Promise<string | undefined> {
      const now = deps.now();
      const members = await membersOf([event], entitlements, now);
      return members.length > 0 ? writer.message(members, now, { atomic: true }) : undefined;
    },
  };
}
export type FeedG2 = ReturnType<typeof createFeedG2>;
