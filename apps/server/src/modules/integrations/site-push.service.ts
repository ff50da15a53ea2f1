import { createPushSitePost } from './push-site-post.ts';
import type { SitePushDeps } from './site-push-deps.ts';
import { createDeliverSitePush } from './use-cases/deliver-site-push.ts';
import { createFanOutSitePushes } from './use-cases/fan-out-site-pushes.ts';
import { createListSiteDeliveries } from './use-cases/list-site-deliveries.ts';
import { createManageAutoPush } from './use-cases/manage-auto-push.ts';
import { createPostToSite } from './use-cases/post-to-site.ts';
import { createRetrySitePush } from './use-cases/retry-site-push.ts';

export { SITE_PUSH_QUEUE, type SitePushJob } from './use-cases/fan-out-site-pushes.ts';

/**
 * Pushes to client sites (docs/SITE-PUSH.md). An item reaches a site as a `site_posts` row: by
 * "Post to my site" or by auto-push, once per item and site. Each change of the item (the item-change log)
 * queues one job per post of it, which pushes the item as it then stands: a publish, a correction, or a
 * take-down once it is withdrawn. Every attempt is logged; failed jobs are tried again with back-off and
 * the client can press Retry. Each use case is a file of use-cases/; they share one `push`, which keeps
 * the pushes this process has started.
 */
export function createSitePushService(deps: SitePushDeps) {
  const push = createPushSitePost(deps);
  return {
    fanOut: createFanOutSitePushes(deps),
    deliver: createDeliverSitePush({ ...deps, push }),
    post: createPostToSite({ ...deps, push }),
    retry: createRetrySitePush({ ...deps, push }),
    ...createListSiteDeliveries(deps),
    ...createManageAutoPush(deps),
  };
}
export type SitePushService = ReturnType<typeof createSitePushService>;
