import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpOut } from '../../lib/http-out.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import type { LatestChange } from '../item-changes/item-changes.repository.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import { createClientSiteService } from './client-site.service.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService } from './integrations.service.ts';
import { createSitePostsRepository } from './site-posts.repository.ts';
import { createSitePushService, SITE_PUSH_QUEUE, type SitePushJob } from './site-push.service.ts';
import { createSitePusher } from './site-push.ts';

/** Pushes to client sites each instance makes at once: a site that takes the whole deadline holds up only its own. */
const PUSHES_AT_ONCE = 8;
/** A push's lease outlasts the site's deadline by the time its reading and logging may take on a busy database. */
const PUSH_LEASE_MARGIN_MS = 30_000;

/**
 * A client's integrations under /api: Client API (its site), Link API, Connect Radio, "Post to my site", auto-push
 * and the pushes of corrections and take-downs (an item-change consumer and its jobs), and their delivery log.
 * `integrations` gives My Account its cards.
 */
export async function integrationsModule(deps: {
  db: Database;
  config: Pick<Config, 'outboundAllowLoopback' | 'outboundTimeoutMs' | 'publicUrl' | 'agencyName' | 'webhookRetry'>;
  box: SecretBox;
  links: MediaLinks;
  news: Pick<NewsService, 'detail' | 'readableArticle'>;
  activity: Pick<ActivityRepository, 'record'>;
  lookups: Pick<LookupsRepository, 'activeCategories'>;
  jobs: JobQueue;
  /** Site push consumes the item-change log and versions each push by an item's latest change. */
  itemChanges: { dispatcher: Pick<ItemChangeDispatcher, 'consume'>; latestOf: (newsId: number) => Promise<LatestChange | undefined> };
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  const repository = createIntegrationsRepository(deps.db);
  const integrations = createIntegrationsService({
    repository,
    secrets: deps.box,
    allowLoopback: config.outboundAllowLoopback,
  });
  const httpOut = createHttpOut({ allowLoopback: config.outboundAllowLoopback, timeoutMs: config.outboundTimeoutMs, log: deps.log });
  const clientSite = createClientSiteService({ repository, integrations, httpOut });
  const sitePush = createSitePushService({
    posts: createSitePostsRepository(deps.db),
    integrations,
    siteCategories: repository,
    pusher: createSitePusher({ httpOut, links: deps.links, publicUrl: config.publicUrl, agencyName: config.agencyName, now: deps.now }),
    changes: deps.itemChanges,
    news: deps.news,
    lookups: deps.lookups,
    activity: deps.activity,
    jobs: deps.jobs,
    pushLeaseMs: config.outboundTimeoutMs + PUSH_LEASE_MARGIN_MS,
    now: deps.now,
    log: deps.log,
  });
  deps.itemChanges.dispatcher.consume(sitePush.fanOut);
  // Pushes are retried like webhooks: with back-off, for a day.
  await deps.jobs.work<SitePushJob>(SITE_PUSH_QUEUE, { ...config.webhookRetry, concurrency: PUSHES_AT_ONCE }, (job, attempt) =>
    sitePush.deliver(job, attempt),
  );
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(integrationsRoutes({ integrations, clientSite, sitePush }), { prefix: '/api' });
  };
  return { name: 'integrations', routes, integrations };
}
