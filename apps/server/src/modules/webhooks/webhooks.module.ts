import { createHttpOut } from '../../lib/http-out.ts';
import { startIntervalJob } from '../../lib/interval-job.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createAgendaChangesRepository } from '../agenda-machines/agenda-changes.repository.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService, WEBHOOK_QUEUE, type WebhookJob } from './webhooks.service.ts';

/** Deliveries each instance makes at once: a receiver that takes the whole deadline holds up only its own. */
const DELIVERIES_AT_ONCE = 8;
/** How often each instance looks for new saves of the agenda to hand to webhooks. */
const AGENDA_EVERY_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the hand-over of the agenda's saves to webhooks (a timer runs it by itself); answers how many it handed. */
    fanOutAgendaToWebhooks: () => Promise<number>;
  }
}

/** Signed webhooks of My Account: registration under /api/client/webhooks, fan-out of item changes and agenda saves, delivery jobs. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: [
    'db',
    'config',
    'box',
    'jobs',
    'mailer',
    'feedDocuments',
    'feedEvents',
    'feedG2',
    'itemChanges',
    'metrics',
    'audit',
    'now',
    'log',
  ],
  gives: [],
  build: async ({ config, feedDocuments, feedEvents, feedG2, itemChanges, ...deps }) => {
    const webhooks = createWebhooksService({
      ...deps,
      repository: createWebhooksRepository(deps.db),
      httpOut: createHttpOut({
        allowLoopback: config.outboundAllowLoopback,
        timeoutMs: config.outboundTimeoutMs,
        log: deps.log,
        onOutcome: deps.metrics.outbound('webhook'),
      }),
      documents: feedDocuments,
      g2: feedG2,
      events: feedEvents,
      agendaChanges: createAgendaChangesRepository(deps.db),
      allowLoopback: config.outboundAllowLoopback,
      publicUrl: config.publicUrl,
    });
    itemChanges.dispatcher.consume(webhooks.fanOut);
    await deps.jobs.work<WebhookJob>(WEBHOOK_QUEUE, { ...config.webhookRetry, concurrency: DELIVERIES_AT_ONCE }, (job, attempt) =>
      webhooks.deliver(job, attempt),
    );
    return {
      decorations: { fanOutAgendaToWebhooks: webhooks.fanOutAgenda },
      routes: async (app) => {
        const agenda = startIntervalJob(
          async () => {
            await webhooks.fanOutAgenda();
          },
          { everyMs: AGENDA_EVERY_MS, onError: (error) => deps.log.error({ err: error }, 'handing agenda saves to webhooks failed') },
        );
        app.addHook('onClose', () => agenda.stop());
        await app.register(webhooksRoutes({ webhooks }));
      },
    };
  },
});
