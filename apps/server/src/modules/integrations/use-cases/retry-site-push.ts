import { messages, type SiteDelivery } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, NotFoundError } from '../../../lib/errors.ts';
import { presentSiteDelivery } from '../integrations.presenters.ts';
import type { PushSitePost } from '../push-site-post.ts';
import type { SitePushDeps } from '../site-push-deps.ts';

/** Retry of a failed attempt from the log: the item is pushed as it stands now. */
export function createRetrySitePush(deps: Pick<SitePushDeps, 'posts'> & { push: PushSitePost }) {
  return async function retry(
    userId: number,
    deliveryId: number,
    log: FastifyBaseLogger,
  ): Promise<{ delivered: boolean; delivery: SiteDelivery }> {
    const failed = await deps.posts.delivery(userId, deliveryId);
    if (!failed) throw new NotFoundError();
    const pushed =
      failed.retryable && failed.sitePostId !== null
        ? await deps.push(failed.sitePostId, { automatic: failed.automatic, attempt: failed.attempt + 1, resend: true }, log)
        : undefined;
    if (!pushed) throw new AppError(422, messages.pushRetryNotNeeded);
    return { delivered: pushed.delivered, delivery: presentSiteDelivery(pushed.delivery) };
  };
}
