import { type CoverageLink, type CoverageSuggestion, messages } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { AgendaRepository, CoverageRow, ItemRef } from './agenda.repository.ts';
import type { AgendaLog } from './agenda-log.ts';

/** What kind of coverage each kind of item delivers. */
const DELIVERS: Record<ItemRef['kind'], CoverageRow['kind'][]> = {
  news: ['text', 'live'],
  gallery: ['photos'],
  video: ['video', 'audio'],
};
const SUGGESTIONS = 10;
const itemOf = (coverage: CoverageRow): ItemRef => ({ kind: coverage.deliveredKind ?? 'news', id: coverage.deliveredId ?? 0 });

/**
 * A published item delivering a coverage: staff link it from the desk in one step (suggested by the coverages
 * of its kind expected nearest its publishing), and an item withdrawn (unpublished, deleted, embargoed again) sets
 * its coverages back in progress, found by a sweep once a minute. Each change is a new version of the event in the agenda's log, so watchers are told.
 */
export function createCoverageLinksService(deps: {
  db: Database;
  repository: AgendaRepository;
  log: AgendaLog;
  audit: Audit;
  now: () => Date;
}) {
  const { db, repository, log } = deps;

  /** Changes the coverage's delivery and logs its event as a new version, in one transaction. */
  async function setDelivery(tx: Database, coverage: CoverageRow, item: ItemRef | null, staffId: number | null) {
    const before = await repository.stateOf(coverage.eventId, tx);
    if (!before) throw new NotFoundError();
    await repository.bump(tx, coverage.eventId, staffId);
    await repository.setDelivery(tx, coverage.id, item);
    await log.record(tx, coverage.eventId, before);
    // The sweep's own changes (no staff member) are the portal's, recorded as such.
    await deps.audit.record(tx, {
      action: 'agenda_coverage.update',
      object: { type: 'agenda_coverage', id: coverage.id },
      before: { state: coverage.state, delivered: coverage.deliveredId ? `${coverage.deliveredKind}:${coverage.deliveredId}` : null },
      after: { state: item ? 'delivered' : 'in_progress', delivered: item ? `${item.kind}:${item.id}` : null },
    });
  }

  return {
    async suggestions(item: CoverageLink): Promise<CoverageSuggestion[]> {
      const published = await repository.publishedItem(item, deps.now());
      if (!published) throw ValidationError.field('id', messages.coverageItemUnknown);
      const rows = await repository.undelivered(DELIVERS[item.kind], nepalDay(published.publishAt), SUGGESTIONS);
      return rows.map(({ event, coverage }) => ({
        event_id: event.id,
        title: event.title,
        start_date: event.startDate,
        start_time: event.startTime,
        coverage_id: coverage.id,
        kind: coverage.kind,
        state: coverage.state,
        expected_date: coverage.expectedDate,
        expected_time: coverage.expectedTime,
      }));
    },

    /** Answers the coverage's event id. */
    deliver: (staffId: number, coverageId: number, item: CoverageLink) =>
      db.transaction(async (tx) => {
        const coverage = await repository.coverage(coverageId, tx);
        if (!coverage) throw new NotFoundError();
        if (!(await repository.publishedItem(item, deps.now(), tx))) throw ValidationError.field('id', messages.coverageItemUnknown);
        await setDelivery(tx, coverage, item, staffId);
        return coverage.eventId;
      }),

    undeliver: (staffId: number, coverageId: number) =>
      db.transaction(async (tx) => {
        const coverage = await repository.coverage(coverageId, tx);
        if (!coverage) throw new NotFoundError();
        if (coverage.state === 'delivered') await setDelivery(tx, coverage, null, staffId);
        return coverage.eventId;
      }),

    /** Coverages whose item is no longer readable are in progress again, each a new version of its event; answers how many. */
    async sweepWithdrawn(): Promise<number> {
      const withdrawn = await repository.withdrawnDeliveries(deps.now());
      for (const coverage of withdrawn) {
        await db.transaction(async (tx) => {
          const current = await repository.coverage(coverage.id, tx);
          const still = current?.state === 'delivered' && current.deliveredId === coverage.deliveredId;
          if (still && !(await repository.publishedItem(itemOf(current), deps.now(), tx))) await setDelivery(tx, current, null, null);
        });
      }
      return withdrawn.length;
    },
  };
}
export type CoverageLinks = ReturnType<typeof createCoverageLinksService>;
