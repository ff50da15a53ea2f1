import { type EventFields, messages, type RecurrenceRule, type StaffEvent } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Audit } from '../audit/audit.service.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import { columnsOf, coverageValues, type FileLink, present } from './agenda.presenters.ts';
import type { AgendaRepository, CoverageValues, EventRange, NewEvent } from './agenda.repository.ts';
import type { AgendaLog } from './agenda-log.ts';
import { daysBetween, occurrenceDays, shiftDay } from './recurrence.ts';

export type AgendaDeps = { db: Database; repository: AgendaRepository; log: AgendaLog; fileLink: FileLink; audit: Audit };

/** What the audit trail keeps of an event: its fields as staff see them, without the signed links of its files. */
const audited = ({ attachments: _links, ...event }: StaffEvent) => event as Record<string, unknown>;

/** The coverage of an occurrence `days` after the first: expected as many days later. */
const shiftedCoverages = (coverages: CoverageValues[], days: number) =>
  coverages.map((coverage) => ({ ...coverage, expectedDate: coverage.expectedDate && shiftDay(coverage.expectedDate, days) }));

/** The agenda as staff plan it: events, their coverage, and a save that never overwrites a colleague's. Each save is logged. */
export function createAgendaService(deps: AgendaDeps) {
  const { db, repository, log } = deps;

  async function presented(id: number, via: Database = db): Promise<StaffEvent> {
    const event = await repository.find(id, via);
    if (!event) throw new NotFoundError();
    return present(event, await repository.partsOf([id], via), deps.fileLink);
  }

  /** A new event with its coverage, logged. */
  async function insertEvent(tx: Database, values: NewEvent, coverages: CoverageValues[]): Promise<number> {
    const event = await repository.insert(tx, values);
    await repository.saveCoverages(tx, event.id, coverages);
    await log.record(tx, event.id, undefined);
    return event.id;
  }

  /** The occurrences of a series: the event on each day of the rule, its end and coverage moved along. */
  async function insertSeries(tx: Database, staffId: number, values: NewEvent, coverages: CoverageValues[], rule: RecurrenceRule) {
    const seriesId = await repository.insertSeries(tx, rule, staffId);
    const ids: number[] = [];
    for (const day of occurrenceDays(values.startDate, rule)) {
      const shift = daysBetween(values.startDate, day);
      const occurrence = { ...values, seriesId, startDate: day, endDate: values.endDate && shiftDay(values.endDate, shift) };
      ids.push(await insertEvent(tx, occurrence, shiftedCoverages(coverages, shift)));
    }
    return ids[0] as number;
  }

  return {
    async list(query: EventRange & { page: number; rowsPerPage: number }) {
      const { rows, total } = await repository.page(query, { limit: query.rowsPerPage, offset: offsetOf(query) });
      const parts = await repository.partsOf(rows.map((row) => row.id));
      return { data: rows.map((row) => present(row, parts, deps.fileLink)), meta: pageMeta(total, query) };
    },

    detail: (id: number) => presented(id),

    /** With a recurrence rule, every occurrence is made at once (each then edited alone); answers the first. */
    create: (staffId: number, fields: EventFields & { recurrence?: RecurrenceRule | undefined }) =>
      db.transaction(async (tx) => {
        const values = { ...columnsOf(fields, staffId), createdBy: staffId };
        const coverages = coverageValues(fields);
        const id = fields.recurrence
          ? await insertSeries(tx, staffId, values, coverages, fields.recurrence)
          : await insertEvent(tx, values, coverages);
        const created = await presented(id, tx);
        await deps.audit.record(tx, {
          action: 'agenda_event.create',
          object: { type: 'agenda_event', id },
          after: { ...audited(created), ...(fields.recurrence ? { recurrence: fields.recurrence } : {}) },
        });
        return created;
      }),

    /** Refused with a clear message when someone saved the event since `version` was read. */
    update: (staffId: number, id: number, fields: EventFields & { version: number }) =>
      db.transaction(async (tx) => {
        const before = await repository.stateOf(id, tx);
        if (!before) throw new NotFoundError();
        const was = await presented(id, tx);
        const saved = await repository.updateAt(tx, id, fields.version, columnsOf(fields, staffId));
        if (!saved) throw new ConflictError(messages.eventChangedMeanwhile);
        await repository.saveCoverages(tx, id, coverageValues(fields));
        await log.record(tx, id, before);
        const now = await presented(id, tx);
        await deps.audit.record(tx, {
          action: 'agenda_event.update',
          object: { type: 'agenda_event', id },
          before: audited(was),
          after: audited(now),
        });
        return now;
      }),

    /** A copy planned again: the same event and coverage, no reason, nothing delivered yet, in no series. */
    duplicate: (staffId: number, id: number) =>
      db.transaction(async (tx) => {
        const original = await repository.stateOf(id, tx);
        if (!original) throw new NotFoundError();
        const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, seriesRule: _rule, ...columns } = original.event;
        const copy = { ...columns, seriesId: null, status: 'planned' as const, statusReason: '', createdBy: staffId, updatedBy: staffId };
        const coverages = original.coverages.map(({ kind, state, expectedDate, expectedTime, note }) => ({
          kind,
          state: state === 'cancelled' ? state : ('planned' as const),
          expectedDate,
          expectedTime,
          note,
        }));
        const copyId = await insertEvent(tx, copy, coverages);
        await deps.audit.record(tx, {
          action: 'agenda_event.duplicate',
          object: { type: 'agenda_event', id: copyId },
          after: { copy_of: id },
        });
        return presented(copyId, tx);
      }),
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;
