import { setTimeout as sleep } from 'node:timers/promises';
import type { SitePushBody } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { LoggedDelivery, SitePostRow } from './site-posts.repository.ts';
import type { PushOutcome } from './site-push.ts';
import type { SitePushDeps } from './site-push-deps.ts';

/** How often a push waiting for another's lease looks again. */
const LEASE_POLL_MS = 100;
export const SITE_REMOVED = 'The Client API was removed from My Account; nothing was sent';

/** How a push came about: `resend` sends even what the site is known to hold (a manual post, a Retry). */
type PushOccasion = { automatic: boolean; attempt: number; resend: boolean };
type Pushed = { delivery: LoggedDelivery; delivered: boolean };

/**
 * One logged attempt to bring a site post up to date with its item, as the job, "Post to my site" and Retry
 * make it; undefined when there was nothing to send or the post is gone. Built once per service: it keeps
 * the pushes this process has started.
 */
export function createPushSitePost(
  deps: Pick<SitePushDeps, 'posts' | 'pusher' | 'changes' | 'news' | 'integrations' | 'pushLeaseMs' | 'now'>,
) {
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

  return function push(sitePostId: number, occasion: PushOccasion, log: FastifyBaseLogger): Promise<Pushed | undefined> {
    return afterEarlierPushes(sitePostId, () => leased(sitePostId, (post) => attempt(post, occasion, log)));
  };
}
export type PushSitePost = ReturnType<typeof createPushSitePost>;
