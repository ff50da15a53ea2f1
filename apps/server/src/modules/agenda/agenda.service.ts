import { type EventFields, messages, type StaffEvent } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import { placeTagOf, resolvePlaceTag } from '../places/place-tags.ts';
import type { AgendaRepository, CoverageRow, EventRange, EventRow, NewEvent } from './agenda.repository.ts';

export type AgendaDeps = { db: Database; repository: AgendaRepository };

function present(event: EventRow, coverages: CoverageRow[]): StaffEvent {
  return {
    id: event.id,
    version: event.version,
    title: event.title,
    title_ne: event.titleNe,
    description: event.description,
    description_ne: event.descriptionNe,
    start_date: event.startDate,
    start_time: event.startTime,
    end_date: event.endDate,
    end_time: event.endTime,
    all_day: event.allDay,
    time_to_be_confirmed: event.timeToBeConfirmed,
    ...placeTagOf(event),
    venue: event.venue,
    category_ids: event.categoryIds,
    organiser: event.organiser,
    contact: event.contact,
    links: event.links,
    status: event.status,
    status_reason: event.statusReason,
    internal_note: event.internalNote,
    coverages: coverages
      .filter((coverage) => coverage.eventId === event.id)
      .map((coverage) => ({
        id: coverage.id,
        kind: coverage.kind,
        state: coverage.state,
        expected_date: coverage.expectedDate,
        expected_time: coverage.expectedTime,
        note: coverage.note,
        delivered_item:
          coverage.deliveredKind && coverage.deliveredId !== null ? { kind: coverage.deliveredKind, id: coverage.deliveredId } : null,
      })),
    updated_at: event.updatedAt.toISOString(),
  };
}

/** The event's columns from the form; an all-day event keeps no times, and one to be confirmed no start time. */
function columnsOf(fields: EventFields, staffId: number): Omit<NewEvent, 'createdBy'> {
  const timed = !fields.all_day;
  return {
    title: fields.title,
    titleNe: fields.title_ne,
    description: fields.description,
    descriptionNe: fields.description_ne,
    startDate: fields.start_date,
    startTime: timed && !fields.time_to_be_confirmed ? fields.start_time : null,
    endDate: fields.end_date,
    endTime: timed ? fields.end_time : null,
    allDay: fields.all_day,
    timeToBeConfirmed: timed && fields.time_to_be_confirmed,
    ...resolvePlaceTag(fields),
    venue: fields.venue,
    categoryIds: [...new Set(fields.category_ids)],
    organiser: fields.organiser,
    contact: fields.contact,
    links: fields.links,
    status: fields.status,
    statusReason: ['postponed', 'cancelled'].includes(fields.status) ? fields.status_reason : '',
    internalNote: fields.internal_note,
    updatedBy: staffId,
  };
}

const coverageValues = (fields: EventFields) =>
  fields.coverages.map((coverage) => ({
    id: coverage.id,
    kind: coverage.kind,
    state: coverage.state,
    expectedDate: coverage.expected_date,
    expectedTime: coverage.expected_time,
    note: coverage.note,
  }));

/** The agenda as staff plan it: events, their coverage, and a save that never overwrites a colleague's. */
export function createAgendaService(deps: AgendaDeps) {
  const { db, repository } = deps;

  async function presented(id: number, via: Database = db): Promise<StaffEvent> {
    const event = await repository.find(id, via);
    if (!event) throw new NotFoundError();
    return present(event, await repository.coveragesOf([id], via));
  }

  return {
    async list(query: EventRange & { page: number; rowsPerPage: number }) {
      const { rows, total } = await repository.page(query, { limit: query.rowsPerPage, offset: offsetOf(query) });
      const coverages = await repository.coveragesOf(rows.map((row) => row.id));
      return { data: rows.map((row) => present(row, coverages)), meta: pageMeta(total, query) };
    },

    detail: (id: number) => presented(id),

    create: (staffId: number, fields: EventFields) =>
      db.transaction(async (tx) => {
        const event = await repository.insert(tx, { ...columnsOf(fields, staffId), createdBy: staffId });
        await repository.saveCoverages(tx, event.id, coverageValues(fields));
        return presented(event.id, tx);
      }),

    /** Refused with a clear message when someone saved the event since `version` was read. */
    update: (staffId: number, id: number, fields: EventFields & { version: number }) =>
      db.transaction(async (tx) => {
        const saved = await repository.updateAt(tx, id, fields.version, columnsOf(fields, staffId));
        if (!saved) {
          if (await repository.find(id, tx)) throw new ConflictError(messages.eventChangedMeanwhile);
          throw new NotFoundError();
        }
        await repository.saveCoverages(tx, id, coverageValues(fields));
        return presented(id, tx);
      }),

    /** A copy planned again: the same event and coverage, no reason, nothing delivered yet. */
    duplicate: (staffId: number, id: number) =>
      db.transaction(async (tx) => {
        const original = await repository.find(id, tx);
        if (!original) throw new NotFoundError();
        const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...columns } = original;
        const copy = await repository.insert(tx, {
          ...columns,
          status: 'planned',
          statusReason: '',
          createdBy: staffId,
          updatedBy: staffId,
        });
        const coverages = await repository.coveragesOf([id], tx);
        await repository.saveCoverages(
          tx,
          copy.id,
          coverages.map(({ kind, state, expectedDate, expectedTime, note }) => ({
            kind,
            state: state === 'cancelled' ? state : 'planned',
            expectedDate,
            expectedTime,
            note,
          })),
        );
        return presented(copy.id, tx);
      }),
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;
