import { type FeedItemsPage, type FeedItemsQuery, messages } from '@portal/shared';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { trustAnswer } from '../../lib/memoized-serializer.ts';
import { prefixTsQuery, searchTerms } from '../../lib/search-terms.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { FeedCaller } from './api-keys.service.ts';
import type { FeedEvent, FeedEventsRepository, FeedFilters } from './feed-events.repository.ts';
import type { FeedItemsRepository } from './feed-items.repository.ts';
import type { Entitlements, Ninjs, NinjsPresenter } from './ninjs.ts';

const CURSOR = /^seq:(\d{1,15})$/;

/** A cursor is opaque to clients: base64url of the log's seq. */
export const encodeCursor = (seq: number) => Buffer.from(`seq:${seq}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const seq = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  if (seq === undefined || encodeCursor(Number(seq)) !== cursor) throw ValidationError.field('since', messages.feedCursorInvalid);
  return Number(seq);
}

/** The Feed API: pages of the item-change log as ninjs, with the entitlements a client has on screen. */
export function createFeedService(deps: {
  events: FeedEventsRepository;
  feedItems: FeedItemsRepository;
  presenter: NinjsPresenter;
  subscriptions: SubscriptionService;
  now: () => Date;
}) {
  /** As on screen (content.policy.ts): days left to open items, and videos only in a plan with videos. */
  async function entitlementsOf(caller: FeedCaller): Promise<Entitlements> {
    if (caller.staff) return { videos: true };
    const state = await deps.subscriptions.stateOf(caller.userId, deps.now());
    if (state.left_subscription_days === 0) throw new ForbiddenError(messages.subscriptionNeeded);
    return { videos: state.subscription?.content_types.includes('Videos') ?? false };
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
    if (query.q?.trim()) {
      const terms = searchTerms(query.q);
      if (terms.length === 0) throw ValidationError.field('q', messages.feedSearchEmpty);
      filters.tsQuery = prefixTsQuery(terms);
    }
    return filters;
  }

  /** Usable events as full items from current data; one no longer readable is left out (its cancellation follows). */
  async function present(events: FeedEvent[], entitlements: Entitlements): Promise<Ninjs[]> {
    const readable = await deps.feedItems.readable(
      events.filter((event) => event.pubstatus === 'usable').map((event) => event.newsId),
      deps.now(),
    );
    return events.flatMap((event) => {
      const version = { version: event.version, pubstatus: event.pubstatus, at: event.at };
      if (event.pubstatus === 'canceled') return [deps.presenter.canceled(event.newsId, version, event.languageCode)];
      const item = readable.get(event.newsId);
      return item ? [deps.presenter.item(item, version, entitlements)] : [];
    });
  }

  /**
   * A page goes out as JSON without zod checking its hundred items again (a third of a page's cost):
   * the presenter builds them to the schema, and feed-api.test.ts holds every answer to IPTC's schema
   * and to `feedItemsPage`.
   */
  const pageOf = (items: Ninjs[], seq: number): FeedItemsPage => trustAnswer({ items, next_cursor: encodeCursor(seq) });

  return {
    async page(caller: FeedCaller, query: FeedItemsQuery): Promise<FeedItemsPage> {
      const since = query.since ? decodeCursor(query.since) : undefined;
      const entitlements = await entitlementsOf(caller);
      const filters = await filtersOf(query);
      if (since === undefined) {
        const { events, head } = await deps.events.newest(filters, query.limit);
        return pageOf(await present(events, entitlements), head);
      }
      const { events, head } = await deps.events.since(since, filters, query.limit);
      if (since > head) throw ValidationError.field('since', messages.feedCursorInvalid);
      // A full page may have more behind it; a short one read the log to its end.
      const last = events.length === query.limit ? (events.at(-1)?.seq ?? head) : head;
      return pageOf(await present(events, entitlements), last);
    },

    async item(caller: FeedCaller, newsId: number): Promise<Ninjs> {
      const entitlements = await entitlementsOf(caller);
      const event = await deps.events.latestOf(newsId);
      const [item] = event ? await present([event], entitlements) : [];
      if (!item) throw new NotFoundError();
      return item;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
