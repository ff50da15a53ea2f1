import type { JobTry } from '../../../lib/job-queue.ts';
import type { AutoPostDeps } from '../auto-post-deps.ts';
import { SociairRejectedError, SociairTokenRefusedError, SociairUnavailableError } from '../sociair.client.ts';
import type { AutoPostAttempt, AutoPostRow } from '../sociair.repository.ts';
import { AUTO_POST_QUEUE } from './fan-out-auto-posts.ts';

const NOT_POSTED = {
  loggedOut: 'Auto Post was turned off or the account logged out before the item went out',
  needsLogin: 'The service no longer accepts the account’s token; log in again',
  unpublished: 'The agency withdrew the item before it went out',
  noProfile: 'No social profile was chosen',
  unavailable: 'The social-automation service could not be reached',
} as const;

/**
 * The job: delivers one auto-post once, under the row's idempotency key; throws only when the service may
 * accept it on a later try. Each post that goes out is counted in `postsOut`, per client.
 */
export function createDeliverAutoPost(
  deps: Pick<
    AutoPostDeps,
    'repository' | 'jobs' | 'client' | 'sociair' | 'news' | 'media' | 'lookups' | 'links' | 'publicUrl' | 'now' | 'log'
  > & {
    postsOut: Map<number, number>;
  },
) {
  const { repository, now, postsOut } = deps;

  const settle = (id: number, values: Partial<AutoPostRow>) => repository.settleAutoPost(id, values, now());
  const recordAttempt = (id: number, attempt: AutoPostAttempt, values: Partial<AutoPostRow>) =>
    repository.recordAutoPostAttempt(id, attempt, values, now());

  async function imageOf(newsId: number): Promise<string | null> {
    const files = (await deps.media.ofOwners('newsId', [newsId])).get(newsId) ?? [];
    const image = files.find((file) => file.kind === 'image');
    return image ? deps.links.sign(image.path, deps.publicUrl) : null;
  }

  return async function deliver(autoPostId: number, attempt: JobTry): Promise<void> {
    const row = await repository.autoPost(autoPostId);
    if (!row || row.status === 'delivered' || row.status === 'skipped') return;
    const link = await deps.repository.linkOf(row.userId);
    if (!link?.sealedToken || !link.autoPost) return settle(row.id, { status: 'skipped', lastError: NOT_POSTED.loggedOut });
    if (link.needsLogin) return settle(row.id, { status: 'failed', lastError: NOT_POSTED.needsLogin });
    const item = await deps.news.toPost(row.newsId);
    if (item?.status !== 'published') return settle(row.id, { status: 'skipped', lastError: NOT_POSTED.unpublished });
    if (item.publishAt > now()) {
      await deps.jobs.enqueue(AUTO_POST_QUEUE, [{ data: { autoPostId }, startAfter: item.publishAt }]);
      return;
    }
    const profiles = (await deps.repository.profilesOf(row.userId)).filter((profile) => profile.chosen);
    if (profiles.length === 0) return settle(row.id, { status: 'skipped', lastError: NOT_POSTED.noProfile });

    const names = await deps.lookups.categoryNames();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const externalId = await deps.client.post(deps.sociair.sessionOf({ ...link, sealedToken: link.sealedToken }), {
        idempotencyKey: `auto-post-${row.id}`,
        newsId: item.id,
        title: item.title,
        summary: item.summary,
        image: await imageOf(item.id),
        categories: item.categoryIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined),
        publishedAt: item.publishAt.toISOString(),
        profileIds: profiles.map((profile) => profile.externalId),
      });
      await recordAttempt(
        row.id,
        { outcome: 'delivered', httpStatus: 201, message: 'Delivered', durationMs: elapsed() },
        { status: 'delivered', externalPostId: externalId, deliveredAt: now() },
      );
      postsOut.set(row.userId, (postsOut.get(row.userId) ?? 0) + 1);
    } catch (error) {
      if (error instanceof SociairTokenRefusedError) {
        await deps.sociair.markNeedsLogin(row.userId);
        return recordAttempt(
          row.id,
          { outcome: 'refused', httpStatus: 401, message: NOT_POSTED.needsLogin, durationMs: elapsed() },
          { status: 'failed' },
        );
      }
      if (error instanceof SociairRejectedError) {
        return recordAttempt(
          row.id,
          { outcome: 'refused', httpStatus: null, message: error.message, durationMs: elapsed() },
          { status: 'failed' },
        );
      }
      if (!(error instanceof SociairUnavailableError)) throw error;
      const last = attempt.retryCount >= attempt.retryLimit;
      await recordAttempt(
        row.id,
        { outcome: 'failed', httpStatus: null, message: NOT_POSTED.unavailable, durationMs: elapsed() },
        { status: last ? 'failed' : 'retrying' },
      );
      deps.log.warn({ autoPostId: row.id, try: attempt.retryCount + 1 }, 'auto-post not delivered; pg-boss tries again');
      throw error;
    }
  };
}
