import { createHttpOut } from '../../lib/http-out.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createWebsubRepository } from './websub.repository.ts';
import { websubRoutes } from './websub.routes.ts';
import { createWebsubService, WEBSUB_DELIVERY_QUEUE, WEBSUB_VERIFY_QUEUE } from './websub.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the WebSub upkeep (a job runs it every 10 minutes): ends lapsed leases and rotated tokens' subscriptions; answers how many. */
    endWebsubLeases: () => Promise<number>;
  }
}

/** Notifications each instance sends at once: a slow callback holds up only its own. */
const DELIVERIES_AT_ONCE = 8;
/** How often the whole portal ends lapsed subscriptions (fan-out already skips them). */
const UPKEEP_EVERY_MS = 10 * 60_000;

/** The WebSub hub of the RSS and Atom feeds: subscription requests, verification jobs, fan-out of item changes, signed distribution. */
export const websubModule = defineModule({
  name: 'websub',
  needs: ['db', 'config', 'box', 'jobs', 'itemChanges', 'syndication', 'metrics', 'now', 'log'],
  gives: [],
  build: async ({ config, itemChanges, ...deps }) => {
    const websub = createWebsubService({
      ...deps,
      repository: createWebsubRepository(deps.db),
      httpOut: createHttpOut({
        allowLoopback: config.outboundAllowLoopback,
        timeoutMs: config.outboundTimeoutMs,
        log: deps.log,
        onOutcome: deps.metrics.outbound('websub'),
      }),
      allowLoopback: config.outboundAllowLoopback,
      publicUrl: config.publicUrl,
    });
    itemChanges.dispatcher.consume(websub.fanOut);
    await deps.jobs.work<{ sealed: string }>(
      WEBSUB_VERIFY_QUEUE,
      { retryLimit: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, concurrency: DELIVERIES_AT_ONCE },
      (job) => websub.verify(job),
    );
    // Retried as webhooks are (WEBHOOK_RETRY_SECONDS, doubling up to an hour, for a day).
    await deps.jobs.work<{ subscriptionId: number; seq: number }>(
      WEBSUB_DELIVERY_QUEUE,
      { ...config.webhookRetry, concurrency: DELIVERIES_AT_ONCE },
      (job, attempt) => websub.deliver(job, attempt),
    );
    await deps.jobs.everyPeriod('websub-upkeep', UPKEEP_EVERY_MS, async () => {
      const ended = await websub.endLapsed();
      if (ended > 0) deps.log.info({ ended }, 'WebSub subscriptions ended (lease over or feed token rotated)');
    });
    return {
      decorations: { endWebsubLeases: websub.endLapsed },
      routes: async (app) => {
        await app.register(websubRoutes({ websub }));
      },
    };
  },
});
