import type { AgendaWebhookJob } from './fan-out-item-changes.ts';
import { WEBHOOK_QUEUE } from './fan-out-item-changes.ts';
import type { WebhooksDeps } from './shared.ts';

/** Saves of the agenda's log one run hands on at most. */
const AGENDA_BATCH = 200;

/**
 * Hands the agenda's new saves to the hooks that take the Agenda, as the item changes are: one job per hook and
 * save, queued in the transaction that moves the cursor past them, so a save is queued once per hook however many
 * instances run this (the cursor's row lock orders them) and none is lost to a crash. The agenda's writers are
 * serialised (agenda-log.ts), so its seq is its commit order and reading past the cursor never skips a late commit.
 * Answers how many saves it handed on.
 */
export function createFanOutAgendaChanges(deps: Pick<WebhooksDeps, 'db' | 'repository' | 'agendaChanges' | 'jobs' | 'now'>) {
  return function fanOutAgenda(): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const cursor = await deps.repository.lockAgendaCursor(tx, () => deps.agendaChanges.head(tx));
      const changes = await deps.agendaChanges.after(cursor, AGENDA_BATCH, tx);
      const last = changes.at(-1);
      if (!last) return 0;
      const now = deps.now();
      const jobs: { data: AgendaWebhookJob }[] = [];
      for (const change of changes) {
        for (const webhookId of await deps.repository.matchingAgenda(change.document.category_ids, now, tx)) {
          const cancelled = change.document.status === 'cancelled';
          jobs.push({ data: { webhookId, agendaSeq: change.seq, eventId: change.eventId, version: change.version, cancelled } });
        }
      }
      await deps.jobs.enqueue(WEBHOOK_QUEUE, jobs, tx);
      await deps.repository.moveAgendaCursor(tx, last.seq);
      return changes.length;
    });
  };
}
