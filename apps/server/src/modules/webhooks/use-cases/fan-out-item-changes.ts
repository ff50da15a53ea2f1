import type { Database } from '../../../db/client.ts';
import type { ItemChange } from '../../item-changes/item-changes.repository.ts';
import type { WebhooksDeps } from './shared.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/** One delivery of one item change to one hook; `seq` is the event id receivers dedupe by. */
export type ItemWebhookJob = { webhookId: number; seq: number; newsId: number; version: number; pubstatus: ItemChange['pubstatus'] };
/** One delivery of one save of an Agenda event (`agendaSeq` in the agenda's log; receivers see `agenda-<seq>`). */
export type AgendaWebhookJob = { webhookId: number; agendaSeq: number; eventId: number; version: number; cancelled: boolean };
export type WebhookJob = ItemWebhookJob | AgendaWebhookJob;
export const isAgendaJob = (job: WebhookJob): job is AgendaWebhookJob => 'agendaSeq' in job;

/**
 * The item-change consumer: one statement per change finds its hooks; one job per hook and change, queued
 * in `tx`, so a change rolled back queues nothing.
 */
export function createFanOutItemChanges(deps: Pick<WebhooksDeps, 'repository' | 'jobs' | 'now'>) {
  return async function fanOut(changes: ItemChange[], tx: Database): Promise<void> {
    const now = deps.now();
    const jobs: { data: ItemWebhookJob }[] = [];
    for (const change of changes) {
      for (const webhookId of await deps.repository.matching(change, now, tx)) {
        jobs.push({ data: { webhookId, seq: change.seq, newsId: change.newsId, version: change.version, pubstatus: change.pubstatus } });
      }
    }
    await deps.jobs.enqueue(WEBHOOK_QUEUE, jobs, tx);
  };
}
