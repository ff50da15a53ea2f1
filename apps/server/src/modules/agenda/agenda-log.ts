import type { NoticeReason } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { type FileLink, presentPublic } from './agenda.presenters.ts';
import type { AgendaRepository, CoverageRow, EventState } from './agenda.repository.ts';
import type { AgendaLogRepository } from './agenda-log.repository.ts';
import type { AgendaWatchesRepository, NewNotice } from './agenda-watches.repository.ts';

export const AGENDA_NOTICE_QUEUE = 'agenda-notice';

const EVENT_REASONS = new Set<NoticeReason>(['postponed', 'cancelled', 'rescheduled']);
const whenOf = ({ event }: EventState) =>
  [event.startDate, event.startTime, event.endDate, event.endTime, event.allDay, event.timeToBeConfirmed].join('|');

/** What a watcher is told of a save: the event postponed, cancelled or moved, and which coverages it delivered. */
export function changeOf(before: EventState | undefined, after: EventState): { reasons: NoticeReason[]; delivered: CoverageRow[] } {
  const delivered = after.coverages.filter((coverage) => {
    if (coverage.state !== 'delivered') return false;
    const earlier = before?.coverages.find((old) => old.id === coverage.id);
    return (
      earlier?.state !== 'delivered' || earlier.deliveredKind !== coverage.deliveredKind || earlier.deliveredId !== coverage.deliveredId
    );
  });
  if (!before) return { reasons: [], delivered: [] };
  const reasons: NoticeReason[] = [];
  const status = after.event.status;
  if (status !== before.event.status && (status === 'postponed' || status === 'cancelled')) reasons.push(status);
  if (status !== 'cancelled' && whenOf(before) !== whenOf(after)) reasons.push('rescheduled');
  if (delivered.length > 0) reasons.push('delivered');
  return { reasons, delivered };
}

/** Per watcher, what of the change concerns them: an event's watcher all of it, a coverage's the event and its own coverage. */
function noticesFor(
  watchers: Awaited<ReturnType<AgendaWatchesRepository['watchersOf']>>,
  change: { seq: number; eventId: number; reasons: NoticeReason[]; delivered: CoverageRow[] },
): NewNotice[] {
  const byUser = new Map<number, NewNotice>();
  for (const watcher of watchers) {
    const ownDelivered = change.delivered.filter((coverage) => watcher.coverageId === null || coverage.id === watcher.coverageId);
    const reasons = change.reasons.filter((reason) => EVENT_REASONS.has(reason) || (reason === 'delivered' && ownDelivered.length > 0));
    if (reasons.length === 0) continue;
    const known = byUser.get(watcher.userId);
    byUser.set(watcher.userId, {
      userId: watcher.userId,
      changeSeq: change.seq,
      eventId: change.eventId,
      reasons: [...new Set([...(known?.reasons ?? []), ...reasons])],
      coverageKind: known?.coverageKind ?? ownDelivered[0]?.kind ?? null,
      sms: (known?.sms ?? false) || watcher.sms,
    });
  }
  return [...byUser.values()];
}

/**
 * The agenda's log: every save of an event appends its public state in the saving transaction, and the watchers
 * concerned get a notice each (one per person and change), and one job mails the change's notices. The transaction makes it once:
 * a save that rolls back told no one, and two instances cannot both write one change.
 */
export function createAgendaLog(deps: {
  repository: AgendaRepository;
  changes: AgendaLogRepository;
  watches: AgendaWatchesRepository;
  jobs: JobQueue;
  fileLink: FileLink;
  now: () => Date;
}) {
  const { repository, watches } = deps;
  return {
    /** Appends the event as it now stands in `tx` (saved already); `before` is how it stood, none when it is new. */
    async record(tx: Database, eventId: number, before: EventState | undefined): Promise<void> {
      await deps.changes.lock(tx);
      const event = await repository.find(eventId, tx);
      if (!event) return;
      const parts = await repository.partsOf([eventId], tx);
      const { reasons, delivered } = changeOf(before, { event, coverages: parts.coverages });
      const document = presentPublic(event, parts, deps.fileLink);
      const seq = await deps.changes.append(tx, {
        eventId,
        version: event.version,
        reasons,
        deliveredCoverageIds: delivered.map((coverage) => coverage.id),
        document,
      });
      if (reasons.length === 0) return;
      const watchers = await watches.watchersOf(tx, eventId, deps.now());
      const added = await watches.addNotices(tx, noticesFor(watchers, { seq, eventId, reasons, delivered }));
      if (added.length > 0) await deps.jobs.enqueue(AGENDA_NOTICE_QUEUE, [{ data: { changeSeq: seq } }], tx);
    },
  };
}
export type AgendaLog = ReturnType<typeof createAgendaLog>;
