import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpOut } from '../../lib/http-out.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { FeedDocuments } from '../feed/feed-documents.ts';
import type { FeedEventsRepository } from '../feed/feed-events.repository.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService, WEBHOOK_QUEUE, type WebhookJob } from './webhooks.service.ts';

/** Deliveries each instance makes at once: a receiver that takes the whole deadline holds up only its own. */
const DELIVERIES_AT_ONCE = 8;

/** Signed webhooks of My Account: registration under /api/client/webhooks, fan-out of item changes, delivery jobs. */
export async function webhooksModule(deps: {
  db: Database;
  config: Pick<Config, 'outboundAllowLoopback' | 'outboundTimeoutMs' | 'publicUrl' | 'webhookRetry'>;
  box: SecretBox;
  jobs: JobQueue;
  mailer: Mailer;
  feed: { documents: FeedDocuments; events: FeedEventsRepository };
  dispatcher: ItemChangeDispatcher;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  const webhooks = createWebhooksService({
    ...deps,
    repository: createWebhooksRepository(deps.db),
    httpOut: createHttpOut({ allowLoopback: config.outboundAllowLoopback, timeoutMs: config.outboundTimeoutMs, log: deps.log }),
    documents: deps.feed.documents,
    events: deps.feed.events,
    allowLoopback: config.outboundAllowLoopback,
    publicUrl: config.publicUrl,
  });
  deps.dispatcher.consume(webhooks.fanOut);
  await deps.jobs.work<WebhookJob>(WEBHOOK_QUEUE, { ...config.webhookRetry, concurrency: DELIVERIES_AT_ONCE }, (job, attempt) =>
    webhooks.deliver(job, attempt),
  );
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(webhooksRoutes({ webhooks }), { prefix: '/api/client/webhooks' });
  };
  return { name: 'webhooks', routes, webhooks };
}
