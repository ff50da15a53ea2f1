import type { WebhookDelivery, WebhookEvent } from '@portal/shared';
import type { WebhookDeliveryRow } from '../webhooks.repository.ts';
import { ownedWebhook, type WebhooksDeps } from './shared.ts';

/** An Agenda save's delivery id is `agenda-<seq>` (item changes keep their bare seq). */
const AGENDA_EVENT_ID = /^agenda-/;

/** A change's first version is an item new to the receiver; a later usable one a correction (or the item out again). */
function eventOf(row: WebhookDeliveryRow, version: number | undefined): WebhookEvent {
  if (row.pubstatus === 'canceled') return 'canceled';
  return version === 1 ? 'new' : 'corrected';
}

const presentDelivery = (row: WebhookDeliveryRow, version: number | undefined): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event: eventOf(row, version),
  news_id: row.newsId,
  agenda_event_id: row.agendaEventId,
  pubstatus: row.pubstatus,
  attempt: row.attempt,
  http_status: row.httpStatus,
  outcome: row.outcome,
  message: row.message,
  duration_ms: row.durationMs,
  created_at: row.createdAt.toISOString(),
});

/** A page of the delivery log of one of the caller's hooks, every attempt named by the event it carried. */
export function createListDeliveries(deps: Pick<WebhooksDeps, 'repository' | 'events' | 'agendaChanges'>) {
  return async function deliveries(userId: number, id: number, page: number, perPage: number) {
    await ownedWebhook(deps.repository, userId, id);
    const { rows, total } = await deps.repository.deliveries(id, page, perPage);
    const agendaSeqOf = (row: WebhookDeliveryRow) => Number(row.eventId.replace(AGENDA_EVENT_ID, ''));
    const items = rows.filter((row) => row.agendaEventId === null);
    const agenda = rows.filter((row) => row.agendaEventId !== null);
    const [versions, agendaVersions] = await Promise.all([
      deps.events.versionsBySeq(items.map((row) => Number(row.eventId))),
      deps.agendaChanges.versionsBySeq(agenda.map(agendaSeqOf)),
    ]);
    const versionOf = (row: WebhookDeliveryRow) =>
      row.agendaEventId === null ? versions.get(Number(row.eventId)) : agendaVersions.get(agendaSeqOf(row));
    return {
      data: rows.map((row) => presentDelivery(row, versionOf(row))),
      meta: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total_relation: 'exact' as const },
    };
  };
}
