import type { JobTry } from '../../../lib/job-queue.ts';
import { type PushSitePost, SITE_REMOVED } from '../push-site-post.ts';
import type { SitePushDeps } from '../site-push-deps.ts';
import type { SitePushJob } from './fan-out-site-pushes.ts';

/** The job: pushes the post's item as it stands; throws (so pg-boss tries again) while the site refuses it. */
export function createDeliverSitePush(deps: Pick<SitePushDeps, 'log'> & { push: PushSitePost }) {
  /**
   * After a delivered push, the post once more as its item now stands: a take-down or correction made while
   * the push was on its way found the post not yet held, so its fan-out queued nothing for it. A failure here
   * is logged with Retry, as any attempt.
   */
  async function catchUp(sitePostId: number): Promise<void> {
    await deps.push(sitePostId, { automatic: true, attempt: 1, resend: false }, deps.log);
  }

  return async function deliver(job: SitePushJob, attempt: JobTry): Promise<void> {
    const pushed = await deps.push(job.sitePostId, { automatic: true, attempt: attempt.retryCount + 1, resend: false }, deps.log);
    if (pushed?.delivered) return catchUp(job.sitePostId);
    if (!pushed?.delivery.retryable || attempt.retryCount >= attempt.retryLimit) return;
    if (pushed.delivery.message === SITE_REMOVED) return;
    throw new Error(`site post ${job.sitePostId} not delivered (${pushed.delivery.message}); pg-boss tries again`);
  };
}
