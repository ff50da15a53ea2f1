import { createHttpOut } from '../../lib/http-out.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService, WEBHOOK_QUEUE, type WebhookJob } from './webhooks.service.ts';

/** Deliveries each instance makes at once: a receiver that takes the whole deadline holds up only its own. */
const DELIVERIES_AT_ONCE = 8;

/** Signed webhooks of My Account: registration under /api/client/webhooks, fan-out of item changes, delivery jobs. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: ['db', 'config', 'box', 'jobs', 'mailer', 'feedDocuments', 'feedEvents', 'itemChanges', 'now', 'log'],
  gives: [],
  build: async ({ config, feedDocuments, feedEvents, itemChanges, ...deps }) => {
    const webhooks = createWebhooksService({
      ...deps,
      repository: createWebhooksRepository(deps.db),
      httpOut: createHttpOut({ allowLoopback: config.outboundAllowLoopback, timeoutMs: config.outboundTimeoutMs, log: deps.log }),
      documents: feedDocuments,
      events: feedEvents,
      allowLoopback: config.outboundAllowLoopback,
      publicUrl: config.publicUrl,
    });
    itemChanges.dispatcher.consume(webhooks.fanOut);
    await deps.jobs.work<WebhookJob>(WEBHOOK_QUEUE, { ...config.webhookRetry, concurrency: DELIVERIES_AT_ONCE }, (job, attempt) =>
      webhooks.deliver(job, attempt),
    );
    return {
      routes: async (app) => {
        await app.register(webhooksRoutes({ webhooks }));
      },
    };
  },
});
