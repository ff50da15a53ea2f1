import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AutoPushRequest,
  type AutoPushSettings,
  messages,
  NEWS_ACTIONS,
  type newsPostRequest,
  type SiteDelivery,
  type SitePushBody,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { JobQueue, JobTry } from '../../lib/job-queue.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ItemChange, LatestChange } from '../item-changes/item-changes.repository.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import type { IntegrationsService } from './integrations.service.ts';
import type { LoggedDelivery, SitePostRow, SitePostsRepository } from './site-posts.repository.ts';
import type { PushOutcome, SitePusher } from './site-push.ts';

export const SITE_PUSH_QUEUE = 'site-push';
/** One job brings one site post up to date with its item, whatever the change that queued it. */
export type SitePushJob = { sitePostId: number };

const ITEM_LOG_LENGTH = 50;
/** How often a push waiting for another's lease looks again. */
const LEASE_POLL_MS = 100;
const SITE_REMOVED = 'The Client API was removed from My Account; nothing was sent';

/** How a push came about: `resend` sends even what the site is known to hold (a manual post, a Retry). */
type PushOccasion = { automatic: boolean; attempt: number; resend: boolean };
type Pushed = { delivery: LoggedDelivery; delivered: boolean };

const presentDelivery = (row: LoggedDelivery): SiteDelivery => ({
  id: row.id,
  news_id: row.newsId,
  title: row.title,
  category: { id: row.categoryExternalId, name: row.categoryName },
  action: row.action,
  version: row.version,
  automatic: row.automatic,
  attempt: row.attempt,
  status: row.status,
  http_status: row.httpStatus,
  message: row.message,
  retryable: row.retryable,
  created_at: row.createdAt.toISOString(),
});

/**
 * Pushes to client sites (docs/SITE-PUSH.md). An item reaches a site as a `site_posts` row: by
 * "Post to my site" or by auto-push, once per item and site. Each change of the item (the item-change log)
 * queues one job per post of it, which pushes the item as it then stands: a publish, a correction, or a
 * take-down once it is withdrawn. Every attempt is logged; failed jobs are tried again with back-off and
 * the client can press Retry.
 */
export function createSitePushService(deps: {
  posts: SitePostsRepository;
  integrations: Pick<IntegrationsService, 'siteOf'>;
  siteCategories: Pick<IntegrationsRepository, 'categoryOf'>;
  pusher: SitePusher;
  /** The item-change log: an item's latest change gives the version a push carries. */
  changes: { latestOf: (newsId: number) => Promise<LatestChange | undefined> };
  news: Pick<NewsService, 'detail' | 'readableArticle'>;
  lookups: Pick<LookupsRepository, 'activeCategories'>;
  activity: Pick<ActivityRepository, 'record'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** How long one push may hold its post: longer than a site may take to answer, so only a dead process's lapses. */
  pushLeaseMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { posts, pusher } = deps;

  /**
   * What the site should receive now: the item as it stands (version from the log, or the one its next
   * event will have when the dispatcher has not caught up), or its take-down once it cannot be read.
   * Undefined when there is nothing to send: the site holds it already, or never had what was withdrawn.
   */
  async function bodyFor(post: SitePostRow, resend: boolean): Promise<SitePushBody | undefined> {
    const [latest, item] = await Promise.all([deps.changes.latestOf(post.newsId), deps.news.readableArticle(post.newsId)]);
    const held = post.deliveredVersion !== null && !post.takenDown;
    if (item) {
      const version =
        latest?.pubstatus === 'usable'
          ? { version: latest.version, at: latest.at }
          : { version: (latest?.version ?? 0) + 1, at: item.revisedAt ?? item.publishAt };
      if (held && !resend && (post.deliveredVersion ?? 0) >= version.version) return undefined;
      return pusher.article(item, version, held ? 'update' : 'publish', post.siteCategoryExternalId);
    }
    if (!held || !latest) return undefined;
    const version =
      latest.pubstatus === 'canceled' ? { version: latest.version, at: latest.at } : { version: latest.version + 1, at: deps.now() };
    return pusher.takedown(post.newsId, version);
  }

  /**
   * Runs `work` on the post as it stands while this push alone holds the post's lease, waiting while another
   * push (a job, a catch-up, Post to my site, a Retry; on any instance) holds it: two pushes of one post at once
   * would both find the site without the item, and send it twice. Undefined when the post is gone.
   */
  async function leased<T>(sitePostId: number, work: (post: SitePostRow) => Promise<T>): Promise<T | undefined> {
    for (;;) {
      const post = await posts.takePushLease(sitePostId, deps.pushLeaseMs);
      if (post) {
        try {
          return await work(post);
        } finally {
          await posts.releasePushLease(sitePostId);
        }
      }
      if (!(await posts.find(sitePostId))) return undefined;
      await sleep(LEASE_POLL_MS);
    }
  }

  /** The last push of each post this process has started, which the next one of that post waits for. */
  const lastPushOf = new Map<number, Promise<unknown>>();

  /**
   * Runs `work` once this process's earlier pushes of the post have ended: pushes of one post started together
   * here (a client pressing Post many times) queue in memory, and only a push from another instance waits
   * by polling the lease, not twenty of them at once.
   */
  function afterEarlierPushes<T>(sitePostId: number, work: () => Promise<T>): Promise<T> {
    const mine = (lastPushOf.get(sitePostId) ?? Promise.resolve()).then(work);
    const ended = mine.catch(() => undefined);
    lastPushOf.set(sitePostId, ended);
    void ended.then(() => {
      if (lastPushOf.get(sitePostId) === ended) lastPushOf.delete(sitePostId);
    });
    return mine;
  }

  /** One attempt, logged; undefined when there was nothing to send. */
  function push(sitePostId: number, occasion: PushOccasion, log: FastifyBaseLogger): Promise<Pushed | undefined> {
    return afterEarlierPushes(sitePostId, () => leased(sitePostId, (post) => attempt(post, occasion, log)));
  }

  async function attempt(post: SitePostRow, occasion: PushOccasion, log: FastifyBaseLogger): Promise<Pushed | undefined> {
    const body = await bodyFor(post, occasion.resend);
    if (!body) return undefined;
    const site = await deps.integrations.siteOf(post.userId);
    const outcome: PushOutcome = site
      ? await pusher.send({ storeUrl: site.storeUrl, token: site.token, secret: site.secret }, body, log)
      : { status: 'failed', httpStatus: null, message: SITE_REMOVED, durationMs: 0 };
    const row = await posts.recordAttempt(post, {
      action: body.action,
      version: body.portal.version,
      automatic: occasion.automatic,
      attempt: occasion.attempt,
      ...outcome,
      ...(body.action === 'takedown' ? {} : { title: body.title }),
    });
    const delivery = await posts.delivery(post.userId, row.id);
    if (!delivery) throw new Error(`site delivery ${row.id} vanished`);
    return { delivery, delivered: outcome.status === 'delivered' };
  }

  /**
   * After a delivered push, the post once more as its item now stands: a take-down or correction made while
   * the push was on its way found the post not yet held, so its fan-out queued nothing for it. A failure here
   * is logged with Retry, as any attempt.
   */
  async function catchUp(sitePostId: number): Promise<void> {
    await push(sitePostId, { automatic: true, attempt: 1, resend: false }, deps.log);
  }

  async function autoPush(userId: number): Promise<AutoPushSettings> {
    const rules = await posts.autoPushRules(userId);
    return { rules: rules.map((rule) => ({ category_id: rule.categoryId, site_category_id: rule.siteCategoryExternalId })) };
  }

  return {
    /** Item-change consumer: makes the auto-push posts of usable items and queues one job per post concerned, in `tx`. */
    async fanOut(changes: ItemChange[], tx: Database): Promise<void> {
      const usable = changes.filter((change) => change.pubstatus === 'usable').map((change) => change.newsId);
      const canceled = changes.filter((change) => change.pubstatus === 'canceled').map((change) => change.newsId);
      await posts.insertAutoPosts(usable, deps.now(), tx);
      const ids = [...(await posts.postsOf(usable, false, tx)), ...(await posts.postsOf(canceled, true, tx))];
      await deps.jobs.enqueue(
        SITE_PUSH_QUEUE,
        [...new Set(ids)].map((sitePostId) => ({ data: { sitePostId } })),
        tx,
      );
    },

    /** The job: pushes the post's item as it stands; throws (so pg-boss tries again) while the site refuses it. */
    async deliver(job: SitePushJob, attempt: JobTry): Promise<void> {
      const pushed = await push(job.sitePostId, { automatic: true, attempt: attempt.retryCount + 1, resend: false }, deps.log);
      if (pushed?.delivered) return catchUp(job.sitePostId);
      if (!pushed?.delivery.retryable || attempt.retryCount >= attempt.retryLimit) return;
      if (pushed.delivery.message === SITE_REMOVED) return;
      throw new Error(`site post ${job.sitePostId} not delivered (${pushed.delivery.message}); pg-boss tries again`);
    },

    /**
     * "Post to my site": an item the caller may open (the subscription gate applies), under one of the site's
     * categories, sent now; the same item posted again updates the site's post rather than making another.
     */
    async post(
      caller: Authenticated,
      body: z.infer<typeof newsPostRequest>,
      log: FastifyBaseLogger,
    ): Promise<{ delivered: boolean; delivery: SiteDelivery }> {
      const userId = caller.user.houseId;
      if (body.user_id !== undefined && body.user_id !== userId) throw new NotFoundError();
      const item = await deps.news.detail(caller, body.news_id);
      if (!(await deps.integrations.siteOf(userId))) throw new AppError(422, messages.clientApiMissing);
      const category = await deps.siteCategories.categoryOf(userId, body.category);
      if (!category?.enabled) throw ValidationError.field('category', messages.postCategoryRequired);
      const post = await posts.upsertManual({
        userId,
        newsId: item.id,
        siteCategoryExternalId: category.externalId,
        siteCategoryName: category.name,
        title: item.title,
      });
      const pushed = await push(post.id, { automatic: false, attempt: 1, resend: true }, log);
      if (!pushed) throw new NotFoundError();
      if (pushed.delivered) {
        await deps.activity.record({
          userId,
          kind: 'news',
          itemId: item.id,
          type: NEWS_ACTIONS.allCopied.type,
          action: messages.postedAction,
        });
      }
      return { delivered: pushed.delivered, delivery: presentDelivery(pushed.delivery) };
    },

    /** Retry of a failed attempt from the log: the item is pushed as it stands now. */
    async retry(userId: number, deliveryId: number, log: FastifyBaseLogger): Promise<{ delivered: boolean; delivery: SiteDelivery }> {
      const failed = await posts.delivery(userId, deliveryId);
      if (!failed) throw new NotFoundError();
      const pushed =
        failed.retryable && failed.sitePostId !== null
          ? await push(failed.sitePostId, { automatic: failed.automatic, attempt: failed.attempt + 1, resend: true }, log)
          : undefined;
      if (!pushed) throw new AppError(422, messages.pushRetryNotNeeded);
      return { delivered: pushed.delivered, delivery: presentDelivery(pushed.delivery) };
    },

    async deliveries(userId: number, page: number, perPage: number) {
      const { rows, total } = await posts.deliveries(userId, page, perPage);
      return {
        data: rows.map(presentDelivery),
        meta: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total_relation: 'exact' as const },
      };
    },

    async deliveriesOfItem(userId: number, newsId: number): Promise<SiteDelivery[]> {
      return (await posts.deliveriesOfItem(userId, newsId, ITEM_LOG_LENGTH)).map(presentDelivery);
    },

    autoPush,

    /** Replaces the rules; every portal category must exist and every site category be one the site listed. */
    async setAutoPush(userId: number, request: AutoPushRequest): Promise<AutoPushSettings> {
      if (request.rules.length > 0 && !(await deps.integrations.siteOf(userId))) throw new AppError(422, messages.clientApiMissing);
      const [categories, site] = await Promise.all([
        deps.lookups.activeCategories(),
        posts.knownSiteCategories(
          userId,
          request.rules.map((rule) => rule.site_category_id),
        ),
      ]);
      const portal = new Set(categories.map((category) => category.id));
      request.rules.forEach((rule, index) => {
        if (!portal.has(rule.category_id)) throw ValidationError.field(`rules.${index}.category_id`, messages.feedCategoryUnknown);
        if (!site.has(rule.site_category_id))
          throw ValidationError.field(`rules.${index}.site_category_id`, messages.autoPushSiteCategoryUnknown);
      });
      await posts.replaceAutoPushRules(
        userId,
        request.rules.map((rule) => ({ categoryId: rule.category_id, siteCategoryExternalId: rule.site_category_id })),
      );
      return autoPush(userId);
    },

    async portalCategories() {
      return (await deps.lookups.activeCategories()).map(({ id, name, slug }) => ({ id, name, slug }));
    },
  };
}
export type SitePushService = ReturnType<typeof createSitePushService>;
