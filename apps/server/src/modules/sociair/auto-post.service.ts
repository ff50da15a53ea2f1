import { FEATURE_SOCIAL_AUTOMATION } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue, JobTry } from '../../lib/job-queue.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { ItemChange } from '../item-changes/item-changes.repository.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import { type SociairClient, SociairRejectedError, SociairTokenRefusedError, SociairUnavailableError } from './sociair.client.ts';
import type { AutoPostAttempt, AutoPostRow, SociairRepository } from './sociair.repository.ts';
import type { SociairService } from './sociair.service.ts';

export const AUTO_POST_QUEUE = 'auto-post';

export type AutoPostJob = { autoPostId: number };

const NOT_POSTED = {
  loggedOut: 'Auto Post was turned off or the account logged out before the item went out',
  needsLogin: 'The service no longer accepts the account’s token; log in again',
  unpublished: 'The agency withdrew the item before it went out',
  noProfile: 'No social profile was chosen',
  unavailable: 'The social-automation service could not be reached',
} as const;

/**
 * Auto-posting: when a news item becomes usable (the item-change log), every linked client with Auto
 * Post on, a chosen category of the item, a chosen profile and the feature in its plan gets one
 * `auto_posts` row (unique per item and client) and one job; the job hands the item to the service with
 * the row's idempotency key, so a replayed job or a retry after a lost answer never posts twice.
 */
export function createAutoPostService(deps: {
  jobs: JobQueue;
  client: SociairClient;
  sociair: SociairService;
  repository: SociairRepository;
  media: MediaRepository;
  news: Pick<NewsRepository, 'toPost' | 'categoriesOf'>;
  plans: Pick<SubscriptionRepository, 'withFeature'>;
  lookups: LookupsRepository;
  links: MediaLinks;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, now } = deps;
  const postsOut = new Map<number, number>();

  const settle = (id: number, values: Partial<AutoPostRow>) => repository.settleAutoPost(id, values, now());
  const recordAttempt = (id: number, attempt: AutoPostAttempt, values: Partial<AutoPostRow>) =>
    repository.recordAutoPostAttempt(id, attempt, values, now());

  async function imageOf(newsId: number): Promise<string | null> {
    const files = (await deps.media.ofOwners('newsId', [newsId])).get(newsId) ?? [];
    const image = files.find((file) => file.kind === 'image');
    return image ? deps.links.sign(image.path, deps.publicUrl) : null;
  }

  return {
    /**
     * Item-change consumer, in the dispatcher's transaction: every item usable now (published, its embargo
     * lifted, published again or corrected) goes to the clients above that have not had it yet, with the
     * categories it has now. The unique key keeps one auto-post per item and client, so a correction, a
     * second run or another instance adds none; what a client was posted is never posted again.
     */
    async fanOut(changes: ItemChange[], tx: Database): Promise<void> {
      const usable = changes.filter((change) => change.pubstatus === 'usable').map((change) => change.newsId);
      if (usable.length === 0) return;
      const categoriesOf = await deps.news.categoriesOf(usable, tx);
      const choices = await repository.autoPostChoices([...new Set([...categoriesOf.values()].flat())], tx);
      const entitled = new Set(await deps.plans.withFeature([...choices.keys()], FEATURE_SOCIAL_AUTOMATION, now(), tx));
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
    },

    /** The job: delivers one auto-post once; throws only when the service may accept it on a later try. */
    async deliver(autoPostId: number, attempt: JobTry): Promise<void> {
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
    },

    /** The ids among `newsIds` that went out to this client's social profiles (the cloud icon). */
    postedAmong: (userId: number, newsIds: number[]): Promise<Set<number>> => repository.deliveredAmong(userId, newsIds),
    /** The span of news ids that went out to this client's profiles (null: none yet): ids outside it need no lookup. */
    postedRange: (userId: number) => repository.deliveredRange(userId),
    /** How many posts went out to this client since the process started: the marks looked up before are stale once it grows. */
    postedVersion: (userId: number) => postsOut.get(userId) ?? 0,
  };
}
export type AutoPostService = ReturnType<typeof createAutoPostService>;
