import { createDeliverWebhook } from './use-cases/deliver-webhook.ts';
import { createFanOutAgendaChanges } from './use-cases/fan-out-agenda-changes.ts';
import { createFanOutItemChanges } from './use-cases/fan-out-item-changes.ts';
import { createListDeliveries } from './use-cases/list-deliveries.ts';
import { createManageWebhooks } from './use-cases/manage-webhooks.ts';
import type { WebhooksDeps } from './use-cases/shared.ts';

export { PAUSE_AFTER_MS } from './use-cases/deliver-webhook.ts';
export { WEBHOOK_QUEUE, type WebhookJob } from './use-cases/fan-out-item-changes.ts';

/**
 * Webhooks of My Account: registration with the outbound address rules of "Post to my site",
 * the fan-out of item changes to matching hooks (pg-boss jobs queued in the dispatching transaction),
 * the hand-over of the agenda's saves to hooks that take the Agenda (a cursor over its log), and the signed delivery, retried for 24 h, every attempt logged, a hook failing that long paused.
 * Each use case is a file of use-cases/.
 */
export function createWebhooksService(deps: WebhooksDeps) {
  return {
    ...createManageWebhooks(deps),
    deliveries: createListDeliveries(deps),
    fanOut: createFanOutItemChanges(deps),
    fanOutAgenda: createFanOutAgendaChanges(deps),
    deliver: createDeliverWebhook(deps),
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
