import { FEATURE_SOCIAL_AUTOMATION } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import type { ItemChange } from '../../item-changes/item-changes.repository.ts';
import type { AutoPostDeps } from '../auto-post-deps.ts';

export const AUTO_POST_QUEUE = 'auto-post';

export type AutoPostJob = { autoPostId: number };

/**
 * Item-change consumer, in the dispatcher's transaction: every item usable now (published, its embargo
 * lifted, published again or corrected) goes to the clients with Auto Post on, a chosen category it has now
 * and the feature in their plan, that have not had it yet. The unique key keeps one auto-post per item and
 * client, so a correction, a second run or another instance adds none; what a client was posted is never
 * posted again.
 */
export function createFanOutAutoPosts(deps: Pick<AutoPostDeps, 'repository' | 'news' | 'plans' | 'jobs' | 'now'>) {
  const { repository } = deps;
  return async function fanOut(changes: ItemChange[], tx: Database): Promise<void> {
    const usable = changes.filter((change) => change.pubstatus === 'usable').map((change) => change.newsId);
    if (usable.length === 0) return;
    const categoriesOf = await deps.news.categoriesOf(usable, tx);
    const choices = await repository.autoPostChoices([...new Set([...categoriesOf.values()].flat())], tx);
    const entitled = new Set(await deps.plans.withFeature([...choices.keys()], FEATURE_SOCIAL_AUTOMATION, deps.now(), tx));
    const posts = [...categoriesOf].flatMap(([newsId, categoryIds]) =>
      [...choices]
        .filter(([userId, chosen]) => entitled.has(userId) && chosen.some((id) => categoryIds.includes(id)))
        .map(([userId]) => ({ newsId, userId })),
    );
    const ids = await repository.insertAutoPosts(posts, tx);
    await deps.jobs.enqueue(
      AUTO_POST_QUEUE,
      ids.map((autoPostId) => ({ data: { autoPostId } })),
      tx,
    );
  };
}
