import { type FeedItemsQuery, messages, type NinjsVersion } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ContentPolicy, Reader } from '../content/content.policy.ts';
import { readingsTsQuery } from '../content/nepali-readings.ts';
import type { FeedDocuments } from './feed-documents.ts';
import type { FeedEvent, FeedEventsRepository, FeedFilters } from './feed-events.repository.ts';
import type { FeedG2 } from './feed-g2.ts';
import type { TopicOf } from './feed-items.repository.ts';
import type { VideoEntitlement } from './ninjs.ts';

const CURSOR = /^seq:(\d{1,15})$/;

/** A cursor is opaque to clients: base64url of the log's seq (the item-change log's or the agenda's: each API reads its own). */
export const encodeCursor = (seq: number) => Buffer.from(`seq:${seq}`).toString('base64url');

export function decodeCursor(cursor: string): number {
  const seq = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  if (seq === undefined || encodeCursor(Number(seq)) !== cursor) throw ValidationError.field('since', messages.feedCursorInvalid);
  return Number(seq);
}

/**
 * The Feed API: pages of the item-change log as ninjs, with the entitlements a client has on screen.
 * Answers are JSON texts joined from each version's stored ninjs (feed-documents.ts), never parsed and
 * serialized again; feed-api.test.ts holds every answer to IPTC's schema and to `feedItemsPage`. The same
 * pages and items as NewsML-G2 News Messages come from feed-g2.ts.
 */
export function createFeedService(deps: {
  db: Database;
  events: FeedEventsRepository;
  documents: FeedDocuments;
  g2: FeedG2;
  policy: ContentPolicy;
  /** IPTC Media Topics (the mediaTopics piece): a code's topic, and the topic with every narrower one. */
  topics: { topicOf: TopicOf; withNarrower: (code: string) => string[] };
}) {
  /** A current Media Topic and its narrower ones (retired ones too: old items may carry them); 400 for an unknown or retired code. */
  function topicCodesOf(code: string): string[] {
    const topic = deps.topics.topicOf(code);
    if (!topic) throw ValidationError.field('topic', messages.feedTopicUnknown(code));
    if (topic.retired) throw ValidationError.field('topic', messages.feedTopicRetired(code));
    return deps.topics.withNarrower(code);
  }

  /** An empty parameter (`?category=`) is no filter, as in the portal's own lists. */
  async function filtersOf(query: FeedItemsQuery): Promise<FeedFilters> {
    const filters: FeedFilters = {};
    if (query.category?.trim()) {
      filters.categoryId = await deps.events.categoryId(query.category.trim());
      if (filters.categoryId === undefined) throw ValidationError.field('category', messages.feedCategoryUnknown);
    }
    if (query.language?.trim()) {
      filters.languageId = await deps.events.languageId(query.language.trim().toLowerCase());
      if (filters.languageId === undefined) throw ValidationError.field('language', messages.feedLanguageUnknown);
    }
    if (query.topic?.trim()) filters.topicCodes = topicCodesOf(query.topic.trim());
    if (query.q?.trim()) {
      const tsQuery = await readingsTsQuery(deps.db, query.q);
      if (tsQuery === null) throw ValidationError.field('q', messages.feedSearchEmpty);
      filters.tsQuery = tsQuery;
    }
    return filters;
  }

  async function pageOf(events: FeedEvent[], entitlements: VideoEntitlement, seq: number, version: NinjsVersion): Promise<string> {
    const items = await deps.documents.texts(events, entitlements, version);
    return `{"items":[${items.join(',')}],"next_cursor":"${encodeCursor(seq)}"}`;
  }

  /** A page's events, what the reader may take of them, and the seq its next cursor names. */
  async function selected(reader: Reader, query: FeedItemsQuery) {
    const since = query.since ? decodeCursor(query.since) : undefined;
    const entitlements = await deps.policy.assertCanOpen(reader, 'News');
    const filters = await filtersOf(query);
    if (since === undefined) {
      const { events, head } = await deps.events.newest(filters, query.limit);
      return { events, entitlements, seq: head };
    }
    const { events, head } = await deps.events.since(since, filters, query.limit);
    if (since > head) throw ValidationError.field('since', messages.feedCursorInvalid);
    // A full page may have more behind it; a short one read the log to its end.
    return { events, entitlements, seq: events.length === query.limit ? (events.at(-1)?.seq ?? head) : head };
  }

  return {
    /** A page as JSON text (`feedItemsPage`), its items in ninjs `version` (ninjs-negotiation.ts chose it). */
    async page(reader: Reader, query: FeedItemsQuery, version: NinjsVersion): Promise<string> {
      const { events, entitlements, seq } = await selected(reader, query);
      return pageOf(events, entitlements, seq, version);
    },

    /** The same page as a NewsML-G2 News Message (none when nothing is to be sent), and its next cursor (in the message's header too). */
    async g2Page(reader: Reader, query: FeedItemsQuery): Promise<{ xml: string | undefined; nextCursor: string }> {
      const { events, entitlements, seq } = await selected(reader, query);
      const nextCursor = encodeCursor(seq);
      return { xml: await deps.g2.page(events, entitlements, nextCursor), nextCursor };
    },

    /** One item as a NewsML-G2 News Message (its package and items, or their cancellation). */
    async g2Item(reader: Reader, newsId: number): Promise<string> {
      const entitlements = await deps.policy.assertCanOpen(reader, 'News');
      const event = await deps.events.latestOf(newsId);
      const xml = event ? await deps.g2.item(event, entitlements) : undefined;
      if (xml === undefined) throw new NotFoundError();
      return xml;
    },

    /** One item as JSON text (`ninjsDocument`) in ninjs `version`. */
    async item(reader: Reader, newsId: number, version: NinjsVersion): Promise<string> {
      const entitlements = await deps.policy.assertCanOpen(reader, 'News');
      const event = await deps.events.latestOf(newsId);
      const [item] = event ? await deps.documents.texts([event], entitlements, version) : [];
      if (item === undefined) throw new NotFoundError();
      return item;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
