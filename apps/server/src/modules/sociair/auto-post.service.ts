import type { AutoPostDeps } from './auto-post-deps.ts';
import { createDeliverAutoPost } from './use-cases/deliver-auto-post.ts';
import { createFanOutAutoPosts } from './use-cases/fan-out-auto-posts.ts';
import { createFindPostedItems } from './use-cases/find-posted-items.ts';

export { AUTO_POST_QUEUE, type AutoPostJob } from './use-cases/fan-out-auto-posts.ts';

/**
 * Auto-posting: when a news item becomes usable (the item-change log), every linked client with Auto
 * Post on, a chosen category of the item, a chosen profile and the feature in its plan gets one
 * `auto_posts` row (unique per item and client) and one job; the job hands the item to the service with
 * the row's idempotency key, so a replayed job or a retry after a lost answer never posts twice.
 * Each use case is a file of use-cases/.
 */
export function createAutoPostService(deps: AutoPostDeps) {
  /** Posts that went out per client since the process started: delivering counts them, the marks read them. */
  const postsOut = new Map<number, number>();
  return {
    fanOut: createFanOutAutoPosts(deps),
    deliver: createDeliverAutoPost({ ...deps, postsOut }),
    ...createFindPostedItems({ ...deps, postsOut }),
  };
}
export type AutoPostService = ReturnType<typeof createAutoPostService>;
