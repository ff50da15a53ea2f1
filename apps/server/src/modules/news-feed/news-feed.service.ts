import type { NewsFeedEvent } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { NewsRepository } from '../news/news.repository.ts';

export type NewsFeedListener = (event: NewsFeedEvent) => void;

/** The most items one announcement sends; a bigger batch (a bulk import) still moves the watermark past all of them. */
const BATCH = 50;
/**
 * How far back each look reaches behind the watermark: an item stamped with its publish time before its
 * transaction committed may become visible after a look that began later. Items already announced are skipped.
 */
const COMMIT_LAG_MS = 10_000;

/**
 * Tells open client portals, within a second, about news that has just become readable. Rather than
 * every write path knowing about the feed, each content write pokes it (through the content cache it
 * clears, on every instance through the change bus) and it asks the database which items went out
 * since it last looked: items whose publish time lies between its watermark and now. A slow sweep
 * catches embargoes lifting on their own.
 */
export function createNewsFeedService(deps: {
  news: Pick<NewsRepository, 'publishedBetween'>;
  now: () => Date;
  sweepMs: number;
  log: FastifyBaseLogger;
}) {
  const listeners = new Set<NewsFeedListener>();
  let watermark = deps.now();
  /** Items announced within the lag, by id, with their publish time. */
  const announced = new Map<number, number>();
  let running: Promise<void> | undefined;
  let again = false;

  async function announce(): Promise<void> {
    const until = deps.now();
    if (listeners.size === 0) {
      watermark = until;
      return;
    }
    const from = new Date(watermark.getTime() - COMMIT_LAG_MS);
    const rows = await deps.news.publishedBetween(from, until, BATCH);
    watermark = until;
    for (const [id, publishedAt] of announced) if (publishedAt <= from.getTime()) announced.delete(id);
    for (const row of rows.filter((found) => !announced.has(found.id))) {
      announced.set(row.id, row.publishAt.getTime());
      const event: NewsFeedEvent = {
        id: row.id,
        title: row.title,
        breaking: row.breaking,
        language_id: row.languageId,
        category_ids: row.categoryIds,
        publish_at: row.publishAt.toISOString(),
      };
      for (const listener of listeners) listener(event);
    }
  }

  /** Looks for news gone out; pokes that arrive while it looks make it look once more afterwards. */
  function poke(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = announce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'news feed announcement failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void poke();
        }
      });
    return running;
  }

  const sweep = setInterval(() => void poke(), deps.sweepMs);
  sweep.unref();

  return {
    poke,
    subscribe(listener: NewsFeedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listenerCount() {
      return listeners.size;
    },
    stop() {
      clearInterval(sweep);
      listeners.clear();
    },
  };
}
export type NewsFeedService = ReturnType<typeof createNewsFeedService>;
