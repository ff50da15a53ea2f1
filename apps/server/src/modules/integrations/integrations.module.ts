import { createHttpOut } from '../../lib/http-out.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createClientSiteService } from './client-site.service.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService, type IntegrationsService } from './integrations.service.ts';
import { createSitePostsRepository } from './site-posts.repository.ts';
import { createSitePushService, SITE_PUSH_QUEUE, type SitePushJob } from './site-push.service.ts';
import { createSitePusher } from './site-push.ts';

/** Pushes to client sites each instance makes at once: a site that takes the whole deadline holds up only its own. */
const PUSHES_AT_ONCE = 8;
/** A push's lease outlasts the site's deadline by the time its reading and logging may take on a busy database. */
const PUSH_LEASE_MARGIN_MS = 30_000;

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** A client's linked sites, Link API and radio: My Account's cards read it. */
    integrations: IntegrationsService;
  }
}

/**
 * A client's integrations under /api: Client API (its site), Link API, Connect Radio, "Post to my site", auto-push
 * and the pushes of corrections and take-downs (an item-change consumer and its jobs), and their delivery log.
 * `integrations` gives My Account its cards.
 */
export const integrationsModule = defineModule({
  name: 'integrations',
  needs: ['db', 'config', 'box', 'links', 'news', 'activity', 'lookups', 'jobs', 'itemChanges', 'metrics', 'audit', 'now', 'log'],
  gives: ['integrations'],
  build: async ({ config, itemChanges, ...deps }) => {
    const repository = createIntegrationsRepository(deps.db);
    const integrations = createIntegrationsService({
      repository,
      secrets: deps.box,
      allowLoopback: config.outboundAllowLoopback,
      db: deps.db,
      audit: deps.audit,
    });
    const httpOut = createHttpOut({
      allowLoopback: config.outboundAllowLoopback,
      timeoutMs: config.outboundTimeoutMs,
      log: deps.log,
      onOutcome: deps.metrics.outbound('site-push'),
    });
    const clientSite = createClientSiteService({ repository, integrations, httpOut });
    const sitePush = createSitePushService({
      posts: createSitePostsRepository(deps.db),
      integrations,
      siteCategories: repository,
      pusher: createSitePusher({ httpOut, links: deps.links, publicUrl: config.publicUrl, agencyName: config.agencyName, now: deps.now }),
      changes: itemChanges,
      news: deps.news,
      lookups: deps.lookups,
      activity: deps.activity,
      jobs: deps.jobs,
      pushLeaseMs: config.outboundTimeoutMs + PUSH_LEASE_MARGIN_MS,
      now: deps.now,
      log: deps.log,
    });
    itemChanges.dispatcher.consume(sitePush.fanOut);
    // Pushes are retried like webhooks: with back-off, for a day.
    await deps.jobs.work<SitePushJob>(SITE_PUSH_QUEUE, { ...config.webhookRetry, concurrency: PUSHES_AT_ONCE }, (job, attempt) =>
      sitePush.deliver(job, attempt),
    );
    return {
      gives: { integrations },
      routes: async (app) => {
        await app.register(integrationsRoutes({ integrations, clientSite, sitePush }));
      },
    };
  },
});
