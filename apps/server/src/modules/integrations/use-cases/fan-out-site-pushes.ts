import type { Database } from '../../../db/client.ts';
import type { ItemChange } from '../../item-changes/item-changes.repository.ts';
import type { SitePushDeps } from '../site-push-deps.ts';

export const SITE_PUSH_QUEUE = 'site-push';
/** One job brings one site post up to date with its item, whatever the change that queued it. */
export type SitePushJob = { sitePostId: number };

/** Item-change consumer: makes the auto-push posts of usable items and queues one job per post concerned, in `tx`. */
export function createFanOutSitePushes(deps: Pick<SitePushDeps, 'posts' | 'jobs' | 'now'>) {
  const { posts } = deps;
  return async function fanOut(changes: ItemChange[], tx: Database): Promise<void> {
    const usable = changes.filter((change) => change.pubstatus === 'usable').map((change) => change.newsId);
    const canceled = changes.filter((change) => change.pubstatus === 'canceled').map((change) => change.newsId);
    await posts.insertAutoPosts(usable, deps.now(), tx);
    const ids = [...(await posts.postsOf(usable, false, tx)), ...(await posts.postsOf(canceled, true, tx))];
    await deps.jobs.enqueue(
      SITE_PUSH_QUEUE,
      [...new Set(ids)].map((sitePostId) => ({ data: { sitePostId } })),
      tx,
    );
  };
}
